/// How a ``CellLayout`` lays a document out.
public struct CellLayoutOptions: Hashable, Sendable {
    /// What to do with a code line wider than the space for it.
    public enum CodeOverflow: Hashable, Sendable {
        /// Cut it at the edge and mark the cut; the caller shows it whole some other way.
        case clip
        /// Keep it whole: the line is wider than the layout, and the caller scrolls it.
        case scroll
        /// Continue it on the next rows, cut between characters: nothing is lost where there
        /// is no scrolling (a pipe, plain text).
        case wrap
    }

    /// How things that are drawn rather than written look.
    public enum Drawing: Hashable, Sendable {
        /// Box-drawing rules, frames and grids, bullets and checkboxes.
        case boxDrawing
        /// No drawing characters at all, for screen readers and braille displays in a terminal:
        /// tables row by row, rules as blank lines, ASCII markers (`-`, `[x]`).
        case plain
    }

    /// How a formula is shown.
    public enum MathForm: Hashable, Sendable {
        /// As its TeX.
        case tex
        /// As it is spoken ("a over 2").
        case spoken
        /// As one line of Unicode (`a/2`, `x² + y²`); see ``MathAttachment/linearForm``.
        case unicode
    }

    /// How many cells wide a line is (at least 1).
    public var width: Int
    /// What to do with code lines wider than the space.
    public var codeOverflow: CodeOverflow
    /// Drawn or plain.
    public var drawing: Drawing
    /// TeX, speech or linear Unicode for formulas.
    public var mathForm: MathForm
    /// Blank rows between blocks and indentation, from a theme's spacing.
    public var spacing: Spacing
    /// Whether links are followed by numbered references (`text[1]`), for output that cannot
    /// make them hyperlinks; ``CellLayout/linkReferences`` lists the addresses.
    public var linkReferences: Bool
    /// Whether strong, emphasized and struck text and headings are marked with Markdown's
    /// characters (`**`, `_`, `~~`, `### `), for output without styles.
    public var textMarks: Bool
    /// Whether code spans are set between backticks (as many as Markdown would need), for
    /// output without colour, where the monospaced face that sets code apart elsewhere is the
    /// face of all the text. The backticks are drawn, not part of the text.
    public var codeMarks: Bool
    /// Whether each code block's lines are numbered in a gutter left of the code (drawn, not
    /// part of the text: not copied, not spoken), where the block has room for it.
    public var codeLineNumbers: Bool

    /// Options for a width; code is clipped, things drawn with box-drawing characters, math
    /// shown as TeX, spacing the standard theme's, no references, marks or line numbers.
    public init(width: Int, codeOverflow: CodeOverflow = .clip, drawing: Drawing = .boxDrawing, mathForm: MathForm = .tex,
                spacing: Spacing = Theme.standard.spacing, linkReferences: Bool = false, textMarks: Bool = false,
                codeMarks: Bool = false, codeLineNumbers: Bool = false) {
        self.width = max(1, width)
        self.codeOverflow = codeOverflow
        self.drawing = drawing
        self.mathForm = mathForm
        self.spacing = spacing
        self.linkReferences = linkReferences
        self.textMarks = textMarks
        self.codeMarks = codeMarks
        self.codeLineNumbers = codeLineNumbers
    }
}
