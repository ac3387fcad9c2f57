import Foundation
import LegibleTextKit
import LegibleUIKit
import Testing
@_spi(Testing) import CoreGraphics
@_spi(Testing) import UIKit
@_spi(Testing) import _TextKitStubs

/// What TextKit draws of its own: nothing at an image's or formula's character, and a table
/// cell's text where the cell's line is.
@MainActor
@Suite("TextKit: attachments draw nothing, cells draw without their row's paragraph style")
struct AttachmentAndCellDrawingTests {
    @Test("an image's and a formula's attachment has no image to draw, in TextKit 1 or 2 (uikit B2, appkit C12)")
    func blankAttachments() throws {
        let view = MarkdownTextView(markdown: "An ![owl](owl.png) and $x^2$.")
        let text = TextKitText(document: view.styledDocument, width: 300, style: view.textKitStyle(width: 300), measure: { _, _ in 0 })
        let attachments = text.attributeRuns.compactMap { $0.attributes[.attachment] as? NSTextAttachment }
        #expect(attachments.count == 2)
        // The SDK's default draws a placeholder icon for an attachment with no image (the stub
        // stands for it with an empty image); these answer none.
        #expect(NSTextAttachment(data: nil, ofType: nil).image(forBounds: .zero, textContainer: nil, characterIndex: 0) != nil)
        for attachment in attachments {
            #expect(attachment.image(forBounds: attachment.bounds, textContainer: nil, characterIndex: 0) == nil)
            #expect(attachment.image(for: attachment.bounds, location: NSTextContentStorage().documentRange.location, textContainer: nil) == nil)
        }
    }

    @Test("a cell's line is drawn without the row's paragraph style, and keeps its other attributes (uikit B3)")
    func cellLine() {
        // Foundation values stand for the platform's (Linux halts on others between runs).
        let other = NSAttributedString.Key("other")
        let line = NSAttributedString(string: "cell", attributes: [.paragraphStyle: NSString(string: "row"), other: NSNumber(value: 1)])
        let drawn = TextKitText.drawnCellLine(line)
        #expect(drawn.string == "cell")
        #expect(drawn.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil)
        #expect(drawn.attribute(other, at: 0, effectiveRange: nil) as? NSNumber == 1)
    }

    @Test("a table drawn through the layout draws each cell's line at the line's place, without its row's paragraph style (uikit B3)")
    func cellLinesDrawn() throws {
        let view = MarkdownTextView(markdown: "| a | bb |\n|---|---|\n| ccc | d |\n| e | ffff |\n")
        let document = view.styledDocument
        let table = try #require(document.blocks.first)
        guard case .table(let grid) = table.content else { Issue.record("not a table: \(table.content)"); return }
        // As TextKit lays it out on a device (TextKitText): each row a paragraph of one line, as
        // high as the row, carrying the row's paragraph style (a string stands for it here).
        let starts = grid.rows.indices.map { $0 == 0 ? table.utf16Range.lowerBound : grid.rows[$0].cells.first?.utf16Range.lowerBound ?? 0 }
        let paragraphs = starts.enumerated().map { row, start in
            let end = row + 1 < starts.count ? starts[row + 1] : document.utf16Count
            let frame = CGRect(x: 0, y: CGFloat(20 * row), width: 300, height: 20)
            return _StubTextLayout.Paragraph(start: start, frame: frame,
                                             lines: [_StubTextLayout.Line(range: NSRange(location: 0, length: end - start), bounds: CGRect(x: 0, y: 0, width: 300, height: 20))],
                                             attributes: [.paragraphStyle: "row \(row)"])
        }
        let layout = _StubTextLayout.$current.withValue(_StubTextLayout(paragraphs: paragraphs)) {
            TextKitLayout(document: document, width: 300, style: view.textKitStyle(width: 300))
        }
        let lines = (0..<layout.lineCount).map { layout.line(at: $0) }.filter { !$0.utf16Range.isEmpty }
        #expect(lines.count == 6)
        let record = _DrawnStrings()
        let origin = CGPoint(x: 3, y: 7)
        _DrawnStrings.$listening.withValue(record) {
            layout.draw(in: CGContext(), rect: CGRect(x: 0, y: 0, width: 300, height: 1000), origin: origin, painter: view.painter)
        }
        let text = document.text as NSString
        #expect(record.drawn.map(\.string) == lines.map { text.substring(with: NSRange(location: $0.utf16Range.lowerBound, length: $0.utf16Range.count)) })
        #expect(record.drawn.map(\.point) == lines.map { CGPoint(x: $0.frame.x + origin.x, y: $0.frame.y + origin.y) })
        for cell in record.drawn {
            #expect(cell.attributes[.paragraphStyle] == nil, "\(cell.string) drawn with its row's paragraph style")
        }
    }
}
