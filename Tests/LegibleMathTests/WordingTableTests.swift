import Testing
@testable import LegibleMath

/// The English table is complete, so that no rule ever says an empty phrase.
@Suite("English wording table")
struct WordingTableTests {
    @Test("Every phrase has English words")
    func everyPhrase() {
        for phrase in Phrase.allCases {
            #expect(!MathWording.english[phrase].isEmpty, "\(phrase)")
        }
    }

    @Test("Numbers in words and ordinals")
    func numbers() {
        let english = MathWording.english
        #expect(english.cardinal(25) == "twenty five")
        #expect(english.ordinal(25) == "twenty fifth")
        #expect(english.numericOrdinal(22) == "22nd")
        #expect(english.numericOrdinal(13) == "13th")
        #expect(english.commonFraction(numerator: 3, denominator: 2) == "three halves")
        #expect(english.commonFraction(numerator: 5, denominator: 18) == "five eighteenths")
    }
}
