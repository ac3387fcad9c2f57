/// https://developer.apple.com/documentation/uikit/uievent
/// decl: @MainActor class UIEvent
@MainActor open class UIEvent: NSObject {}
