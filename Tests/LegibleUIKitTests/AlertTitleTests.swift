import Foundation
import LegibleMarkdown
import LegibleRendering
import LegibleTextKit
import LegibleUIKit
import Testing
import UIKit

/// A GitHub alert's title ("Warning") on a line of its own above its first line.
@Suite("TextKit: alert titles")
@MainActor
struct AlertTitleTests {
    /// The space before each block's paragraph, in order.
    static func spacing(_ markdown: String) -> [CGFloat] {
        let view = MarkdownTextView(markdown: markdown, options: .documents)
        let text = TextKitText(document: view.styledDocument, width: 300, style: view.textKitStyle(width: 300), measure: { _, _ in 0 })
        return text.attributeRuns.compactMap { ($0.attributes[.paragraphStyle] as? NSParagraphStyle)?.paragraphSpacingBefore }
    }

    @Test("an alert's first block has a line more space before it, for the title; a plain quote and the alert's later blocks do not")
    func titleLine() throws {
        let view = MarkdownTextView(markdown: "> [!WARNING]\n> Mind the gap.\n>\n> Twice.\n", options: .documents)
        let line = view.textKitStyle(width: 300).lineHeight
        let blocks = view.styledDocument.blocks
        #expect(TextKitText.alertTitles(openedBy: blocks[0]).map(\.title) == ["Warning"])
        #expect(TextKitText.alertTitles(openedBy: blocks[1]).isEmpty)
        let alert = Self.spacing("> [!WARNING]\n> Mind the gap.\n>\n> Twice.\n")
        let quote = Self.spacing("> Mind the gap.\n>\n> Twice.\n")
        #expect(alert.count == 2 && quote.count == 2)
        #expect(alert[0] == quote[0] + line)
        #expect(alert[1] == quote[1])
    }
}
