import LegibleAccessibility
import LegibleMarkdown

/// Something a cell layout draws that is not the document's text: a list marker, a quote bar,
/// a rule, a table border, a code block's frame.
public struct CellDecoration: Hashable, Sendable {
    /// What is drawn.
    public enum Role: Hashable, Sendable {
        /// A list item's bullet, number or checkbox.
        case listMarker
        /// A footnote's number before its text.
        case footnoteMarker
        /// The bar beside a block quote's lines.
        case quoteBar
        /// The bar beside an alert's lines, and its kind's symbol on its first line.
        case alert(MarkdownNode.Alert)
        /// A thematic break, or the rule above the footnotes.
        case rule
        /// The line under a level 1 or 2 heading.
        case headingRule
        /// A table's borders and rules.
        case tableRule
        /// A header cell's text repeated before a cell, when a table is shown row by row.
        case tableLabel
        /// A code block's frame.
        case codeFrame
        /// A code block's language, in its frame.
        case codeLanguage
        /// The mark at the edge of a clipped code line.
        case clipMarker
        /// A code line's number, in the gutter left of the code.
        case codeLineNumber
    }

    /// The row, from the document's top.
    public var row: Int
    /// The first column.
    public var column: Int
    /// What is drawn there.
    public var text: String
    /// How many cells ``text`` takes.
    public var width: Int
    /// What it is.
    public var role: Role
    /// The element it is drawn for (the list item, the quote, the table, the code block, the
    /// separator), included in that element's frame.
    public var element: ElementID?

    /// Creates a decoration.
    public init(row: Int, column: Int, text: String, width: Int, role: Role, element: ElementID?) {
        self.row = row
        self.column = column
        self.text = text
        self.width = width
        self.role = role
        self.element = element
    }
}
