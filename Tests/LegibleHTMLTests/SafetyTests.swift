import LegibleHTML
import LegibleMarkdown
import Testing

/// The accessible renderer is as safe as the spec-exact one: no raw HTML and no URL that could
/// run script, unless asked.
@Suite("Accessible HTML: safety")
struct SafetyTests {
    @Test("raw HTML inline is dropped, its text kept as a reader hears it and its styles written as Legible's markup")
    func inlineHTML() {
        #expect(body("a <img src=x onerror=alert(1)> <b onclick=\"x()\">bold</b>") == "<p id=\"legible-text-0\">a  <strong>bold</strong></p>\n")
    }

    @Test("inline and block <sup> and <sub> are written as sup and sub, without the author's attributes")
    func scripts() {
        #expect(body("x<sup class=\"a\">2</sup> H<sub>2</sub>O") == "<p id=\"legible-text-0\">x<sup>2</sup> H<sub>2</sub>O</p>\n")
        #expect(body("<p>x<sup onclick=\"y()\">n</sup></p>\n") == "<p id=\"legible-text-0\" class=\"legible-html-block\">x<sup>n</sup></p>\n")
    }

    @Test("an inline <a href> is the model's link; a javascript: one is text")
    func inlineLinks() {
        #expect(body("<a href=\"https://e.com\" onclick=\"x()\">e</a> <a href=\"javascript:x()\">j</a>")
            == "<p id=\"legible-text-0\"><a id=\"legible-link-0\" href=\"https://e.com\">e</a> j</p>\n")
    }

    @Test("inline HTML tags left open close where the Markdown inline around them does, so the markup nests")
    func inlineNesting() {
        #expect(body("*a <kbd>b* c</kbd>") == "<p id=\"legible-text-0\"><em>a <code>b</code></em> c</p>\n")
    }

    @Test("an HTML block's heading, links and styles are written as the model reads them, never the author's tags")
    func htmlBlockMeaning() {
        #expect(body("<h2 align=\"center\" onclick=\"x()\">Title</h2>\n<p align=\"center\"><a href=\"https://e.com\"><img alt=\"Logo\" src=\"l.png\"></a> <kbd>K</kbd></p>\n") == """
            <h2 id="legible-heading-0">Title</h2>
            <p id="legible-text-43" class="legible-html-block"><a id="legible-link-62" href="https://e.com">Logo</a> <code>K</code></p>

            """)
    }

    @Test("a style that crosses a link's end in an HTML block is closed and opened again around it")
    func htmlBlockOverlap() {
        #expect(body("<div><a href=\"x\">a <b>b</a> c</b></div>\n")
            == "<p id=\"legible-text-0\" class=\"legible-html-block\"><a id=\"legible-link-5\" href=\"x\">a <strong>b</strong></a><strong> c</strong></p>\n")
    }

    @Test("unsafe HTML writes the raw HTML blocks the model reads nothing of (scripts, comments), where they stand")
    func unsafeUnreadBlocks() {
        let options = AccessibleHTMLOptions(html: [.unsafe])
        #expect(body("<!-- top -->\n\n> <script>x()</script>\n> q\n> <!-- e -->\n\n<!-- end -->\n", options: options) == """
            <!-- top -->
            <blockquote id="legible-blockQuote-14">
            <script>x()</script>
            <p id="legible-text-39">q</p>
            <!-- e -->
            </blockquote>
            <!-- end -->

            """)
        #expect(body("<!-- only -->\n", options: options) == "<!-- only -->\n")
        #expect(body("<!-- only -->\n") == "")
    }

    @Test("unsafe HTML writes an HTML block once, however many elements the model reads out of it")
    func unsafeBlockOnce() {
        let options = AccessibleHTMLOptions(html: [.unsafe])
        #expect(body("<div>a<h2>b</h2>c</div>\n", options: options) == "<div id=\"legible-text-0\" class=\"legible-html-block\">\n<div>a<h2>b</h2>c</div>\n</div>\n")
    }

    @Test("an inline <br> stays a line break in safe HTML")
    func inlineBreak() {
        #expect(body("one<br>two") == "<p id=\"legible-text-0\">one<br>two</p>\n")
    }

    @Test("a raw HTML block shows only its text, never a script's")
    func htmlBlock() {
        #expect(body("<div onclick=\"x()\">Hi &amp; <script>alert(1)</script></div>") == "<p id=\"legible-text-0\" class=\"legible-html-block\">Hi &amp;</p>\n")
    }

    @Test("link destinations that could run script are dropped, and such an image is its words")
    func dangerousURLs() {
        #expect(body("[x](javascript:alert(1)) ![y](data:text/html,z)") == """
            <p id="legible-text-0"><a id="legible-link-0" href="">x</a> <span class="legible-image-placeholder" role="img" id="legible-image-25" aria-label="y">y</span></p>

            """)
    }

    @Test("unsafe passes raw HTML through, and the tag filter still escapes script")
    func unsafe() {
        let options = AccessibleHTMLOptions(html: [.unsafe, .tagFilter])
        #expect(body("a <b>b</b> <script>x</script>", options: options) == "<p id=\"legible-text-0\">a <b>b</b> &lt;script>x&lt;/script></p>\n")
    }
}
