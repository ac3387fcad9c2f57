/// https://developer.apple.com/documentation/uikit/uirefreshcontrol
/// decl: @MainActor class UIRefreshControl
/// Stub: a view (the SDK's `UIControl` between them is not stubbed).
@MainActor open class UIRefreshControl: UIView {}
