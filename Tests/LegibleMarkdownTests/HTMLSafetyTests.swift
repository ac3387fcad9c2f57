import LegibleMarkdown
import Testing

@Suite("Safe HTML by default")
struct HTMLSafetyTests {
    private func html(_ markdown: String, _ options: HTMLOptions = []) -> String {
        MarkdownDocument(parsing: markdown).html(options: options)
    }

    @Test("raw HTML is shown as text, not interpreted")
    func rawHTMLEscaped() {
        #expect(html("<script>alert(1)</script>\n") == "&lt;script&gt;alert(1)&lt;/script&gt;\n")
        #expect(html("a <b onclick=\"x()\">b</b>") == "<p>a &lt;b onclick=&quot;x()&quot;&gt;b&lt;/b&gt;</p>\n")
    }

    @Test("script-running and local-file destinations are dropped, in any letter case")
    func dangerousDestinations() {
        #expect(html("[a](javascript:alert(1))") == "<p><a href=\"\">a</a></p>\n")
        #expect(html("[a](JavaScript:alert(1))") == "<p><a href=\"\">a</a></p>\n")
        #expect(html("[a](vbscript:x)") == "<p><a href=\"\">a</a></p>\n")
        #expect(html("[a](file:///etc/passwd)") == "<p><a href=\"\">a</a></p>\n")
        #expect(html("<data:text/html,x>") == "<p><a href=\"\">data:text/html,x</a></p>\n")
    }

    @Test("images may keep raster data URLs; links may not")
    func dataImages() {
        #expect(html("![x](data:image/png;base64,AAA)") == "<p><img src=\"data:image/png;base64,AAA\" alt=\"x\" /></p>\n")
        #expect(html("![x](data:image/svg+xml;base64,AAA)") == "<p><img src=\"\" alt=\"x\" /></p>\n")
        #expect(html("[x](data:image/png;base64,AAA)") == "<p><a href=\"\">x</a></p>\n")
    }

    @Test("unsafe mode passes raw HTML and every destination through")
    func unsafe() {
        #expect(html("<div>x</div>\n", .unsafe) == "<div>x</div>\n")
        #expect(html("[a](javascript:x)", .unsafe) == "<p><a href=\"javascript:x\">a</a></p>\n")
    }
}
