import Foundation

/// The form of a wording table on disk, `Resources/Wording/<code>.json`:
///
/// ```json
/// { "language": "de", "name": "Deutsch", "ordinalPowers": false, "decimalSeparator": ",", "groupSeparator": ".",
///   "phrases": { "theFractionWithNumerator": "Bruch mit Zähler", "over": "geteilt durch", … },
///   "articles": { "det": "die", "matrix": "die", "∫": "das", "∑": "" },
///   "articlesAfterPreposition": { "die": "den" },
///   "symbols": { "=": "ist gleich", "α": "alpha", … },
///   "clearSpeakSymbols": { … }, "mathSpeakSymbols": { … },
///   "clearSpeakFonts": { "bold": "fettes", … }, "mathSpeakFonts": { … },
///   "namedSets": { "R": "die reellen Zahlen" }, "accents": { "^": "circumflex" },
///   "numbers": { "cardinals": ["null", "eins", …], "tens": […], "compound": "{unit}und{tens}",
///                "ordinals": […], "ordinalTens": […], "compoundOrdinal": "{unitCardinal}und{tensOrdinal}",
///                "numericOrdinalSuffixes": ["."],
///                "fractions": { "one": "ein", "half": "halb", "halves": "halbe",
///                               "denominator": "{ordinal}l", "pluralDenominator": "{ordinal}l" } } }
/// ```
///
/// Phrases are keyed by the case names of ``Phrase``, fonts by those of ``MathVariant``, symbols by
/// the keys of the ``SymbolTable``. A phrase may be empty: German says "3 hoch 5", with no word
/// where English says "power". An article that ends in an apostrophe, French "l’" or Italian
/// "dell’", is elided: the speech joins it to the next word ("l’intégrale", see ``SpeechBuffer``).
///
/// French, Italian and Spanish fuse a preposition with the article after it ("à les" is "aux",
/// "di il" is "del", "de el" is "del"): `"contractions": { "à les": "aux" }` lists the fusions, made
/// where a phrase of the table is followed by an article (see ``MathWording/contracted(_:)``).
/// Italian and Spanish name a function's argument with "of" even when it is simple ("seno di x"):
/// `"functionsTakeOf": true`.
struct MathWordingFile: Decodable {
    let language: String
    let name: String
    let ordinalPowers: Bool?
    /// Whether the power of a function is read before it ("the fourth power of, f of x"), as in
    /// English; otherwise after its name, as other powers are (Italian "f alla quarta potenza, di x").
    let powerBeforeFunction: Bool?
    /// Whether a named function's argument always follows "of" (Italian "seno di x"), not only
    /// when it is not simple (English "sine x", "the sine of, open paren, …").
    let functionsTakeOf: Bool?
    let decimalSeparator: String?
    /// What separates groups of thousands in a number written `1{,}000` in TeX: "," in English,
    /// "." in German and Italian, a narrow no-break space in French.
    let groupSeparator: String?
    /// A preposition and the article after it as one word ("à les" → "aux").
    let contractions: [String: String]?
    let phrases: [String: String]
    let articles: [String: String]?
    /// Articles (or article and adjective) as they change after a preposition, German dative:
    /// `{"die": "den", "der inverse": "dem inversen"}`.
    let articlesAfterPreposition: [String: String]?
    let symbols: [String: String]
    let clearSpeakSymbols: [String: String]?
    let mathSpeakSymbols: [String: String]?
    let clearSpeakFonts: [String: String]
    let mathSpeakFonts: [String: String]
    let namedSets: [String: String]
    let accents: [String: String]
    let numbers: Numbers

    /// Numbers in words.
    struct Numbers: Decodable {
        /// 0 to 19.
        let cardinals: [String]
        /// The tens, index 2 is twenty.
        let tens: [String]
        /// Units as they are said inside a compound (German "ein" in "einundzwanzig"), when that differs.
        let compoundUnits: [String]?
        /// A number from 21 to 99 that is not a multiple of ten: `{tens}` and `{unit}`.
        let compound: String
        /// Ordinal words 0 to 19 ("zeroth", "first" …).
        let ordinals: [String]
        /// Ordinals of the tens ("twentieth" at index 2).
        let ordinalTens: [String]
        /// An ordinal from 21 to 99: `{tens}`, `{unit}` (the unit's ordinal), `{tensOrdinal}`, `{unitCardinal}`.
        let compoundOrdinal: String
        /// Suffixes of numeric ordinals for 1, 2, 3 and the rest ("st", "nd", "rd", "th"); one
        /// suffix for all when the language has only one.
        let numericOrdinalSuffixes: [String]
        let fractions: Fractions
    }

    /// Common fractions in words ("one half", "two thirds").
    struct Fractions: Decodable {
        /// The denominators 0 to 10 after 1 and after more than 1, when they are not the ordinals'
        /// forms (Italian ordinals are feminine for "la quinta potenza", denominators masculine:
        /// "un quinto", "due quinti"); they replace ``denominator`` and ``pluralDenominator``.
        let denominators: [String]?
        let pluralDenominators: [String]?
        /// The numerator 1 when it differs from the cardinal (German "ein halb", not "eins halb").
        let one: String?
        /// The denominator 2, which is not its ordinal: "half" and "halves".
        let half: String
        let halves: String
        /// Other denominators after 1 and after more than 1: `{ordinal}` is the ordinal word.
        let denominator: String
        let pluralDenominator: String
    }
}

extension MathWording {
    /// Every wording that ships, by language code, read once from the module's resources.
    private static let shipped: [String: MathWording] = {
        var wordings: [String: MathWording] = [:]
        guard let directory = Bundle.module.url(forResource: "Wording", withExtension: nil),
              let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) else {
            return wordings
        }
        for file in files where file.pathExtension == "json" {
            if let data = try? Data(contentsOf: file), let table = try? JSONDecoder().decode(MathWordingFile.self, from: data) {
                let wording = MathWording(file: table)
                wordings[wording.language] = wording
            }
        }
        return wordings
    }()

    /// English, in the wording of ClearSpeak and MathSpeak.
    ///
    /// Should the resource be missing, every phrase reads as its name, so speech is never silent.
    package static let english: MathWording = shipped["en"] ?? MathWording(file: MathWordingFile(
        language: "en", name: "English", ordinalPowers: nil, powerBeforeFunction: nil, functionsTakeOf: nil,
        decimalSeparator: nil, groupSeparator: nil, contractions: nil, phrases: [:], articles: nil,
        articlesAfterPreposition: nil,
        symbols: [:], clearSpeakSymbols: nil, mathSpeakSymbols: nil, clearSpeakFonts: [:], mathSpeakFonts: [:],
        namedSets: [:], accents: [:],
        numbers: .init(cardinals: [], tens: [], compoundUnits: nil, compound: "", ordinals: [], ordinalTens: [],
                       compoundOrdinal: "", numericOrdinalSuffixes: [],
                       fractions: .init(denominators: nil, pluralDenominators: nil, one: nil, half: "", halves: "",
                                        denominator: "", pluralDenominator: ""))))

    /// The codes of the languages that have a wording, sorted.
    package static var supportedLanguages: [String] { shipped.keys.sorted() }

    /// The wording for the language of the BCP 47 tag `tag` (`"de"`, `"de-AT"`, `"en_US"`), or nil
    /// when none ships.
    package static func named(_ tag: String) -> MathWording? {
        let code = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return shipped[code]
    }
}
