import LegibleMarkdown
import Testing

/// Each rule of the math syntax, with input and what it must become.
@Suite("Math syntax")
struct MathSyntaxTests {
    /// The math of a document as (TeX, display?) pairs, in order.
    private func math(_ markdown: String) -> [String] {
        MarkdownDocument(parsing: markdown, options: .gitHub).root.descendants.compactMap { node in
            switch node.kind {
            case .math: (node.isDisplayMath ? "display:" : "inline:") + (node.literal ?? "")
            case .mathBlock: "block:" + (node.literal ?? "")
            default: nil
            }
        }
    }

    private func html(_ markdown: String) -> String {
        MarkdownDocument(parsing: markdown, options: .gitHub).html()
    }

    @Test("$…$ and \\(…\\) are inline math; $$…$$ and \\[…\\] inside a paragraph are display math")
    func delimiters() {
        #expect(math("a $x+y$ b \\(z\\) c $$w$$ d \\[v^2\\] e") == ["inline:x+y", "inline:z", "display:w", "display:v^2"])
    }

    @Test("prices stay text: the opening $ needs a non-space after it, the closing one a non-space before it")
    func currency() {
        #expect(math("It costs $5 and $10 now.").isEmpty)
        #expect(math("between $ 5 and 6 $ here").isEmpty)
        #expect(html("It costs $5 and $10 now.") == "<p>It costs $5 and $10 now.</p>\n")
    }

    @Test("a closing $ followed by a digit does not close")
    func closerBeforeDigit() {
        #expect(math("from $x$5 to $y$").isEmpty == false)
        #expect(math("from $x$5 to $y$") == ["inline:x$5 to $y"])
        #expect(math("just $x$5").isEmpty)
    }

    @Test("\\$ is a literal dollar sign, outside and inside math")
    func escapedDollar() {
        #expect(math("\\$x$ and \\$y$").isEmpty)
        #expect(html("\\$x$") == "<p>$x$</p>\n")
        #expect(math("$a \\$ b$") == ["inline:a \\$ b"])
    }

    @Test("the TeX is raw: no Markdown, escapes or entities inside")
    func rawTeX() {
        #expect(math("$a*b*c$ and $\\{x\\}$ and $&amp;$") == ["inline:a*b*c", "inline:\\{x\\}", "inline:&amp;"])
        #expect(html("$a<b$") == "<p><span class=\"math inline\">\\(a&lt;b\\)</span></p>\n")
    }

    @Test("code spans win over math; math wins over emphasis")
    func precedence() {
        #expect(math("`$x$` and `a $b` c$").isEmpty)
        #expect(html("`$x$`") == "<p><code>$x$</code></p>\n")
        #expect(html("*a $b* c$") == "<p>*a <span class=\"math inline\">\\(b* c\\)</span></p>\n")
    }

    @Test("inline math may span lines but never a blank line")
    func lines() {
        #expect(math("$a\nb$") == ["inline:a\nb"])
        #expect(math("$a\n\nb$").isEmpty)
    }

    @Test("$$ and \\[ on their own lines make a display block, which may span lines")
    func blocks() {
        #expect(math("$$\n\\frac{a}{b}\n= c\n$$\n") == ["block:\\frac{a}{b}\n= c\n"])
        #expect(math("\\[\nx^2\n\\]\n") == ["block:x^2\n"])
        #expect(math("$$x = 1$$\n") == ["block:x = 1\n"])
        #expect(math("Some text\n$$\ny\n$$\nafter") == ["block:y\n"])
        #expect(html("$$\na<b\n$$") == "<div class=\"math display\">\\[a&lt;b\\]</div>\n")
    }

    @Test("a display block's first and last lines may carry TeX next to the delimiters")
    func blockEdges() {
        #expect(math("$$ a +\nb $$\n") == ["block:a +\nb\n"])
        #expect(math("$$ x = 1 $$\n") == ["block:x = 1\n"])
    }

    @Test("$$…$$ followed by text on its line is inline display math in a paragraph")
    func notABlock() {
        #expect(math("$$E = mc^2$$ is famous") == ["display:E = mc^2"])
    }

    @Test("an unclosed display block runs to the end of its container, like a code fence")
    func unclosedBlock() {
        #expect(math("> $$\n> x\n\noutside") == ["block:x\n"])
        #expect(math("$$\nx\n\ny") == ["block:x\n\ny\n"])
    }

    @Test("a ```math fence is display math")
    func mathFence() {
        #expect(math("```math\na^2\n```\n") == ["block:a^2\n"])
    }

    @Test("escaped brackets keep their CommonMark meaning")
    func escapedBrackets() {
        #expect(math("\\[foo]\n\n[foo]: /url").isEmpty)
        #expect(math("\\[not a link](/foo)").isEmpty)
        #expect(math("\\[\\\\\\]").isEmpty)
        #expect(math("[Luogu \\[AHOI2012\\] stairs](https://example.org)").isEmpty)
        #expect(math("see \\[x^2\\] here") == ["display:x^2"])
    }

    @Test("without the math option, dollars are text")
    func optionOff() {
        let document = MarkdownDocument(parsing: "$x$", options: [.tables])
        #expect(document.html() == "<p>$x$</p>\n")
    }
}
