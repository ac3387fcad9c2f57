/// The words of one language, apart from the rules that decide when to say them.
///
/// A speech rule asks for a ``Phrase`` ("the fraction with numerator"), the name of a symbol
/// (`≤` is "is less than or equal to" in ClearSpeak, "less than or equals" in MathSpeak), the name
/// of a font, or a number as a word or an ordinal. Each language is one table,
/// `Resources/Wording/<code>.json`, read once (see ``MathWordingFile``); adding a language is
/// adding a file.
package final class MathWording: Sendable {
    /// The language's code, lower case: `"en"`, `"de"`.
    let language: String
    /// Symbol names by symbol key (see ``SymbolTable``), used by every style unless overridden.
    let symbolNames: [String: String]
    /// Font names for ClearSpeak and MathSpeak.
    package let clearSpeakFontNames: [MathVariant: FontName]
    let mathSpeakFontNames: [MathVariant: FontName]

    /// How a font is named around the letter it styles: before it ("bold x"), after it (German
    /// "A mit Doppelstrich", written `{letter} mit Doppelstrich` in the table), or both.
    package struct FontName: Sendable {
        package let before: String
        package let after: String
    }
    /// ClearSpeak's names for the sets written in double-struck letters, by letter ("R" is "the real numbers").
    package let namedSets: [String: String]
    /// ClearSpeak's words for accents after their base, by mark; marks under the base are keyed with
    /// a leading "_" ("~" is "tilde", "_~" is "under tilde"), operators used as superscript marks
    /// with a leading "^" ("^×" is "cross").
    let accentNames: [String: String]
    /// Whether integer and letter exponents are read as ordinals ("to the fifth power"), as in
    /// English; otherwise every exponent is read after ``Phrase/raisedToThe`` ("hoch 5").
    let ordinalPowers: Bool
    /// Whether "the fourth power of, f of x" reads a function's power before it (see
    /// ``MathWordingFile/powerBeforeFunction``).
    let powerBeforeFunction: Bool
    /// Whether a named function's argument always follows ``Phrase/of`` ("seno di x").
    let functionsTakeOf: Bool
    /// What a decimal point is read as in numbers: "3.14" in English, "3,14" in German.
    let decimalSeparator: String
    /// What separates thousands in numbers: "1,000" in English, "1.000" in German.
    let groupSeparator: String

    private let numbers: MathWordingFile.Numbers
    private let articles: [String: String]
    private let articlesAfterPreposition: [(article: String, replacement: String)]
    /// Each preposition that fuses with articles, with the articles and what the two become.
    private let contractions: [String: [String: String]]
    private let phraseList: [String]
    private let clearSpeakNames: SymbolNameTable
    private let mathSpeakNames: SymbolNameTable

    init(file: MathWordingFile) {
        language = file.language.lowercased()
        symbolNames = file.symbols
        clearSpeakFontNames = Self.fonts(file.clearSpeakFonts)
        mathSpeakFontNames = Self.fonts(file.mathSpeakFonts)
        namedSets = file.namedSets
        accentNames = file.accents
        ordinalPowers = file.ordinalPowers ?? true
        powerBeforeFunction = file.powerBeforeFunction ?? true
        functionsTakeOf = file.functionsTakeOf ?? false
        decimalSeparator = file.decimalSeparator ?? "."
        groupSeparator = file.groupSeparator ?? ","
        numbers = file.numbers
        articles = file.articles ?? [:]
        // Longest first, so that "der inverse" wins over "der".
        articlesAfterPreposition = (file.articlesAfterPreposition ?? [:]).map { ($0.key, $0.value) }
            .sorted { $0.article.count > $1.article.count }
        var contractions: [String: [String: String]] = [:]
        for (pair, fused) in file.contractions ?? [:] {
            let words = pair.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { continue }
            contractions[words[0], default: [:]][words[1]] = fused
        }
        self.contractions = contractions
        // Speech asks for phrases and names constantly: index phrases by number and merge each
        // style's names with the shared ones, so every question is one look-up.
        let phrasesByName = Dictionary(uniqueKeysWithValues: Phrase.allCases.map { (String(describing: $0), $0) })
        var list = Phrase.allCases.map { String(describing: $0) }
        for (name, words) in file.phrases {
            if let phrase = phrasesByName[name] { list[phrase.rawValue] = words }
        }
        phraseList = list
        clearSpeakNames = SymbolNameTable(file.symbols.merging(file.clearSpeakSymbols ?? [:]) { _, own in own })
        mathSpeakNames = SymbolNameTable(file.symbols.merging(file.mathSpeakSymbols ?? [:]) { _, own in own })
        missingPhrases = Phrase.allCases.filter { file.phrases[String(describing: $0)] == nil }
    }

    /// The phrases the table leaves out (they read as their names); empty for a complete table.
    package let missingPhrases: [Phrase]

    /// The symbols this wording names that `other` does not, where `other` would fall back to
    /// the symbol's Unicode name, in English: empty when `other` is complete.
    package func missingSymbols(in other: MathWording) -> [String] {
        symbolNames.keys.filter { other.symbolNames[$0] == nil }.sorted()
    }

    private static func fonts(_ names: [String: String]) -> [MathVariant: FontName] {
        var fonts: [MathVariant: FontName] = [:]
        for font in MathVariant.allCases {
            guard let name = names[String(describing: font)] else { continue }
            let parts = name.replacingPlaceholder("{letter}", with: "\u{0}").split(separator: "\u{0}", omittingEmptySubsequences: false)
            let before = String(parts[0]).trimmingSpaces
            let after = parts.count > 1 ? String(parts[1]).trimmingSpaces : ""
            fonts[font] = FontName(before: before, after: after)
        }
        return fonts
    }

    /// The phrase for `key` in this language.
    package subscript(_ key: Phrase) -> String {
        phraseList[key.rawValue]
    }

    /// The phrase for `key` cut at its `{name}` placeholders: the words before each placeholder
    /// with its name, and the words after the last one, so that a rule can speak a part of the
    /// formula in the placeholder's place (French "{k} parmi {n}").
    func template(_ key: Phrase) -> (parts: [(words: String, placeholder: String)], tail: String) {
        var parts: [(words: String, placeholder: String)] = []
        var rest = Substring(self[key])
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            parts.append((String(rest[..<open]).trimmingSpaces, String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        return (parts, String(rest).trimmingSpaces)
    }

    /// The phrase for `key` with each `{name}` in it replaced by `values[name]`, a preposition
    /// of the phrase fused with an article a value starts with, and no space left where a value was
    /// empty: ``Phrase/matrixOfSize`` is "{rows} by {columns} matrix" in English, "matrice de
    /// dimension {rows} par {columns}" in French; Italian "l’inversa di {article} {function}" with
    /// "il" and "seno" is "l’inversa del seno".
    func phrase(_ key: Phrase, _ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(self[key])
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let value = values[String(rest[rest.index(after: open)..<close])] ?? ""
            result = joined(result + rest[..<open], value)
            rest = rest[rest.index(after: close)...]
        }
        return (result + rest).split(separator: " ").joined(separator: " ")
    }

    /// The name of the symbol `key` in ClearSpeak, or nil when the wording has none.
    func clearSpeakName(_ key: String) -> String? {
        clearSpeakNames[key]
    }

    /// The name of the symbol `key` in MathSpeak, or nil when the wording has none.
    func mathSpeakName(_ key: String) -> String? {
        mathSpeakNames[key]
    }

    /// The article before "`key` of" ("the sine of", German "der Sinus von", "die Determinante
    /// von"): the table's article for that function, operator or construct (`"matrix"`, `"root"`),
    /// else ``Phrase/the``.
    func article(for key: String) -> String {
        articles[key] ?? self[.the]
    }

    /// `words` with the article they start with in the form it takes after a preposition, when the
    /// language changes it there (German dative: "die ganzen Zahlen" becomes "den ganzen Zahlen").
    func articleAfterPreposition(_ words: String) -> String {
        for (article, replacement) in articlesAfterPreposition {
            if words == article { return replacement }
            if words.hasPrefix(article + " ") { return replacement + words.dropFirst(article.count) }
        }
        return words
    }

    /// `text`, words of the table's own phrases, with each preposition fused with the article after
    /// it, as the table's contractions say: Italian "determinante di la matrice" is "determinante
    /// della matrice".
    func contracted(_ text: String) -> String {
        guard !contractions.isEmpty else { return text }
        var words = text.split(separator: " ").map(String.init)
        var index = 0
        while index + 1 < words.count {
            if let fused = contractions[words[index]]?[words[index + 1]] {
                words.replaceSubrange(index...(index + 1), with: [fused])
            }
            index += 1
        }
        return words.joined(separator: " ")
    }

    /// `first` and `second` said one after the other, the preposition `first` ends with fused with
    /// the article `second` starts with: French "appartient à" and "les nombres réels" make
    /// "appartient aux nombres réels". Only the two words where they meet are fused, so a letter
    /// inside `second` that looks like an article (Italian "i") is never touched.
    func joined(_ first: String, _ second: String) -> String {
        let first = first.trimmingSpaces
        guard !contractions.isEmpty, let last = first.split(separator: " ").last, let byArticle = contractions[String(last)],
              let article = second.split(separator: " ", maxSplits: 1).first, let fused = byArticle[String(article)] else {
            return first.isEmpty || second.isEmpty ? first + second : first + " " + second
        }
        return first.dropLast(last.count) + fused + second.dropFirst(article.count)
    }

    /// Whether a preposition of the table fuses with articles (French, Italian, Spanish).
    var fusesArticles: Bool { !contractions.isEmpty }

    /// Every article the language uses, for taking one off the front of a phrase.
    private var allArticles: [String] {
        [self[.the]] + articles.values.filter { !$0.isEmpty }
    }

    /// The article `words` start with, with the space after it ("the "), or an elided article
    /// joined to its noun ("l’" of "l’intégrale"); nil when they start with none.
    func leadingArticle(of words: String) -> String? {
        for article in allArticles where !article.isEmpty {
            if article.last == SpeechBuffer.elisionMark, words.hasPrefix(article) { return article }
            if words.hasPrefix(article + " ") { return article + " " }
        }
        return nil
    }

    // MARK: - Numbers

    /// `number` in words up to ninety-nine ("twenty five", "fünfundzwanzig"), else in digits.
    package func cardinal(_ number: Int) -> String {
        let cardinals = numbers.cardinals
        if number >= 0, number < cardinals.count { return cardinals[number] }
        guard number >= 20, number < 100 else { return String(number) }
        let ten = numbers.tens[number / 10]
        guard number % 10 != 0 else { return ten }
        return Self.fill(numbers.compound, ["tens": ten, "unit": numbers.compoundUnits?[number % 10] ?? cardinals[number % 10]])
    }

    /// `number` as an ordinal word up to ninety-ninth ("fifth", "twenty fifth"), else nil.
    package func ordinal(_ number: Int) -> String? {
        let ordinals = numbers.ordinals
        if number >= 0, number < ordinals.count { return ordinals[number] }
        guard number >= 20, number < 100 else { return nil }
        if number % 10 == 0 { return numbers.ordinalTens[number / 10] }
        let unit = number % 10
        return Self.fill(numbers.compoundOrdinal, [
            "tens": numbers.tens[number / 10], "unit": ordinals[unit], "tensOrdinal": numbers.ordinalTens[number / 10],
            "unitCardinal": numbers.compoundUnits?[unit] ?? numbers.cardinals[unit],
        ])
    }

    /// `template` with each `{name}` replaced by `values[name]`.
    private static func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { $0.replacingPlaceholder("{" + $1.key + "}", with: $1.value) }
    }

    /// A common fraction in words: "one half", "two thirds", "five eighteenths", "zwei drittel";
    /// nil when the denominator has no word.
    package func commonFraction(numerator: Int, denominator: Int) -> String? {
        let fractions = numbers.fractions
        let denominatorWord: String?
        let ownWords = numerator == 1 ? fractions.denominators : fractions.pluralDenominators
        if let ownWords, denominator >= 0, denominator < ownWords.count, !ownWords[denominator].isEmpty {
            denominatorWord = ownWords[denominator]
        } else if denominator == 2 {
            denominatorWord = numerator == 1 ? fractions.half : fractions.halves
        } else if let ordinal = ordinal(denominator) {
            denominatorWord = (numerator == 1 ? fractions.denominator : fractions.pluralDenominator)
                .replacingPlaceholder("{ordinal}", with: ordinal)
        } else {
            denominatorWord = nil
        }
        guard let denominatorWord else { return nil }
        let numeratorWord = numerator == 1 ? (fractions.one ?? cardinal(1)) : cardinal(numerator)
        return numeratorWord + " " + denominatorWord
    }

    /// `number` as a numeric ordinal: "1st", "22nd", "11th"; "1." in German.
    package func numericOrdinal(_ number: Int) -> String {
        let suffixes = numbers.numericOrdinalSuffixes
        guard suffixes.count >= 4 else { return String(number) + (suffixes.first ?? "") }
        let lastTwo = number % 100
        let suffix: String
        if lastTwo >= 11, lastTwo <= 13 {
            suffix = suffixes[3]
        } else {
            switch number % 10 {
            case 1: suffix = suffixes[0]
            case 2: suffix = suffixes[1]
            case 3: suffix = suffixes[2]
            default: suffix = suffixes[3]
            }
        }
        return String(number) + suffix
    }

    /// The digits of a number as the language writes them: TeX's decimal point (`3.14`) and
    /// thousands commas (`1{,}000`, kept as `1,000`) replaced by ``decimalSeparator`` and
    /// ``groupSeparator``: German "1.000,5", French "1 000,5".
    ///
    /// `{,}` is also how French, German, Italian and Spanish authors write a decimal comma: a
    /// number without a point whose only comma is not followed by three digits (`3{,}14`), or
    /// follows a lone 0 (`0{,}997`), has a decimal comma, read "3.14" in English, "3,14" in French.
    package func number(_ digits: String) -> String {
        guard digits.contains(".") || digits.contains(",") else { return digits }
        var decimalComma = false
        if !digits.contains("."), let comma = digits.firstIndex(of: ","), digits.lastIndex(of: ",") == comma {
            decimalComma = digits[..<comma] == "0" || digits.distance(from: comma, to: digits.endIndex) != 4
        }
        var result = ""
        for character in digits {
            switch character {
            case ".": result += decimalSeparator
            case ",": result += decimalComma ? decimalSeparator : groupSeparator
            default: result.append(character)
            }
        }
        return result
    }
}

