import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import Testing

@Suite("A code block's lines are numbered in a gutter, not in its text")
struct CodeLineNumberTests {
    /// The code block of a styled document.
    func code(_ document: StyledDocument) throws -> ElementID {
        try #require(document.blocks.first { if case .code = $0.content { true } else { false } }).id
    }

    @Test("each line's number is in the gutter left of the line, as high as it, short of the spacing")
    func rows() throws {
        // RowLayout: the paragraph is row 0, the code's lines rows 1 to 3, 10 a character, at x 0.
        let layout = RowLayout(document: styled("Intro\n\n```\nlet a = 1\n\nlet b = 2\n```\n"))
        let numbers = CodeLineNumber.numbers(of: try code(layout.document), in: layout, gutterWidth: 30, spacing: 20)
        #expect(numbers == [
            CodeLineNumber(number: 1, frame: LayoutRect(x: -30, y: 20, width: 10, height: 20)),
            CodeLineNumber(number: 2, frame: LayoutRect(x: -30, y: 40, width: 10, height: 20)),
            CodeLineNumber(number: 3, frame: LayoutRect(x: -30, y: 60, width: 10, height: 20)),
        ])
    }

    @Test("a wrapped line is numbered once, beside its first row; the next line's number is beside its own")
    func wrapped() throws {
        let layout = layout("```\n0123456789abcdefghij\nend\n```\n", width: 12, codeOverflow: .wrap)
        let numbers = CodeLineNumber.numbers(of: try code(layout.document), in: layout, gutterWidth: 3, spacing: 1)
        #expect(numbers.map(\.number) == [1, 2])
        #expect(numbers.map(\.frame.y) == [1, 3])       // 10 cells of code a row: the first line takes rows 1 and 2
    }

    @Test("an element that is no code block has no numbers")
    func notCode() throws {
        let layout = RowLayout(document: styled("Just text.\n"))
        let paragraph = try #require(layout.document.blocks.first).id
        #expect(CodeLineNumber.numbers(of: paragraph, in: layout, gutterWidth: 30, spacing: 20).isEmpty)
    }

    @Test("in the terminal, numbers are drawn in a gutter right-aligned, and the lines' text and frames leave them out")
    func terminal() throws {
        let markdown = "```\n" + (1...10).map { "x\($0)" }.joined(separator: "\n") + "\n```\n"
        let numbered = CellLayout(document: styled(markdown), options: CellLayoutOptions(width: 20, codeLineNumbers: true))
        let plain = CellLayout(document: styled(markdown), options: CellLayoutOptions(width: 20))
        #expect(numbered.screen[1] == "│  1 x1")
        #expect(numbered.screen[10] == "│ 10 x10")
        #expect(numbered.content(ofLine: 9) == plain.content(ofLine: 9))
        #expect(numbered.frame(ofLine: 0).x == plain.frame(ofLine: 0).x + 3)
        #expect(numbered.lines.map(\.utf16Range) == plain.lines.map(\.utf16Range))
    }

    @Test("in the terminal, a code block too narrow for a gutter has none")
    func narrowTerminal() {
        let layout = CellLayout(document: styled("```\nab\n```\n"), options: CellLayoutOptions(width: 10, codeLineNumbers: true))
        #expect(layout.screen[1] == "│ ab")
    }
}
