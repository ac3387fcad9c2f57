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
    /// Stub: the first item's plain text, as the general pasteboard gives it.
    open var string: String? {
        get { items.first?[Self.plainText] as? String }
        set { items = newValue.map { [[Self.plainText: $0]] } ?? [] }
    }

    /// https://developer.apple.com/documentation/uikit/uipasteboard/items
    /// decl: var items: [[String : Any]] { get set }
    /// Stub: setting replaces every item, as the documentation says.
    open var items: [[String: Any]] {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// https://developer.apple.com/documentation/uikit/uipasteboard/url
    /// decl: var url: URL? { get set }
    /// Stub: a URL is kept as its string, as the general pasteboard gives it back to `string`.
    open var url: URL? {
        get { string.flatMap(URL.init(string:)) }
        set { string = newValue?.absoluteString }
    }

    private static let plainText = "public.utf8-plain-text"
    private let lock = NSLock()
    private var stored: [[String: Any]] = []
}
