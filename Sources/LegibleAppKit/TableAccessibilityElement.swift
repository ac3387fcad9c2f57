#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Accessibility
import AppKit
import LegibleAccessibility
import LegibleMathAccessibility

/// A table of the model as an AppKit table: its rows, its size, and its header row's cells as
/// the column headers, so VoiceOver announces row, column and header as it moves.
package final class TableAccessibilityElement: MarkdownAccessibilityElement {
    private var size = TableFacts(rowCount: 0, columnCount: 0)

    override func configure(with element: AccessibilityElement, view: MarkdownTextView) {
        super.configure(with: element, view: view)
        size = element.table ?? size
    }

    package override func accessibilityRows() -> [Any]? { children }
    package override func accessibilityRowCount() -> Int { size.rowCount }
    package override func accessibilityColumnCount() -> Int { size.columnCount }

    /// The cell at a column and row, counted from 0 (AppKit requires it of cell-based tables).
    package override func accessibilityCell(forColumn column: Int, row: Int) -> Any? {
        guard children.indices.contains(row) else { return nil }
        return children[row].children.lazy.compactMap { $0 as? TableCellAccessibilityElement }.first { $0.position.column == column }
    }

    /// A Markdown table's only headers are its first row's cells.
    package override func accessibilityColumnHeaderUIElements() -> [Any]? {
        children.first?.children.compactMap { $0 as? TableCellAccessibilityElement }.filter(\.isHeader)
    }
}

/// A cell of a table, at its row and column (counted from 0, the header row being row 0).
///
/// It is one element, whose label reads the formulas in it; on macOS 15.2 and later it also
/// offers their structure, its text and formulas in a row (`AccessibilityElement.mathExpression`),
/// as the view's formula elements offer theirs.
package final class TableCellAccessibilityElement: TextAccessibilityElement {
    private(set) var position = (row: 0, column: 0)
    private(set) var isHeader = false
    /// The structure of the formulas in it, with its text.
    private(set) var structure = MathStructure()

    override func configure(with element: AccessibilityElement, view: MarkdownTextView) {
        super.configure(with: element, view: view)
        if let cell = element.tableCell {
            position = (cell.row - 1, cell.column - 1)
            isHeader = cell.isHeader
        }
        structure.update(element.mathExpression)
    }

    package override func accessibilityRowIndexRange() -> NSRange { NSRange(location: position.row, length: 1) }
    package override func accessibilityColumnIndexRange() -> NSRange { NSRange(location: position.column, length: 1) }
}

#if compiler(>=6.0.3)
extension TableCellAccessibilityElement: AXMathExpressionProvider {
    /// The structure of the formulas in the cell, with its text:
    /// https://developer.apple.com/documentation/accessibility/axmathexpressionprovider/accessibilitymathexpression()
    @available(macOS 15.2, *)
    package func accessibilityMathExpression() -> AXMathExpression? {
        structure.accessibilityExpression()
    }
}
#endif
#endif
