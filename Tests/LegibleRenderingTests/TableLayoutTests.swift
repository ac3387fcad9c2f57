import LegibleAccessibility
import LegibleRendering
import Testing

@Suite("Tables laid out as a grid in points: cells wrapped to their columns, rows as high as their tallest cell")
struct TableLayoutTests {
    /// The table `markdown` starts with, laid out `width` wide, text 10 wide a UTF-16 unit, rows
    /// of text 20 high, a padding of 4.
    func layout(_ markdown: String, width: Double) -> (TableLayout, StyledDocument, TableGrid) {
        let document = styled(markdown)
        let block = document.blocks[0]
        guard case .table(let grid) = block.content else { fatalError("no table") }
        let table = TableLayout(grid: grid, text: document.text, runs: block.runs, origin: LayoutPoint(x: 0, y: 0), width: width,
                                padding: 4, lineHeight: 20) { text, _ in Double(text.utf16.count) * 10 }
        return (table, document, grid)
    }

    /// The text of each line.
    func texts(_ table: TableLayout, _ document: StyledDocument) -> [String] {
        table.lines.map { String(document.substring(utf16Range: $0.utf16Range)) }
    }

    let markdown = "| name | description |\n|---|---|\n| x | a long cell that needs wrapping |\n"

    @Test("wide enough: every cell on one line, columns as wide as their widest cell, rows one line high plus the padding")
    func fits() {
        let (table, document, _) = layout(markdown, width: 1000)
        #expect(texts(table, document) == ["name", "description", "x", "a long cell that needs wrapping"])
        // Columns of 40 and 310, a padding of 4 each side.
        #expect(table.columnBorders == [0, 48, 366])
        #expect(table.rowBorders == [0, 24, 48])
        #expect(table.lines[3].frame == LayoutRect(x: 52, y: 26, width: 310, height: 20))
    }

    @Test("the header row's box spans every column, from the table's top to the first row's bottom border; rows it lacks have none")
    func headerFrame() {
        let (table, _, _) = layout(markdown, width: 1000)
        #expect(table.frame(ofRows: 0..<1) == LayoutRect(x: 0, y: 0, width: 366, height: 24))
        #expect(table.frame(ofRows: 0..<0) == nil)
        #expect(table.frame(ofRows: 1..<3) == nil)
    }

    @Test("narrow: the long cell wraps at spaces to its column, its row grows, and its neighbour keeps one line at the row's top")
    func wraps() {
        // 234 for the text (250 less 4 paddings of 4): "name" keeps its 40; the second column
        // gets 194, between "description" (110) and its long cell (310).
        let (table, document, grid) = layout(markdown, width: 250)
        #expect(table.columnBorders == [0, 48, 250])
        #expect(texts(table, document) == ["name", "description", "x", "a long cell that ", "needs wrapping"])
        #expect(table.rowBorders == [0, 24, 68])
        let long = grid.rows[1].cells[1]
        #expect(table.cellFrame(of: long.id) == LayoutRect(x: 48, y: 24, width: 202, height: 44))
        #expect(table.cellFrame(of: grid.rows[1].cells[0].id) == LayoutRect(x: 0, y: 24, width: 48, height: 44))
        #expect(table.lines[3].frame == LayoutRect(x: 52, y: 26, width: 170, height: 20))
        #expect(table.lines[4].frame == LayoutRect(x: 52, y: 46, width: 140, height: 20))
    }

    @Test("very narrow: a word wider than its column breaks between characters; no cell overlaps another and every character is laid out")
    func breaksWords() {
        let (table, document, grid) = layout("| a | b |\n|---|---|\n| unbreakable | two words |\n", width: 60)
        let cells = grid.rows.flatMap(\.cells)
        // Every character of every cell is on exactly one line, in order.
        for cell in cells {
            let lines = table.lines.filter { $0.cell == cell.id }
            #expect(lines.map(\.utf16Range.lowerBound).first == cell.utf16Range.lowerBound)
            #expect(lines.last?.utf16Range.upperBound == cell.utf16Range.upperBound)
            #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.utf16Range.upperBound == $1.utf16Range.lowerBound })
        }
        #expect(texts(table, document).joined() == "ab" + "unbreakable" + "two words")
        #expect(table.lines.filter { $0.cell == cells[2].id }.count > 1)
        // No two cells overlap, and each cell's lines are inside its box.
        for (index, cell) in table.cells.enumerated() {
            for other in table.cells[(index + 1)...] {
                #expect(!overlaps(cell.frame, other.frame), "\(cell.frame) overlaps \(other.frame)")
            }
            for line in table.lines[cell.lines] {
                #expect(line.frame.y >= cell.frame.y && line.frame.maxY <= cell.frame.maxY)
            }
        }
        #expect(table.rowBorders.count == 3 && table.rowBorders[2] - table.rowBorders[1] > 24)
    }

    func overlaps(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    @Test("a right-aligned column puts each line's text at its right edge, trailing spaces aside; an empty cell is one empty line")
    func alignment() {
        let (table, _, grid) = layout("| n | e |\n|--:|---|\n| 12345 |  |\n", width: 1000)
        // The column is 50 wide (12345): "n" ends at its right edge.
        #expect(table.lines[0].frame == LayoutRect(x: 44, y: 2, width: 10, height: 20))
        let empty = grid.rows[1].cells[1]
        #expect(table.lines[3].utf16Range == empty.utf16Range.lowerBound..<empty.utf16Range.lowerBound)
        #expect(table.lines[3].cell == empty.id)
    }

    @Test("characters of a wrapped line are found by position and back, as hit testing and selection ask")
    func positions() {
        let (table, _, _) = layout(markdown, width: 250)
        let second = table.lines[4]    // "needs wrapping" from x = 52
        #expect(table.xPosition(ofUTF16: second.utf16Range.lowerBound + 2, inLine: 4) == 72)
        #expect(table.utf16Offset(atX: 75, inLine: 4) == second.utf16Range.lowerBound + 2)
        #expect(table.utf16Offset(atX: 10, inLine: 4) == second.utf16Range.lowerBound)
        #expect(table.utf16Offset(atX: 900, inLine: 4) == second.utf16Range.upperBound)
        #expect(table.xPosition(ofUTF16: second.utf16Range.upperBound, inLine: 4) == 192)
    }

    @Test("the cell at a point is the one whose box holds it, padding included; the layout moves down whole")
    func cellAtPoint() {
        let (table, _, grid) = layout(markdown, width: 250)
        #expect(table.cell(at: LayoutPoint(x: 1, y: 60)) == grid.rows[1].cells[0].id)
        #expect(table.cell(at: LayoutPoint(x: 200, y: 67)) == grid.rows[1].cells[1].id)
        #expect(table.cell(at: LayoutPoint(x: 260, y: 30)) == nil)
        let moved = table.moved(down: 100)
        #expect(moved.cell(at: LayoutPoint(x: 1, y: 160)) == grid.rows[1].cells[0].id)
        #expect(moved.frame == LayoutRect(x: 0, y: 100, width: 250, height: 68))
        #expect(moved.lines[4].frame.y == 146)
    }
}
