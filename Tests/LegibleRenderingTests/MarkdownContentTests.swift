import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

@MainActor
@Suite("What a view shows: Markdown set whole or streamed in")
struct MarkdownContentTests {
    let markdown = "## Title\n\nA sentence. Another.\n\n- one\n- two\n"

    @Test("streamed in pieces, the content ends as the same styled document as shown whole")
    func streamedEqualsShown() {
        let whole = MarkdownContent(options: .gitHub, phrases: .english)
        whole.show(markdown)
        let streamed = MarkdownContent(options: .gitHub, phrases: .english)
        var announced: [String] = []
        let clock = AnnouncementClock(now: { .zero }, wake: { _, _ in })
        for piece in ["## Ti", "tle\n\nA sen", "tence. Ano", "ther.\n\n- one\n- two\n"] {
            _ = streamed.append(Array(piece.utf8), policy: .standard, clock: clock) { announced.append($0.text) }
        }
        #expect(streamed.finish()?.isComplete == true)
        #expect(streamed.markdown == markdown)
        #expect(streamed.styledDocument == whole.styledDocument)
        #expect(streamed.readingModel.elements.map(\.id) == whole.readingModel.elements.map(\.id))
        #expect(announced.first?.hasPrefix("Title. A sentence.") == true)
    }

    @Test("appending after a document shown whole continues it; showing ends the stream")
    func continueAndReset() {
        let content = MarkdownContent(options: .gitHub, phrases: .english)
        content.show("First.\n\n")
        _ = content.append(Array("Second.\n".utf8), policy: .quiet, clock: AnnouncementClock(now: { .zero }, wake: { _, _ in })) { _ in }
        #expect(content.markdown == "First.\n\nSecond.\n")
        #expect(content.readingModel.elements(.text).count == 2)
        content.show("Only.\n")
        #expect(content.finish() == nil)
        #expect(content.styledDocument.text == "Only.")
    }
}
