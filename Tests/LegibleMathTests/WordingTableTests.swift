import Testing
import LegibleMath

/// The shipped wording tables are complete, so that no rule ever says a phrase's name.
@Suite("Wording tables")
struct WordingTableTests {
    @Test("English, German, French, Spanish and Italian ship, and every table names every phrase")
    func complete() throws {
        #expect(MathWording.supportedLanguages == ["de", "en", "es", "fr", "it"])
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

    @Test("German numbers: units before tens, denominators in -tel, a decimal comma, thousands by points")
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
        #expect(german.number("1,234.5") == "1.234,5")
    }

    @Test("every table names every symbol English names, so that no English word is spoken in its place",
          arguments: ["de", "es", "fr", "it"])
    func completeSymbols(_ language: String) throws {
        let wording = try #require(MathWording.named(language))
        #expect(MathWording.english.missingSymbols(in: wording).isEmpty, "\(language): \(MathWording.english.missingSymbols(in: wording))")
    }

    @Test("French, Spanish and Italian numbers: tens and units, ordinals and denominators")
    func romanceNumbers() throws {
        let french = try #require(MathWording.named("fr"))
        let italian = try #require(MathWording.named("it"))
        let spanish = try #require(MathWording.named("es"))
        #expect(french.cardinal(42) == "quarante-deux")
        #expect(italian.cardinal(42) == "quarantadue")
        #expect(spanish.cardinal(42) == "cuarenta y dos")
        #expect(french.ordinal(4) == "quatrième")
        #expect(italian.ordinal(5) == "quinta")
        #expect(french.commonFraction(numerator: 1, denominator: 2) == "un demi")
        #expect(italian.commonFraction(numerator: 3, denominator: 4) == "tre quarti")
        #expect(spanish.commonFraction(numerator: 5, denominator: 8) == "cinco octavos")
    }

    @Test("TeX's {,} groups thousands before three digits, and is a decimal comma otherwise", arguments: [
        ("en", "1,000", "1,000"), ("en", "3,14", "3.14"), ("en", "0,997", "0.997"), ("en", "1,234.5", "1,234.5"),
        ("fr", "1,000", "1\u{202F}000"), ("fr", "3,14", "3,14"), ("fr", "0,997", "0,997"), ("fr", "1,234,567", "1\u{202F}234\u{202F}567"),
        ("it", "1,000", "1.000"), ("it", "2.5", "2,5"), ("de", "1,5", "1,5"),
    ])
    func decimalComma(language: String, digits: String, spoken: String) throws {
        #expect(try #require(MathWording.named(language)).number(digits) == spoken)
    }
}
