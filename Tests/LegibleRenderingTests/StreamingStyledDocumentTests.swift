import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// A streamed answer's styled document and cell layout, kept up to date by the reading model's
/// updates, equal a fresh build after every append.
@Suite("Streaming: styled document and layout")
struct StreamingStyledDocumentTests {
    /// An answer with every kind of block, a footnote defined before its reference (so the
    /// footnotes are renumbered while it streams), and a list that grows.
    static let answer = """
        ## Mean and spread

        The mean of $n$ values is their *sum* divided by $n$.[^why] It is **easy** to compute.

        [^why]: Because it ~~is~~ weighs every value the same.

        $$
        \\bar{x} = \\frac{1}{n} \\sum_{i=1}^{n} x_i
        $$

        > In Python it reads:
        >
        > ```python
        > def mean(values):
        >     return sum(values) / len(values)
        > ```

        | Data set | Mean |
        |----------|-----:|
        | a        | 2.5  |
        | b        | 4.0  |

        1. Sort the values.
        2. Find the [middle](https://example.com/median) one.
           - Twice, for an even count.

        - [x] Compare with the median.[^two]

        ---

        ![A histogram](histogram.png)

        [^two]: Or the mode.
        """

    @Test("the example answer, streamed in random chunks, equals a fresh build after every append", arguments: 0..<4)
    func exampleAnswer(seed: UInt64) {
        #expect(StyledReplay.problems(Self.answer, seed: seed) == [])
    }

