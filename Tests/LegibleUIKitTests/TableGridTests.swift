import Foundation
import LegibleRendering
import LegibleTestSupport
import LegibleUIKit
import LegibleTextKit
import Testing
import UIKit

@MainActor
@Suite("TextKit: tables drawn as a grid")
struct TableGridTests {
    @Test("a border around the table, between rows midway and between columns; the rule under the header is twice as thick")
    func gridRules() {
        // Three rows (a header and two), two columns, 300 wide, an 8-point padding.
        let rules = TextKitLayout.gridRules(rows: [(top: 10, bottom: 30), (top: 40, bottom: 60), (top: 70, bottom: 90)], headerRows: 1,
                                            columnBorders: [0, 150, 300], padding: 8)
        #expect(rules == [
            LayoutRect(x: 0, y: 6, width: 300, height: 1),
            LayoutRect(x: 0, y: 35, width: 300, height: 2),
            LayoutRect(x: 0, y: 65, width: 300, height: 1),
            LayoutRect(x: 0, y: 93, width: 300, height: 1),
            LayoutRect(x: 0, y: 6, width: 1, height: 88),
            LayoutRect(x: 150, y: 6, width: 1, height: 88),
            LayoutRect(x: 299, y: 6, width: 1, height: 88),
        ])
    }

    @Test("a table with no rows has no grid")
    func noRows() {
        #expect(TextKitLayout.gridRules(rows: [], headerRows: 0, columnBorders: [0, 150, 300], padding: 8).isEmpty)
    }

    @Test("the column borders are where the columns measured from their cells put them, not evenly spaced")
    func measuredBorders() {
        let rules = TextKitLayout.gridRules(rows: [(top: 10, bottom: 30)], headerRows: 1, columnBorders: [20, 77, 300], padding: 8)
        #expect(rules.filter { $0.width == 1 } == [
            LayoutRect(x: 20, y: 6, width: 1, height: 28),
            LayoutRect(x: 77, y: 6, width: 1, height: 28),
            LayoutRect(x: 299, y: 6, width: 1, height: 28),
        ])
        // The rules across the table run from its first border to its last.
        #expect(rules.filter { $0.height == 1 && $0.width > 1 }.allSatisfy { $0.x == 20 && $0.width == 280 })
    }

    /// Text measured 10 wide a character, as no font has a size on Linux.
    static let tenACharacter: TextKitText.Measure = { text, _ in Double(text.utf16.count) * 10 }

    @Test("each table row is one TextKit line exactly as high as its tallest cell, with no space before it but the first; cells start half an em inside their column's border")
    func rowParagraphs() throws {
        let view = MarkdownTextView(markdown: "| a | bb |\n|---|---|\n| 1 | 2 |\n")
        let text = TextKitText(document: view.styledDocument, width: 300, style: view.textKitStyle(width: 300), measure: Self.tenACharacter)
        let paragraphs = text.attributeRuns.compactMap { $0.attributes[.paragraphStyle] as? NSParagraphStyle }
        let table = try #require(view.styledDocument.blocks.first.flatMap { text.tables[$0.id] })
        // Body text is 17 points: an 8.5-point padding; columns of 10 and 20, 17 of padding each.
        #expect(table.columnBorders == [0, 27, 64])
        #expect(paragraphs.count == 2)
        for (row, paragraph) in paragraphs.enumerated() {
            let height = CGFloat(table.rowBorders[row + 1] - table.rowBorders[row])
            #expect(paragraph.minimumLineHeight == height && paragraph.maximumLineHeight == height)
            #expect(paragraph.lineBreakMode == .byClipping)
            #expect(paragraph.paragraphSpacingBefore == 0)
        }
        #expect(table.lines.first?.frame.x == 8.5)
    }

    /// The column borders of the table `markdown` starts with, laid out 300 wide.
    func columnBorders(_ markdown: String) -> [Double]? {
        let view = MarkdownTextView(markdown: markdown)
        let text = TextKitText(document: view.styledDocument, width: 300, style: view.textKitStyle(width: 300), measure: Self.tenACharacter)
        return view.styledDocument.blocks.first.flatMap { text.tables[$0.id]?.columnBorders }
    }

    @Test("a table wider than the view: the long column gets the space its short neighbour does not need, its widest word at least")
    func measuredColumns() {
        // 266 for the text (300 less 4 paddings of 8.5): "name" keeps its 40; the rest, 226, goes
        // to the second column, between its widest word ("description", 110) and its whole cell (310).
        #expect(columnBorders("| name | description |\n|---|---|\n| x | a long cell that needs wrapping |\n") == [0, 57, 300])
    }

    @Test("a word in two runs (part bold) is measured whole: its column is no narrower than the word")
    func wordAcrossRuns() throws {
        let borders = try #require(columnBorders("| h | k |\n|---|---|\n| un**break**able | x y z w v u t s r q p o n m l k j i h g f e d c b a |\n"))
        #expect(borders[1] - borders[0] >= 110 + 17)
    }

    @Test("a table in a narrow view: the long cell wraps in its column, its row grows, and the cell elements' frames, data-table answers and reading content follow the layout")
    func wrappedCells() throws {
        let view = MarkdownTextView(markdown: "| name | description |\n|---|---|\n| x | a long cell that needs wrapping |\n")
        view.core.layoutEngine = { document, width in RowLayout(document: document, tableWidth: Double(width)) }
        view.frame = CGRect(x: 0, y: 0, width: 250, height: 600)
        view.layoutSubviews()
        let layout = try #require(view.drawnLayout as? RowLayout)
        let grid = try #require(layout.tables.first)
        // 230 for the text (250 less 4 paddings of 5): "name" keeps its 40, the long column gets 190.
        #expect(grid.columnBorders == [0, 50, 250])
        #expect(grid.rowBorders == [0, 25, 70])
        let table = try #require(view.exposedElements.first { $0.id.role == .table } as? TableAccessibilityElement)
        let long = try #require(table.accessibilityDataTableCellElement(forRow: 1, column: 1) as? TableCellAccessibilityElement)
        #expect(long.accessibilityFrame == CGRect(x: 50, y: 25, width: 200, height: 45))
        #expect(long.accessibilityFrame == CGRect(try #require(grid.cellFrame(of: long.id))))
        let short = try #require(table.accessibilityDataTableCellElement(forRow: 1, column: 0) as? TableCellAccessibilityElement)
        #expect(short.accessibilityFrame == CGRect(x: 0, y: 25, width: 50, height: 45))
        // No cell's frame overlaps another's.
        let cells = view.exposedElements.compactMap { $0 as? TableCellAccessibilityElement }
        #expect(cells.count == 4)
        for (index, cell) in cells.enumerated() {
            for other in cells[(index + 1)...] {
                #expect(cell.accessibilityFrame.intersection(other.accessibilityFrame).isEmpty, "\(cell.accessibilityFrame) \(other.accessibilityFrame)")
            }
        }
        // The long cell reads as two lines, where they are drawn.
        #expect(long.accessibilityContent(forLineNumber: 0) == "a long cell that ")
        #expect(long.accessibilityContent(forLineNumber: 1) == "needs wrapping")
        #expect(long.accessibilityFrame(forLineNumber: 1) == CGRect(x: 55, y: 47.5, width: 140, height: 20))
        #expect(long.accessibilityLineNumber(for: CGPoint(x: 60, y: 50)) == 1)
        // A touch in a cell's padding lands on the cell.
        #expect(view.documentLayout.element(at: LayoutPoint(x: 248, y: 68)) == long.id)
    }
}
