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

    // Members not used by the glue, declared so a member of a subclass named like one collides
    // here as it would on iOS.

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    /// decl: var accessibilityHint: String? { get set }
    open var accessibilityHint: String?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityattributedhint
    /// decl: var accessibilityAttributedHint: NSAttributedString? { get set }
    open var accessibilityAttributedHint: NSAttributedString?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityattributedvalue
    /// decl: var accessibilityAttributedValue: NSAttributedString? { get set }
    open var accessibilityAttributedValue: NSAttributedString?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    /// decl: var accessibilityViewIsModal: Bool { get set }
    open var accessibilityViewIsModal = false

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/shouldgroupaccessibilitychildren
    /// decl: var shouldGroupAccessibilityChildren: Bool { get set }
    open var shouldGroupAccessibilityChildren = false

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    /// decl: var accessibilityElementsHidden: Bool { get set }
    open var accessibilityElementsHidden = false

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivationpoint
    /// decl: var accessibilityActivationPoint: CGPoint { get set }
    open var accessibilityActivationPoint: CGPoint = .zero

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityrespondstouserinteraction
    /// decl: var accessibilityRespondsToUserInteraction: Bool { get set }
    open var accessibilityRespondsToUserInteraction = false

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityuserinputlabels
    /// decl: var accessibilityUserInputLabels: [String]! { get set }
    open var accessibilityUserInputLabels: [String]!

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    /// decl: func accessibilityPerformEscape() -> Bool
    open func accessibilityPerformEscape() -> Bool { false }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformmagictap()
    /// decl: func accessibilityPerformMagicTap() -> Bool
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    /// decl: func accessibilityIncrement()
    open func accessibilityIncrement() {}

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    /// decl: func accessibilityDecrement()
    open func accessibilityDecrement() {}

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementcount()
    /// decl: func accessibilityElementCount() -> Int
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelement(at:)
    /// decl: func accessibilityElement(at index: Int) -> Any?
    open func accessibilityElement(at index: Int) -> Any? { accessibilityElements.flatMap { $0.indices.contains(index) ? $0[index] : nil } }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/index(ofaccessibilityelement:)
    /// decl: func index(ofAccessibilityElement element: Any) -> Int
    open func index(ofAccessibilityElement element: Any) -> Int { NSNotFound }

    // The rest of the informal UIAccessibility, UIAccessibilityFocus, UIAccessibilityDragging and
    // UIAccessibilityIdentification members (the iOS 17 block-based ones aside: see Stubs/README.md).

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    /// decl: var accessibilityIdentifier: String? { get set }
    /// UIView and UIAccessibilityElement adopt UIAccessibilityIdentification, so both have it.
    open var accessibilityIdentifier: String?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityheaderelements
    /// decl: var accessibilityHeaderElements: [Any]? { get set }
    open var accessibilityHeaderElements: [Any]?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityattributeduserinputlabels
    /// decl: var accessibilityAttributedUserInputLabels: [NSAttributedString]! { get set }
    open var accessibilityAttributedUserInputLabels: [NSAttributedString]!

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydirecttouchoptions
    /// decl: var accessibilityDirectTouchOptions: UIAccessibility.DirectTouchOptions { get set }
    @available(iOS 17.0, visionOS 1.0, *)
    open var accessibilityDirectTouchOptions: UIAccessibility.DirectTouchOptions = []

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitynavigationstyle
    /// decl: var accessibilityNavigationStyle: UIAccessibilityNavigationStyle { get set }
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle = .automatic

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/automationelements
    /// decl: var automationElements: [Any]? { get set }
    open var automationElements: [Any]?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementisfocused()
    /// decl: func accessibilityElementIsFocused() -> Bool
    open func accessibilityElementIsFocused() -> Bool { false }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityassistivetechnologyfocusedidentifiers()
    /// decl: func accessibilityAssistiveTechnologyFocusedIdentifiers() -> Set<UIAccessibility.AssistiveTechnologyIdentifier>?
    open func accessibilityAssistiveTechnologyFocusedIdentifiers() -> Set<UIAccessibility.AssistiveTechnologyIdentifier>? { nil }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydragsourcedescriptors
    /// decl: var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? { get set }
    open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydroppointdescriptors
    /// decl: var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? { get set }
    open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]?

    /// Not an Apple declaration: the stub's initializer.
    public override init() { super.init() }
}
