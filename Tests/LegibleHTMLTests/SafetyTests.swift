import LegibleHTML
import LegibleMarkdown
import Testing

/// The accessible renderer is as safe as the spec-exact one: no raw HTML and no URL that could
/// run script, unless asked.
@Suite("Accessible HTML: safety")
struct SafetyTests {
    @Test("raw HTML inline is dropped and its text kept, as a reader hears it")
    func inlineHTML() {
        #expect(body("a <img src=x onerror=alert(1)> <b>bold</b>") == "<p id=\"legible-text-0\">a  bold</p>\n")
    }

    @Test("an inline <br> stays a line break in safe HTML")
    func inlineBreak() {
        #expect(body("one<br>two") == "<p id=\"legible-text-0\">one<br>two</p>\n")
    }

    @Test("a raw HTML block shows only its text, never a script's")
    func htmlBlock() {
        #expect(body("<div onclick=\"x()\">Hi &amp; <script>alert(1)</script></div>") == "<p id=\"legible-text-0\" class=\"legible-html-block\">Hi &amp;</p>\n")
    }

    @Test("link and image destinations that could run script are dropped")
    func dangerousURLs() {
        #expect(body("[x](javascript:alert(1)) ![y](data:text/html,z)") == """
            <p id="legible-text-0"><a id="legible-link-0" href="">x</a> <img id="legible-image-25" src="" alt="y"></p>

            """)
    }

    @Test("unsafe passes raw HTML through, and the tag filter still escapes script")
    func unsafe() {
        let options = AccessibleHTMLOptions(html: [.unsafe, .tagFilter])
        #expect(body("a <b>b</b> <script>x</script>", options: options) == "<p id=\"legible-text-0\">a <b>b</b> &lt;script>x&lt;/script></p>\n")
    }
}
