import Foundation

/// How spoken math in German, French, Spanish and Italian is compared with the Speech Rule Engine's
/// in the same language (SRE 4.0.6, `sre_oracle.py --locale`): both sides as
/// ``SpeechComparison/normalized(_:)`` makes them (the *raw* comparison), and then
/// - forms a listener does not hear, or that SRE's locales get wrong while saying the same words,
///   are left out on both sides: articles (SRE writes "le sommation", "le intégrale", "fraction
///   avec" where French says "la sommation", "l’intégrale", "la fraction avec"), with the articles
///   fused into prepositions ("aux", Italian "alla", which SRE writes "à les", "a la" or leaves
///   out), hyphens, and the shape of the apostrophe;
/// - SRE's **artefacts** are undone, the same ones in every language: the cases of ``SREArtefact``
///   (words its locale leaves in English, "normal" before symbols TeX always sets upright, the
///   upright delta named "triangle", misspellings);
/// - ``outsideDeviations(_:language:)`` also maps the wordings where Legible deliberately says
///   what the language says and SRE does not (French "moins 1", not "négatif 1"; "x appartient à
///   A", not "x est un A"): the documented deviations of `Documentation/MathSpeechDeviations.md`.
public enum LocaleSpeechComparison {
    /// The languages compared this way.
    public static let languages = ["de", "es", "fr", "it"]

    /// Legible's speech in `language`, normalised for comparison.
    public static func normalized(_ text: String, language: String) -> String {
        withoutArticles(words(text), language: language)
    }

    /// SRE's speech in `language` of the formula `tex` with its ``SREArtefact``s undone. The
    /// formula's own words (`\text{with equality if and only if}`, `\operatorname{AND}`) are the
    /// document's, said as written by both sides: English phrases SRE says are read back into
    /// Spanish, never those words.
    public static func normalizedSRE(_ text: String, language: String, tex: String = "") -> String {
        let rules = Rules.of(language)
        // Spanish keeps its articles and hyphens until the English phrases, which start with "the"
        // and say "n-th", are replaced.
        var result = language == "es" ? words(text, keepingHyphens: true) : withoutArticles(words(text), language: language)
        result = rules.artifacts.apply(to: result, keeping: documentWords(of: tex))
        return withoutArticles(words(result), language: language)
    }

