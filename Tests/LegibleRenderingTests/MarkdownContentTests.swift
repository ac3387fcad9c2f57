import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleViewSupport
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

@MainActor
@Suite("What a view shows: the plan of what to lay out again")
struct MarkdownContentInvalidationTests {
    let clock = AnnouncementClock(now: { .zero }, wake: { _, _ in })

    @Test("a document shown whole is laid out whole")
    func shownWhole() {
        let content = MarkdownContent(options: .gitHub, phrases: .english)
        content.show("# Title\n\nText.")
        #expect(content.invalidation.isWhole)
        #expect(content.invalidation.insertedBlocks == 0..<2)
    }

    @Test("a streamed append names only the block it changed")
    func streamedAppend() {
        let content = MarkdownContent(options: .gitHub, phrases: .english)
        _ = content.append(Array("# Title\n\nText".utf8), policy: .quiet, clock: clock) { _ in }
        _ = content.append(Array(" more".utf8), policy: .quiet, clock: clock) { _ in }
        #expect(!content.invalidation.isWhole)
        #expect(content.invalidation.insertedBlocks == 1..<2)
        #expect(content.styledDocument == StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "# Title\n\nText more"))))
    }

    @Test("a stream continuing a shown document lays it out whole once, then only what changes")
    func continuesShown() {
        let content = MarkdownContent(options: .gitHub, phrases: .english)
        content.show("First.\n\n")
        _ = content.append(Array("Second".utf8), policy: .quiet, clock: clock) { _ in }
        #expect(content.invalidation.isWhole)
        _ = content.append(Array(" grows.".utf8), policy: .quiet, clock: clock) { _ in }
        #expect(content.invalidation.insertedBlocks == 1..<2)
        #expect(content.styledDocument == StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "First.\n\nSecond grows."))))
    }
}
