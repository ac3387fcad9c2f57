/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
/// decl: @MainActor class UIAccessibilityElement
@MainActor open class UIAccessibilityElement: _UIAccessibilityHost {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    /// decl: init(accessibilityContainer container: Any)
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    /// decl: weak var accessibilityContainer: AnyObject? { get set }
    open weak var accessibilityContainer: AnyObject?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    /// decl: var accessibilityFrameInContainerSpace: CGRect { get set }
    open var accessibilityFrameInContainerSpace: CGRect = .zero
}
