/// https://developer.apple.com/documentation/uikit/uiwindow
/// decl: @MainActor class UIWindow
/// Stub: a view with the scene a test gives it.
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    /// decl: weak var windowScene: UIWindowScene? { get set }
    open weak var windowScene: UIWindowScene?
}

/// https://developer.apple.com/documentation/uikit/uiscene
/// decl: @MainActor class UIScene
/// Stub: records the URLs it is asked to open, for tests (through `@_spi(Testing)`).
@MainActor open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/openexternalurloptions
    /// decl: class OpenExternalURLOptions
    open class OpenExternalURLOptions: NSObject {}

    /// https://developer.apple.com/documentation/uikit/uiscene/open(_:options:completionhandler:)
    /// decl: func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil)
    /// (UIScene.h: no NS_EXTENSION_UNAVAILABLE, unlike UIApplication's open.)
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        opened.append(url)
        completion?(true)
    }

    /// Not an Apple declaration: the URLs opened so far, for tests.
    @_spi(Testing) public var opened: [URL] = []
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
/// decl: @MainActor class UIWindowScene
@MainActor open class UIWindowScene: UIScene {
    /// Not an Apple declaration: the stub's initializer (UIKit makes scenes, apps do not).
    @_spi(Testing) public override init() { super.init() }
}
