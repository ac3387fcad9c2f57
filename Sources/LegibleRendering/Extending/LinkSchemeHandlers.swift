public import Foundation

/// The app's own handlers of link schemes (`myapp://`, `mailto:`), which a view consults when
/// the reader opens a link (a tap or click, the menu's Open, VoiceOver's action) before it
/// hands the link to `openLink`. Schemes match without regard to case, as RFC 3986 says they
/// compare. A link to a heading of the document (`#install`) is followed inside the view first.
///
/// ```swift
/// view.linkHandlers["myapp"] = { url in router.show(url) }   // myapp://settings opens here
/// view.linkHandlers.route(URL(string: "MyApp://x")!)         // .handled: the handler ran
/// ```
public struct LinkSchemeHandlers {
    /// What became of a link: a handler took it, or none did (the view's `openLink` then opens it).
    public enum Route: Equatable, Sendable {
        /// The handler of its scheme was called with it.
        case handled
        /// No handler has its scheme.
        case unhandled
    }

    private var handlers: [String: @MainActor (URL) -> Void] = [:]

    /// No handlers: every link goes to `openLink`.
    public init() {}

    /// The handler of a scheme (`"myapp"`, without the colon); `nil` to remove it.
    public subscript(scheme: String) -> (@MainActor (URL) -> Void)? {
        get { handlers[scheme.lowercased()] }
        set { handlers[scheme.lowercased()] = newValue }
    }

    /// The schemes handled, in lower case.
    public var schemes: Set<String> { Set(handlers.keys) }

    /// Calls the handler of `url`'s scheme, if there is one.
    @MainActor
    @discardableResult
    public func route(_ url: URL) -> Route {
        guard let scheme = url.scheme?.lowercased(), let handler = handlers[scheme] else { return .unhandled }
        handler(url)
        return .handled
    }
}
