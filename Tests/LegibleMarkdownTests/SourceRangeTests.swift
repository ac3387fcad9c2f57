import LegibleMarkdown
import Testing

@Suite("Source ranges")
struct SourceRangeTests {
    private func location(_ line: Int, _ column: Int, _ offset: Int) -> SourcePosition {
        SourcePosition(offset: offset, line: line, column: column)
    }

    @Test("blocks span their lines, markers included")
    func blocks() {
        let document = MarkdownDocument(parsing: "# Hello\n\nSome *emphasis*.\n")
        let blocks = Array(document.root.children)
        #expect(blocks.map(\.kind) == [.heading, .paragraph])
        #expect(blocks[0].sourceRange == location(1, 1, 0)..<location(1, 8, 7))
        #expect(blocks[1].sourceRange == location(3, 1, 9)..<location(3, 17, 25))
    }

    @Test("a line ends at a newline, a carriage return and newline, or a lone carriage return")
    func lineEndings() {
        let document = MarkdownDocument(parsing: "a\r\nb\rc\n\n# d\r")
        #expect(document.html() == "<p>a\nb\nc</p>\n<h1>d</h1>\n")
        let blocks = Array(document.root.children)
        #expect(blocks[1].sourceRange.lowerBound == location(5, 1, 8))
    }

    @Test("inlines map back through stripped indentation and block quote markers")
    func inlinesInsideContainers() {
        let source = "> quoted *text*\n>   and `code`\n"
        let document = MarkdownDocument(parsing: source)
        let paragraph = document.root.firstChild?.firstChild
        let inlines = Array(paragraph?.children ?? MarkdownDocument(parsing: "").root.children)
        #expect(inlines.map(\.kind) == [.text, .emphasis, .softBreak, .text, .code])
        let bytes = Array(source.utf8)
        func text(_ node: MarkdownNode) -> String { String(decoding: bytes[node.sourceOffsets], as: UTF8.self) }
        #expect(text(inlines[0]) == "quoted ")
        #expect(text(inlines[1]) == "*text*")
        #expect(text(inlines[3]) == "and ")
        #expect(text(inlines[4]) == "`code`")
        #expect(inlines[4].sourceRange.lowerBound == location(2, 9, 24))
    }

    @Test("escapes and entities keep the span of their source, not their decoded text")
    func decodedText() {
        let document = MarkdownDocument(parsing: "a &amp; b")
        let text = document.root.firstChild?.firstChild
        #expect(text?.literal == "a & b")
        #expect(text?.sourceOffsets == 0..<9)
    }

    @Test("a link reference definition is not part of the paragraph after it")
    func definitionsLeaveParagraphs() {
        let document = MarkdownDocument(parsing: "[a]: /url\nreal text\n")
        let paragraph = document.root.firstChild
        #expect(paragraph?.kind == .paragraph)
        #expect(paragraph?.sourceRange.lowerBound == location(2, 1, 10))
    }
}
