import LegibleMarkdown
import LegibleTestSupport
import Testing

/// A table or code block that a stream grows a line at a time, without parsing the tail again,
/// is after every append exactly what a full parse of the text so far gives, whatever ends it or
/// turns out not to continue it.
@Suite("Streaming: blocks grown in place")
struct GrowingTailTests {
    /// A table of `rows` rows with emphasis, code spans, escaped pipes and links in its cells.
    static func table(rows: Int) -> String {
        "| Name | Value | Notes |\n| --- | ---: | :-: |\n"
            + (0..<rows).map { "| item \($0) | \($0 * 7) | *some* `a|b` \\| [x](https://e.example/\($0)) |\n" }.joined()
    }

    /// A fenced code block of `lines` lines, with a blank line, a tab and fence-like lines in it.
    static func code(lines: Int) -> String {
        "```python\n" + (0..<lines).map { $0 % 5 == 4 ? "\n" : $0 % 7 == 3 ? "\tx = ``\n" : "value_\($0) = f(\($0))  # ``` not a fence\n" }.joined()
    }

    /// Streams `markdown` in chunks of 1 to 16 bytes (by `seed`), comparing the snapshot with a
    /// full parse after every append; the number of appends whose tail was grown in place.
    static func grownAppends(_ markdown: String, seed: UInt64) -> (problem: String?, grown: Int) {
        let bytes = Array(markdown.utf8)
        var random = SeededRandom(seed: seed)
        let stream = StreamingMarkdownDocument(options: .gitHub)
        var position = 0
        var grown = 0
        while position < bytes.count {
            let end = min(bytes.count, position + Int(random.next() % 16) + 1)
            stream.append(bytes[position..<end])
            position = end
            if stream.snapshot().tailGrowth != nil { grown += 1 }
            if let problem = StreamingComparison.difference(stream, bytes[..<end]) { return ("after \(end) bytes: \(problem)", grown) }
        }
        stream.finish()
        if let problem = StreamingComparison.difference(stream, bytes[...]) { return ("at the end: \(problem)", grown) }
        if stream.snapshot().html() != MarkdownDocument(parsing: bytes, options: .gitHub).html() { return ("HTML differs", grown) }
        return (nil, grown)
    }

    @Test("a long table grows a row at a time, each append what a full parse gives", arguments: 1...6)
    func table(seed: UInt64) {
        let result = Self.grownAppends("Results:\n" + Self.table(rows: 60), seed: seed)
        #expect(result.problem == nil)
        #expect(result.grown > 100)
    }

    @Test("a long code block grows a line at a time, each append what a full parse gives", arguments: 1...6)
    func code(seed: UInt64) {
        let result = Self.grownAppends("Run this:\n\n" + Self.code(lines: 60) + "```\n\nDone.\n", seed: seed)
        #expect(result.problem == nil)
        #expect(result.grown > 100)
    }

    @Test("what ends a growing table, or only seems to while its line is unfinished", arguments: [
        "\n\nAfter the table.\n", "- a list item\n", "# A heading\n", "> a quote\n", "```\ncode\n```\n", "    indented code\n",
        "|\n| 9 | 9 | 9 |\n", "| lone pipe then more |\n", "***\n", "<div>\nhtml\n</div>\n", "[x]: /defined-after\n\n[x]\n",
        "1. one\n", "Para\n===\n", "   | indented | row |\n", "| a | b | c | d | e |\n", "|\n", "| \\| | `|` | x |\r\n| y |\r\n",
    ])
    func tableEnds(ending: String) {
        for seed in 1...8 {
            let result = Self.grownAppends(Self.table(rows: 12) + ending, seed: UInt64(seed))
            #expect(result.problem == nil, "seed \(seed): \(result.problem ?? "")")
        }
    }

    @Test("what closes a growing code fence, or does not", arguments: [
        "```\n\nAfter.\n", "````\n", "``` \n", "```python\nnot closed: an info string\n```\n", "~~~\n```\n", "  ```\n", "    ```\nstill code\n```\n",
        "``\n```\n", "```\r\nafter\r\n",
    ])
    func codeEnds(ending: String) {
        for seed in 1...8 {
            let result = Self.grownAppends(Self.code(lines: 12) + ending, seed: UInt64(seed))
            #expect(result.problem == nil, "seed \(seed): \(result.problem ?? "")")
        }
    }

    @Test("a reference in a row that a definition after the table turns into a link")
    func definitionAfterTable() {
        let markdown = "| a | b |\n| - | - |\n| [x] | [y][z] |\n| 2 | 3 |\n\n[x]: /later\n[z]: /zed \"title\"\n"
        for seed in 1...16 {
            #expect(Self.grownAppends(markdown, seed: UInt64(seed)).problem == nil)
        }
    }

    @Test("tables and fences that do not grow in place still stream exactly", arguments: [
        "- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n  | 3 | 4 |\n",
        "> | a |\n> | - |\n> | 1 |\n> | 2 |\n",
        "  ```\n  indented fence\n    more\n  ```\n",
        "```\r\ncrlf\r\ncode\r\n```\r\n",
        "| a[^n] |\n| - |\n| 1 |\n| 2 |\n\n[^n]: note\n",
        "| a | b |\n| - | - |\n| [t](/u \"title\") | 1 |\n| 2 | [^n] |\n\n[^n]: note\n",
    ])
    func notGrown(markdown: String) {
        for seed in 1...8 {
            #expect(Self.grownAppends(markdown, seed: UInt64(seed)).problem == nil)
        }
    }

    @Test("one byte at a time, every cut of a table and a code block")
    func oneByteAtATime() {
        for markdown in [Self.table(rows: 5) + "\nafter\n", Self.code(lines: 8) + "```\nafter\n"] {
            let bytes = Array(markdown.utf8)
            let stream = StreamingMarkdownDocument(options: .gitHub)
            for end in 1...bytes.count {
                stream.append(bytes[(end - 1)..<end])
                let problem = StreamingComparison.difference(stream, bytes[..<end])
                #expect(problem == nil, "after \(end) bytes: \(problem ?? "")")
                if problem != nil { break }
            }
        }
    }
}
