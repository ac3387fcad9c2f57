import LegibleMath

/// One of TeX's eight math styles (The TeXbook, chapter 17): display, text, script or
/// scriptscript, each plain or cramped (cramped styles raise superscripts less).
public struct MathStyle: Hashable, Sendable, CustomStringConvertible {
    /// The four sizes of style, from largest.
    public enum Size: Int, Comparable, Sendable {
        /// A displayed formula's main level; text: an inline formula's; script and scriptscript:
        /// first- and second-level scripts, fraction parts and limits.
        case display, text, script, scriptScript

        /// Larger sizes come first.
        public static func < (left: Size, right: Size) -> Bool { left.rawValue < right.rawValue }
    }

    /// The style's size.
    public let size: Size
    /// Whether the style is cramped: inside a denominator, a subscript, a radicand, under an accent.
    public let isCramped: Bool

    /// A style of `size`, cramped or not.
    public init(_ size: Size, cramped: Bool = false) {
        self.size = size
        self.isCramped = cramped
    }

    /// The uncramped styles D, T, S and SS.
    public static let display = MathStyle(.display), text = MathStyle(.text)
    /// The uncramped script styles S and SS.
    public static let script = MathStyle(.script), scriptScript = MathStyle(.scriptScript)

    /// TeX's names: D, T, S, SS, with a prime when cramped.
    public var description: String {
        ["D", "T", "S", "SS"][size.rawValue] + (isCramped ? "′" : "")
    }

    /// The same size, cramped.
    public var cramped: MathStyle { MathStyle(size, cramped: true) }

    /// The style of a superscript: one size smaller (display and text both give script), same cramping.
    public var superscript: MathStyle { MathStyle(size <= .text ? .script : .scriptScript, cramped: isCramped) }

    /// The style of a subscript: the superscript's, cramped.
    public var `subscript`: MathStyle { superscript.cramped }

    /// The style of a fraction's numerator: display gives text, text gives script, and so on down
    /// to scriptscript; same cramping.
    public var numerator: MathStyle { MathStyle(size == .scriptScript ? .scriptScript : Size(rawValue: size.rawValue + 1)!, cramped: isCramped) }

    /// The style of a fraction's denominator: the numerator's, cramped.
    public var denominator: MathStyle { numerator.cramped }

    /// Whether this is a script style, where TeX leaves out the medium and thick spaces between atoms.
    public var isScript: Bool { size >= .script }

    /// 0 for display and text, 1 for script, 2 for scriptscript: the `ssty` level of the glyphs,
    /// and which of the MATH table's scale-downs applies.
    public var scriptLevel: Int { max(0, size.rawValue - 1) }
}

extension MathStyle {
    /// The uncramped style that `\dfrac` or a style switch (`\scriptstyle`) sets.
    init(forcedBy forced: TeXStyle) {
        switch forced {
        case .display: self = .display
        case .text: self = .text
        case .script: self = .script
        case .scriptScript: self = .scriptScript
        }
    }
}
