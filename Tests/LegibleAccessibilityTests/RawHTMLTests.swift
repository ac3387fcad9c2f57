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

@Suite("Raw HTML read as what its tags mean")
struct RawHTMLMeaningTests {
    @Test("an <a href> among a paragraph's inlines is a link to its destination, named by its text")
    func inlineLink() throws {
        let reading = model("See <a href=\"https://example.com/docs\" title=\"t\">the *docs*</a> now.")
        let link = try #require(reading.first(.link))
        #expect(link.label == "the docs")
        #expect(link.link?.destination == "https://example.com/docs")
        #expect(link.actions.map(\.payload) == ["https://example.com/docs"])
        #expect(reading.first(.text)?.label == "See the docs now.")
    }

    @Test("a link read out of raw HTML is a stop of its own when VoiceOver swipes through its paragraph, as a Markdown link is")
    func readingStops() throws {
        func stops(_ markdown: String) throws -> [String] {
            let element = try #require(model(markdown).first(.text))
            return try #require(element.readingStops).map { stop in
                switch stop {
                case .text(let run): "text: " + run.label
                case .element(let element): "\(element.role): " + (element.label ?? "")
                }
            }
        }
        #expect(try stops("See <a href=\"https://e.com\">the *docs*</a> and [more](m.md).") == ["text: See", "link: the docs", "text: and", "link: more", "text: ."])
        #expect(try stops("<p>Logo: <a href=\"https://e.com\"><img alt=\"Legible\" src=\"l.png\"></a></p>\n") == ["text: Logo:", "link: Legible"])
    }

    @Test("a Markdown link inside an <a href> is text of the outer link, as a browser makes it: links do not nest")
    func markdownLinkInHTMLLink() {
        let reading = model("See <a href=\"https://a.example\">the [docs](https://b.example) here</a> now.")
        #expect(reading.elements(.link).map { $0.link?.destination } == ["https://a.example"])
        #expect(reading.elements(.link).map(\.label) == ["the docs here"])
        #expect(reading.first(.text)?.inlineSpans.filter { $0.kind == .link }.count == 1)
    }

    @Test("an <a> without an href, or with a javascript: one, is text, not a link")
    func unfollowableLinks() {
        #expect(model("<a name=\"x\">anchor</a> and <a href=\"javascript:alert(1)\">run</a>").elements(.link).isEmpty)
        #expect(model("<p><a href=\" JAVASCRIPT:alert(1)\">run</a></p>\n").elements(.link).isEmpty)
    }

    @Test("a linked HTML image in a block, as READMEs centre their logos, is a link named by the image's alt")
    func linkedImage() throws {
        let reading = model("<p align=\"center\">\n  <a href=\"https://example.com\"><img alt=\"Legible\" src=\"logo.png\"></a>\n</p>\n")
        let link = try #require(reading.first(.link))
        #expect(link.label == "Legible")
        #expect(link.link?.host == "example.com")
        #expect(link.parent?.role == .text)
        #expect(readAll("<p align=\"center\">\n  <a href=\"https://example.com\"><img alt=\"Legible\" src=\"logo.png\"></a>\n</p>\n") == ["Legible"])
    }

    @Test("an HTML image among a paragraph's inlines is read by its alt, inside a link too")
    func inlineImage() throws {
        let reading = model("Built by <a href=\"https://example.com\"><img src=\"b.svg\" alt=\"CI passing\"></a> today")
        #expect(reading.first(.text)?.label == "Built by CI passing today")
        #expect(reading.first(.link)?.label == "CI passing")
    }

    @Test("an HTML heading is a heading of its level, in heading navigation and read with its level")
    func heading() throws {
        let reading = model("<h2 align=\"center\">Getting <em>started</em></h2>\n\nText.")
        let heading = try #require(reading.first(.heading))
        #expect(heading.headingLevel == 2)
        #expect(heading.label == "Getting started")
        #expect(heading.traits.contains(.header))
        #expect(readAll("<h2 align=\"center\">Getting <em>started</em></h2>\n\nText.") == ["heading level 2, Getting started", "Text."])
    }

    @Test("the text around an HTML heading in one block is read as paragraphs before and after it")
    func headingAmongText() {
        #expect(readAll("<div>\nIntro\n<h3>Part <a href=\"#x\">one</a></h3>\nRest\n</div>\n") == ["Intro", "heading level 3, Part one", "Rest"])
        let reading = model("<div>\nIntro\n<h3>Part <a href=\"#x\">one</a></h3>\nRest\n</div>\n")
        #expect(reading.elements.map(\.role) == [.document, .text, .heading, .link, .text])
        #expect(reading.first(.link)?.parent?.role == .heading)
        #expect(Set(reading.elements.map(\.id)).count == reading.elements.count)
    }

    @Test("an empty HTML heading, or one left open, is read without losing the text after it")
    func emptyAndOpenHeadings() {
        #expect(readAll("<h1></h1>\n<h4>Open\n\nAfter") == ["heading level 4, Open", "After"])
    }

    @Test("<kbd>, <code>, <b>, <i> and <del> are the code, strong, emphasis and strikethrough spans Markdown has")
    func styles() throws {
        let inline = try #require(model("Press <kbd>Ctrl</kbd>+<b>C</b>").first(.text))
        #expect(inline.inlineSpans.filter(\.isStyle).map(\.kind) == [.code, .strong])
        #expect(inline.inlineSpans.filter(\.isStyle).map(\.utf8Range) == [6..<10, 11..<12])
        let block = try #require(model("<p>Press <kbd>Ctrl</kbd> and <i>wait</i></p>\n").first(.text))
        #expect(block.inlineSpans.filter(\.isStyle).map(\.kind) == [.code, .emphasis])
        #expect(block.inlineSpans.filter(\.isStyle).map(\.utf8Range) == [6..<10, 15..<19])
    }

    @Test("<sup> and <sub> are superscript and subscript spans, their text read as it stands")
    func scripts() throws {
        let paragraph = try #require(model("E = mc<sup>2</sup> and H<sub>2</sub>O").first(.text))
        #expect(paragraph.inlineSpans.filter(\.isStyle).map(\.kind) == [.superscript, .subscript])
        #expect(paragraph.inlineSpans.filter(\.isStyle).map(\.utf8Range) == [6..<7, 13..<14])
        #expect(paragraph.label == "E = mc2 and H2O")
        let block = try #require(model("<p>x<sup>n</sup></p>\n").first(.text))
        #expect(block.inlineSpans.filter(\.isStyle).map(\.kind) == [.superscript])
    }

    @Test("tags left open end with their paragraph; an end tag with nothing open is ignored")
    func unbalanced() throws {
        let reading = model("a <kbd>b <a href=\"x\">c\n\nd</kbd> e</a>")
        #expect(reading.elements(.link).map(\.label) == ["c"])
        let second = try #require(reading.elements(.text).last)
        #expect(second.inlineSpans.filter(\.isStyle).isEmpty)
        #expect(second.label == "d e")
    }

    @Test("a <details> is a disclosure group: named by its summary where it starts, its end said where </details> stands")
    func details() {
        #expect(readAll("<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n") == ["details, More", "Hidden text.", "end of details"])
        #expect(readAll("<details>\n<summary>Mehr</summary>\n\nText.\n\n</details>\n", language: "de") == ["Details, Mehr", "Text.", "Ende der Details"])
    }

    @Test("nested groups each have their start and end; a group without a summary is named by nothing but what it is")
    func nestedDetails() {
        let markdown = "<details><summary>Outer</summary>\n\n<details>\n\nInner text.\n\n</details>\n</details>\n"
        #expect(model(markdown).elements.map(\.role) == [.document, .details, .details, .text, .endOfDetails, .endOfDetails])
        #expect(readAll(markdown) == ["details, Outer", "details", "Inner text.", "end of details", "end of details"])
    }

    @Test("a <pre> is a code block: its text as it stands, references decoded, tags dropped, the line break after <pre> too")
    func pre() throws {
        let code = try #require(model("<pre>\n$ make &amp;&amp; <b>run</b>\n\n  ok\n</pre>\n").first(.codeBlock))
        #expect(code.value == "$ make && run\n\n  ok")
        #expect(code.code?.lineCount == 3)
        #expect(code.label == "Code, 3 lines")
    }

    @Test("a summary's heading and styles are the group's name, not a heading of the document")
    func summaryHeading() throws {
        let group = try #require(model("<details>\n<summary><h2>Setup</h2> for <b>Linux</b></summary>\n\nText.\n\n</details>\n").first(.details))
        #expect(group.label == "details, Setup for Linux")
        #expect(group.inlineSpans.map(\.kind) == [.strong])
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
