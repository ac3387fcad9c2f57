import LegibleMarkdown
import Testing

/// HTML written as it is made, in pieces, is the HTML of the whole document.
@Suite("HTML in pieces")
struct HTMLPiecesTests {
    @Test("a large document comes in several pieces of whole characters that join to its HTML")
    func largeDocument() {
        let markdown = (0..<4_000).map { "# Part \($0)\n\nCafé *\($0)*[^n]\n\n<div>\n\n" }.joined() + "[^n]: A note.\n"
        let document = MarkdownDocument(parsing: markdown, options: .gitHub)
        var pieces: [[UInt8]] = []
        document.writeHTML(options: [.gitHub, .unsafe]) { pieces.append(Array($0)) }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == document.html(options: [.gitHub, .unsafe]))
    }

    @Test("a small document is one piece")
    func smallDocument() {
        var pieces: [[UInt8]] = []
        MarkdownDocument(parsing: "Hello *world*").writeHTML { pieces.append(Array($0)) }
        #expect(pieces == [Array("<p>Hello <em>world</em></p>\n".utf8)])
    }
}
