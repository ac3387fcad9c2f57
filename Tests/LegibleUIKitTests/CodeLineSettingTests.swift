import Foundation
import LegibleRendering
import LegibleTextKit
import LegibleUIKit
import Testing
import UIKit

/// How TextKit sets a code block's lines: past a gutter of line numbers when they are shown,
/// and wrapped with indented continuations when code wraps.
@Suite("TextKit: code lines numbered and wrapped")
@MainActor
struct CodeLineSettingTests {
    /// The paragraph style of `markdown`'s code block (its first), a column of code 8 wide.
    static func paragraph(_ markdown: String, numbered: Bool = false, overflow: CodeBlockOverflow = .scroll) throws -> NSParagraphStyle {
        let view = MarkdownTextView(markdown: markdown)
        view.showsCodeLineNumbers = numbered
        view.codeBlockOverflow = overflow
        var style = view.textKitStyle(width: 300)
        style.codeColumnWidth = 8
        let text = TextKitText(document: view.styledDocument, width: 300, style: style, measure: { _, _ in 0 })
        let code = try #require(view.styledDocument.blocks.first { if case .code = $0.content { true } else { false } })
        let run = text.attributeRuns.first { $0.range.location == code.utf16Range.lowerBound && $0.attributes[.paragraphStyle] != nil }
        return try #require(run?.attributes[.paragraphStyle] as? NSParagraphStyle)
    }

    static let twelveLines = "```\n" + (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n```\n"

    @Test("the view numbers no lines by default and scrolls long lines")
    func defaults() {
        let view = MarkdownTextView(markdown: "```\nx\n```\n")
        #expect(!view.showsCodeLineNumbers)
        #expect(view.codeBlockOverflow == .scroll)
    }

    @Test("numbered code starts past a gutter of its widest number's columns and two more")
    func gutter() throws {
        let plain = try Self.paragraph(Self.twelveLines)
        let numbered = try Self.paragraph(Self.twelveLines, numbered: true)
        #expect(numbered.firstLineHeadIndent == plain.firstLineHeadIndent + 2 * 8 + 2 * 8)
        #expect(numbered.headIndent == numbered.firstLineHeadIndent)
        let short = try Self.paragraph("```\nonly\n```\n", numbered: true)
        #expect(short.firstLineHeadIndent == plain.firstLineHeadIndent + 1 * 8 + 2 * 8)
    }

    @Test("code that scrolls is not wrapped; wrapped code breaks between characters inside the box's padding, continuations two columns in")
    func wrapping() throws {
        let scrolled = try Self.paragraph(Self.twelveLines)
        #expect(scrolled.lineBreakMode == .byClipping)
        #expect(scrolled.headIndent == scrolled.firstLineHeadIndent)
        let wrapped = try Self.paragraph(Self.twelveLines, numbered: true, overflow: .wrap)
        #expect(wrapped.lineBreakMode == .byCharWrapping)
        #expect(wrapped.headIndent == wrapped.firstLineHeadIndent + 2 * 8)
        #expect(wrapped.tailIndent == -scrolled.firstLineHeadIndent)    // the padding: the block is not indented
    }
}
