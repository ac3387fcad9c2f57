/// https://developer.apple.com/documentation/uikit/uiresponder
/// decl: @MainActor class UIResponder
@MainActor open class UIResponder: _UIAccessibilityHost {
    /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    /// decl: var canBecomeFirstResponder: Bool { get }
    open var canBecomeFirstResponder: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/copy(_:)
    /// decl: func copy(_ sender: Any?)
    /// Stub: does nothing, as a responder that cannot copy.
    open func copy(_ sender: Any?) {}
}
