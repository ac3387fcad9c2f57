/// https://developer.apple.com/documentation/uikit/uitraitcollection
/// decl: class UITraitCollection
/// Stub: keeps the four traits the glue reads.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection
    /// decl: init() (NSObject's, which UITraitCollection inherits: traits all unspecified)
    /// Stub: light, standard contrast, regular weight, Large.
    override public init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    /// decl: init(preferredContentSizeCategory: UIContentSizeCategory)
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// Not an Apple declaration: traits for tests.
    @_spi(Testing) public init(userInterfaceStyle: UIUserInterfaceStyle, accessibilityContrast: UIAccessibilityContrast,
                               legibilityWeight: UILegibilityWeight, preferredContentSizeCategory: UIContentSizeCategory) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    /// decl: var userInterfaceStyle: UIUserInterfaceStyle { get }
    public private(set) var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    /// decl: var accessibilityContrast: UIAccessibilityContrast { get }
    public private(set) var accessibilityContrast: UIAccessibilityContrast = .normal
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight
    /// decl: var legibilityWeight: UILegibilityWeight { get }
    public private(set) var legibilityWeight: UILegibilityWeight = .regular
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    /// decl: var preferredContentSizeCategory: UIContentSizeCategory { get }
    public private(set) var preferredContentSizeCategory: UIContentSizeCategory = .large
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
/// decl: enum UIUserInterfaceStyle
public enum UIUserInterfaceStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    /// decl: case unspecified
    case unspecified = 0
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    /// decl: case light
    case light = 1
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    /// decl: case dark
    case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
/// decl: enum UIAccessibilityContrast
public enum UIAccessibilityContrast: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/normal
    /// decl: case normal
    case normal = 0
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/high
    /// decl: case high
    case high = 1
}

/// https://developer.apple.com/documentation/uikit/uilegibilityweight
/// decl: enum UILegibilityWeight
public enum UILegibilityWeight: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uilegibilityweight/regular
    /// decl: case regular
    case regular = 0
    /// https://developer.apple.com/documentation/uikit/uilegibilityweight/bold
    /// decl: case bold
    case bold = 1
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
/// decl: struct UIContentSizeCategory
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    /// decl: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/rawvalue
    /// decl: let rawValue: String
    public let rawValue: String
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    /// decl: static let large: UIContentSizeCategory
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    /// decl: static let accessibilityExtraLarge: UIContentSizeCategory
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    /// decl: nonisolated static let didChangeNotification: NSNotification.Name
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The stub's scale of text at this category: 1 at Large, 2 at Accessibility Extra Large.
    var stubScale: CGFloat { self == .accessibilityExtraLarge ? 2 : 1 }
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
/// decl: @MainActor protocol UIContentSizeCategoryAdjusting : NSObjectProtocol
@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    /// decl: var adjustsFontForContentSizeCategory: Bool { get set }
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct
/// decl: @MainActor struct UITraitOverrides
/// Stub: no trait is overridden here.
@available(iOS 17.0, visionOS 1.0, *)
@MainActor public struct UITraitOverrides {
    /// The value a view starts with (internal: the SDK's initializers are not stubbed).
    init() {}
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15
/// decl: protocol UITraitDefinition
@available(iOS 17.0, visionOS 1.0, *)
public protocol UITraitDefinition {
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/value
    /// decl: associatedtype Value
    associatedtype Value
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/defaultvalue
    /// decl: static var defaultValue: Self.Value { get }
    static var defaultValue: Value { get }
}

/// https://developer.apple.com/documentation/uikit/uitrait-9423
/// decl: typealias UITrait = any UITraitDefinition.Type
@available(iOS 17.0, visionOS 1.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
/// decl: struct UITraitPreferredContentSizeCategory
@available(iOS 17.0, visionOS 1.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory/defaultvalue
    /// decl: static let defaultValue: UIContentSizeCategory
    public static let defaultValue = UIContentSizeCategory.large
}

/// https://developer.apple.com/documentation/uikit/uitraitlegibilityweight
/// decl: struct UITraitLegibilityWeight
@available(iOS 17.0, visionOS 1.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition {
    /// https://developer.apple.com/documentation/uikit/uitraitlegibilityweight/defaultvalue
    /// decl: static let defaultValue: UILegibilityWeight
    public static let defaultValue = UILegibilityWeight.regular
}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
/// decl: protocol UITraitChangeRegistration : NSCopying, NSObjectProtocol
@available(iOS 17.0, visionOS 1.0, *)
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}
