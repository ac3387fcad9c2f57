import Testing
import LegibleMath

/// The shipped wording tables are complete, so that no rule ever says a phrase's name.
@Suite("Wording tables")
struct WordingTableTests {
    @Test("English and German ship, and every table names every phrase")
    func complete() throws {
        #expect(MathWording.supportedLanguages == ["de", "en"])
        for language in MathWording.supportedLanguages {
            let wording = try #require(MathWording.named(language))
            #expect(wording.missingPhrases.isEmpty, "\(language): \(wording.missingPhrases)")
        }
    }

    @Test("English numbers in words and ordinals")
    func englishNumbers() {
        let english = MathWording.english
        #expect(english.cardinal(25) == "twenty five")
        #expect(english.ordinal(25) == "twenty fifth")
        #expect(english.numericOrdinal(22) == "22nd")
        #expect(english.numericOrdinal(13) == "13th")
        #expect(english.commonFraction(numerator: 3, denominator: 2) == "three halves")
        #expect(english.commonFraction(numerator: 5, denominator: 18) == "five eighteenths")
        #expect(english.number("3.14") == "3.14")
    }

    @Test("German numbers: units before tens, denominators in -tel, a decimal comma")
    func germanNumbers() throws {
        let german = try #require(MathWording.named("de"))
        #expect(german.cardinal(25) == "fünfundzwanzig")
        #expect(german.cardinal(21) == "einundzwanzig")
        #expect(german.ordinal(21) == "einundzwanzigste")
        #expect(german.numericOrdinal(3) == "3.")
        #expect(german.commonFraction(numerator: 1, denominator: 2) == "ein halb")
        #expect(german.commonFraction(numerator: 3, denominator: 2) == "drei halbe")
        #expect(german.commonFraction(numerator: 3, denominator: 4) == "drei viertel")
        #expect(german.commonFraction(numerator: 1, denominator: 25) == "ein fünfundzwanzigstel")
        #expect(german.number("3.14") == "3,14")
    }
}
