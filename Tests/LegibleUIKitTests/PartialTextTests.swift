import Foundation
import LegibleRendering
import LegibleTextKit
import Testing
import UIKit

/// The text a view gives TextKit after a streamed append: from the first block laid out again
/// to the end, with the same attributes, attachments and tables as the whole text has there.
@Suite("TextKit: the text from a block on, as a streamed append replaces it")
@MainActor
struct PartialTextTests {
    static let markdown = """
        # Notes

        The *mean* of $n$ values, ![a chart](chart.png).

        | a | b |
        |---|---|
        | 1 | 2 |

        ```swift
        let x = 1
        ```

        Last **words**.
        """

    @Test("from each block on, the text is the document's from that block's start, with the whole text's attributes there", arguments: 0..<5)
    func fromBlock(first: Int) throws {
        let view = laidOutView(Self.markdown)
        let document = view.styledDocument
        let style = view.textKitStyle(width: 300)
        let measure: TextKitText.Measure = { text, _ in Double(text.utf16.count) * 10 }
        let whole = TextKitText(document: document, width: 300, style: style, measure: measure)
        let part = TextKitText(document: document, fromBlock: first, width: 300, style: style, measure: measure)
        let start = try #require(document.blocks[first].utf16Range.lowerBound as Int?)
        #expect(part.attributedString.string == String(document.text.utf16.dropFirst(start)))
        #expect(part.attributeRuns.map(\.range) == whole.attributeRuns.map(\.range).filter { $0.location >= start })
        #expect(part.tables.keys.sorted() == whole.tables.keys.filter { (document.blockIndex(of: $0) ?? 0) >= first }.sorted())
        #expect(Set(part.tables.keys).allSatisfy { part.tables[$0]?.rowBorders == whole.tables[$0]?.rowBorders })
    }
}
