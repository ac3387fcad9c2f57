import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// A selection copied as HTML, for pasting as rich text.
@Suite("Copying a selection as HTML")
struct HTMLCopyTests {
    static func styled(_ markdown: String) -> StyledDocument {
        StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub)))
    }

    static func all(_ markdown: String) -> String {
        let document = styled(markdown)
        return document.copiedHTML(utf16Range: 0..<document.utf16Count)
    }

    @Test("headings, paragraphs and inline styles keep their tags; a link is outermost")
    func inlineStyles() {
        #expect(Self.all("# Hi\n\nSee *this*, **that**, `code` and ~~not~~ [**here**](https://e.org/?a=1&b=2).\n")
                == "<h1>Hi</h1><p>See <em>this</em>, <strong>that</strong>, <code>code</code> and <del>not</del> "
                + "<a href=\"https://e.org/?a=1&amp;b=2\"><strong>here</strong></a>.</p>")
    }

    @Test("raw HTML copies as what it was read as: its link, heading, <kbd> as code and <sup>")
    func rawHTML() {
        #expect(Self.all("<h2 align=\"center\">T</h2>\n\nPress <kbd>K</kbd>, x<sup>2</sup>, <a href=\"https://e.org\">e</a>\n")
                == "<h2>T</h2><p>Press <code>K</code>, x<sup>2</sup>, <a href=\"https://e.org\">e</a></p>")
    }

    @Test("lists, items and quotes open and close around their blocks, nested as written")
    func containers() {
        #expect(Self.all("- one\n- two\n  1. inner\n\n> quoted\n")
                == "<ul><li><p>one</p></li><li><p>two</p><ol><li><p>inner</p></li></ol></li></ul><blockquote><p>quoted</p></blockquote>")
    }

    @Test("a task item keeps its state as its marker")
    func tasks() {
        #expect(Self.all("- [x] done\n- [ ] to do\n") == "<ul><li>☑ <p>done</p></li><li>☐ <p>to do</p></li></ul>")
    }

    @Test("a selection inside a paragraph is cut to it, in the paragraph's containers")
    func partOfABlock() {
        let document = Self.styled("> Some *emphasised* text.\n")
        let start = (document.text as NSString).range(of: "emph").location
        #expect(document.copiedHTML(utf16Range: start..<start + 4) == "<blockquote><p><em>emph</em></p></blockquote>")
    }

    @Test("code keeps its language and its text, escaped")
    func code() {
        #expect(Self.all("```swift\nlet a = b < c && d\n```\n")
                == "<pre><code class=\"language-swift\">let a = b &lt; c &amp;&amp; d</code></pre>")
    }

    @Test("a table keeps its header and body cells, and only the rows the selection touches")
    func table() {
        let markdown = "| a | b |\n|---|---|\n| 1 | *2* |\n| 3 | 4 |\n"
        #expect(Self.all(markdown) == "<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td><em>2</em></td></tr><tr><td>3</td><td>4</td></tr></table>")
        let document = Self.styled(markdown)
        let one = (document.text as NSString).range(of: "1").location
        #expect(document.copiedHTML(utf16Range: one..<one + 1) == "<table><tr><td>1</td></tr></table>")
    }

    @Test("a formula is its linear form titled with its TeX; an image has its description as alt")
    func attachments() {
        #expect(Self.all("Area $\\pi r^2$ of ![a circle](c.png \"C\").\n")
                == "<p>Area <span title=\"\\pi r^2\">πr²</span> of <img src=\"c.png\" alt=\"a circle\">.</p>")
    }

    @Test("an empty or out-of-range selection copies nothing")
    func empty() {
        let document = Self.styled("Text.\n")
        #expect(document.copiedHTML(utf16Range: 2..<2) == "")
        #expect(document.copiedHTML(utf16Range: 500..<900) == "")
    }
}
