/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
/// decl: struct UIAccessibilityTraits
/// Stub: an option set; the bit values are the stub's own (the pages do not give them).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
    /// decl: init(rawValue: UInt64)
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue
    /// decl: let rawValue: UInt64
    public let rawValue: UInt64

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
    /// decl: nonisolated static let none: UIAccessibilityTraits
    public static let none = UIAccessibilityTraits([])
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    /// decl: nonisolated static let button: UIAccessibilityTraits
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/link
    /// decl: nonisolated static let link: UIAccessibilityTraits
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
    /// decl: nonisolated static let image: UIAccessibilityTraits
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    /// decl: nonisolated static let staticText: UIAccessibilityTraits
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/causespageturn
    /// decl: nonisolated static let causesPageTurn: UIAccessibilityTraits
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    /// decl: nonisolated static let header: UIAccessibilityTraits
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
