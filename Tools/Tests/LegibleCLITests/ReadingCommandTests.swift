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

    @Test("read --language fr, es and it reads an answer in that language: every word Legible adds is in it",
          arguments: ["fr", "es", "it"])
    func answerInLanguage(_ language: String) throws {
        let file = "Examples/answer-\(language).md"
        let result = try LegibleCommand.run(["read", "--language", language, file])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        // A word of Legible's English tables that is not also a word of this language's tables or
        // of the document itself was added in English; the mark before each line of code too.
        let source = try String(contentsOf: LegibleCommand.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        let english = try Self.tableWords("en")
        let allowed = try Self.tableWords(language).union(Self.words(source))
        let spoken = result.standardOutput.split(separator: "\n")
        let mark = ["fr": "code : ", "es": "código: ", "it": "codice: "][language] ?? ""
        #expect(spoken.contains { $0.hasPrefix(mark) })
        let added = spoken.flatMap { Self.words(String($0)) }.filter { english.contains($0) && !allowed.contains($0) }
        #expect(added.isEmpty, "English words in the \(language) reading: \(Set(added).sorted())")
    }

    @Test("the document's front matter language picks the phrase table; one without a table gets English and a note")
    func documentLanguage() throws {
        let french = try LegibleCommand.run(["read"], input: Array("---\nlang: fr-CA\n---\n# Titre\n".utf8))
        #expect(french.standardOutput == "titre de niveau 1, Titre\n")
        let portuguese = try LegibleCommand.run(["read"], input: Array("---\nlang: pt\n---\n# Título\n".utf8))
        #expect(portuguese.standardOutput == "heading level 1, Título\n")
        #expect(portuguese.standardError.hasPrefix("note: the document is in 'pt', which has no phrase table; Legible's words are in English"))
        let chosen = try LegibleCommand.run(["read", "--language", "it"], input: Array("---\nlang: fr\n---\n# Titolo\n".utf8))
        #expect(chosen.standardOutput == "titolo di livello 1, Titolo\n")
    }

    @Test("a replayed file's front matter language picks the stream's phrase table, as it does for read")
    func streamedDocumentLanguage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("legible-stream-\(UUID().uuidString).md")
        try Data("---\nlang: fr\n---\n# Titre\n\nUn paragraphe.\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let french = try LegibleCommand.run(["stream", file.path])
        #expect(french.standardOutput.hasSuffix("] Réponse terminée\n"))
        let chosen = try LegibleCommand.run(["stream", "--language", "en", file.path])
        #expect(chosen.standardOutput.hasSuffix("] Answer complete\n"))
    }

    /// The words of three letters or more, lower case.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 }
    }

    /// Every word of a language's phrase table and math wording table.
    static func tableWords(_ language: String) throws -> Set<String> {
        var words = Set<String>()
        for path in ["Sources/LegibleAccessibility/Resources/Phrases/\(language).json", "Sources/LegibleMath/Resources/Wording/\(language).json"] {
            let data = try Data(contentsOf: LegibleCommand.repositoryRoot.appendingPathComponent(path))
            func collect(_ value: Any) {
                if let text = value as? String { words.formUnion(Self.words(text)) }
                if let array = value as? [Any] { array.forEach(collect) }
                if let object = value as? [String: Any] { object.values.forEach(collect) }
            }
            collect(try JSONSerialization.jsonObject(with: data))
        }
        return words
    }

    @Test("tree prints the outline; tree --json prints the documented JSON")
    func tree() throws {
        let outline = try LegibleCommand.run(["tree", "Examples/travel-guide.md"])
        #expect(outline.standardOutput.hasPrefix("document\n  heading label=\"Three Days in Lisbon\" traits=staticText,header level=1"))
        let json = try LegibleCommand.run(["tree", "--json", "Examples/travel-guide.md"])
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(object?["format"] as? String == "legible-element-tree")
    }

    @Test("tree --json gives each formula its Nemeth braille, a table's rows separated by a line feed")
    func treeNemeth() throws {
        let json = try LegibleCommand.run(["tree", "--json", "-"], input: Array("Here $x^2$.\n\n$$\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}$$\n".utf8))
        #expect(json.standardOutput.contains(#""math":{"tex":"x^2","display":false,"readable":true,"nemeth":"⠭⠘⠆"}"#))
        #expect(json.standardOutput.contains(#""nemeth":"⠠⠷⠁⠀⠃⠠⠾\n⠠⠷⠉⠀⠙⠠⠾""#))
    }

    @Test("a missing file is one clear line and exit status 1")
    func missing() throws {
        let result = try LegibleCommand.run(["read", "nope.md"])
        #expect(result.status == 1)
        #expect(result.standardError == "Error: cannot read nope.md: no such file\n")
    }
}
