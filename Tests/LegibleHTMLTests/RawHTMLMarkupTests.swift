import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import Testing

/// Raw HTML as authors mistype it (tags left open, closed twice, crossing Markdown emphasis and
/// each other) still makes a safe page whose markup nests, whose every link is the model's, and
/// whose model loses no text.
@Suite("Accessible HTML: raw HTML in any order")
struct RawHTMLMarkupTests {
    private static let pieces = [
        "<a href=\"https://e.com\">", "</a>", "<a href=\"#x\">", "<a name=\"x\">", "<kbd>", "</kbd>", "<b>", "</b>", "<i>", "</i>",
        "<h2>", "</h2>", "<h3 align=\"center\">", "</h3>", "<p>", "</p>", "<div>", "</div>", "<img alt=\"pic\" src=\"p.png\">",
        "<br>", "<script>x()</script>", "<!-- c -->", "<a href=\"javascript:x()\">", "*", "**", "[l](https://m.org)", "text",
        "more words", " ", "\n", "\n\n", "&amp;", "`code`",
    ]

    @Test("random raw HTML: the safe page nests, its links are the model's, and the model loses no text", arguments: 0..<8)
    func randomRawHTML(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<60 {
            var markdown = random.next() % 2 == 0 ? "<div>\n" : "Text "
            for _ in 0..<(3 + Int(random.next() % 20)) { markdown += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }
            let document = MarkdownDocument(parsing: markdown, options: .documents)
            let model = ReadingModel(document: document)
            #expect(ReadingModelCoverage.problems(model, document) == [], "\(markdown.debugDescription)")
            let page = AccessibleHTMLRenderer().fragment(model)
            #expect(Self.nestingProblem(page) == nil, "\(markdown.debugDescription)")
            #expect(!page.contains("javascript:"), "\(markdown.debugDescription)")
            let links = page.components(separatedBy: "<a id=\"legible-link-").count - 1
            #expect(links == model.elements(.link).count, "\(markdown.debugDescription)")
            _ = StyledDocument(model: model)
            _ = AccessibleHTMLRenderer(options: AccessibleHTMLOptions(html: [.unsafe, .tagFilter])).fragment(model)
        }
    }

    @Test("crossed tags are written nested, as the model's spans are: a style closed by the one around it opens again after it")
    func crossedTags() {
        let page = AccessibleHTMLRenderer().fragment(ReadingModel(document: MarkdownDocument(parsing: "<b>x<i>y</b>z</i>")))
        #expect(page.contains("<p id=\"legible-text-0\"><strong>x<em>y</em></strong><em>z</em></p>"))
    }

    @Test("a Markdown link inside an <a href> is text of the outer link, not a link inside a link")
    func linkInHTMLLink() {
        let page = AccessibleHTMLRenderer().fragment(ReadingModel(document: MarkdownDocument(parsing: "<a href=\"https://a.example\">the [docs](https://b.example)</a>")))
        #expect(page.contains("<p id=\"legible-text-0\"><a id=\"legible-link-0\" href=\"https://a.example\">the docs</a></p>"))
    }

    /// The first tag that closes what is not open, or that is left open, in markup the page wrote.
    private static func nestingProblem(_ page: String) -> String? {
        let void: Set<String> = ["br", "img", "hr", "input"]
        var open: [String] = []
        for token in HTMLTokenizer.tokens(page) {
            switch token.kind {
            case .startTag(let name, _) where !void.contains(name): open.append(name)
            case .endTag(let name):
                guard open.last == name else { return "</\(name)> closes <\(open.last ?? "nothing")>" }
                open.removeLast()
            default: continue
            }
        }
        return open.isEmpty ? nil : "<\(open.last!)> left open"
    }
}
