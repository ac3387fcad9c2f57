import LegibleAccessibility
import LegibleMarkdown

/// A table as a grid: rows of cells, the first row the header, each cell with its text range
/// (its styled runs are the table block's ``StyledBlock/runs(in:)``) and its alignment.
public struct TableGrid: Hashable, Sendable {
    /// A row of the grid.
    public struct Row: Hashable, Sendable {
        /// The row's element in the reading model.
        public let id: ElementID
        /// Whether it is the header row.
        public let isHeader: Bool
        /// Its cells, left to right.
        public let cells: [Cell]

        /// Creates a row from its parts.
        public init(id: ElementID, isHeader: Bool, cells: [Cell]) {
            self.id = id
            self.isHeader = isHeader
            self.cells = cells
        }
    }

    /// A cell of the grid.
    public struct Cell: Hashable, Sendable {
        /// The cell's element in the reading model.
        public let id: ElementID
        /// The cell's text in UTF-8 bytes of the document's text (empty for an empty cell).
        public let utf8Range: Range<Int>
        /// The cell's text in UTF-16 code units.
        public let utf16Range: Range<Int>
        /// How the cell's column is aligned.
        public let alignment: MarkdownNode.ColumnAlignment

        /// Creates a cell from its parts.
        public init(id: ElementID, utf8Range: Range<Int>, utf16Range: Range<Int>, alignment: MarkdownNode.ColumnAlignment) {
            self.id = id
            self.utf8Range = utf8Range
            self.utf16Range = utf16Range
            self.alignment = alignment
        }
    }

    /// The rows, the header row first.
    public let rows: [Row]
    /// How many columns the table has (its header row's cells).
    public let columnCount: Int

    /// Creates a grid from its parts.
    public init(rows: [Row], columnCount: Int) {
        self.rows = rows
        self.columnCount = columnCount
    }
}
