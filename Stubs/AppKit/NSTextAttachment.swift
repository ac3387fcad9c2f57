/// https://developer.apple.com/documentation/appkit/nstextattachment
/// decl: class NSTextAttachment
/// Its members that UIKit shares are on `_NSTextAttachmentHost` (the TextKit stubs); these are
/// the ones that name AppKit's image class.
open class NSTextAttachment: _NSTextAttachmentHost {
    /// https://developer.apple.com/documentation/appkit/nstextattachment/image
    /// decl: var image: NSImage? { get set }
    open var image: NSImage?

    /// https://developer.apple.com/documentation/appkit/nstextattachmentcontainer/image(forbounds:textcontainer:characterindex:)
    /// decl: func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> NSImage?
    /// Stub: as the page says, ``image`` when there is one, else "an image based on the text
    /// attachment's contents and fileType": with neither, AppKit's placeholder icon, which the
    /// stub stands for with an empty image (TextKit 1 draws it).
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> NSImage? {
        image ?? NSImage(size: .zero)
    }

    /// https://developer.apple.com/documentation/appkit/nstextattachmentlayout/image(for:attributes:location:textcontainer:)
    /// decl: func image(for bounds: CGRect, attributes: [NSAttributedString.Key : Any] = [:], location: any NSTextLocation, textContainer: NSTextContainer?) -> NSImage?
    /// Stub: the placeholder as above (TextKit 2 draws it).
    open func image(for bounds: CGRect, attributes: [NSAttributedString.Key: Any] = [:], location: any NSTextLocation,
                    textContainer: NSTextContainer?) -> NSImage? {
        image ?? NSImage(size: .zero)
    }
}
