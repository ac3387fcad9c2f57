import Foundation
import Testing

@Suite("legible read and legible tree")
struct ReadingCommandTests {
    @Test("read prints the read-all script of the shipped answer, one utterance per line")
    func read() throws {
        let result = try LegibleCommand.run(["read", "Examples/assistant-answer.md"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "heading level 2, Compound interest in Swift")
        #expect(lines.contains("Swift code, 3 lines"))
        #expect(lines.contains("table, 5 rows, 3 columns"))
        #expect(lines.contains("image, daily vs yearly difference"))
        #expect(lines.contains { $0.hasPrefix("checked, Check the rate") })
        #expect(!result.standardOutput.contains("\\frac"))
    }

    @Test("read --ssml writes SSML; --language picks the phrase table")
    func ssmlAndLanguage() throws {
        let ssml = try LegibleCommand.run(["read", "--ssml", "--language", "de"], input: Array("# Titel\n\n```\nf(x)\n```\n".utf8))
        #expect(ssml.standardOutput.hasPrefix("<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"de\">"))
        #expect(ssml.standardOutput.contains("<s>Überschrift Ebene 1, Titel</s><break strength=\"medium\"/>"))
        #expect(ssml.standardOutput.contains("<s>f Klammer auf x Klammer zu</s>"))
        let unknown = try LegibleCommand.run(["read", "--language", "xx"], input: [])
        #expect(unknown.status != 0)
        #expect(unknown.standardError.contains("no phrase table for language 'xx'"))
    }

    @Test("tree prints the outline; tree --json prints the documented JSON")
    func tree() throws {
        let outline = try LegibleCommand.run(["tree", "Examples/travel-guide.md"])
        #expect(outline.standardOutput.hasPrefix("document\n  heading label=\"Three Days in Lisbon\" traits=staticText,header level=1"))
        let json = try LegibleCommand.run(["tree", "--json", "Examples/travel-guide.md"])
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(object?["format"] as? String == "legible-element-tree")
    }

    @Test("a missing file is one clear line and exit status 1")
    func missing() throws {
        let result = try LegibleCommand.run(["read", "nope.md"])
        #expect(result.status == 1)
        #expect(result.standardError == "Error: cannot read nope.md: no such file\n")
    }
}
