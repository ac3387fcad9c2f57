/// How an element behaves, as a set that maps one to one onto UIKit's `UIAccessibilityTraits`
/// (the member of the same name) and onto AppKit's roles:
///
/// | Trait | UIKit | AppKit |
/// |---|---|---|
/// | `staticText` | `.staticText` | `NSAccessibility.Role.staticText` |
/// | `header` | `.header` | `NSAccessibility.Role.heading` (subrole of a static text group) |
/// | `link` | `.link` | `NSAccessibility.Role.link` |
/// | `image` | `.image` | `NSAccessibility.Role.image` |
/// | `button` | `.button` | `NSAccessibility.Role.button` |
/// | `summaryElement` | `.summaryElement` | — (VoiceOver reads it when the view appears) |
/// | `notEnabled` | `.notEnabled` | `isAccessibilityEnabled() == false` |
/// | `updatesFrequently` | `.updatesFrequently` | — |
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let staticText = AccessibilityTraits(rawValue: 1 << 0)
    public static let header = AccessibilityTraits(rawValue: 1 << 1)
    public static let link = AccessibilityTraits(rawValue: 1 << 2)
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    public static let button = AccessibilityTraits(rawValue: 1 << 4)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 5)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)

    /// Every trait with its name as used by UIKit, in a fixed order (for printing and JSON).
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("staticText", .staticText), ("header", .header), ("link", .link), ("image", .image),
        ("button", .button), ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently),
    ]

    /// The names of the traits in the set.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}

/// A hint to a speech engine about what kind of text an element holds, as UIKit's
/// `UIAccessibilityTextualContext`.
public enum TextualContext: String, Sendable, Codable {
    /// Source code: VoiceOver reads it with its punctuation and indentation.
    case sourceCode
}
