import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import Testing

/// A table wider than the view scrolls sideways in its own box, as a code block does: its grid
/// and its cells' lines move together, and hit testing, frames and line reading follow.
@Suite("A table wider than the view scrolls sideways")
struct TableScrollTests {
    /// Three columns of long words: 10 a character, a padding of 5 each side of a cell, in a
    /// view 300 wide, columns at most 200 wide.
    static let markdown = """
        | identifier | description | status |
        |---|---|---|
        | accessibilityFrameInContainerSpace | the element's frame in its container | deprecated |

        """

    func layout(_ markdown: String = Self.markdown) -> RowLayout {
        RowLayout(document: styled(markdown), tableWidth: 300, scrolledColumnLimit: 200)
    }

    func table(_ layout: some DocumentLayout) throws -> ElementID {
        try #require(layout.document.blocks.first { if case .table = $0.content { true } else { false } }).id
    }

    @Test("the columns keep their words whole: the table is wider than the view, no line of a cell breaks inside a word")
    func columns() throws {
        let layout = layout()
        let grid = try #require(layout.tables.first)
        // "accessibilityFrameInContainerSpace" is 34 characters: 340, over the limit, kept whole;
        // the description's 36 characters get the limit of 200 and wrap at a space;
        // "deprecated" and "status" take their 100.
        #expect(grid.columnBorders == [0, 350, 560, 670])
        let texts = layout.lines.map { String(layout.document.substring(utf16Range: $0.utf16Range)) }
        #expect(texts.contains("accessibilityFrameInContainerSpace"))
        #expect(texts.contains("the element's frame "))
        #expect(texts.contains("in its container"))
    }

    @Test("the table's scroll: from its left edge, as wide as its grid, showing the view's width")
    func extents() throws {
        let layout = layout()
        let scroll = try #require(CodeBlockScroll.scrolls(in: layout, viewWidth: 300, keeping: [:])[table(layout)])
        #expect(scroll.left == 0)
        #expect(scroll.contentWidth == 670)
        #expect(scroll.visibleWidth == 300)
        #expect(scroll.pageCount == 3)
    }

    @Test("a table that fits does not scroll")
    func fits() throws {
        let layout = layout("| a | b |\n|---|---|\n| 1 | 2 |\n")
        #expect(CodeBlockScroll.scrolls(in: layout, viewWidth: 300, keeping: [:]).isEmpty)
    }

    @Test("scrolled to its end: the cell under a point is the one moved there, its box and lines moved left and cut to the view")
    func hitTesting() throws {
        let layout = layout()
        let id = try table(layout)
        var scroll = try #require(CodeBlockScroll(of: id, in: layout, viewWidth: 300))
        _ = scroll.scroll(to: 1000)
        #expect(scroll.offset == 370)       // 670 wide, 300 shown
        let shown = ShownLayout(layout, scrolls: [id: scroll])
        let grid = try #require(layout.tables.first)
        let row = grid.rows[1].map { grid.cells[$0].id }
        // x 10 shows what was laid out at 380: the second column (350 to 560).
        #expect(shown.decorationElement(at: LayoutPoint(x: 10, y: 30)) == row[1])
        #expect(layout.decorationElement(at: LayoutPoint(x: 10, y: 30)) == row[0])
        // Past the view's width nothing of the table shows.
        #expect(shown.decorationElement(at: LayoutPoint(x: 310, y: 30)) == nil)
        // The second column's box, 350 to 560 laid out, shows from 0 (cut at the table's edge) to 190.
        #expect(shown.decorationFrame(of: row[1])?.x == 0)
        #expect(shown.decorationFrame(of: row[1])?.maxX == 190)
        // The third column's status, laid out from 565, shows at 195.
        let status = try #require(shown.lines.first { $0.element == row[2] })
        #expect(status.frame.x == 195)
        // The first column's word is scrolled out of view: its line is 0 wide at the table's edge.
        #expect(shown.lines.first { $0.element == row[0] }?.frame.width == 0)
        #expect(CodeBlockScroll.block(at: LayoutPoint(x: 170, y: 30), in: shown, scrolls: [id: scroll]) == id)
        #expect(CodeBlockScroll.block(moving: row[2], in: [id: scroll]) == id)
    }
}
