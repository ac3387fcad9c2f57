import LegibleMarkdown
import Testing

/// The form of the HTML is chosen by HTML options alone, whatever the document was parsed with.
@Suite("HTML options")
struct HTMLOptionsTests {
    @Test("nested strong emphasis is collapsed only when asked, whatever the parse options")
    func nestedStrong() {
        for parse in [ParseOptions.commonMark, .gitHub] {
            let document = MarkdownDocument(parsing: "****a****", options: parse)
            #expect(document.html() == "<p><strong><strong>a</strong></strong></p>\n")
            #expect(document.html(options: .collapsesNestedStrong) == "<p><strong>a</strong></p>\n")
        }
    }

    @Test("the tag filter escapes disallowed raw HTML only when raw HTML passes through")
    func tagFilter() {
        let document = MarkdownDocument(parsing: "<b>x</b> <script>y</script>", options: .gitHub)
        #expect(document.html(options: [.unsafe, .tagFilter]) == "<p><b>x</b> &lt;script>y&lt;/script></p>\n")
        #expect(document.html(options: .unsafe) == "<p><b>x</b> <script>y</script></p>\n")
        #expect(document.html(options: .tagFilter) == "<p>&lt;b&gt;x&lt;/b&gt; &lt;script&gt;y&lt;/script&gt;</p>\n")
    }
}