/// The fixed phrases that speech rules say, by meaning. A wording table names each by its case
/// name (`"theFractionWithNumerator"`).
package enum Phrase: Int, CaseIterable, Hashable, Sendable {
    // Shared.
    case negative, minus, and, mixedNumberAnd, of, the, times, squared, cubed, over, sub, prime, upper
    case emptySet, blank, binomial

    // ClearSpeak.
    case theFractionWithNumerator, andDenominator
    case toThe, power, raisedToThe, raisedPower, raisedToTheExponent, endExponent, ordinalLetterSuffix
    case squareRootOf, negativeSquareRootOf, cubeRootOf, rootOf
    case absoluteValueOf, normOf, theSet, theSetOfAll, suchThat, memberIn, memberNotIn
    case inverse, theInverse, powerOf, logBase, naturalLogName
    case from, to, overLimit, underLimit, asVariable, approaches, bigOperatorOf
    case theDeterminantOf, matrixOfSize, rowMatrixOfSize, columnMatrixOfSize, withEntry, row, column
    case line, lines, caseWord, cases
    case evaluatedAt, sameExpressionEvaluatedAt
    case theRepeatingDecimal, point, followedByRepeatingDigit, followedByRepeatingDigits
    case theCommand
    case withZero, positive, positiveSet, negativeSet
    case degree, degrees, minute, minutes, second, seconds, foot, feet, inch, inches
    case theMeasureOfAngle, isDefinedToBe, equalsWithQuestionMark, transpose, star, withSuperscript, isDistributedAs
    case theOrdinalDerivativeOf, theDerivativeOfOrder, derivativeAt, fahrenheit, celsius
    case theLineSegment, theVector, given

    // MathSpeak.
    case compoundJoiner, start, end, fraction, overWord, startRoot, endRoot, rootIndex
    case startSquareRoot, endSquareRoot, startCubeRoot, endCubeRoot
    case nestedOnce, nestedTwice, nestedMany, nestedIndexOnce, nestedIndexTwice, nestedIndexMany
    case superscript, subscriptWord, baseline, superPrefix, subPrefix
    case underscript, overscript, endUnderscript, endOverscript, modifyingAbove, modifyingBelow, with
    case startAbsoluteValue, endAbsoluteValue, startMetric, endMetric, startSet, endSet
    case matrixTitle, endMatrix, determinantTitle, endDeterminant, startLayout, endLayout, enlarged
    case startBinomialOrMatrix, mathSpeakBinomial, endBinomialOrMatrix, byWord, rowWord, columnWord, blankWord
    case overbar, underbar, overtilde, undertilde
}

extension String {
    /// The string with every `placeholder` replaced by `value`.
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        let pattern = Array(placeholder.unicodeScalars)
        guard let first = pattern.first else { return self }
        var result = String.UnicodeScalarView()
        let scalars = Array(unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == first, index + pattern.count <= scalars.count,
               scalars[index..<(index + pattern.count)].elementsEqual(pattern) {
                result.append(contentsOf: value.unicodeScalars)
                index += pattern.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
