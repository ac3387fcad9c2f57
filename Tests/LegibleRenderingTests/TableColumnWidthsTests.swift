import LegibleRendering
import Testing

@Suite("Table columns measured from their cells, as browsers' automatic table layout does")
struct TableColumnWidthsTests {
    @Test("when every column fits on one line, each is as wide as its widest cell, not stretched to the width")
    func maximumFits() {
        #expect(TableColumnWidths(minimum: [20, 10], maximum: [100, 40], available: 300).columns == [100, 40])
    }

    @Test("between the minimum and the maximum, each column gets its minimum and the rest in proportion to what it lacks")
    func distributed() {
        // 70 of minimum, 160 of maximum, 120 available: the 50 left go 60:30 to the columns.
        let widths = TableColumnWidths(minimum: [40, 30], maximum: [100, 60], available: 120).columns
        #expect(widths.map { ($0 * 1000).rounded() / 1000 } == [73.333, 46.667])
        #expect(abs(widths.reduce(0, +) - 120) < 1e-9)
    }

    @Test("a column already at its widest word keeps it; the others take the space")
    func fixedColumn() {
        // The first column's only word is as wide as its cell: it wraps no further.
        #expect(TableColumnWidths(minimum: [30, 10], maximum: [30, 90], available: 80).columns == [30, 50])
    }

    @Test("when not even the widest words fit, the minimum widths shrink in proportion to fit the width")
    func tooNarrow() {
        #expect(TableColumnWidths(minimum: [60, 40], maximum: [80, 50], available: 50).columns == [30, 20])
    }

    @Test("a minimum above its maximum counts as the maximum; negative widths count as 0")
    func badInput() {
        #expect(TableColumnWidths(minimum: [50, -5], maximum: [20, -1], available: 100).columns == [20, 0])
        #expect(TableColumnWidths(minimum: [], maximum: [], available: 100).columns.isEmpty)
    }

    @Test("the borders around the columns, each column's text a padding inside them")
    func borders() {
        let widths = TableColumnWidths(minimum: [10, 10, 10], maximum: [30, 20, 10], available: 200)
        #expect(widths.borders(left: 5, padding: 2) == [5, 39, 63, 77])
    }
}

@Suite("Table columns that do not fit overflow, for a view that scrolls the table sideways")
struct ScrolledTableColumnWidthsTests {
    @Test("not even the widest words fit: each column its one-line width up to the limit, at least its widest word, wider than the space")
    func overflow() {
        // 130 of words in 100: the first column keeps its 300 to the limit of 200, the second its 60.
        let widths = TableColumnWidths(minimum: [90, 40], maximum: [300, 60], available: 100, scrolledColumnLimit: 200)
        #expect(widths.columns == [200, 60])
        // A word wider than the limit is never broken: its column is as wide as it.
        #expect(TableColumnWidths(minimum: [250, 40], maximum: [300, 60], available: 100, scrolledColumnLimit: 200).columns == [250, 60])
    }

    @Test("a table that fits, or whose words fit, is laid out as without a limit")
    func fitsAsBefore() {
        #expect(TableColumnWidths(minimum: [20, 10], maximum: [100, 40], available: 300, scrolledColumnLimit: 50).columns == [100, 40])
        #expect(TableColumnWidths(minimum: [30, 10], maximum: [30, 90], available: 80, scrolledColumnLimit: 50).columns == [30, 50])
    }
}
