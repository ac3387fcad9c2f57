/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
/// decl: @MainActor class UIGestureRecognizer
@MainActor open class UIGestureRecognizer: NSObject {}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
/// decl: @MainActor class UIPanGestureRecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
/// decl: @MainActor class UIPinchGestureRecognizer
@MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {}
