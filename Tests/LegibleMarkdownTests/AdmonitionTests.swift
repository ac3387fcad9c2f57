import LegibleMarkdown
import Testing

/// MkDocs admonitions are titled blocks in the documents preset; the spec presets read the same
/// lines as CommonMark does (a paragraph and indented code).
@Suite("Admonitions")
struct AdmonitionTests {
    private func first(_ markdown: String) -> MarkdownNode? {
        MarkdownDocument(parsing: markdown, options: .documents).root.firstChild
    }

    @Test("`!!! type` opens a block whose indented lines are its Markdown body")
    func fixed() {
        let block = first("!!! note\n    Read *this*.\n\n    - a\n    - b\n\nafter\n")
        #expect(block?.admonition?.type == "note")
        #expect(block?.admonition?.title == nil)
        #expect(block?.admonition?.state == .fixed)
        #expect(block?.admonition?.shownTitle == "Note")
        #expect(block?.children.map(\.kind) == [.paragraph, .list])
        #expect(block?.nextSibling?.plainText == "after")
    }

    @Test("the title forms: quoted, inline Markdown in it, empty, and `???`, `???+`")
    func titles() {
        #expect(first("!!! tip \"Cache *it*\"\n    x\n")?.admonition?.shownTitle == "Cache it")
        #expect(first("??? warning \"[Zorn](https://example.org)\"\n    x\n")?.admonition?.shownTitle == "Zorn")
        #expect(first("??? warning \"[Zorn](https://example.org)\"\n    x\n")?.admonition?.state == .collapsed)
        #expect(first("???+ example\n    x\n")?.admonition?.state == .expanded)
        #expect(first("!!! quote \"\"\n    x\n")?.admonition?.shownTitle == "")
        #expect(first("!!! note inline end \"Side\"\n    x\n")?.admonition?.type == "note")
    }

    @Test("display math and code in the body, a tab for the indentation")
    func body() {
        let block = first("???+ note \"定义\"\n\t$$\n\tx^2\n\t$$\n\n    ```c\n    int x;\n    ```\n")
        #expect(block?.children.map(\.kind) == [.mathBlock, .codeBlock])
        #expect(block?.firstChild?.literal == "x^2\n")
    }

    @Test("admonitions nest, each body four more columns in")
    func nesting() {
        let block = first("!!! example\n    ??? note \"Proof\"\n        $$a$$\n\n    tail\n")
        let inner = block?.firstChild
        #expect(inner?.admonition?.shownTitle == "Proof")
        #expect(inner?.firstChild?.kind == .mathBlock)
        #expect(inner?.nextSibling?.plainText == "tail")
    }

    @Test("deep nesting parses without recursion")
    func deepNesting() {
        var markdown = ""
        for depth in 0..<500 { markdown += String(repeating: "    ", count: depth) + "!!! note\n" }
        let document = MarkdownDocument(parsing: markdown, options: .documents)
        #expect(document.root.descendants.filter { $0.admonition != nil }.count == 500)
    }

    @Test("not an admonition: inside a paragraph, indented, no type, text after the title")
    func notAdmonitions() {
        let paragraph = first("Wow\n!!! note\n    x\n")
        #expect(paragraph?.kind == .paragraph)
        #expect(first("!!!\n    x\n")?.admonition == nil)
        #expect(first("!!! note \"a\" b\n")?.kind == .paragraph)
        #expect(first("  !!! note\n    x\n")?.kind == .paragraph)
        #expect(first("!!! note\nnot indented\n")?.nextSibling?.kind == .paragraph)
    }

    @Test("the spec presets read the lines as CommonMark does")
    func specPresets() {
        let markdown = "!!! note \"T\"\n    x\n"
        #expect(MarkdownDocument(parsing: "!!! note\n\n    x\n", options: .gitHub).root.children.map(\.kind) == [.paragraph, .codeBlock])
        for options in [ParseOptions.gitHub, .commonMark] {
            let document = MarkdownDocument(parsing: markdown, options: options)
            #expect(document.html() == "<p>!!! note &quot;T&quot;\nx</p>\n")
        }
    }

    @Test("HTML: a div with the type's class and a title paragraph")
    func html() {
        let document = MarkdownDocument(parsing: "!!! danger \"Hot <stuff>\"\n    x\n", options: .documents)
        #expect(document.html() == "<div class=\"admonition danger\">\n<p class=\"admonition-title\">Hot &lt;stuff&gt;</p>\n<p>x</p>\n</div>\n")
        #expect(first("!!! danger\n    x\n")?.alert == nil)
    }
}
