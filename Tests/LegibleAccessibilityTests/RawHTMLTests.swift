import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import Testing

@Suite("Raw HTML: what a reader hears of the HTML Markdown authors write")
struct RawHTMLTests {
    @Test("an HTML block keeps its HTML as written, for front ends that pass it through; a paragraph has none")
    func rawHTMLFact() throws {
        let html = try #require(model("<div class=\"note\">\n*Hi* there\n</div>\n").first(.text))
        #expect(html.rawHTML == "<div class=\"note\">\n*Hi* there\n</div>\n")
        #expect(html.isParagraph == false)
        let paragraph = try #require(model("Just <b>text</b>.\n").first(.text))
        #expect(paragraph.rawHTML == nil)
        #expect(paragraph.isParagraph)
    }

    @Test("the contents of script, style and template are never read")
    func hiddenContents() {
        #expect(readAll("<script>alert('hi')</script>\n\nAfter.") == ["After."])
        #expect(readAll("<style>\nbody { color: red }\n</style>\n\nAfter.") == ["After."])
        #expect(readAll("<div><template><p>Later</p></template>Now</div>\n") == ["Now"])
        #expect(readAll("<SCRIPT type=\"x\">var a = 1 < 2;</Script>\n\nAfter.") == ["After."])
    }

    @Test("an HTML image in a block is read by its alt")
    func imageAlt() {
        #expect(readAll("<p align=\"center\"><img src=\"logo.png\" alt=\"Legible logo\"></p>\n") == ["Legible logo"])
        #expect(readAll("<p><img alt='Fish &amp; chips' src=x></p>\n") == ["Fish & chips"])
    }

    @Test("an HTML table's cells are words apart and its rows lines apart, not one run-together word")
    func table() throws {
        let html = "<table>\n<tr><th>Name</th><th>Value</th></tr>\n<tr><td>a</td><td>1</td></tr>\n</table>\n"
        #expect(readAll(html) == ["Name Value a 1"])
    }

    @Test("list items and line breaks separate their words")
    func linesAndItems() {
        #expect(readAll("<ul><li>One</li><li>Two</li></ul>\n") == ["One Two"])
        #expect(readAll("<p>First<br>Second</p>\n") == ["First Second"])
    }

    @Test("an inline <br> is a line break in the text and a word break when read")
    func inlineBreak() throws {
        #expect(readAll("x<sup>2</sup><br>next") == ["x2 next"])
        let paragraph = try #require(model("one<br/>two").first(.text))
        #expect(paragraph.accessibleText == "one two")
    }

    @Test("a < that starts no tag is text")
    func lessThanIsText() {
        #expect(readAll("<div>\n1 < 2 and <3\n</div>\n") == ["1 < 2 and <3"])
    }
}

@Suite("The HTML tokenizer on hostile input")
struct HTMLTokenizerTests {
    @Test("tags, attributes (names lowercased, values decoded) and end tags")
    func tags() {
        let tokens = HTMLTokenizer.tokens("<IMG SRC=a.png Alt=\"x &lt; y\" data-x='1'/>t</P>")
        #expect(tokens.map(\.kind) == [
            .startTag(name: "img", attributes: ["src": "a.png", "alt": "x < y", "data-x": "1"]),
            .text,
            .endTag(name: "p"),
        ])
    }

    @Test("an unterminated tag or comment is text, so nothing is lost; an unclosed script hides the rest, as in browsers")
    func unclosed() {
        #expect(HTMLTokenizer.tokens("<a href=\"x").map(\.kind) == [.text])
        // A quote left open runs past every later `>`: that tag never ends, so its source is
        // text, and the tags after it are read as tags.
        #expect(HTMLTokenizer.tokens("<div class=\"wide>\n<p>Shown</p>").map(\.kind)
            == [.text, .startTag(name: "p", attributes: [:]), .text, .endTag(name: "p")])
        #expect(readAll("<div class=\"wide>\n<b>Shown</b>\n") == ["<div class=\"wide> Shown"])
        #expect(HTMLTokenizer.tokens("<!-- never closed <b>").map(\.kind) == [.text, .startTag(name: "b", attributes: [:])])
        #expect(HTMLTokenizer.tokens("<script>x <b>").map(\.kind) == [.startTag(name: "script", attributes: [:]), .hiddenRaw])
        #expect(readAll("<div>\n<!-- x <b>y</b>\n") == ["<!-- x y"])
    }

    @Test("10^5 nested divs tokenize, and read, without recursion")
    func deepNesting() {
        let html = String(repeating: "<div>", count: 100_000) + "deep" + String(repeating: "</div>", count: 100_000)
        #expect(HTMLTokenizer.tokens(html).count == 200_001)
        #expect(readAll(html + "\n") == ["deep"])
    }

    @Test("NUL bytes and invalid UTF-8 in attributes are kept as replacement text, not a crash")
    func badBytes() {
        let bytes: [UInt8] = Array("<img alt=\"a".utf8) + [0x00, 0xFF, 0xC3] + Array("b\">".utf8)
        let tokens = bytes.withUnsafeBufferPointer { HTMLTokenizer.tokens($0) }
        guard case .startTag("img", let attributes) = tokens.first?.kind else { Issue.record("no img tag"); return }
        #expect(attributes["alt"] == "a\u{0}\u{FFFD}\u{FFFD}b")
    }
}

