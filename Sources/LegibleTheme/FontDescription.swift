/// A font by what it is for: a text style whose size follows the reader's Dynamic Type
/// setting, and optionally a family and a size of the theme's own, which scale with that text
/// style. A platform maps it to its fonts: on Apple platforms the system font (or the family)
/// at the text style's size (or the size given), with the weight, italic and monospaced design
/// applied, scaled by `UIFontMetrics(forTextStyle:)`.
///
/// ```swift
/// let code = FontDescription(textStyle: .body, isMonospaced: true, relativeSize: 0.9)
/// let body = FontDescription.family("Inter", size: 16, relativeTo: .body)   // 16 pt at the default size, scaled as body text
/// body.pointSize(textStyleSize: 17)                                           // 16: the family's size, not the style's
/// ```
public struct FontDescription: Hashable, Sendable, CustomStringConvertible {
    /// The Dynamic Type text styles.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }

    /// How heavy the strokes are.
    public enum Weight: Int, Hashable, Sendable, Comparable, CaseIterable {
        case regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The text style whose size (following the reader's Dynamic Type setting) the font takes,
    /// or, with a ``size``, scales with.
    public var textStyle: TextStyle
    /// The weight.
    public var weight: Weight
    /// Whether it is italic.
    public var isItalic: Bool
    /// Whether every character has the same width (code); ignored when a ``familyName`` is given,
    /// which is used as it is.
    public var isMonospaced: Bool
    /// A factor on the size (1 keeps it).
    public var relativeSize: Double
    /// The font family ("Inter"); `nil` for the system font. A family the platform does not have
    /// falls back to the system font.
    public var familyName: String?
    /// The size in points at the default Dynamic Type setting, which then scales as
    /// ``textStyle`` does; `nil` for the text style's own size.
    public var size: Double?

    /// Creates a description.
    public init(textStyle: TextStyle, weight: Weight = .regular, isItalic: Bool = false, isMonospaced: Bool = false, relativeSize: Double = 1,
                familyName: String? = nil, size: Double? = nil) {
        self.textStyle = textStyle
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
        self.relativeSize = relativeSize
        self.familyName = familyName
        self.size = size
    }

    /// A font of a family at a size (points at the default Dynamic Type setting) that scales with
    /// a text style, as `UIFontMetrics(forTextStyle:)` scales a custom font.
    ///
    /// ```swift
    /// FontDescription.family("Georgia", size: 28, relativeTo: .title1, weight: .bold)
    /// ```
    public static func family(_ name: String, size: Double, relativeTo textStyle: TextStyle = .body, weight: Weight = .regular,
                              isItalic: Bool = false) -> FontDescription {
        FontDescription(textStyle: textStyle, weight: weight, isItalic: isItalic, familyName: name, size: size)
    }

    /// The system font at a size (points at the default Dynamic Type setting) that scales with a
    /// text style.
    public static func system(size: Double, relativeTo textStyle: TextStyle = .body, weight: Weight = .regular, isMonospaced: Bool = false)
        -> FontDescription {
        FontDescription(textStyle: textStyle, weight: weight, isMonospaced: isMonospaced, size: size)
    }

    /// The size in points at the default Dynamic Type setting, given the size the platform
    /// gives ``textStyle`` there: ``size`` if given, else the style's, times ``relativeSize``.
    /// (The platform then scales it to the reader's setting.) Never negative or not a number.
    public func pointSize(textStyleSize: Double) -> Double {
        let points = (size ?? textStyleSize) * relativeSize
        return points.isFinite && points > 0 ? points : max(textStyleSize, 0)
    }

    /// The weight drawn, given whether the reader turned Bold Text on: then at least semibold,
    /// and one weight heavier than asked.
    public func weight(boldText: Bool) -> Weight {
        guard boldText else { return weight }
        return max(.semibold, Weight.allCases.first { $0 > weight } ?? weight)
    }

    /// What a reader of a theme sees: `body`, `title1 bold`, `Inter 16 pt relative to body`,
    /// `body monospaced × 0.9`.
    public var description: String {
        var parts = [familyName.map { name in "\(name) \(size.map(Self.points) ?? "at \(textStyle.rawValue) size") relative to \(textStyle.rawValue)" }
                     ?? size.map { "system \(Self.points($0)) relative to \(textStyle.rawValue)" } ?? textStyle.rawValue]
        if weight != .regular { parts.append("\(weight)") }
        if isItalic { parts.append("italic") }
        if isMonospaced && familyName == nil { parts.append("monospaced") }
        if relativeSize != 1 { parts.append("× \(relativeSize)") }
        return parts.joined(separator: " ")
    }

    /// `16 pt`, `14.5 pt`.
    private static func points(_ size: Double) -> String {
        (size.rounded() == size && abs(size) < 1e6 ? String(Int(size)) : String(size)) + " pt"
    }
}
