import LegibleAccessibility
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: tables as data tables")
struct DataTableTests {
    @Test("the table answers its size, every cell by row and column, and each column's header")
    func assistantAnswerTable() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let table = try #require(view.exposedElements.first { $0.id.role == .table } as? UIAccessibilityContainerDataTable)
        #expect(table.accessibilityRowCount() == 5)
        #expect(table.accessibilityColumnCount() == 3)
        let grid = (0..<5).map { row in
            (0..<3).map { column in (table.accessibilityDataTableCellElement(forRow: row, column: column) as? MarkdownAccessibilityElement)?.accessibilityLabel }
        }
        #expect(grid == [
            ["Compounding", "Times a year", "Balance after 10 years"],
            ["Yearly", "1", "1628.89"],
            ["Monthly", "12", "1647.01"],
            ["Daily", "365", "1648.61"],
            ["Continuous", "∞", "empty"],
        ])
        #expect(table.accessibilityDataTableCellElement(forRow: 5, column: 0) == nil)
        for column in 0..<3 {
            let headers = table.accessibilityHeaderElements(forColumn: column)?.compactMap { ($0 as? MarkdownAccessibilityElement)?.accessibilityLabel }
            #expect(headers == [grid[0][column]].compactMap { $0 })
        }
        #expect(table.accessibilityHeaderElements(forRow: 2)?.isEmpty == true)
    }

    @Test("each cell gives its row and column range, counted from 0 with the header row first")
    func cellRanges() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let cells = view.exposedElements.filter { $0.id.role == .tableCell }.compactMap { $0 as? UIAccessibilityContainerDataTableCell }
        #expect(cells.count == 15)
        #expect(cells.map { $0.accessibilityRowRange() } == (0..<5).flatMap { row in Array(repeating: NSRange(location: row, length: 1), count: 3) })
        #expect(cells.map { $0.accessibilityColumnRange() } == (0..<5).flatMap { _ in (0..<3).map { NSRange(location: $0, length: 1) } })
    }
}
