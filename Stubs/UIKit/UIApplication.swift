/// https://developer.apple.com/documentation/uikit/uiapplication
/// decl: @MainActor class UIApplication
/// Stub: records the URLs it is asked to open, for tests (through `@_spi(Testing)`).
@MainActor open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// decl: class var shared: UIApplication { get }
    /// (UIApplication.h: NS_EXTENSION_UNAVAILABLE_IOS. Linux does not check the attribute; the
    /// glue lint fails on any use of a declaration marked so.)
    @available(iOSApplicationExtension, unavailable)
    open class var shared: UIApplication { instance }
    private static let instance = UIApplication()

    /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
    /// decl: struct OpenExternalURLOptionsKey
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
    }

    /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
    /// decl: func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)
    @available(iOSApplicationExtension, unavailable)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        opened.append(url)
        completion?(true)
    }

    /// Not an Apple declaration: the URLs opened so far, for tests.
    @_spi(Testing) public var opened: [URL] = []
}
