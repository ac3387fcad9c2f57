/// https://developer.apple.com/documentation/uikit/uiinputviewcontroller
/// decl: @MainActor class UIInputViewController
/// Stub: a responder (the SDK's `UIViewController` between them is not stubbed).
@MainActor open class UIInputViewController: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uitextinputmode
/// decl: @MainActor class UITextInputMode
@MainActor open class UITextInputMode: NSObject {}
