/// The words of one language, apart from the rules that decide when to say them.
///
/// A speech rule asks for a ``Phrase`` ("the fraction with numerator"), the name of a symbol
/// (`≤` is "is less than or equal to" in ClearSpeak, "less than or equals" in MathSpeak), the name
/// of a font, or a number as a word or an ordinal. English is ``english``; another language is one
/// more value of this type, filled from its own table.
final class MathWording: Sendable {
    /// The language's code, lower case: `"en"`, `"de"`.
    let language: String
    /// The fixed phrases of the rules.
    let phrases: [Phrase: String]
    /// Symbol names by symbol key (see ``SymbolTable``), used by every style unless overridden.
    let symbolNames: [String: String]
    /// ClearSpeak's own names, where they differ from ``symbolNames``.
    let clearSpeakSymbolNames: [String: String]
    /// MathSpeak's own names, where they differ from ``symbolNames``.
    let mathSpeakSymbolNames: [String: String]
    /// Font names for ClearSpeak and MathSpeak.
    let clearSpeakFontNames: [MathFont: String]
    let mathSpeakFontNames: [MathFont: String]
    /// Number words 0 to 19, then the tens (index 2 is twenty).
    let cardinals: [String]
    let tens: [String]
    /// Ordinal words 0 to 19 ("zeroth", "first" …), the tens ("twentieth" at index 2), and the
    /// plural of each where it is not the word plus "s".
    let ordinals: [String]
    let ordinalTens: [String]
    let irregularPlurals: [String: String]
    /// ClearSpeak's names for the sets written in double-struck letters, by letter ("R" is "the real numbers").
    let namedSets: [String: String]
    /// ClearSpeak's words for accents after their base, by mark; marks under the base are keyed with
    /// a leading "_" ("~" is "tilde", "_~" is "under tilde").
    let accentNames: [String: String]
    /// The word for a denominator of 2, which is not its ordinal ("half", not "second").
    let halves: (singular: String, plural: String)
    /// Suffixes of numeric ordinals: for 1, 2, 3 and all others ("1st", "2nd", "3rd", "4th"), and
    /// for the teens, which take the last one.
    let numericOrdinalSuffixes: [String]

    init(language: String, phrases: [Phrase: String], symbolNames: [String: String], clearSpeakSymbolNames: [String: String],
         mathSpeakSymbolNames: [String: String], clearSpeakFontNames: [MathFont: String],
         mathSpeakFontNames: [MathFont: String], cardinals: [String], tens: [String], ordinals: [String],
         ordinalTens: [String], irregularPlurals: [String: String], namedSets: [String: String],
         accentNames: [String: String], halves: (singular: String, plural: String),
         numericOrdinalSuffixes: [String]) {
        self.language = language
        self.phrases = phrases
        self.symbolNames = symbolNames
        self.clearSpeakSymbolNames = clearSpeakSymbolNames
        self.mathSpeakSymbolNames = mathSpeakSymbolNames
        self.clearSpeakFontNames = clearSpeakFontNames
        self.mathSpeakFontNames = mathSpeakFontNames
        self.cardinals = cardinals
        self.tens = tens
        self.ordinals = ordinals
        self.ordinalTens = ordinalTens
        self.irregularPlurals = irregularPlurals
        self.halves = halves
        self.namedSets = namedSets
        self.accentNames = accentNames
        self.numericOrdinalSuffixes = numericOrdinalSuffixes
        // Speech asks for phrases and names constantly: index phrases by number and merge each
        // style's names with the shared ones, so every question is one look-up.
        phraseList = Phrase.allCases.map { phrases[$0] ?? "" }
        clearSpeakNames = symbolNames.merging(clearSpeakSymbolNames) { _, own in own }
        mathSpeakNames = symbolNames.merging(mathSpeakSymbolNames) { _, own in own }
    }

    /// Every wording that ships, by language code.
    private static let shipped: [String: MathWording] = ["en": .english]

    /// The codes of the languages that have a wording, sorted.
    static var supportedLanguages: [String] { shipped.keys.sorted() }

    /// The wording for the language of the BCP 47 tag `tag` (`"de"`, `"de-AT"`, `"en_US"`), or nil
    /// when none ships.
    static func named(_ tag: String) -> MathWording? {
        let code = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return shipped[code]
    }

    private let phraseList: [String]
    private let clearSpeakNames: [String: String]
    private let mathSpeakNames: [String: String]

    /// The phrase for `key` in this language.
    subscript(_ key: Phrase) -> String {
        phraseList[key.rawValue]
    }

