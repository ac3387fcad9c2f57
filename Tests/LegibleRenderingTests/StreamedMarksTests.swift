import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import Testing

/// Link references, text marks and code marks (output without styles, colour or hyperlinks) follow a stream block by
/// block, numbered as a fresh layout of the text so far numbers them.
@Suite("Cell layout: link references and text marks while streaming")
struct StreamedMarksTests {
    static let markdown = """
        # Guide

        See [the docs](https://a.example/docs), **bold [docs](https://a.example/docs)** and ~~€15~~ €10 in `cents`.

        - _one_ [faq](faq.md)
        - <https://bare.example> and [faq again](faq.md)

        ## More *emphasis*

        [new](https://new.example) at the end, __strong__.
        """

    @Test("after every append, rows and references equal a fresh layout's", arguments: 1...6)
    func followStream(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let options = CellLayoutOptions(width: 30, linkReferences: true, textMarks: true, codeMarks: true)
        let answer = StreamingAnswer()
        var layout = CellLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub))), options: options)
        let bytes = Array(Self.markdown.utf8)
        var position = 0
        while position < bytes.count {
            let end = min(bytes.count, position + 1 + Int(random.next() % 9))
            layout.apply(answer.append(bytes[position..<end], at: .zero).update)
            position = end
            let fresh = CellLayout(document: layout.document, options: options)
            #expect(layout.plainRows() == fresh.plainRows(), "after \(end) bytes")
            #expect(layout.linkReferences.destinations == fresh.linkReferences.destinations, "after \(end) bytes")
        }
        #expect(layout.linkReferences.destinations == ["https://a.example/docs", "faq.md", "https://new.example"])
        #expect(layout.plainRows().contains { $0.contains("~~€15~~") })
        #expect(layout.plainRows().contains { $0.contains("`cents`") })
    }
}
