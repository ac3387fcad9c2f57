import LegibleHTML
import Testing

/// Text inside a block: emphasis, links, images, formulas, named as the reading model names them.
@Suite("Accessible HTML: inlines")
struct InlineMarkupTests {
    @Test("emphasis, strong, code spans and strikethrough keep their HTML elements")
    func styles() {
        #expect(body("*a* **b** `c` ~~d~~") == "<p id=\"legible-text-0\"><em>a</em> <strong>b</strong> <code>c</code> <del>d</del></p>\n")
    }

    @Test("a bare URL keeps its text on screen but is named by host and path")
    func bareURL() {
        #expect(body("See https://www.example.com/docs/?a=1 now") == """
            <p id="legible-text-0">See <a id="legible-link-4" href="https://www.example.com/docs/?a=1"><span aria-hidden="true">https://www.</span>\
            example.com/docs<span aria-hidden="true">/?a=1</span></a> now</p>

            """)
    }

    @Test("a written link keeps its text and title")
    func writtenLink() {
        #expect(body("[the docs](https://example.com \"Docs\")") == "<p id=\"legible-text-0\"><a id=\"legible-link-0\" href=\"https://example.com\" title=\"Docs\">the docs</a></p>\n")
    }

    @Test("an image without alt text is named from its file name and marked as lacking a description")
    func undescribedImage() {
        #expect(body("![](img/sunset-over-hills.jpg)") == """
            <p id="legible-text-0"><img id="legible-image-0" src="img/sunset-over-hills.jpg" alt="sunset over hills" class="legible-undescribed" data-lacks-description=""></p>

            """)
    }

    @Test("an image's alt text is the author's, without the Markdown inside it")
    func describedImage() {
        #expect(body("![A *red* door](door.png)") == "<p id=\"legible-text-0\"><img id=\"legible-image-0\" src=\"door.png\" alt=\"A red door\"></p>\n")
    }

    @Test("in-line math carries its speech as text beside hidden MathML, and its TeX hidden too, for copying")
    func inlineMath() {
        let html = body("so $x^2$ grows")
        #expect(html.hasPrefix("<p id=\"legible-text-0\">so <span id=\"legible-math-3\" class=\"legible-math\"><span class=\"legible-speech\">x squared</span>"
            + "<span class=\"legible-math-source\" aria-hidden=\"true\">x^2</span><math aria-hidden=\"true\" xmlns=\"http://www.w3.org/1998/Math/MathML\"><semantics><msup><mi>x</mi><mn>2</mn></msup>"))
        #expect(html.hasSuffix("</math></span> grows</p>\n"))
    }

    @Test("in-line math may break after a top-level relation: one hidden math element per piece, the speech once")
    func brokenInlineMath() {
        let html = body("so $a = b + 1$ grows")
        #expect(html.contains(#"<span class="legible-math-source" aria-hidden="true">a = b + 1</span><math aria-hidden="true" xmlns="http://www.w3.org/1998/Math/MathML"><mrow><mi>a</mi><mo>=</mo></mrow></math><math aria-hidden="true""#))
        #expect(html.ranges(of: "<math aria-hidden=\"true\"").count == 3)
        #expect(html.ranges(of: "legible-speech").count == 1)
    }

    @Test("in-line math that cannot be read as math is its TeX as code, named by the model as not understood; no MathML")
    func unreadableInlineMath() {
        #expect(body("so $\\foo{a<b}$ grows") == """
            <p id="legible-text-0">so <span id="legible-math-3" class="legible-math legible-math-tex"><span class="legible-speech">formula not understood, TeX: \\foo{a&lt;b}</span><code aria-hidden="true">\\foo{a&lt;b}</code></span> grows</p>

            """)
    }

    @Test("a formula that reads as math keeps its MathML, whichever formula is beside it")
    func readableBesideUnreadable() {
        let html = body("$x^2$ and $\\foo$")
        #expect(html.contains(#"<span id="legible-math-0" class="legible-math"><span class="legible-speech">x squared</span><span class="legible-math-source" aria-hidden="true">x^2</span><math aria-hidden="true""#))
        #expect(html.ranges(of: "<math ").count == 1)
        #expect(html.ranges(of: "legible-math-tex").count == 1)
    }

    @Test("emphasis around a link and a link around emphasis nest as they were written, though they cover the same text")
    func nesting() {
        #expect(body("*[a](b)*") == "<p id=\"legible-text-0\"><em><a id=\"legible-link-1\" href=\"b\">a</a></em></p>\n")
        #expect(body("[*a*](b)") == "<p id=\"legible-text-0\"><a id=\"legible-link-0\" href=\"b\"><em>a</em></a></p>\n")
    }

    @Test("raw HTML where emphasis ends stays inside it or after it, as written")
    func rawHTMLAtAnEdge() {
        let unsafe = AccessibleHTMLOptions(html: [.unsafe])
        #expect(body("*a<span>*", options: unsafe) == "<p id=\"legible-text-0\"><em>a<span></em></p>\n")
        #expect(body("*a*<span>", options: unsafe) == "<p id=\"legible-text-0\"><em>a</em><span></p>\n")
    }

    @Test("a paragraph of nothing but raw HTML keeps its own HTML, not the next paragraph's")
    func paragraphOfRawHTML() {
        #expect(body("<b></b>\n\n<i></i>x", options: AccessibleHTMLOptions(html: [.unsafe]))
            == "<p id=\"legible-text-0\"><b></b></p>\n<p id=\"legible-text-9\"><i></i>x</p>\n")
        #expect(body("<b></b>\n\n<i></i>x") == "<p id=\"legible-text-0\"></p>\n<p id=\"legible-text-9\">x</p>\n")
    }

    @Test("a soft line break stays a line break, inside emphasis too")
    func softBreak() {
        #expect(body("a\nb *c\nd*") == "<p id=\"legible-text-0\">a\nb <em>c\nd</em></p>\n")
    }

    @Test("a hard line break is br")
    func lineBreak() {
        #expect(body("a\\\nb") == "<p id=\"legible-text-0\">a<br>\nb</p>\n")
    }
}
