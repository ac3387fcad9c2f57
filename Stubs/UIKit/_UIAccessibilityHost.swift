/// Holds the members UIKit adds to `NSObject` through its informal accessibility protocols, so
/// that `UIView` and `UIAccessibilityElement` can be overridden as on Apple platforms (Linux has
/// no Objective-C runtime, and a member added to Foundation's `NSObject` in an extension cannot
/// be overridden). Not an Apple type: glue never names it. Stored members keep what is set.
@MainActor open class _UIAccessibilityHost: NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    /// decl: var isAccessibilityElement: Bool { get set }
    open var isAccessibilityElement: Bool = false

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    /// decl: var accessibilityLabel: String? { get set }
    open var accessibilityLabel: String?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityattributedlabel
    /// decl: @NSCopying var accessibilityAttributedLabel: NSAttributedString? { get set }
    /// Stub: setting it sets `accessibilityLabel` to its string, as the two are one property.
    open var accessibilityAttributedLabel: NSAttributedString? {
        didSet { accessibilityLabel = accessibilityAttributedLabel?.string }
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
    /// decl: var accessibilityValue: String? { get set }
    open var accessibilityValue: String?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylanguage
    /// decl: var accessibilityLanguage: String? { get set }
    open var accessibilityLanguage: String?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
    /// decl: var accessibilityTraits: UIAccessibilityTraits { get set }
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe
    /// decl: var accessibilityFrame: CGRect { get set }
    open var accessibilityFrame: CGRect = .zero

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitypath
    /// decl: @MainActor @NSCopying var accessibilityPath: UIBezierPath? { get set }
    open var accessibilityPath: UIBezierPath?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    /// decl: var accessibilityElements: [Any]? { get set }
    open var accessibilityElements: [Any]?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
    /// decl: var accessibilityContainerType: UIAccessibilityContainerType { get set }
    /// (derived: the property's own page was not found; listed on the UIAccessibilityContainer page)
    open var accessibilityContainerType: UIAccessibilityContainerType = .none

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    /// decl: var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get set }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomrotors
    /// decl: var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? { get set }
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytextualcontext
    /// decl: var accessibilityTextualContext: UIAccessibilityTextualContext? { get set }
    open var accessibilityTextualContext: UIAccessibilityTextualContext?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitynexttextnavigationelement
    /// decl: var accessibilityNextTextNavigationElement: Any? { get set }
    @available(iOS 18.0, visionOS 2.0, *)
    open var accessibilityNextTextNavigationElement: Any? {
        get { nextTextNavigationElement }
        set { nextTextNavigationElement = newValue }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityprevioustextnavigationelement
    /// decl: var accessibilityPreviousTextNavigationElement: Any? { get set }
    @available(iOS 18.0, visionOS 2.0, *)
    open var accessibilityPreviousTextNavigationElement: Any? {
        get { previousTextNavigationElement }
        set { previousTextNavigationElement = newValue }
    }

    // Storage for the iOS 18 members (a stored property cannot carry `@available`).
    private var nextTextNavigationElement: Any?
    private var previousTextNavigationElement: Any?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:)
    /// decl: func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool
    /// Stub: returns false, as NSObject's does.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
    /// decl: func accessibilityActivate() -> Bool
    /// Stub: returns false, as NSObject's does.
    open func accessibilityActivate() -> Bool { false }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementdidbecomefocused()
    /// decl: func accessibilityElementDidBecomeFocused()
    /// Stub: does nothing; tests call it to play VoiceOver moving its cursor.
    open func accessibilityElementDidBecomeFocused() {}

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementdidlosefocus()
    /// decl: func accessibilityElementDidLoseFocus()
    open func accessibilityElementDidLoseFocus() {}

    /// Not an Apple declaration: the stub's initializer.
    public override init() { super.init() }
}
