import LegibleAccessibility
import LegibleHighlight

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
    /// The styled block's element: its own lines and decorations are measured as they are
    /// added (``ownLines``, ``ownDecorations``).
    var element: ElementID?
    /// In chunks, as everything a growing block keeps: the layout before a streamed append
    /// shares all but the last with the one after.
    private(set) var lines: ChunkedArray<CellLine> = []
    private(set) var decorations: ChunkedArray<CellDecoration> = []
    /// The rightmost column anything reaches.
    var width = 0
    /// Where the lines and the decorations of ``element`` itself are (rows from the block's
    /// top), kept as they are added, so that a block's extent (what its sideways scroll and
    /// its frame need) costs nothing to ask for, however long the block grows.
    private(set) var ownLines: CellRect?
    private(set) var ownDecorations: CellRect?
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
        var ends: ChunkedArray<RowEnd> = []
    }

    /// Adds a line, widening the block to take it in.
    mutating func append(_ line: CellLine) {
        width = max(width, line.column + min(line.frameWidth, line.visibleWidth))
        if line.element == element {
            ownLines = CellRect(x: line.frameColumn ?? line.column, y: line.row, width: min(line.frameWidth, line.visibleWidth), height: line.height)
                .union(ownLines)
        }
        lines.append(line)
    }

    /// Adds a decoration, widening the block to take it in.
    mutating func append(_ decoration: CellDecoration) {
        width = max(width, decoration.column + decoration.width)
        if decoration.element == element {
            ownDecorations = CellRect(x: decoration.column, y: decoration.row, width: decoration.width, height: 1).union(ownDecorations)
        }
        decorations.append(decoration)
    }

    /// Where the drawing is now, with `row` the next free row: what ``cut(backTo:)`` goes back to.
    func end(row: Int) -> RowEnd {
        RowEnd(lines: lines.count, decorations: decorations.count, row: row, width: width, ownLines: ownLines, ownDecorations: ownDecorations)
    }

    /// Drops what was drawn after `end` (cut in place when this is the only copy).
    mutating func cut(backTo end: RowEnd) {
        lines.removeSubrange(end.lines...)
        decorations.removeSubrange(end.decorations...)
        (width, ownLines, ownDecorations) = (end.width, end.ownLines, end.ownDecorations)
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
        var natural: ChunkedArray<[Int]> = []
        var minimum: ChunkedArray<[Int]> = []
        /// For each row, whether it or a row before it takes several lines.
        var wraps: ChunkedArray<Bool> = []
        /// Where each row's drawing ends (before the rule after it).
        var ends: ChunkedArray<RowEnd> = []
    }

    /// How many lines and decorations a table's or code block's drawing has, and the next free
    /// row, after a row or code line; how wide it is and where its own lines and decorations
    /// are then.
    struct RowEnd: Hashable, Sendable {
        var lines: Int
        var decorations: Int
        var row: Int
        var width: Int
        var ownLines: CellRect?
        var ownDecorations: CellRect?
    }
}

/// A rectangle of cells: columns `x..<maxX`, rows `y..<maxY`.
struct CellRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var maxX: Int
    var maxY: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, maxX, maxY) = (x, y, x + width, y + height)
    }

    /// The smallest rectangle holding both (this one when `other` is `nil`), as
    /// ``LayoutRect/union(_:)`` makes it.
    func union(_ other: CellRect?) -> CellRect {
        guard let other else { return self }
        var union = self
        (union.x, union.y, union.maxX, union.maxY) = (min(x, other.x), min(y, other.y), max(maxX, other.maxX), max(maxY, other.maxY))
        return union
    }

    /// The rectangle in layout coordinates, its rows counted from `top`.
    func layoutRect(top: Int) -> LayoutRect {
        LayoutRect(x: Double(x), y: Double(top + y), width: Double(maxX - x), height: Double(maxY - y))
    }
}
