/// Not an Apple type: the members of NSTextAttachment that are the same in UIKit and AppKit.
/// NSTextAttachment itself is declared by each stub, UIKit's drawing a `UIImage` and AppKit's an
/// `NSImage` (one header on Apple platforms, its image class chosen by `TARGET_OS_IPHONE`); both
/// inherit from this class, which glue never names.
open class _NSTextAttachmentHost: NSObject {
    /// https://developer.apple.com/documentation/uikit/nstextattachment/init(data:oftype:)
    /// decl: init(data contentData: Data?, ofType uti: String?)
    public init(data contentData: Data?, ofType uti: String?) { super.init() }

    /// https://developer.apple.com/documentation/uikit/nstextattachment/init(coder:)
    /// decl: init?(coder: NSCoder)
    /// (derived: NSTextAttachment adopts NSSecureCoding, whose initializer Swift imports as
    /// `required`.) Stub: decodes nothing.
    public required init?(coder: NSCoder) { super.init() }

    /// https://developer.apple.com/documentation/uikit/nstextattachment/bounds
    /// decl: var bounds: CGRect { get set }
    open var bounds: CGRect = .zero
}
