import LegibleMarkdown
import Testing

/// Front matter is metadata at the very start of a page, recognised only when asked for.
@Suite("Front matter")
struct FrontMatterTests {
    @Test("YAML front matter is not content, and its scalar fields are read, quoted or not")
    func yaml() {
        let document = MarkdownDocument(parsing: "---\ntitle: \"Hello: world\"\nlang: de # German\ntags: [a, b]\nlayout: 'it''s'\n---\n# Hi\n",
                                        options: .documents)
        #expect(document.html() == "<h1>Hi</h1>\n")
        let front = document.frontMatter
        #expect(front?.format == .yaml)
        #expect(front?.title == "Hello: world")
        #expect(front?.language == "de")
        #expect(front?["tags"] == nil)
        #expect(front?["layout"] == "it's")
        #expect(front?.text == "title: \"Hello: world\"\nlang: de # German\ntags: [a, b]\nlayout: 'it''s'\n")
        #expect(front?.sourceOffsets == 0..<77)
        #expect(document.root.firstChild?.sourceRange.lowerBound.line == 7)
    }

    @Test("TOML front matter between +++ lines; keys of a [table] are not the page's")
    func toml() {
        let document = MarkdownDocument(parsing: "+++\ntitle = 'Guide'\ndraft = true\n[params]\nlang = \"fr\"\n+++\nText\n", options: .documents)
        #expect(document.html() == "<p>Text</p>\n")
        #expect(document.frontMatter?.format == .toml)
        #expect(document.frontMatter?.title == "Guide")
        #expect(document.frontMatter?["draft"] == "true")
        #expect(document.frontMatter?.language == nil)
    }

    @Test("YAML may end with ..., but only TOML's fence ends TOML")
    func closingFences() {
        #expect(MarkdownDocument(parsing: "---\na: 1\n...\nText", options: .documents).html() == "<p>Text</p>\n")
        #expect(MarkdownDocument(parsing: "+++\na = 1\n...\nText", options: .documents).frontMatter == nil)
    }

    @Test("without the option, or not at the first byte, or never closed, it is Markdown")
    func notFrontMatter() {
        let text = "---\ntitle: Hello\n---\n"
        #expect(MarkdownDocument(parsing: text, options: .gitHub).html() == "<hr />\n<h2>title: Hello</h2>\n")
        #expect(MarkdownDocument(parsing: text, options: .gitHub).frontMatter == nil)
        #expect(MarkdownDocument(parsing: "\n" + text, options: .documents).frontMatter == nil)
        #expect(MarkdownDocument(parsing: "---\ntitle: Hello\n", options: .documents).html() == "<hr />\n<p>title: Hello</p>\n")
    }

    @Test("bad lines are skipped, never misread: indented, unclosed quotes, no space after the colon")
    func badLines() {
        let front = MarkdownDocument(parsing: "---\n  title: nested\ntitle: \"open\nurl:http://x\nlang:\n: x\n---\n", options: .documents).frontMatter
        #expect(front?.fields.isEmpty == true)
        #expect(front?.title == nil)
    }

    @Test("broken quoting and escapes are skipped, never misread and never a crash")
    func brokenQuotes() {
        let lines = ["a: \"", "b: '", "c: \"x\\", "d: \"x\" y", "e: 'it''", "f: \"\\\"\"", "g:", "h: \u{1}"]
        let front = MarkdownDocument(parsing: "---\n" + lines.joined(separator: "\n") + "\n---\n", options: .documents).frontMatter
        #expect(front?.fields.map(\.key) == ["f", "h"])
        #expect(front?["f"] == "\"")
    }

    @Test("a fence closed further than the limit is not front matter")
    func limit() {
        let filler = String(repeating: "a: b\n", count: FrontMatter.maximumLength / 5)
        #expect(MarkdownDocument(parsing: "---\n" + filler + "---\n", options: .documents).frontMatter == nil)
    }

    @Test("a stream whose front matter closes later renders as the whole document does")
    func streamed() {
        let text = "---\ntitle: Hi\n\nmore: x\n---\n# Heading\n"
        let stream = StreamingMarkdownDocument(options: .documents)
        for character in text { stream.append(String(character)) }
        #expect(stream.snapshot().html() == MarkdownDocument(parsing: text, options: .documents).html())
        #expect(stream.snapshot().html() == "<h1>Heading</h1>\n")
        #expect(stream.snapshot().frontMatter?.title == "Hi")
        #expect(stream.snapshot().frontMatter?["more"] == "x")
    }
}
