import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// Every inline construct becomes a run with its semantic attributes, over the reading model's
/// text.
@Suite("Styled runs")
struct StyledRunTests {
    @Test("plain text is one body run")
    func plain() {
        #expect(styled("Hello world.").runDescriptions == ["\"Hello world.\""])
    }

    @Test("emphasis, strong, strikethrough and code spans")
    func inlineStyles() {
        #expect(styled("a *b* **c** ~~d~~ `e`").runDescriptions == [
            "\"a \"", "\"b\" emphasis", "\" \"", "\"c\" strong", "\" \"", "\"d\" strikethrough", "\" \"", "\"e\" code",
        ])
    }

    @Test("nested styles combine")
    func nested() {
        #expect(styled("***both*** and *x **y** z*").runDescriptions == [
            "\"both\" emphasis strong", "\" and \"", "\"x \" emphasis", "\"y\" emphasis strong", "\" z\" emphasis",
        ])
    }

    @Test("a link carries its destination; styles inside it combine with it")
    func link() {
        #expect(styled("See [the *guide*](https://example.com/guide).").runDescriptions == [
            "\"See \"", "\"the \" link(https://example.com/guide)", "\"guide\" emphasis link(https://example.com/guide)", "\".\"",
        ])
    }

    @Test("an HTML link and an HTML <kbd> are a link run and a code run, as the reading model reads them")
    func htmlLinkAndKeyboard() {
        #expect(styled("Press <kbd>Esc</kbd>, see <a href=\"https://example.com\">docs</a>").runDescriptions == [
            "\"Press \"", "\"Esc\" code", "\", see \"", "\"docs\" link(https://example.com)",
        ])
    }

    @Test("HTML <sup> and <sub> are superscript and subscript runs, set smaller by the theme")
    func htmlScripts() throws {
        let document = styled("mc<sup>2</sup> H<sub>2</sub>O")
        #expect(document.runDescriptions == ["\"mc\"", "\"2\" superscript", "\" H\"", "\"2\" subscript", "\"O\""])
        let run = try #require(document.blocks.first?.runs[1])
        #expect(Theme.standard.font(for: run.attributes).relativeSize < Theme.standard.font(for: document.blocks[0].runs[0].attributes).relativeSize)
    }

    @Test("an HTML heading is a heading block of its level, its link a link run")
    func htmlHeading() {
        let document = styled("<h3 align=\"center\"><a href=\"#x\">Top</a></h3>\n")
        #expect(document.blockDescriptions == ["heading3 \"Top\""])
        #expect(document.runDescriptions == ["\"Top\" heading3 link(#x)"])
    }

    @Test("an autolink is a link run over its visible text")
    func autolink() {
        #expect(styled("Go to https://example.com now").runDescriptions == [
            "\"Go to \"", "\"https://example.com\" link(https://example.com)", "\" now\"",
        ])
    }

    @Test("a heading's runs have its level")
    func heading() {
        #expect(styled("## Setup *now*").runDescriptions == ["\"Setup \" heading2", "\"now\" heading2 emphasis"])
    }

    @Test("a footnote reference is its number, pointing at the footnote")
    func footnote() {
        let document = styled("Fact[^a].\n\n[^a]: Source.")
        #expect(document.runDescriptions == ["\"Fact\"", "\"1\" footnote(1)", "\".\"", "\"Source.\""])
        let reference = document.blocks[0].runs[1].attributes.footnoteReference
        #expect(reference?.footnote == document.blocks[1].nesting.last?.id)
    }

    @Test("inline math is an attachment with its TeX and its spoken form")
    func inlineMath() {
        let document = styled("Area $\\pi r^2$ here")
        #expect(document.runDescriptions == ["\"Area \"", "\"\u{FFFC}\" math(\\pi r^2)", "\" here\""])
        guard case .math(let math)? = document.blocks[0].runs[1].attributes.attachment else {
            Issue.record("no math attachment")
            return
        }
        #expect(math.spokenForm == "pi r squared")
        #expect(!math.isDisplay)
    }

    @Test("an image in text is an attachment with source, alt and description")
    func inlineImage() {
        let document = styled("Logo ![](img/swift-logo.png) and ![A bird](bird.jpg \"Swift\")")
        #expect(document.runDescriptions == ["\"Logo \"", "\"\u{FFFC}\" image(swift logo)", "\" and \"", "\"\u{FFFC}\" image(A bird)"])
        guard case .image(let derived)? = document.blocks[0].runs[1].attributes.attachment,
              case .image(let written)? = document.blocks[0].runs[3].attributes.attachment else {
            Issue.record("no image attachments")
            return
        }
        #expect(derived.alt == "" && derived.source == "img/swift-logo.png" && derived.title == nil)
        #expect(written.alt == "A bird" && written.source == "bird.jpg" && written.title == "Swift")
    }

    @Test("a hard line break stays in the run; a soft break is a space")
    func breaks() {
        #expect(styled("one\ntwo  \nthree").runDescriptions == ["\"one two\\nthree\""])
    }

    @Test("code block text is one code-block run")
    func codeBlock() {
        #expect(styled("```swift\nlet a = 1\nprint(a)\n```").runDescriptions == ["\"let a = 1\\nprint(a)\" codeBlock"])
    }

    @Test("table header cells have the header role; tabs and line breaks between cells are body")
    func table() {
        #expect(styled("| A | *B* |\n|---|---|\n| 1 | `2` |").runDescriptions == [
            "\"A\" tableHeader", "\"\\t\"", "\"B\" tableHeader emphasis", "\"\\n\"", "\"1\"", "\"\\t\"", "\"2\" code",
        ])
    }

    @Test("style runs and element ranges index the same text")
    func sameText() {
        let markdown = "# Title\n\nText with [a link](https://a.example) and $x$.\n\n- item **one**\n- item two\n"
        let model = ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub))
        let document = StyledDocument(model: model)
        #expect(document.text == model.text)
        let link = model.elements(.link)[0]
        let linkRuns = document.runs.filter { $0.attributes.link != nil }
        #expect(linkRuns.map(\.utf16Range) == [link.utf16Range])
        #expect(linkRuns.map(\.utf8Range) == [link.utf8Range])
        let math = model.elements(.math)[0]
        #expect(document.runs.first { $0.attributes.attachment != nil }?.utf16Range == math.utf16Range)
        for element in model.textElements {
            #expect(document.utf16Range(of: element.id) == element.utf16Range)
        }
    }

    @Test("the document's runs cover its whole text without gaps or overlaps")
    func cover() {
        let document = styled("# A\n\nb *c*\n\n| x | y |\n|---|---|\n|  | z |\n\n---\n\n> q\n\n|  |  |\n|--|--|\n|  | w |")
        var utf8 = 0
        var utf16 = 0
        for run in document.runs {
            #expect(run.utf8Range.lowerBound == utf8 && run.utf16Range.lowerBound == utf16)
            utf8 = run.utf8Range.upperBound
            utf16 = run.utf16Range.upperBound
        }
        #expect(utf8 == document.text.utf8.count && utf16 == document.text.utf16.count)
    }
}
