import LegibleAccessibility
import LegibleMarkdown
import Testing

/// Alerts are named for their kind; headings are the targets of in-document links; front matter
/// gives the document its title and language.
@Suite("Reading model: alerts, anchors, front matter")
struct AlertAndAnchorReadingTests {
    private func model(_ markdown: String, phrases: PhraseTable = .english) -> ReadingModel {
        ReadingModel(document: MarkdownDocument(parsing: markdown, options: .documents), phrases: phrases)
    }

    @Test("an alert is a note named by its kind, read with its title and its end")
    func alertReading() {
        let reading = model("> [!IMPORTANT]\n> Save first.")
        let alert = reading.elements(.blockQuote).first
        #expect(alert?.alert == .important)
        #expect(alert?.label == "Important")
        #expect(alert?.roleMapping.ariaRole == "note")
        #expect(reading.readAllScript.utterances.map(\.text) == ["Important", "Save first.", "end of Important"])
    }

    @Test("the German table names every kind")
    func german() throws {
        let german = try #require(PhraseTable.named("de"))
        let titles = MarkdownNode.Alert.allCases.map { model("> [!\($0.rawValue)]\n> x", phrases: german).elements(.blockQuote).first?.label }
        #expect(titles == ["Hinweis", "Tipp", "Wichtig", "Warnung", "Vorsicht"])
    }

    @Test("a plain quote is still a quote")
    func quote() {
        #expect(model("> [!NOTE] not alone\n> x").elements(.blockQuote).first?.label == "quote")
    }

    @Test("an in-document link finds its heading element, and a missing anchor is told apart")
    func anchors() {
        let reading = model("# Setup\n\n## Setup\n\n[a](#setup-1) [b](#nowhere) [c](https://example.com) [d](#)")
        let targets = reading.anchorTargets()
        let second = reading.elements(.heading)[1]
        #expect(targets.anchor(of: second) == "setup-1")
        #expect(targets.element(forDestination: "#setup-1")?.id == second.id)
        #expect(reading.text[reading.textRange(second.utf8Range)] == "Setup")
        if case .missing = targets.target(ofDestination: "#nowhere") {} else { Issue.record("#nowhere should be missing") }
        if case .elsewhere = targets.target(ofDestination: "https://example.com") {} else { Issue.record("a URL is elsewhere") }
        if case .top = targets.target(ofDestination: "#") {} else { Issue.record("# is the top") }
    }

    @Test("an author's anchor in raw HTML is a link target: an <a name> alone before a heading reaches the heading, an id reaches the block it is in")
    func authorAnchors() throws {
        let reading = model("<a name=\"faq\"></a>\n\n## Questions\n\nText <span id=\"mid\">here</span>.\n\n<div>\nBefore\n<h2 id=\"install\">Install</h2>\n</div>\n")
        let targets = reading.anchorTargets()
        #expect(targets.element(forDestination: "#faq")?.label == "Questions")
        #expect(targets.element(forDestination: "#mid")?.label == "Text here.")
        let install = try #require(targets.element(forDestination: "#install"))
        #expect(install.role == .heading)
        #expect(install.label == "Install")
        #expect(targets.authorAnchors(of: install) == ["install"])
    }

    @Test("a fragment that differs from an anchor only in case reaches it, as on GitHub; an exact match comes first")
    func fragmentCase() {
        let reading = model("## Composed wrappedValue accessors\n\n<a id=\"Setup\"></a>\n\n## setup\n")
        let targets = reading.anchorTargets()
        #expect(targets.anchor(forDestination: "#Composed-WrappedValue-accessors") == "composed-wrappedvalue-accessors")
        #expect(targets.anchor(forDestination: "#Setup") == "Setup")
        #expect(targets.anchor(forDestination: "#setup") == "setup")
        #expect(targets.anchor(forDestination: "#SETUP-2") == nil)
    }

    @Test("a link's action holds its destination, which the model's anchor targets lead to the heading it names")
    func linkActionTarget() {
        let reading = model("# Setup\n\n[a](#setup) [b](#nowhere) [c](https://example.com)")
        let actions = reading.elements(.link).compactMap(\.actions.first)
        #expect(actions.map(\.payload) == ["#setup", "#nowhere", "https://example.com"])
        let targets = reading.anchorTargets()
        #expect(actions.map { $0.payload.flatMap(targets.element(forDestination:))?.id } == [reading.elements(.heading).first?.id, nil, nil])
    }

    @Test("a streamed link to a heading that arrives after it is the same element as in a full build")
    func linkBeforeItsHeading() {
        let markdown = "See [below](#below).\n\nSome text.\n\n# Below\n\nEnd.\n"
        for seed in UInt64(0)..<8 {
            #expect(StreamingReadingModelTests.replay(markdown, seed: seed, strict: false, largestChunk: 4).problems == [])
        }
    }

    @Test("front matter is not read, and gives the title and language")
    func frontMatter() {
        let reading = model("---\ntitle: 'Release notes'\nlang: fr\n---\nBonjour.")
        #expect(reading.title == "Release notes")
        #expect(reading.language == "fr")
        #expect(reading.readAllScript.utterances.map(\.text) == ["Bonjour."])
    }
}
