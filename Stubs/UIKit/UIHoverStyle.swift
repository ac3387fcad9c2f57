/// https://developer.apple.com/documentation/uikit/uihoverstyle
/// decl: @MainActor class UIHoverStyle
@available(iOS 17.0, visionOS 1.0, *)
@MainActor open class UIHoverStyle: NSObject {}
