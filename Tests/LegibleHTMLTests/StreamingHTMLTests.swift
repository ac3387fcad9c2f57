import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import Testing

/// Streamed answers become element patches addressed by identity; applying them in a browser
/// is checked by Scripts/browser/check-streaming-html.py.
@Suite("Accessible HTML: streaming")
struct StreamingHTMLTests {
    /// The patches of streaming `chunks`, then finishing.
    private func patches(_ chunks: [String], options: ParseOptions = .gitHub) -> [HTMLPatch] {
        let answer = StreamingAnswer(options: options)
        let html = StreamingHTMLRenderer()
        var result = chunks.enumerated().map { index, chunk in
            let step = answer.append(chunk, at: .milliseconds(100 * index))
            return html.patch(step.update, announcements: step.announcements)
        }
        let finish = answer.finish(at: .seconds(10))
        result.append(html.patch(finish.update, announcements: finish.announcements))
        result.append(html.patch(announcements: answer.advance(to: .seconds(20))))
        return result
    }

    @Test("a new block is inserted after the one before it; a growing paragraph is replaced; finished blocks are left alone")
    func insertAndReplace() {
        let steps = patches(["# Hi\n\nOne", " two", "\n\nThree"])
        #expect(steps[0].operations == [
            .insert(parent: "legible-document-0", after: nil, atEnd: false, html: "<h1 id=\"legible-heading-0\">Hi</h1>\n"),
            .insert(parent: "legible-document-0", after: "legible-heading-0", atEnd: false, html: "<p id=\"legible-text-6\">One</p>\n"),
        ])
        #expect(steps[1].operations == [.replace(id: "legible-text-6", html: "<p id=\"legible-text-6\">One two</p>\n")])
        #expect(steps[2].operations == [
            .insert(parent: "legible-document-0", after: "legible-text-6", atEnd: false, html: "<p id=\"legible-text-15\">Three</p>\n"),
        ])
    }

    @Test("a paragraph that becomes a heading is removed and the heading inserted")
    func roleChange() {
        let steps = patches(["Title", "\n===\n"])
        #expect(steps[1].operations == [
            .remove(id: "legible-text-0"),
            .insert(parent: "legible-document-0", after: nil, atEnd: false, html: "<h1 id=\"legible-heading-0\">Title</h1>\n"),
        ])
    }

    @Test("a list gaining an item gets the item inserted, not the list rewritten")
    func listItems() {
        let steps = patches(["- a\n", "- b\n"])
        #expect(steps[1].operations.contains(.insert(parent: "legible-list-0", after: "legible-listItem-0", atEnd: false,
                                                        html: "<li id=\"legible-listItem-4\"><p id=\"legible-text-6\">b</p>\n</li>\n")))
        #expect(!steps[1].operations.contains { if case .replace(id: "legible-list-0", _) = $0 { true } else { false } })
    }

    @Test("a quote that becomes an alert as its [!NOTE] arrives is written again whole: an update only sets attributes")
    func quoteBecomesAlert() throws {
        let steps = patches(["> [!NO", "TE]\n> Read this.\n"], options: .documents)
        let replaced = try #require(steps[1].operations.compactMap { if case .replace(let id, let html) = $0, id == "legible-blockQuote-0" { html } else { nil } }.first)
        #expect(replaced.hasPrefix("<div id=\"legible-blockQuote-0\" class=\"legible-alert legible-alert-note\" role=\"note\""))
        #expect(replaced.contains("<p class=\"legible-alert-title\""))
        #expect(!steps[1].operations.contains { if case .update = $0 { true } else { false } })
    }

    @Test("the article takes the language a front matter gives once it is finished, and once only")
    func frontMatterLanguage() {
        let steps = patches(["---\nlang: es\n", "---\nHola", " y adiós\n\nMás"], options: .documents)
        let updates = steps.flatMap(\.operations).filter { if case .update(id: "legible-document-0", _) = $0 { true } else { false } }
        #expect(updates == [.update(id: "legible-document-0", startTag: "<article id=\"legible-document-0\" class=\"legible\" lang=\"es\">")])
        #expect(steps[0].operations.allSatisfy { if case .update = $0 { false } else { true } })
        #expect(patches(["---\ntitle: x\n---\nHi"], options: .documents).allSatisfy {
            $0.operations.allSatisfy { if case .update(id: "legible-document-0", _) = $0 { false } else { true } }
        })
    }

    @Test("announcements travel with the patches; the finishing patch is complete, and the completion is announced")
    func announcements() {
        let steps = patches(["Done.", " Next one."])
        #expect(steps[steps.count - 2].isComplete)
        #expect(steps.flatMap(\.announcements).last == "Answer complete")
    }

    @Test("a patch's JSON names each operation")
    func json() {
        let patch = HTMLPatch(operations: [.remove(id: "a"), .update(id: "b", startTag: "<ul id=\"b\">")], announcements: ["Hi."], isComplete: false)
        #expect(patch.json == #"{"announcements":["Hi."],"complete":false,"operations":[{"id":"a","op":"remove"},{"id":"b","op":"update","startTag":"<ul id=\"b\">"}]}"#)
    }

    @Test("the streaming page has one polite live region and the script")
    func page() {
        let html = StreamingHTMLRenderer().page(title: "Answer")
        #expect(html.contains("<div id=\"legible-live\" class=\"legible-visually-hidden\" aria-live=\"polite\" aria-atomic=\"true\"></div>\n<script>\n/*\n * legible-stream.js"))
        #expect(html.components(separatedBy: "aria-live=\"polite\"").count == 2)
    }
}
