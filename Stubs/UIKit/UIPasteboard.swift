/// https://developer.apple.com/documentation/uikit/uipasteboard
/// decl: class UIPasteboard
/// Stub: one in-memory general pasteboard.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uipasteboard/general
    /// decl: class var general: UIPasteboard { get }
    open class var general: UIPasteboard { shared }
    private static let shared = UIPasteboard()

    /// https://developer.apple.com/documentation/uikit/uipasteboard/string
    /// decl: var string: String? { get set }
    open var string: String? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    private let lock = NSLock()
    private var stored: String?
}