    @Test("each shipped example, streamed in random chunks, equals a fresh build after every append",
          arguments: ["assistant-answer.md", "inaccessible-answer.md", "travel-guide.md"])
    func shippedExample(name: String) throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples")
        let markdown = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
        for seed: UInt64 in 0..<2 {
            #expect(StyledReplay.problems(markdown, seed: seed) == [], "seed \(seed)")
        }
    }

    /// A table written row by row as a model writes one: styles, links, code, formulas and
    /// footnote references in cells, empty cells (last in a row too), escaped pipes, rows with
    /// fewer and more cells than the header, wide text, then text after it, a table in a list
    /// and one that ends the answer (each kept row is reused only while nothing before it
    /// changed).
    static let growingTables: String = {
        var rows = ["| Name | *Value* | Note |", "| :--- | ---: | :-: |"]
        for index in 0..<40 {
            switch index % 8 {
            case 0: rows.append("| item \(index) | **\(index * 37)** | a [link](https://example.com/\(index)) |")
            case 1: rows.append("| `code \\| pipe` | $x^\(index)$ | |")
            case 2: rows.append("| only one |")
            case 3: rows.append("| a | b | c | d |")
            case 4: rows.append("| | | |")
            case 5: rows.append("| wide \(String(repeating: "text ", count: 12)) | \(index) | note[^n] |")
            case 6: rows.append("| é 漢字 😀 | ~~struck~~ | <b>html</b> |")
            default: rows.append("| last \(index) | 1.5 | end |")
            }
        }
        let table = rows.joined(separator: "\n")
        return table + "\n\nAfter the table.[^n]\n\n- In a list:\n\n  " + rows.prefix(6).joined(separator: "\n  ")
            + "\n\n[^n]: A note.\n\n" + table + "\n"
    }()

    @Test("a growing table, streamed in random chunks, equals a fresh build after every append: a grid, row by row, with references and marks",
          arguments: 0..<3)
    func growingTable(seed: UInt64) {
        #expect(StyledReplay.problems(Self.growingTables, seed: seed, largest: 24, width: 60) == [])
        // Too narrow for a grid: row by row.
        #expect(StyledReplay.problems(Self.growingTables, seed: seed, largest: 24, width: 16) == [])
        let plain = CellLayoutOptions(width: 60, drawing: .plain, linkReferences: true, textMarks: true)
        #expect(StyledReplay.problems(Self.growingTables, seed: seed, largest: 24, options: plain) == [])
        let referenced = CellLayoutOptions(width: 100, linkReferences: true, codeMarks: true)
        #expect(StyledReplay.problems(Self.growingTables, seed: seed, largest: 24, options: referenced) == [])
    }

    /// Code written token by token: Python with a string and a comment over several lines, a
    /// language not highlighted, hidden characters the model warns of, a block in a list and
    /// one in a quote, text after each, and a fence left open at the end.
    static let growingCode: String = {
        var python = ["def total(values):", "    \"\"\"Adds the values,", "    one after another.\"\"\"", "    result = 0  # start"]
        for index in 0..<30 { python.append("    result += values[\(index)] * \(index).5  # step \(index)") }
        python.append("    return f\"{result:.2f} \u{200B}done\"")
        let block = "```python\n" + python.joined(separator: "\n") + "\n```\n"
        let plain = "```\nplain text, line 1\nline 2 with \u{202E}reversed\u{202C} text\nline 3\n```\n"
        return block + "\nAfter the code.\n\n" + plain + "\n- In a list:\n\n  ```js\n  const a = 1;\n  let b = `two\n  lines`;\n  ```\n\n"
            + "> ```sh\n> echo one\n> echo two\n> ```\n\n" + block.replacingOccurrences(of: "\n```\n", with: "\n")
    }()

    @Test("a growing code block, streamed in random chunks, equals a fresh build after every append", arguments: 0..<3)
    func growingCode(seed: UInt64) {
        #expect(StyledReplay.problems(Self.growingCode, seed: seed, largest: 24, width: 60) == [])
    }

    @Test("an append to a long code block highlights and lays out the code from the line it changed, not the block")
    func codeGrowsFromTheChangedLine() {
        let lines = (0..<400).map { "    value_\($0) = compute(\($0), \"text\")  # note \($0)" }
        let work = Self.streamedWork("```python\n" + lines.joined(separator: "\n") + "\n```\n")
        let longestLine = lines.map(\.utf8.count).max() ?? 0
        #expect(work.mostHighlighted > 0)
        #expect(work.mostHighlighted <= longestLine + 16 + 1, "highlighted \(work.mostHighlighted) bytes in one append")
        // A 16-byte chunk touches at most two lines; the block before the change is kept.
        #expect(work.mostLines <= 3, "laid out \(work.mostLines) lines in one append")
    }

    @Test("an append to a long table lays out the rows from the one it changed, and the whole table only when its columns widen")
    func tableGrowsFromTheChangedRow() {
        let rows = ["| Name | Value | Note |", "| :--- | ---: | --- |"] + (0..<400).map { "| item \($0) | \($0 * 37 % 1009) | row \($0) |" }
        let work = Self.streamedWork(rows.joined(separator: "\n") + "\n")
        // Each cell is a line: an append lays out the row it changed and the one it started.
        #expect(work.medianLines <= 6, "laid out \(work.medianLines) lines in a typical append")
        // Laying the table out whole at each append would be some 600 times its lines.
        #expect(work.totalLines <= 10 * work.finalLines, "laid out \(work.totalLines) lines in all, \(work.finalLines) at the end")
    }

    /// Streams `markdown` in 16-byte chunks into a cell layout 80 wide: the code highlighted
    /// and the lines laid out by the appends after the first 200 bytes (which build the block
    /// whole), at most, typically and in all, and the lines at the end.
    static func streamedWork(_ markdown: String) -> (mostHighlighted: Int, mostLines: Int, medianLines: Int, totalLines: Int, finalLines: Int) {
        let answer = StreamingAnswer()
        let empty = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub)))
        var layout = CellLayout(document: empty, options: CellLayoutOptions(width: 80))
        let bytes = Array(markdown.utf8)
        var highlighted: [Int] = []
        var lines: [Int] = []
        var position = 0
        while position < bytes.count {
            let end = min(bytes.count, position + 16)
            let change = layout.apply(answer.append(bytes[position..<end], at: .zero).update)
            if position > 200 {
                highlighted.append(change.highlightedUTF8Count)
                lines.append(layout.laidOutLineCount)
            }
            position = end
        }
        return (highlighted.max() ?? 0, lines.max() ?? 0, lines.sorted()[lines.count / 2], lines.reduce(0, +), layout.lineCount)
    }

    @Test("display math that text after it on its closing line makes part of a paragraph leaves its own block")
    func absorbedDisplayMath() {
        let answer = StreamingAnswer()
        var styled = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub)))
        styled.apply(answer.append("Any function\n\n$$f(x) = w$$", at: .zero).update)
        #expect(styled.blocks.map(\.id.role) == [.text, .math])
        styled.apply(answer.append(" :eqlabel:`f`\n\n", at: .zero).update)
        #expect(styled.blocks.map(\.id.role) == [.text, .text])
        #expect(styled == StyledDocument(model: answer.model.model ?? ReadingModel(document: MarkdownDocument(parsing: ""))))
    }

    @Test("a change says which blocks to draw again: appending to the last paragraph redraws only it")
    func change() {
        let answer = StreamingAnswer()
        var styled = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub)))
        styled.apply(answer.append("# Title\n\nFirst paragraph.\n\nSecond", at: .zero).update)
        #expect(styled.blocks.count == 3)
        let change = styled.apply(answer.append(" paragraph grows", at: .zero).update)
        #expect(change.removedBlocks == 2..<3)
        #expect(change.insertedBlocks == 2..<3)
        #expect(styled.blocks[2].runs.map { styled.text.utf8Slice($0.utf8Range) } == ["Second paragraph grows"])
    }
}

extension String {
    /// The text of a UTF-8 range.
    func utf8Slice(_ range: Range<Int>) -> String { String(decoding: Array(utf8)[range], as: UTF8.self) }
}
