import Foundation
import LegibleAccessibility
import Testing

@Suite("Phrase tables")
struct PhraseTableTests {
    @Test("English, German, French, Spanish and Italian ship")
    func shipped() {
        #expect(PhraseTable.availableLanguages == ["de", "en", "es", "fr", "it"])
    }

    @Test("a tag with a region or script falls back to its language, as locales write it too")
    func tags() {
        #expect(PhraseTable.named("fr-CA")?.languageCode == "fr")
        #expect(PhraseTable.named("es_MX")?.languageCode == "es")
        #expect(PhraseTable.named("IT")?.languageCode == "it")
        #expect(PhraseTable.named("pt-BR") == nil)
    }

    @Test("French, Spanish and Italian plurals: '1 ligne', '3 lignes', and French's singular for 0")
    func romancePlurals() throws {
        let french = try #require(PhraseTable.named("fr"))
        #expect(french.text(.lineCount, count: 1) == "1 ligne")
        #expect(french.text(.lineCount, count: 3) == "3 lignes")
        #expect(french.text(.list, count: 0) == "liste, 0 élément")
        #expect(try #require(PhraseTable.named("it")).text(.rowCount, count: 2) == "2 righe")
        #expect(try #require(PhraseTable.named("es")).text(.columnCount, count: 1) == "1 columna")
    }

    @Test("a placeholder takes the form it names of the phrase put in it: article, gender, elision",
          arguments: [("fr", "fin de la remarque", "fin de l’avertissement"), ("it", "fine della nota", "fine dell’avviso"),
                      ("es", "fin de la nota", "fin de la advertencia"), ("en", "end of Note", "end of Warning")])
    func inflectedForms(language: String, note: String, warning: String) throws {
        let table = try #require(PhraseTable.named(language))
        #expect(table.text(.endOfAlert, inflecting: ["alert": .alertNote]) == note)
        #expect(table.text(.endOfAlert, inflecting: ["alert": .alertWarning]) == warning)
    }

    @Test("every alert's end is said in every language, in the form its template asks for", arguments: PhraseTable.availableLanguages)
    func everyAlertEnd(_ code: String) throws {
        let table = try #require(PhraseTable.named(code))
        for alert in [Phrase.alertNote, .alertTip, .alertImportant, .alertWarning, .alertCaution] {
            let end = table.text(.endOfAlert, inflecting: ["alert": alert])
            #expect(!end.contains("{") && end.count > table.text(.endOfAlert).count, "\(code) \(alert)")
        }
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
