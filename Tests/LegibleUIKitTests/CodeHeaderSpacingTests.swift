import Foundation
import LegibleRendering
import LegibleTextKit
import LegibleUIKit
import Testing
import UIKit

/// The header across the top of a code block (its language and a Copy button) takes a line
/// above the block's box, so the box does not run into the block before.
@Suite("TextKit: room for the code block header")
@MainActor
struct CodeHeaderSpacingTests {
    /// The space before each paragraph of `markdown`'s last block, with headers or without.
    static func spacing(_ markdown: String, headers: Bool) -> (first: CGFloat, line: CGFloat) {
        let view = MarkdownTextView(markdown: markdown)
        view.showsCodeBlockHeaders = headers
        let style = view.textKitStyle(width: 300)
        let text = TextKitText(document: view.styledDocument, width: 300, style: style, measure: { _, _ in 0 })
        let start = view.styledDocument.blocks.last?.utf16Range.lowerBound ?? 0
        let first = text.attributeRuns.first { $0.range.location == start && $0.attributes[.paragraphStyle] != nil }
        return ((first?.attributes[.paragraphStyle] as? NSParagraphStyle)?.paragraphSpacingBefore ?? -1, style.lineHeight)
    }

    @Test("a code block has a line more space before it when headers are drawn, and none more without; a paragraph has none more")
    func headerLine() {
        let code = "Intro.\n\n```swift\nlet a = 1\n```\n"
        let with = Self.spacing(code, headers: true)
        let without = Self.spacing(code, headers: false)
        #expect(with.first == without.first + with.line)
        #expect(Self.spacing("Intro.\n\nMore.\n", headers: true).first == Self.spacing("Intro.\n\nMore.\n", headers: false).first)
    }

    @Test("the view draws headers by default, its Copy button titled as the code block's action is named")
    func defaultTitle() {
        let view = MarkdownTextView(markdown: "```\nx\n```\n")
        #expect(view.showsCodeBlockHeaders)
        #expect(view.textKitStyle(width: 300).copyCodeTitle == "Copy code")
        view.showsCodeBlockHeaders = false
        #expect(view.textKitStyle(width: 300).copyCodeTitle == nil)
    }

    @Test("pressing a Copy button highlights none of the code's text")
    func copyTargetHasNoPressedText() {
        let view = laidOutView("```\nlet a = 1\n```\n")
        let block = view.styledDocument.blocks[0]
        let target = TapTarget(element: block.id, utf16Range: block.utf16Range, action: .copyCode("let a = 1"))
        #expect(view.documentLayout.pressedRects(of: target).isEmpty)
    }
}
