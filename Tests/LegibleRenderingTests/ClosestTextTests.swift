import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import Testing

@Suite("The text nearest a point, and text as it is copied")
struct ClosestTextTests {
    /// "Title" on row 0, "Some text." on row 1, 10 wide a character, 20 high a row.
    let layout = RowLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "# Title\n\nSome text.\n", options: .gitHub))))

    @Test("a point on a line is that line; off every line, the nearest line above or below")
    func closestLine() {
        #expect(layout.closestLineIndex(to: LayoutPoint(x: 15, y: 25)) == 1)
        #expect(layout.closestLineIndex(to: LayoutPoint(x: 500, y: 5)) == 0)
        #expect(layout.closestLineIndex(to: LayoutPoint(x: 15, y: 900)) == 1)
        #expect(layout.closestLineIndex(to: LayoutPoint(x: -40, y: -40)) == 0)
    }

    @Test("the nearest offset is the character under the point, or the line's end beyond it")
    func closestOffset() {
        // "Title\n" is 0..<6; "Some text." starts at 6.
        #expect(layout.closestUTF16Offset(to: LayoutPoint(x: 25, y: 30)) == 8)
        #expect(layout.closestUTF16Offset(to: LayoutPoint(x: 900, y: 30)) == 16)
        #expect(layout.closestUTF16Offset(to: LayoutPoint(x: 900, y: 5)) == 5)
    }

    @Test("a caret at the end of a block is on the block's last line, though no line holds its offset")
    func caretAtABlockEnd() {
        // "Title" is 0..<5; the line break at 5 separates it from "Some text." (6..<16).
        #expect(layout.lineIndex(containingUTF16: 5) == nil)
        #expect(layout.caretLineIndex(atUTF16: 5) == 0)
        #expect(layout.caretLineIndex(atUTF16: 16) == 1)
        #expect(layout.caretLineIndex(atUTF16: 7) == 1)
        #expect(layout.caretRect(atUTF16: 5) == LayoutRect(x: 50, y: 0, width: 0, height: 20))
        #expect(layout.caretRect(atUTF16: 17) == nil)
    }

    @Test("a character range covers a whole grapheme cluster")
    func characterRange() {
        let document = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "e\u{301}👍🏽!\n", options: .gitHub)))
        #expect(document.characterRange(atUTF16: 0) == 0..<2)
        #expect(document.characterRange(atUTF16: 3) == 2..<6)
        #expect(document.characterRange(atUTF16: 7) == 7..<7)
    }

    @Test("copied text gives a formula's TeX and an image's description in place of their placeholders")
    func copiedText() {
        let document = StyledDocument(model: ReadingModel(document: MarkdownDocument(
            parsing: "Area $\\pi r^2$ and ![a circle](c.png).\n", options: .gitHub)))
        #expect(document.text == "Area \u{FFFC} and \u{FFFC}.")
        #expect(document.copiedText(utf16Range: 0..<document.utf16Count) == "Area \\pi r^2 and a circle.")
        #expect(document.copiedText(utf16Range: 0..<4) == "Area")
        #expect(document.copiedText(utf16Range: 400..<900) == "")
    }

    @Test("spoken text gives a formula's speech and an image's description in place of their placeholders")
    func spokenText() {
        let document = StyledDocument(model: ReadingModel(document: MarkdownDocument(
            parsing: "Area $\\pi r^2$ and ![a circle](c.png).\n", options: .gitHub)))
        #expect(document.spokenText(utf16Range: 0..<document.utf16Count) == "Area pi r squared and a circle.")
    }
}
