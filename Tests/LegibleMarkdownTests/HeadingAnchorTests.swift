import LegibleMarkdown
import Testing

/// Heading anchors are GitHub's slugs, so the `#section` links authors write find their headings.
@Suite("Heading anchors")
struct HeadingAnchorTests {
    @Test("lowercase, punctuation and symbols dropped, hyphens and underscores kept, spaces to hyphens",
          arguments: [
              ("What's new in 2.0?", "whats-new-in-20"),
              ("C++ & Objective-C", "c--objective-c"),
              ("snake_case  Names", "snake_case--names"),
              ("Über Größe", "über-größe"),
              ("🎉 Party time", "-party-time"),
              ("日本語の見出し", "日本語の見出し"),
          ])
    func slugs(heading: String, slug: String) {
        #expect(HeadingAnchors.slug(heading) == slug)
    }

    @Test("repeated headings are numbered, skipping a number already taken")
    func repeats() {
        let document = MarkdownDocument(parsing: "# A\n# A\n# A-1\n# A\n", options: .gitHub)
        #expect(HeadingAnchors(document).headings.map(\.anchor) == ["a", "a-1", "a-1-1", "a-2"])
    }

    @Test("with headingIDs, a heading's {#id} is its anchor and leaves its text; a brace that is no id stays text; without the option it is all text")
    func authorIDs() {
        let markdown = "## Setup {#install}\n\nTitle {#t2}\n===\n\n## A {#}\n\n## B {#x y}\n\n## C{#c}\n"
        let document = MarkdownDocument(parsing: markdown, options: [.headingIDs])
        #expect(HeadingAnchors(document).headings.map(\.anchor) == ["install", "t2", "a-", "b-x-y", "cc"])
        #expect(document.html() == "<h2>Setup</h2>\n<h1>Title</h1>\n<h2>A {#}</h2>\n<h2>B {#x y}</h2>\n<h2>C{#c}</h2>\n")
        let spec = MarkdownDocument(parsing: "## Setup {#install}\n", options: .gitHub)
        #expect(spec.root.firstChild?.headingID == nil)
        #expect(spec.html() == "<h2>Setup {#install}</h2>\n")
    }

    @Test("a heading with no text, or only symbols, has no anchor")
    func empty() {
        let document = MarkdownDocument(parsing: "##\n\n## 🎉\n\n## A\n", options: .gitHub)
        #expect(HeadingAnchors(document).headings.map(\.anchor) == ["a"])
    }

    @Test("the text is what shows: code and link text count, images and tags do not")
    func visibleText() {
        let document = MarkdownDocument(parsing: "## The `init` <b>call</b> ![logo](l.png) [docs](d)\n", options: .gitHub)
        #expect(HeadingAnchors(document).headings.map(\.anchor) == ["the-init-call--docs"])
    }

    @Test("a fragment finds its heading, percent-encoded or not, with or without the prefix")
    func lookup() {
        let document = MarkdownDocument(parsing: "# Über\n", options: .gitHub)
        let anchors = HeadingAnchors(document, prefix: "user-content-")
        #expect(anchors.headings.map(\.anchor) == ["user-content-über"])
        #expect(anchors.heading(forFragment: "%C3%BCber") == document.root.firstChild)
        #expect(anchors.heading(forFragment: "user-content-über") == document.root.firstChild)
        #expect(anchors.heading(forFragment: "uber") == nil)
    }

    @Test("HTML gets heading ids only when asked")
    func htmlIDs() {
        let document = MarkdownDocument(parsing: "# A \"b\"\n", options: .gitHub)
        #expect(document.html() == "<h1>A &quot;b&quot;</h1>\n")
        #expect(document.html(options: .headingIDs, headingIDPrefix: "x-") == "<h1 id=\"x-a-b\">A &quot;b&quot;</h1>\n")
    }
}
