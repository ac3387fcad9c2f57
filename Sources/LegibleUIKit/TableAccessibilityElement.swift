#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Accessibility
import LegibleAccessibility
import LegibleMathAccessibility
import UIKit

/// A table of the model as a data table: VoiceOver announces rows, columns and the column
/// header as it moves between cells, and offers table navigation.
@MainActor
package final class TableAccessibilityElement: MarkdownAccessibilityElement, UIAccessibilityContainerDataTable {
    private var size = TableFacts(rowCount: 0, columnCount: 0)

    override func configure(with element: AccessibilityElement) {
        super.configure(with: element)
        size = element.table ?? size
    }

    /// The cells, row by row (the table's children are its rows).
    private var cells: [TableCellAccessibilityElement] {
        (accessibilityElements ?? []).flatMap { row in
            ((row as? MarkdownAccessibilityElement)?.accessibilityElements ?? []).compactMap { $0 as? TableCellAccessibilityElement }
        }
    }

    package func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        cells.first { $0.position.row == row && $0.position.column == column }
    }

    package func accessibilityRowCount() -> Int { size.rowCount }

    package func accessibilityColumnCount() -> Int { size.columnCount }

    /// A Markdown table's only headers are its first row's cells, one per column.
    package func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        cells.filter { $0.isHeader && $0.position.column == column }
    }

    package func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? { [] }
}

/// A cell of a data table, at its row and column (counted from 0, the header row being row 0).
///
/// It is one element, so that table navigation reads it whole with its header; the formulas in
/// it are read in its label, and where the system has Apple's math expression classes it hands
/// VoiceOver their structure: its text and formulas in a row (`AccessibilityElement.mathExpression`).
@MainActor
package final class TableCellAccessibilityElement: TextAccessibilityElement, UIAccessibilityContainerDataTableCell {
    private(set) var position = (row: 0, column: 0)
    private(set) var isHeader = false
    /// The structure of the formulas in it, with its text.
    private(set) var structure = MathStructure()

    override func configure(with element: AccessibilityElement) {
        super.configure(with: element)
        if let cell = element.tableCell {
            position = (cell.row - 1, cell.column - 1)
            isHeader = cell.isHeader
        }
        structure.update(element.mathExpression)
    }

    package func accessibilityRowRange() -> NSRange { NSRange(location: position.row, length: 1) }

    package func accessibilityColumnRange() -> NSRange { NSRange(location: position.column, length: 1) }
}

#if compiler(>=6.0.3)
extension TableCellAccessibilityElement: @preconcurrency AXMathExpressionProvider {
    /// The structure of the formulas in the cell, with its text, for VoiceOver's math navigation:
    /// https://developer.apple.com/documentation/accessibility/axmathexpressionprovider/accessibilitymathexpression()
    @available(iOS 18.2, visionOS 2.2, *)
    package func accessibilityMathExpression() -> AXMathExpression? {
        structure.accessibilityExpression()
    }
}
#endif
#endif
