/// https://developer.apple.com/documentation/uikit/uiinteraction
/// decl: @MainActor protocol UIInteraction : NSObjectProtocol
@MainActor public protocol UIInteraction: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiinteraction/view
    /// decl: var view: UIView? { get }
    var view: UIView? { get }
    /// https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
    /// decl: func willMove(to view: UIView?)
    func willMove(to view: UIView?)
    /// https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
    /// decl: func didMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// https://developer.apple.com/documentation/uikit/uitextinteraction
/// decl: @MainActor class UITextInteraction
/// Stub: keeps its mode and text input; recognizes no gestures.
@MainActor open class UITextInteraction: NSObject, UIInteraction {
    /// https://developer.apple.com/documentation/uikit/uitextinteraction/init(for:)
    /// decl: convenience init(for mode: UITextInteractionMode)
    public convenience init(for mode: UITextInteractionMode) {
        self.init()
        textInteractionMode = mode
    }

    /// https://developer.apple.com/documentation/uikit/uitextinteraction/textinteractionmode
    /// decl: var textInteractionMode: UITextInteractionMode { get }
    open private(set) var textInteractionMode: UITextInteractionMode = .editable

    /// https://developer.apple.com/documentation/uikit/uitextinteraction/textinput
    /// decl: weak var textInput: (any UIResponder & UITextInput)? { get set }
    open weak var textInput: (any UIResponder & UITextInput)?

    /// https://developer.apple.com/documentation/uikit/uiinteraction/view
    /// decl: var view: UIView? { get }
    open internal(set) weak var view: UIView?

    /// https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
    /// decl: func willMove(to view: UIView?)
    open func willMove(to view: UIView?) {}

    /// https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
    /// decl: func didMove(to view: UIView?)
    /// Stub: keeps the view.
    open func didMove(to view: UIView?) { self.view = view }
}

/// https://developer.apple.com/documentation/uikit/uitextinteractionmode
/// decl: enum UITextInteractionMode
public enum UITextInteractionMode: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitextinteractionmode/editable
    /// decl: case editable
    case editable = 0
    /// https://developer.apple.com/documentation/uikit/uitextinteractionmode/noneditable
    /// decl: case nonEditable
    case nonEditable = 1
}
