/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
/// decl: @MainActor class UIGestureRecognizer
@MainActor open class UIGestureRecognizer: NSObject {}
