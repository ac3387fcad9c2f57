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

/// A block of several lines is several TextKit paragraphs, set apart from the block above only once.
@Suite("TextKit: the lines of a block of several lines")
@MainActor
struct BlockLinesTests {
    @Test("a code block's and a hard-broken paragraph's later lines have no space before them", arguments: [
        "Intro.\n\n```swift\nlet a = 1\nlet b = 2\nlet c = 3\n```\n", "Intro.\n\nline one  \nline two\\\nline three\n",
    ])
    func laterLines(markdown: String) throws {
        let view = MarkdownTextView(markdown: markdown)
        let document = view.styledDocument
        let text = TextKitText(document: document, width: 300, style: view.textKitStyle(width: 300), measure: { _, _ in 0 })
        let second = try #require(document.blocks.last)
        let styles = text.attributeRuns.compactMap { run in
            (run.attributes[.paragraphStyle] as? NSParagraphStyle).map { (range: run.range, spacing: $0.paragraphSpacingBefore) }
        }.filter { $0.range.location >= second.utf16Range.lowerBound }
        let lineStart = try #require(TextKitText.secondLineStart(of: second, in: document.text.utf16))
        #expect(String(document.text.utf16.dropFirst(lineStart).prefix(4)) == "line" || String(document.text.utf16.dropFirst(lineStart).prefix(5)) == "let b")
        #expect(styles.map(\.range.location) == [second.utf16Range.lowerBound, lineStart])
        #expect(styles[0].spacing > 0)
        #expect(styles[1].spacing == 0)
    }
}
