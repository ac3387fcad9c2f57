import LegibleAccessibility
import LegibleRendering
import Testing

/// Lines: words wrap where Unicode allows, clusters never split, wide characters take two
/// cells, and each line answers its text, frame, baseline and element.
@Suite("Cell layout: lines")
struct LineLayoutTests {
    static let sentence = "Reading is a skill that grows with every page you turn."

    @Test("words wrap at 20, 40 and 80 cells, spaces hanging at the line's end")
    func wrapping() {
        #expect(layout(Self.sentence, width: 20).lineDescriptions == [
            "\"Reading is a skill \" (0, 0, 20×1) text@0",
            "\"that grows with \" (0, 1, 20×1) text@0",
            "\"every page you turn.\" (0, 2, 20×1) text@0",
        ])
        #expect(layout(Self.sentence, width: 40).lineDescriptions == [
            "\"Reading is a skill that grows with every \" (0, 0, 40×1) text@0",
            "\"page you turn.\" (0, 1, 40×1) text@0",
        ])
        #expect(layout(Self.sentence, width: 80).lineDescriptions == ["\"\(Self.sentence)\" (0, 0, 80×1) text@0"])
    }

    @Test("a line's text range, baseline and UTF-16 offsets")
    func lineFacts() {
        let layout = layout(Self.sentence, width: 20)
        #expect(layout.lines.map(\.utf16Range) == [0..<19, 19..<35, 35..<55])
        #expect(layout.lines.map(\.baseline) == [1, 2, 3])
        #expect(layout.lineNumber(at: cell(5, 1)) == 1)
        #expect(layout.lineNumber(at: cell(5, 3)) == nil)
        #expect(layout.lineIndex(containingUTF16: 19) == 1)
        #expect(layout.size == LayoutSize(width: 20, height: 3))
    }

    @Test("CJK text breaks between ideographs, two cells each", arguments: [
        (20, ["日本語のテキストを折", "り返します。漢字とか", "なが混ざっています。"]),
        (40, ["日本語のテキストを折り返します。漢字とか", "なが混ざっています。"]),
        (80, ["日本語のテキストを折り返します。漢字とかなが混ざっています。"]),
    ])
    func cjk(width: Int, rows: [String]) {
        let layout = layout("日本語のテキストを折り返します。漢字とかなが混ざっています。", width: width)
        #expect(layout.screen == rows)
        // The second character starts at column 2.
        #expect(layout.xPosition(ofUTF16: 1, inLine: 0) == 2)
        #expect(layout.utf16Offset(atX: 3, inLine: 0) == 1)
    }

    @Test("emoji sequences are one cluster of two cells, never split", arguments: [
        (20, ["Family 👩‍👩‍👧 and flag", "🇫🇷 and more 👍🏽 emoji", "here"]),
        (40, ["Family 👩‍👩‍👧 and flag 🇫🇷 and more 👍🏽 emoji", "here"]),
        (80, ["Family 👩‍👩‍👧 and flag 🇫🇷 and more 👍🏽 emoji here"]),
    ])
    func emoji(width: Int, rows: [String]) {
        let layout = layout("Family 👩‍👩‍👧 and flag 🇫🇷 and more 👍🏽 emoji here", width: width)
        #expect(layout.screen == rows)
        // The family (8 UTF-16 code units) spans columns 7 and 8; " and" follows at 9.
        #expect(layout.utf16Offset(atX: 8, inLine: 0) == 7)
        #expect(layout.xPosition(ofUTF16: 15, inLine: 0) == 9)
    }

    @Test("combining marks stay with their letter and take no cell of their own")
    func combiningMarks() {
        let text = "Cafe\u{301} re\u{301}sume\u{301} na\u{308}ive x\u{20DD}"
        for width in [20, 40, 80] {
            let layout = layout(text, width: width)
            #expect(layout.screen == [text])
            // "é" is two UTF-16 units and one cell: the space after it is at column 4.
            #expect(layout.xPosition(ofUTF16: 5, inLine: 0) == 4)
            #expect(layout.utf16Offset(atX: 3, inLine: 0) == 3)
        }
        // At 10 cells the line breaks after "Café ", not between e and its accent.
        #expect(layout(text, width: 10).lines.map(\.utf16Range) == [0..<6, 6..<15, 15..<24])
    }

    @Test("right-to-left text stays in logical order: columns grow with the text's offsets", arguments: [20, 40, 80])
    func rightToLeft(width: Int) {
        let hebrew = "שלום עולם, זה טקסט בעברית שנשאר בסדר לוגי"
        let layout = layout(hebrew, width: width)
        #expect(layout.lines.map { layout.document.substring(utf16Range: $0.utf16Range) }.joined() == Substring(hebrew))
        let first = layout.lines[0].utf16Range
        let positions = first.map { layout.xPosition(ofUTF16: $0, inLine: 0) }
        #expect(positions == positions.sorted())
        #expect(layout.content(ofLine: 0).hasPrefix("שלום עולם"))
    }

    @Test("a hard line break ends a line and belongs to it")
    func hardBreak() {
        let layout = layout("one  \ntwo three", width: 40)
        #expect(layout.lineDescriptions == ["\"one\" (0, 0, 40×1) text@0", "\"two three\" (0, 1, 40×1) text@0"])
        #expect(layout.lines[0].utf16Range == 0..<4)
        // Past the end of the first line the caret goes before its line break.
        #expect(layout.utf16Offset(atX: 30, inLine: 0) == 3)
    }

    @Test("a word longer than the line is broken between clusters")
    func longWord() {
        #expect(layout("Supercalifragilistic expialidocious", width: 8).screen == ["Supercal", "ifragili", "stic", "expialid", "ocious"])
    }

    @Test("closing punctuation after a formula too wide for the line stays on the formula's last row, never starting a line")
    func punctuationAfterAWideFormula() {
        let layout = CellLayout(document: styled("长度为$a+b+c+d$，则所求的和"), options: CellLayoutOptions(width: 12, mathForm: .unicode))
        #expect(layout.screen == ["长度为", "a + b + c +", "d，", "则所求的和"])
    }

    @Test("a control character is drawn as its picture, taking one cell")
    func controls() {
        let layout = layout("a\u{1B}[31mred", width: 20)
        #expect(layout.screen == ["a␛[31mred"])
        #expect(layout.xPosition(ofUTF16: 2, inLine: 0) == 2)
    }
}
