import Foundation
import LegibleAccessibility
import Testing

@Suite("Phrase tables")
struct PhraseTableTests {
    @Test("English and a second language ship")
    func shipped() {
        #expect(PhraseTable.availableLanguages == ["de", "en"])
    }

    @Test("every shipped language is complete, with the same placeholders as English", arguments: PhraseTable.availableLanguages)
    func complete(_ code: String) throws {
        let table = try #require(PhraseTable.named(code))
        #expect(table.missingPhrases.isEmpty)
        for phrase in Phrase.allCases {
            // Filling every placeholder with a marker must leave no braces and use every value.
            let filled = table.text(phrase, count: 2, ["level": "§", "number": "§", "position": "§", "depth": "§",
                                                      "rows": "§", "columns": "§", "row": "§", "column": "§",
                                                      "header": "§", "value": "§", "language": "§", "lines": "§",
                                                      "description": "§", "name": "§", "address": "§", "text": "§"])
            let english = PhraseTable.english.text(phrase, count: 2, ["level": "§", "number": "§", "position": "§", "depth": "§",
                                                                      "rows": "§", "columns": "§", "row": "§", "column": "§",
                                                                      "header": "§", "value": "§", "language": "§", "lines": "§",
                                                                      "description": "§", "name": "§", "address": "§", "text": "§"])
            #expect(!filled.contains("{"), "\(code).\(phrase.rawValue)")
            #expect(filled.filter { $0 == "§" }.count == english.filter { $0 == "§" }.count, "\(code).\(phrase.rawValue)")
        }
    }

    @Test("plural forms follow the language's rule")
    func plurals() throws {
        let german = try #require(PhraseTable.named("de"))
        #expect(german.text(.list, count: 1) == "Liste, 1 Eintrag")
        #expect(german.text(.list, count: 3) == "Liste, 3 Einträge")
        #expect(PluralRule.eastSlavic.category(for: 21) == "one")
        #expect(PluralRule.eastSlavic.category(for: 12) == "many")
        #expect(PluralRule.zeroAndOne.category(for: 0) == "one")
    }

    @Test("a table read from JSON needs no code: missing phrases are reported")
    func fromJSON() throws {
        let json = Data(#"{"language": "xx", "name": "Test", "pluralRule": "none", "phrases": {"bullet": "•"}}"#.utf8)
        let table = try PhraseTable(json: json)
        #expect(table.text(.bullet) == "•")
        #expect(table.missingPhrases.count == Phrase.allCases.count - 1)
    }

    @Test("the model speaks the chosen language")
    func german() {
        #expect(readAll("## Titel\n\n- a\n- b\n", language: "de") == ["Überschrift Ebene 2, Titel", "Liste, 2 Einträge", "Aufzählungspunkt, a", "Aufzählungspunkt, b", "Ende der Liste"])
    }
}
