import Foundation

/// SRE 4.0.6 has no Spanish ClearSpeak rules: asked for Spanish ClearSpeak it follows the English
/// rules, saying their phrases in English ("the fraction with numerator a más b, and denominator
/// 2", "x squared") around Spanish names of symbols. What can be compared is the structure and the
/// names; the phrases are read back into Spanish with Legible's own tables, each English phrase
/// replaced by the Spanish one of the same key (`Sources/LegibleMath/Resources/Wording/en.json`
/// and `es.json`), so that the comparison checks which phrases are said where, not how they are
/// worded. SRE's fractions in words ("uno-segunda", "dos-tercera") become Spanish ones.
enum SpanishClearSpeak {
    /// The rewrites: patterns for the phrases whose words move or change with what they hold
    /// ("to the fifth power"), then the phrases said word for word, by their English words.
    static let rewrites: (patterns: [(String, String)], words: [String: String]) = {
        guard let english = table("en"), let spanish = table("es") else { return ([], [:]) }
        let phrases = (english["phrases"] as? [String: String]) ?? [:]
        let frases = (spanish["phrases"] as? [String: String]) ?? [:]
        let numbers = (english["numbers"] as? [String: Any]) ?? [:]
        let números = (spanish["numbers"] as? [String: Any]) ?? [:]
        let ordinals = (numbers["ordinals"] as? [String]) ?? []
        let ordinales = (números["ordinals"] as? [String]) ?? []
        let cardinales = (números["cardinals"] as? [String]) ?? []
        let fractions = (números["fractions"] as? [String: Any]) ?? [:]
        let denominators = (fractions["denominators"] as? [String]) ?? []
        let pluralDenominators = (fractions["pluralDenominators"] as? [String]) ?? []
        var rewrites: [(String, String)] = []
        // "x to the fifth power" (or "to the 5 power", as SRE's Spanish writes it) is "x a la quinta potencia".
        for index in 1..<min(11, ordinals.count, ordinales.count) {
            rewrites.append((#"\bto the (?:\#(ordinals[index])|\#(index)) power\b"#, "a la \(ordinales[index]) potencia"))
        }
        rewrites += [
            (#"\bto the 0 power\b"#, "a la 0 potencia"),
            (#"\bto the (\d+)(?:st|nd|rd|th|o)? power\b"#, "a la $1.ª potencia"),
            // "raised to the negative n power" is the phrase "raised to the" around "negative n",
            // read back before "to the negative 1 power" takes its end.
            (#"\braised to the negative (\w+) power\b"#, "\(frases["raisedToThe"] ?? "") \(frases["negative"] ?? "") $1"),
            (#"\bto the negative (\w+) power\b"#, "a la menos $1"),
            (#"(\w)-th\b"#, "$1-ésima"),
            (#"\braised to the exponent\b"#, frases["raisedToTheExponent"] ?? ""),
            (#"\bend exponent\b"#, frases["endExponent"] ?? ""),
            (#"\braised to the (.*?) power\b"#, "elevado a $1"),
        ]
        // "the fourth root of" is "la raíz cuarta de".
        for index in 4..<min(11, ordinals.count, ordinales.count) {
            rewrites.append((#"\bthe (?:\#(ordinals[index])|\#(index)) root of\b"#, "la raíz \(ordinales[index]) de"))
        }
        rewrites.append((#"\bthe (\w+)-ésima root of\b"#, "la raíz $1-ésima de"))
        for (kind, key) in [("", "matrixOfSize"), ("row ", "rowMatrixOfSize"), ("column ", "columnMatrixOfSize")] {
            let matriz = (frases[key] ?? "").replacingOccurrences(of: "{rows}", with: "$1").replacingOccurrences(of: "{columns}", with: "$2")
            rewrites.append((#"\bthe (\d+) by (\d+) \#(kind)matrix\b"#, "la " + matriz))
        }
        rewrites.append((#"\bthe inverse (\w+(?: hiperbólic[oa])?) of\b"#, "$1 inverso de"))
        var words: [String: String] = [:]
        // SRE's fractions: a cardinal and a feminine ordinal, joined by a hyphen.
        let femenino = ["", "", "segunda"] + ordinales.dropFirst(3).prefix(8)
        for numerator in 1..<min(20, cardinales.count) {
            for denominator in 2..<min(11, femenino.count, denominators.count, pluralDenominators.count) {
                words[cardinales[numerator] + "-" + femenino[denominator]] = (numerator == 1 ? "un" : cardinales[numerator]) + " "
                    + (numerator == 1 ? denominators[denominator] : pluralDenominators[denominator])
            }
        }
        let sets = (english["namedSets"] as? [String: String]) ?? [:]
        let conjuntos = (spanish["namedSets"] as? [String: String]) ?? [:]
        for (letter, set) in sets { words[set] = conjuntos[letter] }
        // Words SRE's Spanish leaves in English outside the rules' phrases.
        words.merge(["is a member of": "pertenece a", "is not a member of": "no pertenece a", "divided by": "dividido por",
                     "divides": "divide a", "kernel": "núcleo", "rank": "rango",
                     "secant": "secante", "fullwidth full stop": "punto", "numerator": "numerador", "denominator": "denominador",
                     // A limit's "to" ("from i equals 1 to n"): the other uses went with their phrases above.
                     "to": "hasta"]) { first, _ in first }
        // The other phrases ("raisedPower", the end of "raised to the … power", went with its start).
        // In the order of the keys: "over" is three phrases ("over", "overLimit", MathSpeak's
        // "overWord"), and a dictionary's own order, which changes from run to run, made the
        // Spanish figure change with it ("sobre" or "entre").
        for (key, phrase) in phrases.sorted(by: { $0.key < $1.key }) where key != "raisedPower" && !phrase.isEmpty && !phrase.contains("{") {
            if let frase = frases[key], words[phrase.lowercased()] == nil { words[phrase.lowercased()] = frase }
        }
        return (rewrites, words)
    }()

    private static func table(_ language: String) -> [String: Any]? {
        let url = Repository.root.appendingPathComponent("Sources/LegibleMath/Resources/Wording/\(language).json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