/// One reading of raw HTML, CommonMark's forms (spec 6.6): the reading model and the coverage
/// oracle (`ReadingModelCoverage.withoutTags`, written on its own) must hear the same text.
@Suite("Raw HTML's edges: the reading model and the coverage oracle agree")
struct RawHTMLEdgeTests {
    /// What a reader hears of `markdown`, after checking the oracle agrees.
    private func heard(_ markdown: String) -> [String] {
        let document = MarkdownDocument(parsing: markdown, options: .gitHub)
        let reading = ReadingModel(document: document, phrases: .english)
        #expect(ReadingModelCoverage.problems(reading, document) == [], "\(markdown.debugDescription)")
        return readAll(markdown)
    }

    @Test("CDATA runs to ]]>: quotes and > inside it end nothing")
    func cdata() {
        #expect(heard("<div>\nA <![CDATA[ x=\"bar\" > y ]]> B\n</div>\n") == ["A B"])
        #expect(heard("<![CDATA[\nif (a > \"b\") { }\n]]>\n\nAfter.") == ["After."])
    }

    @Test("an unclosed CDATA section is text, and the tags after it are still tags")
    func unclosedCDATA() {
        #expect(heard("<div>\nA <![CDATA[ x=\"y <b>z</b>\n") == ["A <![CDATA[ x=\"y z"])
    }

    @Test("a comment runs to -->: -- and quotes inside it end nothing; <!--> and <!---> are empty comments")
    func comments() {
        #expect(heard("<div>\nA <!-- a -- \"b>\" c --> B\n</div>\n") == ["A B"])
        #expect(heard("<div>\nA <!--> B --> C\n</div>\n") == ["A B --> C"])
        #expect(heard("<div>\nA <!---> B\n</div>\n") == ["A B"])
    }

    @Test("a processing instruction runs to ?>, past any > inside it")
    func processingInstruction() {
        #expect(heard("<div>\nA <?php echo \"a>b\"; ?> B\n</div>\n") == ["A B"])
        #expect(heard("<div>\nA <?never closed> B\n</div>\n") == ["A <?never closed> B"])
    }

    @Test("a declaration runs to the next >")
    func declaration() {
        #expect(heard("<!DOCTYPE html>\n<p>Hi</p>\n") == ["Hi"])
        #expect(heard("<div>\nA <!ELEMENT x \"y\"> B\n</div>\n") == ["A B"])
    }

    @Test("quotes in text outside tags are text; a quote in a tag opens a value only after =")
    func quotes() {
        #expect(heard("<div>\nHe said \"a > b\" and 'c'\n</div>\n") == ["He said \"a > b\" and 'c'"])
        #expect(heard("<div>\n<b title=x\"y>bold</b> \"z\n</div>\n") == ["bold \"z"])
        #expect(heard("<div>\n<b title=\"x>y\">bold</b>\n</div>\n") == ["bold"])
    }

    @Test("a < that starts nothing is text")
    func lessThan() {
        #expect(heard("<div>\na <3 b < c <é> <1> </ d> e\n</div>\n") == ["a <3 b < c <é> <1> e"])
    }
}
