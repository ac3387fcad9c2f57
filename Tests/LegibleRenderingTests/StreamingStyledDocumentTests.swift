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
