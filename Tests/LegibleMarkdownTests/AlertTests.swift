import LegibleMarkdown
import Testing

/// GitHub's alerts are block quotes whose first line names a kind; elsewhere they stay quotes.
@Suite("Alerts")
struct AlertTests {
    @Test("the marker, in any case, makes the quote an alert and leaves its paragraph")
    func recognised() {
        let document = MarkdownDocument(parsing: "> [!warning]  \n> Back up *first*.\n", options: .documents)
        let quote = document.root.firstChild
        #expect(quote?.alert == .warning)
        #expect(quote?.firstChild?.plainText == "Back up first.")
        #expect(quote?.firstChild?.sourceRange.lowerBound.line == 2)
        #expect(document.html() == "<div class=\"markdown-alert markdown-alert-warning\">\n<p class=\"markdown-alert-title\">Warning</p>\n<p>Back up <em>first</em>.</p>\n</div>\n")
    }

    @Test("a marker alone in its paragraph leaves it, and the next blocks are the content")
    func markerParagraph() {
        let quote = MarkdownDocument(parsing: "> [!NOTE]\n>\n> - item\n", options: .documents).root.firstChild
        #expect(quote?.alert == .note)
        #expect(quote?.children.map(\.kind) == [.list])
    }

    @Test("no content, another word, a nested quote or the spec presets: a block quote")
    func notAlerts() {
        #expect(MarkdownDocument(parsing: "> [!TIP]\n", options: .documents).root.firstChild?.alert == nil)
        #expect(MarkdownDocument(parsing: "> [!HINT]\n> x\n", options: .documents).root.firstChild?.alert == nil)
        #expect(MarkdownDocument(parsing: "> [!NOTE] x\n> y\n", options: .documents).root.firstChild?.alert == nil)
        let nested = MarkdownDocument(parsing: "- > [!NOTE]\n  > x\n", options: .documents)
        #expect(nested.root.descendants.contains { $0.alert != nil } == false)
        let spec = MarkdownDocument(parsing: "> [!NOTE]\n> x\n", options: .gitHub)
        #expect(spec.root.firstChild?.alert == nil)
        #expect(spec.html() == "<blockquote>\n<p>[!NOTE]\nx</p>\n</blockquote>\n")
    }
}
