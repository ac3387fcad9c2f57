import LegibleMath

/// Which character a math font draws for a letter or digit in an alphabet (`\mathbf`, `\mathbb`,
/// …): Unicode's Mathematical Alphanumeric Symbols, with the letters that Unicode had encoded
/// before (ℝ, ℋ, ℎ) in their older places. Unstyled Latin letters and lowercase Greek are italic,
/// capital Greek and digits upright, as TeX and unicode-math's default set them.
enum MathAlphabet {
    /// TeX's math versions of ASCII characters: `-` is the minus sign, `*` the asterisk operator,
    /// `:` the ratio (unicode-math's colon relation).
    static func mathCharacter(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case ":": return "\u{2236}"
        case "-": return "\u{2212}"
        case "*": return "\u{2217}"
        default: return scalar
        }
    }

    /// The class TeX gives a character where the symbol table's kind, made for reading, says
    /// otherwise, or nil: the class of ASCII characters (`:` is a relation, `!` closes, `/`,
    /// `.` and unicode-math's `?` are ordinary), and unicode-math's class of symbols that read
    /// as something else (`∥` is a relation, `†` a binary operator, `∴` ordinary, `⋮` a relation).
    static func texClass(_ scalar: Unicode.Scalar) -> AtomClass? {
        switch scalar {
        case "\u{2225}", "\u{22EE}", "\u{22F1}", "\u{22F0}": return .relation
        case "\u{2020}", "\u{2021}", "\u{2AF4}": return .binary
        case "\u{2234}", "\u{2235}", "\u{21BA}", "\u{21BB}": return .ordinary
        case "+", "-", "*": return .binary
        case "=", "<", ">", ":": return .relation
        case ",", ";": return .punctuation
        case "(", "[": return .opening
        case ")", "]", "!": return .closing
        case "/", ".", "|", "'", "@", "\"", "?": return .ordinary
        default: return nil
        }
    }

    /// First code points of capital A, small a and digit zero in each alphabet (nil: the
    /// alphabet has no such letters); The Unicode Standard, chapter 22.
    private static let starts: [MathVariant: (capital: UInt32, small: UInt32, digit: UInt32?)] = [
        .bold: (0x1D400, 0x1D41A, 0x1D7CE), .italic: (0x1D434, 0x1D44E, nil), .boldItalic: (0x1D468, 0x1D482, 0x1D7CE),
        .script: (0x1D49C, 0x1D4B6, nil), .calligraphic: (0x1D49C, 0x1D4B6, nil), .boldScript: (0x1D4D0, 0x1D4EA, 0x1D7CE),
        .fraktur: (0x1D504, 0x1D51E, nil), .doubleStruck: (0x1D538, 0x1D552, 0x1D7D8), .boldFraktur: (0x1D56C, 0x1D586, 0x1D7CE),
        .sansSerif: (0x1D5A0, 0x1D5BA, 0x1D7E2), .sansSerifBold: (0x1D5D4, 0x1D5EE, 0x1D7EC),
        .sansSerifItalic: (0x1D608, 0x1D622, 0x1D7E2), .sansSerifBoldItalic: (0x1D63C, 0x1D656, 0x1D7EC),
        .monospace: (0x1D670, 0x1D68A, 0x1D7F6),
    ]

    /// Letters encoded in the Letterlike Symbols block before the mathematical alphabets; their
    /// places there are reserved holes.
    private static let holes: [MathVariant: [Unicode.Scalar: UInt32]] = [
        .italic: ["h": 0x210E],
        .script: ["B": 0x212C, "E": 0x2130, "F": 0x2131, "H": 0x210B, "I": 0x2110, "L": 0x2112, "M": 0x2133, "R": 0x211B,
                  "e": 0x212F, "g": 0x210A, "o": 0x2134],
        .fraktur: ["C": 0x212D, "H": 0x210C, "I": 0x2111, "R": 0x211C, "Z": 0x2128],
        .doubleStruck: ["C": 0x2102, "H": 0x210D, "N": 0x2115, "P": 0x2119, "Q": 0x211A, "R": 0x211D, "Z": 0x2124],
    ]

    /// `scalar` in `alphabet`; characters an alphabet does not restyle are returned unchanged.
    static func styled(_ scalar: Unicode.Scalar, _ alphabet: MathVariant) -> Unicode.Scalar {
        let value = scalar.value
        if alphabet == .normal { return defaultStyle(scalar) }
        let font = alphabet == .calligraphic ? MathVariant.script : alphabet
        if let hole = holes[font]?[scalar] { return Unicode.Scalar(hole) ?? scalar }
        guard let start = starts[font] else { return scalar }
        let styled: UInt32?
        switch value {
        case 0x41...0x5A: styled = start.capital + value - 0x41
        case 0x61...0x7A: styled = start.small + value - 0x61
        case 0x30...0x39: styled = start.digit.map { $0 + value - 0x30 }
        // unicode-math's bold style (`bold-style=TeX`): bold lowercase Greek is italic, as
        // unadorned lowercase Greek is; bold capitals are upright.
        default: styled = greek(value, bold: font == .bold || font == .boldItalic, italic: font != .bold || Self.isLowercaseGreek(value))
        }
        return styled.flatMap(Unicode.Scalar.init) ?? scalar
    }

    /// Unstyled math: italic Latin letters and lowercase Greek.
    private static func defaultStyle(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value == 0x68 { return "\u{210E}" }
        switch value {
        case 0x41...0x5A: return Unicode.Scalar(0x1D434 + value - 0x41)!
        case 0x61...0x7A: return Unicode.Scalar(0x1D44E + value - 0x61)!
        case _ where isLowercaseGreek(value):
            return greek(value, bold: false, italic: true).flatMap(Unicode.Scalar.init) ?? scalar
        default: return scalar
        }
    }

    /// Whether `value` is a lowercase Greek letter or one of its variant forms (with ∂).
    private static func isLowercaseGreek(_ value: UInt32) -> Bool {
        (0x3B1...0x3C9).contains(value) || [0x3D1, 0x3D5, 0x3D6, 0x3F0, 0x3F1, 0x3F5, 0x2202].contains(value)
    }

    /// Greek in the bold, italic and bold italic alphabets: capitals from U+0391, small letters
    /// from U+03B1, then the variant forms in Unicode's order (ϵ ϑ ϰ ϕ ϱ ϖ, after ∂ and ∇).
    private static func greek(_ value: UInt32, bold: Bool, italic: Bool) -> UInt32? {
        let base: UInt32 = bold ? (italic ? 0x1D71C : 0x1D6A8) : (italic ? 0x1D6E2 : 0)
        guard base != 0 else { return nil }
        switch value {
        case 0x391...0x3A9 where italic && !bold: return nil // capital Greek stays upright unless bold
        case 0x391...0x3A9: return base + value - 0x391
        case 0x3B1...0x3C9: return base + 26 + value - 0x3B1
        case 0x2202: return base + 51
        case 0x3F5: return base + 52
        case 0x3D1: return base + 53
        case 0x3F0: return base + 54
        case 0x3D5: return base + 55
        case 0x3F1: return base + 56
        case 0x3D6: return base + 57
        default: return nil
        }
    }
}
