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

    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/selectall(_:)
    /// decl: func selectAll(_ sender: Any?)
    open func selectAll(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputview
    /// decl: var inputView: UIView? { get }
    open var inputView: UIView? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview
    /// decl: var inputAccessoryView: UIView? { get }
    open var inputAccessoryView: UIView? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    /// decl: var next: UIResponder? { get }
    open var next: UIResponder? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
    /// decl: var canResignFirstResponder: Bool { get }
    open var canResignFirstResponder: Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    /// decl: func becomeFirstResponder() -> Bool
    @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    /// decl: func resignFirstResponder() -> Bool
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    /// decl: var isFirstResponder: Bool { get }
    open var isFirstResponder: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    /// decl: func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)
    /// decl: func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)
    /// (derived: the page's shape from its neighbour touchesBegan(_:with:), whose page was fetched.)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
    /// decl: func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)
    /// (derived: the page's shape from its neighbour touchesBegan(_:with:), whose page was fetched.)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
    /// decl: func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)
    /// (derived: the page's shape from its neighbour touchesBegan(_:with:), whose page was fetched.)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
