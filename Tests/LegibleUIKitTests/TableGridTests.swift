import Foundation
import LegibleRendering
@testable import LegibleUIKit
@testable import LegibleTextKit
import Testing
import UIKit

@MainActor
@Suite("TextKit: tables drawn as a grid")
struct TableGridTests {
    @Test("a border around the table, between rows midway and between columns; the rule under the header is twice as thick")
    func gridRules() {
        // Three rows (a header and two), two columns, 300 wide, an 8-point padding.
        let rules = TextKitLayout.gridRules(rows: [(top: 10, bottom: 30), (top: 40, bottom: 60), (top: 70, bottom: 90)], headerRows: 1,
                                            left: 0, right: 300, columnCount: 2, padding: 8)
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
        #expect(TextKitLayout.gridRules(rows: [], headerRows: 0, left: 0, right: 300, columnCount: 2, padding: 8).isEmpty)
    }

    @Test("a table's cells start half an em inside their column's border, the columns splitting the width")
    func cellTabStops() throws {
        let view = MarkdownTextView(markdown: "| a | b |\n|---|---|\n| 1 | 2 |\n")
        let text = TextKitText(document: view.styledDocument, width: 300, style: view.textKitStyle(width: 300))
        let paragraph = try #require(text.attributeRuns.compactMap { $0.attributes[.paragraphStyle] as? NSParagraphStyle }.first)
        // Body text is 17 points: an 8.5-point padding; two columns of 150.
        #expect(paragraph.firstLineHeadIndent == 8.5)
        #expect(paragraph.tabStops.map(\.location) == [158.5])
    }
}
