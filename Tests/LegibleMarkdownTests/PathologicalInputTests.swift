import LegibleMarkdown
import LegibleTestSupport
import Testing

/// Inputs that are slow or fatal for naive parsers render correctly, without crashing or
/// overflowing the stack, at sizes that would expose quadratic behaviour or recursion. (How the
/// time grows is measured by `LegibleBenchmarks pathological`, not here.)
@Suite("Pathological input")
struct PathologicalInputTests {
    @Test("renders the spec's HTML", arguments: PathologicalInput.commonMark)
    func rendersCorrectly(_ input: PathologicalInput) {
        let html = MarkdownDocument(parsing: input.markdown(input.testSize)).html()
        #expect(firstDifference(html, input.html(input.testSize)) == nil)
    }

    @Test("GitHub extensions: renders cmark-gfm's HTML", arguments: PathologicalInput.gitHub)
    func rendersGitHubCorrectly(_ input: PathologicalInput) {
        let html = MarkdownDocument(parsing: input.markdown(input.testSize), options: .gitHub).html()
        #expect(firstDifference(html, input.html(input.testSize)) == nil)
    }

    @Test("the CommonMark cases render the same with the GitHub preset", arguments: PathologicalInput.commonMark)
    func commonMarkCasesUnderGitHubPreset(_ input: PathologicalInput) {
        let html = MarkdownDocument(parsing: input.markdown(input.testSize), options: .gitHub).html()
        #expect(firstDifference(html, input.html(input.testSize)) == nil)
    }

    @Test("streamed in small chunks, renders the same HTML",
          arguments: (PathologicalInput.commonMark + PathologicalInput.gitHub).filter(\.streamed))
    func rendersStreamedCorrectly(_ input: PathologicalInput) {
        let bytes = Array(input.markdown(input.testSize).utf8)
        let stream = StreamingMarkdownDocument(options: .gitHub)
        for start in stride(from: 0, to: bytes.count, by: 64) {
            stream.append(bytes[start..<min(bytes.count, start + 64)])
        }
        stream.finish()
        #expect(firstDifference(stream.snapshot().html(), input.html(input.testSize)) == nil)
    }

    @Test("a list nested 2,000 levels deep, one line per level")
    func deeplyIndentedList() {
        let depth = 2_000
        var markdown = ""
        for level in 0..<depth {
            markdown += String(repeating: " ", count: 2 * level) + "- a\n"
        }
        let document = MarkdownDocument(parsing: markdown)
        var deepest = 0
        var node = document.root.firstChild
        while let list = node, list.kind == .list {
            deepest += 1
            node = list.firstChild?.lastChild
        }
        #expect(deepest == depth)
        #expect(document.html().hasSuffix(String(repeating: "</li>\n</ul>\n", count: depth)))
    }

    @Test("invalid UTF-8 and NUL become U+FFFD; no text is lost")
    func invalidUTF8AndNUL() {
        let bytes: [UInt8] = Array("a".utf8) + [0xFF, 0x00] + Array("b\u{00}c".utf8) + [0xE2, 0x82]
        let document = MarkdownDocument(parsing: bytes)
        #expect(document.html() == "<p>a\u{FFFD}\u{FFFD}b\u{FFFD}c\u{FFFD}</p>\n")
    }

    @Test("a document tells whether its input was repaired; a byte order mark is no repair")
    func repairedInput() {
        #expect(MarkdownDocument(parsing: [0x61, 0xFF]).isRepaired)
        #expect(MarkdownDocument(parsing: "a\u{0}b").isRepaired)
        #expect(!MarkdownDocument(parsing: [0xEF, 0xBB, 0xBF] + Array("é *b*".utf8)).isRepaired)
    }
}
