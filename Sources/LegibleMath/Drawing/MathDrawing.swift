/// A display formula drawn in the cells of a terminal, as ``UnicodeMathWriter/drawing(_:cellWidth:)``
/// draws it.
///
/// ```swift
/// let drawing = UnicodeMathWriter().drawing(#"x = \frac{-b \pm \sqrt{b^2-4ac}}{2a}"#) { $0.count }
/// print(drawing!.rows.joined(separator: "\n"))
/// //            ________
/// //      −b ± √b² − 4ac
/// // x = ────────────────
/// //            2a
/// ```
public struct MathDrawing: Hashable, Sendable {
    /// The rows, top to bottom, without the spaces that end them.
    public let rows: [String]
    /// How many cells the widest row takes.
    public let width: Int
    /// The row the formula's main line is on (a fraction's rule, a sum's sign), where the text
    /// around it would sit.
    public let baseline: Int

    /// The longest TeX (in UTF-8 bytes) that is drawn; a longer formula is left to its linear
    /// form. Deciding what to stack looks into each part's scripts again at every level, which
    /// costs the square of the length for a formula nested as deep as the parser allows; the
    /// longest display formula of the corpus (2,023 bytes) is a quarter of this, and a drawing of this
    /// many characters would be far wider than any screen.
    public static let maximumSourceLength = 8_192
}

extension UnicodeMathWriter {
    /// The formula `tex` drawn in character cells, in two dimensions where the linear form
    /// would write on one line what a typesetter stacks, or nil when it cannot be read (see
    /// ``linear(_:)``, which then gives its source) or is longer than
    /// ``MathDrawing/maximumSourceLength``.
    ///
    /// - Fractions are stacked over a rule (`─`) on the baseline, a binomial coefficient
    ///   without the rule in parentheses.
    /// - Roots are `√` with a bar (`_`) over their radicand; a taller radicand stands behind a
    ///   slanted sign as tall as it.
    /// - `∑`, `∏`, `∫` and their kin have their limits centred above and below; `lim`, `max` and
    ///   under- and overscripts too. An integral sign beside a tall body is drawn as tall.
    /// - Scripts are Unicode script characters where every character of the script has one
    ///   (`x²`, `aₙ₋₁`), as in the linear form; otherwise they are raised or lowered a row.
    /// - Fences are as tall as what they hold, drawn from `⎛⎜⎝`, `⎡⎢⎣`, `⎧⎨⎩` and kin.
    /// - Matrices are centred columns between their fences, cases left-aligned after a tall
    ///   brace, aligned lines (`aligned`, `split`) lined up at their `&`.
    /// - Everything else is its linear form, so a formula with nothing to stack is one row.
    ///
    /// - Parameters:
    ///   - tex: the formula's TeX source, without its `$` delimiters.
    ///   - cellWidth: how many cells a string takes in the terminal (East Asian wide characters
    ///     two, combining marks none): the caller's, so that the drawing lines up with the text
    ///     around it.
    public func drawing(_ tex: String, cellWidth: (String) -> Int) -> MathDrawing? {
        guard tex.utf8.count <= MathDrawing.maximumSourceLength, MathSpeaker.problems(in: tex).isEmpty else { return nil }
        let tree = SemanticAnalyzer.analyze(TeXParser.parse(tex))
        return withoutActuallyEscaping(cellWidth) { cellWidth in
            let box = MathDrawingLayout(cellWidth: cellWidth).box(tree)
            return MathDrawing(rows: box.trimmedRows, width: box.width, baseline: box.baseline)
        }
    }
}
