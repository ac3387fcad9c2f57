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
}
