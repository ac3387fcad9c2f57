/// A font by what it is for, not by name: a platform maps it to its own fonts (on Apple
/// platforms, `UIFont.preferredFont(forTextStyle:)` scaled by Dynamic Type, with the weight,
/// italic and monospaced design applied).
///
/// ```swift
/// let code = FontDescription(textStyle: .body, isMonospaced: true, relativeSize: 0.9)
/// ```
public struct FontDescription: Hashable, Sendable {
    /// The Dynamic Type text styles.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }

    /// How heavy the strokes are.
    public enum Weight: Int, Hashable, Sendable, Comparable, CaseIterable {
        case regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The text style whose size (following the reader's Dynamic Type setting) the font takes.
    public var textStyle: TextStyle
    /// The weight.
    public var weight: Weight
    /// Whether it is italic.
    public var isItalic: Bool
    /// Whether every character has the same width (code).
    public var isMonospaced: Bool
    /// A factor on the text style's size (1 keeps it).
    public var relativeSize: Double

    /// Creates a description.
    public init(textStyle: TextStyle, weight: Weight = .regular, isItalic: Bool = false, isMonospaced: Bool = false, relativeSize: Double = 1) {
        self.textStyle = textStyle
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
        self.relativeSize = relativeSize
    }
}
