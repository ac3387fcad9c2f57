import Foundation
import LegibleAccessibility
import LegibleMarkdown
import Testing

/// An MkDocs admonition is read as a titled block, like an alert: its type and title, its
/// content, its end; the words around the author's come from the phrase table.
@Suite("Reading model: admonitions")
struct AdmonitionReadingTests {
    private func model(_ markdown: String, phrases: PhraseTable = .english) -> ReadingModel {
        ReadingModel(document: MarkdownDocument(parsing: markdown, options: .documents), phrases: phrases)
    }

    @Test("entering says the type and title, leaving says the type")
    func reading() {
        let reading = model("???+ note \"Definition\"\n    A set.\n")
        let block = reading.elements(.blockQuote).first
        #expect(block?.label == "Note: Definition")
        #expect(block?.roleMapping.ariaRole == "note")
        #expect(reading.readAllScript.utterances.map(\.text) == ["Note: Definition", "A set.", "end of Note"])
    }

    @Test("without a title, or with an empty one, the type alone")
    func typeAlone() {
        #expect(model("!!! tip\n    x\n").elements(.blockQuote).first?.label == "Tip")
        #expect(model("!!! tip \"\"\n    x\n").elements(.blockQuote).first?.label == "Tip")
    }

    @Test("the tree's JSON gives the type, the shown title and the folding", arguments: [
        ("!!! note \"Definition\"\n    x\n", "note", "Definition", "fixed"),
        ("??? example\n    x\n", "example", "Example", "collapsed"),
        ("???+ tip \"\"\n    x\n", "tip", "", "expanded"),
    ])
    func json(markdown: String, type: String, title: String, folding: String) throws {
        let json = model(markdown).treeJSON()
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let block = try #require(((object["root"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
        let admonition = try #require(block["admonition"] as? [String: String])
        #expect(admonition == ["type": type, "title": title, "folding": folding])
    }

    @Test("the German table words the end")
    func german() throws {
        let german = try #require(PhraseTable.named("de"))
        let reading = model("!!! warning \"Achtung\"\n    x\n", phrases: german)
        #expect(reading.readAllScript.utterances.map(\.text) == ["Warning: Achtung", "x", "Ende: Warning"])
    }
}
