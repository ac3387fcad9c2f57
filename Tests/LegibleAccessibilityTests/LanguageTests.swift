import Foundation
import LegibleAccessibility
import LegibleMarkdown
import Testing

/// Everything the model says is in its phrase table's language, and what cannot be says which
/// language it is in.
@Suite("The model's language")
struct LanguageTests {
    /// The shipped English table with its language code and some phrases replaced: a language
    /// with a phrase table but (as no math table ships for it) no math table.
    static func table(_ code: String, replacing phrases: [String: String] = [:]) throws -> PhraseTable {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LegibleAccessibility/Resources/Phrases/en.json")
        var json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        json["language"] = code
        var wording = try #require(json["phrases"] as? [String: Any])
        for (key, value) in phrases { wording[key] = value }
        json["phrases"] = wording
        return try PhraseTable(json: JSONSerialization.data(withJSONObject: json))
    }

    @Test("code languages are named in the model's language, in labels and in more content")
    func codeLanguages() throws {
        let german = model("```text\nhallo\n```\n\n```py\nx = 1\ny = 2\n```\n", language: "de")
        #expect(german.elements(.codeBlock).map(\.label) == ["Text-Code, 1 Zeile", "Python-Code, 2 Zeilen"])
        #expect(german.elements(.codeBlock)[1].customContent == [CustomContent(label: "Sprache", value: "Python"),
                                                                  CustomContent(label: "Zeilen", value: "2")])
        #expect(model("```text\nhello\n```").first(.codeBlock)?.label == "Plain text code, 1 line")
        #expect(model("```brainfuck\n+\n```", language: "de").first(.codeBlock)?.label == "Brainfuck-Code, 1 Zeile")
    }

    @Test("every shipped table names every code language the model knows", arguments: PhraseTable.availableLanguages)
    func completeCodeLanguages(_ code: String) throws {
        #expect(try #require(PhraseTable.named(code)).missingCodeLanguages.isEmpty)
        #expect(try Self.table("xx").missingCodeLanguages.isEmpty)
    }

    @Test("rotors are named in the model's language")
    func rotorNames() {
        let german = model("# Titel\n\n```swift\nx\n```\n", language: "de")
        #expect(german.rotors.map(\.name) == ["Überschriften", "Codeblöcke", "Überschriften Ebene 1"])
        #expect(german.rotors.map(\.kind.isSystemRotor) == [true, false, true])
    }

    @Test("a formula whose language has no math table says which language it falls back to")
    func mathFallback() throws {
        let phrases = try Self.table("xx")
        let model = ReadingModel(document: MarkdownDocument(parsing: "So $x^2$ here.\n\n$$y$$\n", options: .gitHub), phrases: phrases)
        let paragraph = try #require(model.first(.text))
        #expect(paragraph.language == "xx")
        #expect(paragraph.label == "So x squared here.")
        #expect(paragraph.languageRuns == [LanguageRun(utf16Range: 3..<12, language: "en")])
        #expect(model.elements(.math).map(\.language) == ["en", "en"])
        #expect(model.elements(.math).map(\.languageRuns) == [[], []])
        let script = model.readAllScript.utterances
        #expect(script.map(\.languageRuns) == [[LanguageRun(utf16Range: 3..<12, language: "en")], [LanguageRun(utf16Range: 0..<1, language: "en")]])
        #expect(model.readAllScript.ssml(phrases: phrases).contains("<s>So <lang xml:lang=\"en\">x squared</lang> here.</s>"))
    }

    @Test("a formula in struck-through text keeps its run inside the phrase that wraps it")
    func runInsideStrikethrough() throws {
        let phrases = try Self.table("xx")
        let model = ReadingModel(document: MarkdownDocument(parsing: "A ~~$x$~~ b", options: .gitHub), phrases: phrases)
        let paragraph = try #require(model.first(.text))
        #expect(paragraph.label == "A deleted, x, end deleted b")
        #expect(paragraph.languageRuns == [LanguageRun(utf16Range: 11..<12, language: "en")])
    }

    @Test("announcements are punctuated as the language punctuates sentences")
    func sentencePunctuation() throws {
        let phrases = try Self.table("xx", replacing: ["sentenceEnd": "。", "sentenceSeparator": "", "sentenceTerminators": "。", "clauseSeparator": "、"])
        let answer = StreamingAnswer(phrases: phrases, policy: .verbose)
        _ = answer.append("# Title\n\nOne\n\n", at: .zero)
        let said = answer.finish(at: .seconds(1)).announcements + answer.advance(to: .seconds(10))
        #expect(said.map(\.text) == ["Heading level 1、Title。One", "Answer complete"])
    }
}
