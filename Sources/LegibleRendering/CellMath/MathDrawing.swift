import LegibleMath

/// A display formula drawn in the cells of a terminal, as a careful typesetter would set it
/// with one character a cell.
///
/// ```swift
/// let drawing = MathDrawing(Formula(#"x = \frac{-b \pm \sqrt{b^2-4ac}}{2a}"#)) { $0.count }
/// print(drawing!.rows.joined(separator: "\n"))
/// //            ________
/// //      −b ± √b² − 4ac
/// // x = ────────────────
/// //            2a
/// ```
///
/// The drawing follows TeX's rules for math (The TeXbook, appendix G) with a cell for a unit:
/// - Atoms are spaced as TeX spaces them, by their classes: where TeX puts a thin, medium or
///   thick space there is one cell, none in scripts where TeX puts none (`a + b = c`,
///   `sin x`, `f(x)`, `xⁿ⁻¹`). Explicit spaces are a cell for every half em, at least one
///   (`\,` and `\;` one, `\quad` two, `\qquad` four); `\!` takes one back. Text keeps its spaces.
/// - Fractions are stacked over a rule (`─`) on the baseline; `\binom`, `\brack` and `\brace`
///   stack without a rule between tall parentheses, brackets or braces.
/// - Roots are `√` with a bar (`_`) over their radicand; a taller radicand stands behind a
///   slanted sign as tall as it.
/// - Scripts are Unicode script characters where every character of the script has one
///   (`x²`, `aₙ₋₁`); otherwise they are raised or lowered a row. `∑`, `lim` and the other
///   operators with limits have them centred above and below in display style, as TeX sets
///   them; an integral's go beside it, and its sign is as tall as what follows it.
/// - Only `\left…\right` (and `\middle`) fences grow with what they enclose, drawn from
///   `⎛⎜⎝`, `⎡⎢⎣`, `⎧⎨⎩` and kin; `\big` and its kin are one or three rows; a plain `(` is one.
/// - Environments set their columns as LaTeX does: matrices centred between their fences,
///   `cases` left-aligned after a tall brace, `aligned` and its kin in right–left pairs that
///   meet at their `&`, `array` by its column specification with its `|` and `\hline` rules.
/// - Accents on one character are its combining mark (`x̂`, `X̄ₙ`); on more, a mark, an arrow
///   or a brace on the row above or below; `\boxed` draws a frame; `\xrightarrow` stretches
///   its arrow under its label.
///
/// Given a width, a formula wider than it is broken as TeX's display breaking would: before a
/// relation or a binary operator of its outermost row (never inside a fraction, a root or a
/// fence), continuation lines set under the first relation, and a table row by row. What
/// still does not fit is wider than the width; the caller clips or scrolls it.
public struct MathDrawing: Hashable, Sendable {
    /// The rows, top to bottom, without the spaces that end them.
    public let rows: [String]
    /// How many cells the widest row takes.
    public let width: Int
    /// The row the formula's main line is on (a fraction's rule, a sum's sign), where the text
    /// around it would sit; the first line's, when the formula is broken.
    public let baseline: Int
    /// How many lines the formula was broken into to fit the width it was given: 1 when it
    /// was not broken.
    public let lineCount: Int
    /// Where each character of the formula stands, in the order TeX sets them: what a
    /// reader's position in the drawing is in the formula, and what a check compares with
    /// TeX's own layout.
    public let symbols: [Symbol]

    /// A character of the formula in a drawing: its text (a grapheme, which a script
    /// character or a combining mark may make differ from the TeX's) and its cell.
    public struct Symbol: Hashable, Sendable {
        /// The character as drawn.
        public let text: String
        /// Its row, from the top.
        public let row: Int
        /// Its first cell, from the left.
        public let column: Int
    }

    /// The longest TeX (in UTF-8 bytes) that is drawn; a longer formula is left to its linear
    /// form, as a drawing of this many characters would be far wider than any screen. The
    /// longest display formula of the corpus (2,023 bytes) is a quarter of this.
    public static let maximumSourceLength = 8_192

    /// The formula drawn in character cells, broken into lines to fit `width` cells when it
    /// is given and the formula can be broken, or nil when the formula cannot be read (it is
    /// then shown as its TeX, see `Formula.problems`) or is longer than
    /// ``maximumSourceLength``.
    ///
    /// - Parameters:
    ///   - formula: the formula, displayed.
    ///   - width: the cells the drawing should fit in, if any.
    ///   - cellWidth: how many cells a string takes in the terminal (East Asian wide characters
    ///     two, combining marks none): the caller's, so that the drawing lines up with the text
    ///     around it.
    public init?(_ formula: Formula, fitting width: Int? = nil, cellWidth: (String) -> Int) {
        guard formula.tex.utf8.count <= Self.maximumSourceLength, formula.isReadable else { return nil }
        let (box, lines) = withoutActuallyEscaping(cellWidth) { cellWidth in
            CellTypesetter(cellWidth: cellWidth).display(formula.syntax, fitting: width)
        }
        rows = box.trimmedRows
        self.width = box.width
        baseline = box.baseline
        lineCount = lines
        symbols = box.symbols
    }
}
