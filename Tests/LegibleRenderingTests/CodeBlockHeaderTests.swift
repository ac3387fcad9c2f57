import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import Testing

@Suite("A code block's header names its language and copies its code")
struct CodeBlockHeaderTests {
    /// ``RowLayout`` (lines 10 a character, 20 high) with a box padded 20 around each code
    /// block's lines, reaching a 400-wide view's right edge, as TextKit pads it.
    func layout(_ markdown: String) -> BoxedLayout {
        BoxedLayout(rows: RowLayout(document: styled(markdown))) { element, rows in
            let frames = rows.lines.filter { $0.element == element }.map(\.frame)
            guard let first = frames.first, let last = frames.last,
                  case .code = rows.document.blocks.first(where: { $0.id == element })?.content else { return nil }
            return LayoutRect(x: first.x - 20, y: first.y - 20, width: 400 - (first.x - 20), height: last.maxY - first.y + 40)
        }
    }

    func header(_ markdown: String, buttonWidth: Double = 60) throws -> CodeBlockHeader {
        let layout = layout(markdown)
        let code = try #require(layout.document.blocks.first { if case .code = $0.content { true } else { false } })
        return try #require(CodeBlockHeader.headers(in: layout, buttonWidth: buttonWidth)[code.id])
    }

    @Test("the header is the box's top padding: the language on the left past the padding, the Copy button at the right end")
    func geometry() throws {
        // The paragraph is row 0; the code's first line is row 1 (y 20), its box starts 20 above it.
        let header = try header("Intro\n\n```swift\nlet x = 1\n```\n")
        #expect(header.language == "Swift")
        #expect(header.frame == LayoutRect(x: -20, y: 0, width: 420, height: 20))
        #expect(header.labelFrame == LayoutRect(x: 0, y: 0, width: 340, height: 20))
        #expect(header.copyButtonFrame == LayoutRect(x: 340, y: 0, width: 60, height: 20))
    }

    @Test("the copied text is the code's lines, without the fence's line break after the last, blank lines inside kept")
    func copyText() throws {
        #expect(try header("```\nfirst\n\n  third\n```\n").copyText == "first\n\n  third")
        #expect(try header("```python\nprint(1)\n```").copyText == "print(1)")
        #expect(try header("```\n```\n").copyText == "")
    }

    @Test("a block without an info string has no language; a button wider than the box is cut to it")
    func noLanguage() throws {
        let header = try header("```\ncode\n```\n", buttonWidth: 1000)
        #expect(header.language == nil)
        #expect(header.copyButtonFrame.width == 420)
        #expect(header.labelFrame.width == 0)
    }

    @Test("a point on the Copy button names its code block; a point on the language or the code names none")
    func hitTesting() throws {
        let layout = layout("```js\nf()\n```\n\n```\ng()\n```\n")
        let codes = layout.document.blocks.filter { if case .code = $0.content { true } else { false } }.map(\.id)
        let headers = CodeBlockHeader.headers(in: layout, buttonWidth: 60)
        let second = try #require(headers[codes[1]])
        #expect(CodeBlockHeader.copyButton(at: LayoutPoint(x: 370, y: second.frame.y + 5), in: headers) == codes[1])
        #expect(CodeBlockHeader.copyButton(at: LayoutPoint(x: 10, y: second.frame.y + 5), in: headers) == nil)
        #expect(CodeBlockHeader.copyButton(at: LayoutPoint(x: 370, y: second.frame.maxY + 5), in: headers) == nil)
    }

    @Test("the line-number gutter is as wide as the widest number's digits and the spacing; no lines, no gutter")
    func gutter() {
        #expect(CodeBlockHeader.lineNumberGutterWidth(lineCount: 9, digitWidth: 8, spacing: 12) == 20)
        #expect(CodeBlockHeader.lineNumberGutterWidth(lineCount: 10, digitWidth: 8, spacing: 12) == 28)
        #expect(CodeBlockHeader.lineNumberGutterWidth(lineCount: 1000, digitWidth: 8, spacing: 12) == 44)
        #expect(CodeBlockHeader.lineNumberGutterWidth(lineCount: 0, digitWidth: 8, spacing: 12) == 0)
    }
}