    /// The name of the symbol `key` in ClearSpeak, or nil when the wording has none.
    func clearSpeakName(_ key: String) -> String? {
        clearSpeakNames[key]
    }

    /// The name of the symbol `key` in MathSpeak, or nil when the wording has none.
    func mathSpeakName(_ key: String) -> String? {
        mathSpeakNames[key]
    }

    /// `number` in words up to ninety-nine ("twenty five"), else in digits.
    func cardinal(_ number: Int) -> String {
        if number >= 0, number < cardinals.count { return cardinals[number] }
        if number < 100, number >= 20 {
            let ten = tens[number / 10]
            return number % 10 == 0 ? ten : ten + " " + cardinals[number % 10]
        }
        return String(number)
    }

    /// `number` as an ordinal word up to ninety-ninth ("fifth", "twenty fifth"), else nil.
    func ordinal(_ number: Int) -> String? {
        if number >= 0, number < ordinals.count { return ordinals[number] }
        guard number >= 20, number < 100 else { return nil }
        if number % 10 == 0 { return ordinalTens[number / 10] }
        return tens[number / 10] + " " + ordinals[number % 10]
    }

    /// The plural of an ordinal word, as in "two thirds" or "three halves".
    func pluralOrdinal(_ number: Int) -> String? {
        guard let word = ordinal(number) else { return nil }
        if let irregular = irregularPlurals[word] { return irregular }
        return word + "s"
    }

    /// A common fraction in words: "one half", "two thirds", "five eighteenths"; nil when the
    /// denominator has no ordinal word.
    func commonFraction(numerator: Int, denominator: Int) -> String? {
        let denominatorWord: String?
        if denominator == 2 {
            denominatorWord = numerator == 1 ? halves.singular : halves.plural
        } else {
            denominatorWord = numerator == 1 ? ordinal(denominator) : pluralOrdinal(denominator)
        }
        guard let denominatorWord else { return nil }
        return cardinal(numerator) + " " + denominatorWord
    }

    /// `number` as a numeric ordinal: "1st", "22nd", "11th".
    func numericOrdinal(_ number: Int) -> String {
        let lastTwo = number % 100
        let suffix: String
        if lastTwo >= 11, lastTwo <= 13 {
            suffix = numericOrdinalSuffixes[3]
        } else {
            switch number % 10 {
            case 1: suffix = numericOrdinalSuffixes[0]
            case 2: suffix = numericOrdinalSuffixes[1]
            case 3: suffix = numericOrdinalSuffixes[2]
            default: suffix = numericOrdinalSuffixes[3]
            }
        }
        return String(number) + suffix
    }
}

/// The fixed phrases that speech rules say, by meaning.
enum Phrase: Int, CaseIterable, Hashable, Sendable {
    // Shared.
    case negative, minus, and, of, the, times, squared, cubed, over, sub, prime, upper
    case emptySet, blank, choose

    // ClearSpeak.
    case theFractionWithNumerator, andDenominator
    case toThe, power, raisedToThe, raisedToTheExponent, endExponent, ordinalLetterSuffix
    case squareRootOf, negativeSquareRootOf, cube, rootOf, squareRoot
    case absoluteValueOf, normOf, theSet, theSetOfAll, suchThat, floorOf, ceilingOf, memberIn, memberNotIn
    case inverse, theInverse, powerOf, logBase, naturalLogName
    case from, to, overLimit, underLimit, asVariable, approaches
    case theDeterminantOf, matrixWord, by, rowMatrix, columnMatrix, withEntry, row, column
    case line, lines, caseWord, cases
    case evaluatedAt, sameExpressionEvaluatedAt
    case theRepeatingDecimal, point, followedByRepeatingDigit, followedByRepeatingDigits
    case theCommand
    case withZero, positive, negativeSetPrefix
    case degree, degrees, minute, minutes, second, seconds, foot, feet, inch, inches
    case theMeasureOf, isDefinedToBe, equalsWithQuestionMark, transpose, theLineSegment, theVector, given

    // MathSpeak.
    case start, end, fraction, overWord, startRoot, endRoot, rootIndex, nested, twice
    case superscript, subscriptWord, baseline, superPrefix, subPrefix
    case underscript, overscript, endscripts, modifyingAbove, modifyingBelow, with
    case startAbsoluteValue, endAbsoluteValue, startMetric, endMetric, startSet, endSet
    case matrixTitle, endMatrix, determinantTitle, endDeterminant, startLayout, endLayout, enlarged
    case startBinomialOrMatrix, endBinomialOrMatrix, byWord, rowWord, columnWord, blankWord
    case overbar, underbar, overtilde, undertilde
}
