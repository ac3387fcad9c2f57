/// https://developer.apple.com/documentation/appkit/nsgesturerecognizer
/// decl: @MainActor class NSGestureRecognizer
@MainActor open class NSGestureRecognizer: NSObject {}
