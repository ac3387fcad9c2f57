import LegibleAccessibility

/// A line as the cell layout keeps it: rows relative to its block's top.
struct CellLine: Hashable, Sendable {
    var utf8Range: Range<Int>
    var utf16Range: Range<Int>
    /// The first row, counted from the block's top.
    var row: Int
    var column: Int
    /// Rows: 1, or more for an attachment drawn as a box.
    var height = 1
    /// Cells the frame spans: to the right edge of the line's area (the text column, the table
    /// cell), or the whole line when it is wider (code that scrolls).
    var frameWidth: Int
    /// Where the frame starts, when not at ``column`` (a table cell's frame takes in its
    /// padding and the space its alignment leaves).
    var frameColumn: Int?
    /// Cells of the line that are shown; clusters past them are clipped.
    var visibleWidth = Int.max
    var element: ElementID
    /// For an attachment too wide for the line, the rows it is drawn in.
    var box: [String]?
    /// Whether tabs reach tab stops (code).
    var expandsTabs = false
}

/// One block laid out: its lines and decorations, with rows counted from its top (which
/// includes the blank rows that separate it from the block before).
struct CellBlock: Hashable, Sendable {
    var height = 0
    var lines: [CellLine] = []
    var decorations: [CellDecoration] = []
    /// The rightmost column anything reaches.
    var width = 0
    /// Whether the lines' rows never decrease, so a row can be found by bisection (not so in a
    /// table grid, whose cells' lines sit side by side).
    var rowsAreOrdered = true
    /// Where the styled block started in the text when it was laid out, in UTF-8 and UTF-16:
    /// how far a block that only moved with the text must move its lines.
    var utf8Start = 0
    var utf16Start = 0
    /// For a table, what laying out more rows after some of its rows needs.
    var table: TableProgress?
    /// For a code block, what laying out more lines after some of its lines needs.
    var code: CodeProgress?

    /// A code block's layout as it went, line by line: what a block growing at the end of a
    /// streamed answer keeps of its lines while its header and gutter stay as they were.
    struct CodeProgress: Hashable, Sendable {
        /// The row the block starts at (its header's).
        var top: Int
        /// The language named in its header.
        var language: String?
        /// The width of its line numbers' gutter.
        var gutter: Int
        /// Where each code line's drawing ends.
        var ends: [RowEnd] = []
    }

    /// The block as laid out for the same styled block moved to start at `utf8Start` and
    /// `utf16Start` in the text.
    func moved(toUTF8 utf8Start: Int, utf16 utf16Start: Int) -> CellBlock {
        let (utf8, utf16) = (utf8Start - self.utf8Start, utf16Start - self.utf16Start)
        guard utf8 != 0 || utf16 != 0 else { return self }
        var moved = self
        (moved.utf8Start, moved.utf16Start) = (utf8Start, utf16Start)
        for index in moved.lines.indices {
            moved.lines[index].utf8Range = (lines[index].utf8Range.lowerBound + utf8)..<(lines[index].utf8Range.upperBound + utf8)
            moved.lines[index].utf16Range = (lines[index].utf16Range.lowerBound + utf16)..<(lines[index].utf16Range.upperBound + utf16)
        }
        return moved
    }

    /// A table's layout as it went, row by row: what a table growing at the end of a streamed
    /// answer keeps of its rows when the columns stay as wide (``CellBlockLayouter``).
    struct TableProgress: Hashable, Sendable {
        /// The row the table starts at.
        var top: Int
        /// The column widths of a grid; `nil` for a table laid out row by row.
        var widths: [Int]?
        /// Whether rules separate all rows (some row takes several lines).
        var ruled = false
        /// For each row, the widest text and widest word of each column in it and the rows
        /// before it.
        var natural: [[Int]] = []
        var minimum: [[Int]] = []
        /// For each row, whether it or a row before it takes several lines.
        var wraps: [Bool] = []
        /// Where each row's drawing ends (before the rule after it).
        var ends: [RowEnd] = []
    }

    /// How many lines and decorations a table's drawing has, and the next free row, after a row.
    struct RowEnd: Hashable, Sendable {
        var lines: Int
        var decorations: Int
        var row: Int
    }
}
