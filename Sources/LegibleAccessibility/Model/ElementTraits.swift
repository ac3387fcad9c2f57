/// How an element behaves for VoiceOver, as a set whose members are named like UIKit's
/// `UIAccessibilityTraits` and map onto them one to one (`.header` is
/// `UIAccessibilityTraits.header`, and so on). SwiftUI's `AccessibilityTraits` names them
/// `isHeader`, `isLink`, `isStaticText` and `isImage`.
///
/// Only the traits the reading model sets are here; each role's traits are part of its
/// ``RoleMapping``. AppKit has no traits: its ``RoleMapping/appKitRole`` says the same.
public struct ElementTraits: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Text that does not change: paragraphs, headings, table cells, code, formulas.
    public static let staticText = ElementTraits(rawValue: 1 << 0)
    /// A heading: VoiceOver says "heading" and lists it in its Headings rotor.
    public static let header = ElementTraits(rawValue: 1 << 1)
    /// A link: VoiceOver says "link" and lists it in its Links rotor.
    public static let link = ElementTraits(rawValue: 1 << 2)
    /// An image: VoiceOver says "image".
    public static let image = ElementTraits(rawValue: 1 << 3)

    /// Every trait with its UIKit name, in a fixed order (for printing and JSON).
    public static let named: [(name: String, trait: ElementTraits)] = [
        ("staticText", .staticText), ("header", .header), ("link", .link), ("image", .image),
    ]

    /// The UIKit names of the traits in the set, in the order of ``named``.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}

/// A hint to a speech engine about what kind of text an element holds, as UIKit's
/// `UIAccessibilityTextualContext` and SwiftUI's `AccessibilityTextContentType`.
public enum TextualContext: String, Hashable, Sendable {
    /// Source code: VoiceOver reads it with its punctuation and indentation.
    case sourceCode
}
