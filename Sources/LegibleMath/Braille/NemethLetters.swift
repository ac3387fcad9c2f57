/// Letters and digits in the Nemeth Code: the English and Greek alphabets with their capital and
/// alphabetic indicators, the typeform indicators, and the digits of the lower cells.
enum NemethLetters {
    /// The cells of the 26 letters `a` to `z`, as in literary braille.
    private static let latin = Array("⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵")

    /// The cells of the Greek letters α to ω after the Greek indicator `⠨` (the Code's table:
    /// θ `⠹`, ξ `⠭`, υ `⠥`, φ `⠋`, χ `⠯`, ψ `⠽`, ω `⠺`), by offset from α (U+03B1); final sigma
    /// (offset 17) is sigma's alternative form.
    private static let greek = Array("⠁⠃⠛⠙⠑⠵⠱⠹⠊⠅⠇⠍⠝⠭⠕⠏⠗⠎⠎⠞⠥⠋⠯⠽⠺")

    /// The alternative forms of Greek letters (`ϵ`, `ϕ`, `ϑ`, `ϖ`, `ϱ`, `ς`, `ϰ`): their plain
    /// letter, written after the Greek indicator and the alternative-form cell, `⠨⠈`. Which form
    /// of epsilon and phi is the plain one follows Unicode's names (U+03B5 is GREEK SMALL LETTER
    /// EPSILON, U+03F5 the GREEK LUNATE EPSILON SYMBOL), not TeX's (`\epsilon` is U+03F5).
    private static let greekVariants: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{03F5}": "\u{03B5}", "\u{03D5}": "\u{03C6}", "\u{03D1}": "\u{03B8}", "\u{03D6}": "\u{03C0}",
        "\u{03F1}": "\u{03C1}", "\u{03C2}": "\u{03C3}", "\u{03F0}": "\u{03BA}",
    ]

    /// The digits 0 to 9, in the lower cells, as the Nemeth Code writes every numeral.
    private static let digits = Array("⠴⠂⠆⠒⠲⠢⠖⠶⠦⠔")

    /// The numeric indicator, before a numeral at the start of a line or after a space.
    static let numericIndicator = "⠼"
    /// The English-letter indicator, before a letter standing alone or after a typeform indicator.
    static let englishLetterIndicator = "⠰"
    /// The capital indicator.
    static let capital = "⠠"
    /// The decimal point.
    static let decimalPoint = "⠨"

    /// The cells of a digit `0`–`9`, or nil for another character.
    static func digit(_ scalar: Unicode.Scalar) -> String? {
        guard (0x30...0x39).contains(scalar.value) else { return nil }
        return String(digits[Int(scalar.value - 0x30)])
    }

    /// Whether `scalar` is one of the English letters `a`–`z`, `A`–`Z`.
    static func isEnglish(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && scalar.properties.isAlphabetic
    }

    /// The cells of `scalar` as a letter in `variant`, or nil when it is no English or Greek
    /// letter: the typeform indicator, then the English-letter indicator (after a typeform, whose
    /// cells alone would read as the German alphabet's) or the Greek indicator, the capital
    /// indicator, the letter. Fraktur letters are the German alphabet's: `⠸` and the letter.
    static func letter(_ scalar: Unicode.Scalar, variant: MathVariant) -> String? {
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        let lower = mapping.count == 1 ? mapping[mapping.startIndex] : scalar
        let capitalCell = lower == scalar ? "" : capital
        if isEnglish(scalar) {
            let cell = String(latin[Int(lower.value - 0x61)])
            if variant == .fraktur || variant == .boldFraktur {
                return (variant == .boldFraktur ? "⠸" : "") + "⠸" + capitalCell + cell
            }
            let typeform = typeform(variant)
            return typeform + (typeform.isEmpty ? "" : englishLetterIndicator) + capitalCell + cell
        }
        let plain = greekVariants[lower] ?? lower
        guard (0x3B1...0x3C9).contains(plain.value) else { return nil }
        let alternative = plain == lower ? "" : "⠈"
        return typeform(variant) + "⠨" + alternative + capitalCell + String(greek[Int(plain.value - 0x3B1)])
    }

    /// The typeform indicator of `variant`: boldface `⠸`, script `⠈`, sans-serif `⠠⠨`, and their
    /// combinations. Italic is print's default for letters in mathematics and takes none, as do
    /// upright and monospace letters. The Code has no double-struck typeform; like the Speech Rule
    /// Engine's tables, the script indicator stands for it.
    static func typeform(_ variant: MathVariant) -> String {
        switch variant {
        case .normal, .upright, .italic, .monospace, .fraktur: ""
        case .bold, .boldItalic: "⠸"
        case .script, .calligraphic, .doubleStruck: "⠈"
        case .boldScript: "⠸⠈"
        case .boldFraktur: "⠸"
        case .sansSerif, .sansSerifItalic: "⠠⠨"
        case .sansSerifBold, .sansSerifBoldItalic: "⠸⠠⠨"
        }
    }
}
