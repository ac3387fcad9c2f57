/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
/// decl: @MainActor class UIAccessibilityCustomAction
/// Stub: keeps its name and handler; tests call the handler as VoiceOver's Actions rotor would.
@MainActor open class UIAccessibilityCustomAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
    /// decl: @MainActor typealias Handler = (UIAccessibilityCustomAction) -> Bool
    /// (derived: the type is the block type objc2 binds for UIAccessibilityCustomActionHandler)
    public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    /// decl: init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
    /// decl: var name: String { get set }
    open var name: String

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/actionhandler
    /// decl: var actionHandler: UIAccessibilityCustomAction.Handler? { get set }
    open var actionHandler: UIAccessibilityCustomAction.Handler?
}