    /// The words a formula writes as text (`\text`, `\textrm`, `\mathrm`, `\operatorname` and
    /// kin), lower-cased: the document's words, not SRE's.
    static func documentWords(of tex: String) -> Set<String> {
        guard tex.contains("\\") else { return [] }
        var words: Set<String> = []
        let pattern = #"\\(?:text\w*|math(?:rm|it|bf|sf|tt)|operatorname\*?)\s*\{([^{}]*)\}"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        for match in expression.matches(in: tex, range: NSRange(tex.startIndex..., in: tex)) {
            guard let range = Range(match.range(at: 1), in: tex) else { continue }
            for word in tex[range].lowercased().split(whereSeparator: { !$0.isLetter }) { words.insert(String(word)) }
        }
        return words
    }

    /// SRE's speech in `language` with its artefacts undone and the documented deviations mapped to
    /// Legible's wording: equal to ``normalized(_:language:)`` when every difference is one the
    /// deviations list.
    public static func outsideDeviations(_ text: String, language: String, tex: String = "") -> String {
        let rules = Rules.of(language)
        return withoutArticles(rules.deviations.apply(to: normalizedSRE(text, language: language, tex: tex)), language: language)
    }

    /// Lower case, pause punctuation gone, the apostrophe one character, hyphens as spaces.
    private static func words(_ text: String, keepingHyphens: Bool = false) -> String {
        let apostrophes = text.replacingOccurrences(of: "\u{2019}", with: "'")
        return SpeechComparison.normalized(keepingHyphens ? apostrophes : apostrophes.replacingOccurrences(of: "-", with: " "))
    }

    private static func withoutArticles(_ text: String, language: String) -> String {
        let rules = Rules.of(language)
        let articles = rules.articles
        let words = text.split(separator: " ").flatMap { rules.unfused($0).split(separator: " ") }
        return words.compactMap { word -> Substring? in
            if articles.contains(String(word)) { return nil }
            if articles.contains("l'"), word.hasPrefix("l'"), word.count > 2 { return word.dropFirst(2) }
            return word
        }.joined(separator: " ")
    }

    /// A language's articles, artefacts and deviations.
    struct Rules: Sendable {
        let articles: Set<String>
        let artifacts: Rewrites
        let deviations: Rewrites
        /// Prepositions fused with articles, by their first letters ("de" of Italian "della"), and the
        /// preposition they are; and whole fused words with what they fuse (French "aux": "à les").
        var fusedPrepositions: [String: String] = [:]
        var fusedWords: [String: String] = [:]

        /// `word` as its preposition and article when it is both ("della" is "di la", "dell'anno"
        /// is "di l'anno", "aux" is "à les"), else itself.
        func unfused(_ word: Substring) -> String {
            if let words = fusedWords[String(word)] { return words }
            for (start, preposition) in fusedPrepositions where word.hasPrefix(start) {
                let rest = word.dropFirst(start.count)
                if let article = Self.italianArticles[String(rest)] { return preposition + " " + article }
                if rest.hasPrefix("ll'"), rest.count > 3 { return preposition + " l'" + rest.dropFirst(3) }
            }
            return String(word)
        }

        /// The endings of Italian fused prepositions, with the article each is.
        private static let italianArticles = ["l": "il", "llo": "lo", "lla": "la", "i": "i", "gli": "gli", "lle": "le"]

        static func of(_ language: String) -> Rules {
            switch language {
            case "fr": french
            case "it": italian
            case "es": spanish
            case "de": german
            default: Rules(articles: [], artifacts: Rewrites([]), deviations: Rewrites([]))
            }
        }

        static let french = Rules(
            articles: ["le", "la", "les", "l'"],
            artifacts: Rewrites(SREArtefact.rewrites(in: "fr")),
            // SRE's French calques and Unicode names are artefacts (``SREArtefact``); its "est un
            // diviseur de" is French, and Legible says "divise" as for `\mid`.
            deviations: Rewrites([(#"\best un diviseur de\b"#, "divise"), (#"\bn'est pas un diviseur de\b"#, "ne divise pas")]),
            fusedWords: ["du": "de le", "des": "de les", "au": "à le", "aux": "à les"])

        static let italian = Rules(
            articles: ["il", "lo", "la", "gli", "le", "l'"],
            artifacts: Rewrites(SREArtefact.rewrites(in: "it")),
            deviations: Rewrites([
                (#"\bmodulo di\b"#, "modulo"), (#"\bdefinito essere\b"#, "definito come"),
                (#"\bdeterminante della (?=\w\b)"#, "determinante di "),
            ]),
            fusedPrepositions: ["de": "di", "a": "a", "da": "da", "ne": "in", "su": "su"])

        static let spanish = Rules(
            articles: ["el", "la", "los", "las"],
            // The English phrases are read back first (``SREArtefact/englishWord``), then the rest.
            artifacts: Rewrites(SpanishClearSpeak.rewrites.patterns, replacingWords: SpanishClearSpeak.rewrites.words,
                                then: SREArtefact.rewrites(in: "es")),
            deviations: Rewrites([
                // An upright letter the author chose: Spanish typography's "recta", after the letter.
                (#"\bnormal ([a-z])\b"#, "$1 recta"),
            ]),
            fusedWords: ["del": "de el", "al": "a el"])

        /// German: Legible's German follows SRE's wording, so only the artefacts are undone.
        static let german = Rules(
            articles: ["der", "die", "das", "den", "dem", "des"],
            artifacts: Rewrites(SREArtefact.rewrites(in: "de")),
            deviations: Rewrites([]),
            fusedWords: ["vom": "von dem", "zum": "zu dem", "zur": "zu der", "im": "in dem"])
    }

    /// Regular-expression rewrites, compiled once and applied in order.
    struct Rewrites: Sendable {
        private let steps: [Step]

        private enum Step: @unchecked Sendable {
            // NSRegularExpression is immutable once made and safe to share across threads.
            /// A pattern and its replacement template, and the literal text the pattern starts with
            /// (most texts skip most steps without running the expression).
            case pattern(NSRegularExpression, template: String, needle: String?)
            /// Words replaced by others, all in one scan, the longest first where two start alike.
            case words(NSRegularExpression, [String: String])
        }

        /// `pairs` of patterns and templates; then, when given, `replacingWords` (each key, a word
        /// or words, by its value) and the patterns of `then`.
        init(_ pairs: [(String, String)], replacingWords words: [String: String] = [:], then after: [(String, String)] = []) {
            var steps = Self.patterns(pairs)
            let alternatives = words.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
                .map(NSRegularExpression.escapedPattern(for:))
            if !alternatives.isEmpty, let expression = try? NSRegularExpression(pattern: #"\b(?:"# + alternatives.joined(separator: "|") + #")\b"#) {
                steps.append(.words(expression, words))
            }
            self.steps = steps + Self.patterns(after)
        }

        private static func patterns(_ pairs: [(String, String)]) -> [Step] {
            pairs.compactMap { pattern, template in
                (try? NSRegularExpression(pattern: pattern)).map { .pattern($0, template: template, needle: needle(of: pattern)) }
            }
        }

        /// The literal text a pattern starts with after a word boundary (`to the ` of
        /// `\bto the (\d+) power`), if it has two characters or more.
        private static func needle(of pattern: String) -> String? {
            guard pattern.hasPrefix(#"\b"#) else { return nil }
            let literal = pattern.dropFirst(2).prefix { !"\\()[]{}?*+|.^$".contains($0) }
            return literal.count >= 2 ? String(literal) : nil
        }

        /// `text` rewritten; a word-for-word replacement whose words are all among `kept` (the
        /// document's own words) is left as it is.
        func apply(to text: String, keeping kept: Set<String> = []) -> String {
            var result = text
            for step in steps {
                switch step {
                case .pattern(let expression, let template, let needle):
                    if let needle, !result.contains(needle) { continue }
                    let range = NSRange(result.startIndex..., in: result)
                    guard expression.firstMatch(in: result, range: range) != nil else { continue }
                    result = expression.stringByReplacingMatches(in: result, range: range, withTemplate: template)
                case .words(let expression, let words):
                    var replaced = ""
                    var last = result.startIndex
                    for match in expression.matches(in: result, range: NSRange(result.startIndex..., in: result)) {
                        guard let range = Range(match.range, in: result) else { continue }
                        let found = String(result[range])
                        let isDocuments = !kept.isEmpty && found.split(separator: " ").allSatisfy { kept.contains(String($0)) }
                        replaced += result[last..<range.lowerBound] + (isDocuments ? found : words[found] ?? found)
                        last = range.upperBound
                    }
                    result = replaced + result[last...]
                }
            }
            return result.split(separator: " ").joined(separator: " ")
        }
    }
}
