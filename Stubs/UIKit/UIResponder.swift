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
    /// (derived: page not fetched.)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
    /// decl: func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
    /// decl: func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesestimatedpropertiesupdated(_:)
    /// decl: func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>)
    /// (derived: page not fetched.)
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)
    /// decl: func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)
    /// (derived: page not fetched.)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/presseschanged(_:with:)
    /// decl: func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?)
    /// (derived: page not fetched.)
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/pressesended(_:with:)
    /// decl: func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?)
    /// (derived: page not fetched.)
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/pressescancelled(_:with:)
    /// decl: func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?)
    /// (derived: page not fetched.)
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/motionbegan(_:with:)
    /// decl: func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/motionended(_:with:)
    /// decl: func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/motioncancelled(_:with:)
    /// decl: func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/remotecontrolreceived(with:)
    /// decl: func remoteControlReceived(with event: UIEvent?)
    /// (derived: page not fetched.)
    open func remoteControlReceived(with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/keycommands
    /// decl: var keyCommands: [UIKeyCommand]? { get }
    /// (derived: page not fetched.)
    open var keyCommands: [UIKeyCommand]? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/buildmenu(with:)
    /// decl: func buildMenu(with builder: any UIMenuBuilder)
    /// (derived: page not fetched.)
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/validate(_:)
    /// decl: func validate(_ command: UICommand)
    /// (derived: page not fetched.)
    open func validate(_ command: UICommand) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/editinginteractionconfiguration
    /// decl: var editingInteractionConfiguration: UIEditingInteractionConfiguration { get }
    /// (derived: page not fetched.)
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }

    /// https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
    /// decl: func reloadInputViews()
    /// (derived: page not fetched.)
    open func reloadInputViews() {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputviewcontroller
    /// decl: var inputViewController: UIInputViewController? { get }
    /// (derived: page not fetched.)
    open var inputViewController: UIInputViewController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryviewcontroller
    /// decl: var inputAccessoryViewController: UIInputViewController? { get }
    /// (derived: page not fetched.)
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/textinputmode
    /// decl: var textInputMode: UITextInputMode? { get }
    /// (derived: page not fetched.)
    open var textInputMode: UITextInputMode? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/textinputcontextidentifier
    /// decl: var textInputContextIdentifier: String? { get }
    /// (derived: page not fetched.)
    open var textInputContextIdentifier: String? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/cleartextinputcontextidentifier(_:)
    /// decl: class func clearTextInputContextIdentifier(_ identifier: String)
    /// (derived: page not fetched.)
    open class func clearTextInputContextIdentifier(_ identifier: String) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/capturetextfromcamera(_:)
    /// decl: func captureTextFromCamera(_ sender: Any?)
    /// (derived: page not fetched.)
    open func captureTextFromCamera(_ sender: Any?) {}
}
