/// https://developer.apple.com/documentation/uikit/uiresponder
/// decl: @MainActor class UIResponder
@MainActor open class UIResponder: _UIAccessibilityHost {}
