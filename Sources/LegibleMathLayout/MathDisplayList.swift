/// A laid-out formula: the glyphs and rules to draw, with the formula's box.
///
/// Every front end draws from it (the Apple views with Core Graphics, SVG for export); it names
/// glyphs by their index in the typesetter's fonts, so drawing needs the same fonts, or their
/// outlines (``OpenTypeFont/outline(of:)``).
///
/// Units are points; x runs right from the box's left edge, y up from the baseline, the
/// convention of TeX and of `../shared/tools/tex_layout_oracle.py`.
///
/// ```swift
/// let font = try OpenTypeFont(bytes: bytes)
/// let list = try MathTypesetter(font: font).layout(tex: "x^2", display: false)
/// // list.glyphs: 𝑥 at (0, 0), size 10; ² at (5.7, 3.6), size 7 (its ssty form)
/// ```
public struct MathDisplayList: Sendable, Equatable {
    /// Which of the typesetter's fonts a glyph is from.
    public enum Face: Sendable, Hashable {
        /// The math font: symbols, letters, digits.
        case math
        /// The text font for a script level (0 text size, 1 script, 2 scriptscript; fonts with
        /// optical sizes draw small text with a design of its own): `\text`, `\log`, `\mathrm`.
        case text(scriptLevel: Int)
        /// The bold text font for a script level: `\mathbf`, `\textbf`.
        case boldText(scriptLevel: Int)
        /// The italic text font for a script level: `\mathit`, `\textit`.
        case italicText(scriptLevel: Int)
        /// The sans-serif text font for a script level: `\mathsf`, `\textsf`.
        case sansSerifText(scriptLevel: Int)
        /// The monospace text font for a script level: `\mathtt`, `\texttt`.
        case monospaceText(scriptLevel: Int)
    }

    /// One glyph placed on the page.
    public struct Glyph: Sendable, Equatable {
        /// The glyph's index in its font.
        public var glyph: UInt16
        /// The font it is from.
        public var face: Face
        /// The character it was chosen for (a size variant or assembly part keeps its base's).
        public var scalar: Unicode.Scalar
        /// The glyph's origin (left end of its baseline).
        public var x: Double, y: Double
        /// The font size the glyph is drawn at, in points (the em).
        public var size: Double
        /// Whether the glyph spells out source that could not be typeset (an unknown command),
        /// to be drawn in the error colour.
        public var isError: Bool
    }

    /// A filled rectangle: a fraction bar, the top of a radical, an overline.
    public struct Rule: Sendable, Equatable {
        /// Left end of the rule's baseline.
        public var x: Double, y: Double
        /// Its width, and its extent above and below `y`.
        public var width: Double, height: Double, depth: Double
    }

    /// The formula's advance width.
    public var width: Double
    /// Its extent above the baseline.
    public var height: Double
    /// Its extent below the baseline.
    public var depth: Double
    /// The glyphs, in reading order.
    public var glyphs: [Glyph]
    /// The rules.
    public var rules: [Rule]
    /// Where a line may break an inline formula, from its left edge: after each relation and
    /// binary operator of its outer level that another atom follows, as TeX breaks inline math
    /// (`a + b = c` after `+` and `=`); none in a display formula.
    public var breakpoints: [Double] = []

    /// The formula cut at its ``breakpoints``: pieces that, drawn side by side with no space
    /// between, are the formula, and that a line may wrap between. Each keeps the formula's
    /// height and depth, so that all share one baseline; a glyph or rule goes with the piece its
    /// origin is in. One piece, the formula, when it has no breakpoints.
    public var pieces: [MathDisplayList] {
        let edges = [0] + breakpoints.filter { $0 > 0 && $0 < width } + [width]
        return zip(edges, edges.dropFirst()).enumerated().map { index, span in
            let (start, end) = span
            let isLast = index == edges.count - 2
            func inPiece(_ x: Double) -> Bool { (index == 0 || x >= start) && (isLast || x < end) }
            return MathDisplayList(width: end - start, height: height, depth: depth,
                                   glyphs: glyphs.filter { inPiece($0.x) }.map { var glyph = $0; glyph.x -= start; return glyph },
                                   rules: rules.filter { inPiece($0.x) }.map { var rule = $0; rule.x -= start; return rule })
        }
    }
}
