/// Decomposes the Unicode mathematical alphanumeric symbols (`𝐱`, `𝔄`, `𝟙`), the letterlike
/// symbols that fill their gaps (`ℝ`, `ℋ`, `ℭ`) and full-width forms (`Ａ`) into a plain
/// character and a ``MathVariant``, so that `𝔄` and `\mathfrak{A}` are the same symbol.
package enum MathAlphanumerics {
    /// The plain character and font of `scalar`, or nil when it is not a styled character.
    static func decompose(_ scalar: Unicode.Scalar) -> (base: Unicode.Scalar, font: MathVariant)? {
        let value = scalar.value
        if let letterlike = letterlike[scalar] { return letterlike }
        if value >= 0xFF01, value <= 0xFF5E, let base = Unicode.Scalar(value - 0xFF01 + 0x21) {
            return (base, .normal)
        }
        guard value >= 0x1D400, value <= 0x1D7FF else { return nil }
        if value < 0x1D6A4 {
            let offset = value - 0x1D400
            let font = latinFonts[Int(offset / 52)]
            let position = offset % 52
            let base = position < 26 ? 0x41 + position : 0x61 + position - 26
            return Unicode.Scalar(base).map { ($0, font) }
        }
        if value == 0x1D6A4 { return ("\u{0131}", .italic) }
        if value == 0x1D6A5 { return ("\u{0237}", .italic) }
        if value >= 0x1D6A8, value < 0x1D7CA {
            let offset = value - 0x1D6A8
            let font = greekFonts[Int(offset / 58)]
            return greekLetter(at: Int(offset % 58)).map { ($0, font) }
        }
        if value == 0x1D7CA { return ("\u{03DC}", .bold) }
        if value == 0x1D7CB { return ("\u{03DD}", .bold) }
        if value >= 0x1D7CE {
            let offset = value - 0x1D7CE
            let font = digitFonts[Int(offset / 10)]
            return Unicode.Scalar(0x30 + offset % 10).map { ($0, font) }
        }
        return nil
    }

    /// `text` with each letter and digit in `font`, as the Unicode mathematical alphanumeric
    /// symbols write it (`x` in bold is `𝐱`, `R` double-struck is `ℝ`); characters the font has
    /// no form for, and every character in the normal and upright fonts, stay as they are.
    package static func styled(_ text: String, font: MathVariant) -> String {
        guard font != .normal, font != .upright else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(styled(scalar, font: font) ?? scalar)
        }
        return String(result)
    }

    private static func styled(_ scalar: Unicode.Scalar, font: MathVariant) -> Unicode.Scalar? {
        let font = font == .calligraphic ? .script : font
        if let hole = letterlikeByStyle[StyledKey(base: scalar, font: font)] { return hole }
        let value = scalar.value
        var offset: UInt32?
        if (0x41...0x5A).contains(value) { offset = value - 0x41 } else if (0x61...0x7A).contains(value) { offset = value - 0x61 + 26 }
        if let offset, let block = latinFonts.firstIndex(of: font) {
            return Unicode.Scalar(0x1D400 + UInt32(block) * 52 + offset)
        }
        if (0x30...0x39).contains(value), let block = digitFonts.firstIndex(of: font) {
            return Unicode.Scalar(0x1D7CE + UInt32(block) * 10 + value - 0x30)
        }
        if let block = greekFonts.firstIndex(of: font), let position = (0..<58).first(where: { greekLetter(at: $0) == scalar }) {
            return Unicode.Scalar(0x1D6A8 + UInt32(block) * 58 + UInt32(position))
        }
        return nil
    }

    private struct StyledKey: Hashable {
        let base: Unicode.Scalar
        let font: MathVariant
    }

    /// The letterlike symbols by the letter and font they stand for (`R` double-struck is `ℝ`).
    private static let letterlikeByStyle: [StyledKey: Unicode.Scalar] = {
        var table: [StyledKey: Unicode.Scalar] = [:]
        for (symbol, styled) in letterlike { table[StyledKey(base: styled.base, font: styled.font)] = symbol }
        return table
    }()

    /// The fonts of the Latin blocks, 52 letters each, in Unicode order.
    private static let latinFonts: [MathVariant] = [
        .bold, .italic, .boldItalic, .script, .boldScript, .fraktur, .doubleStruck, .boldFraktur,
        .sansSerif, .sansSerifBold, .sansSerifItalic, .sansSerifBoldItalic, .monospace,
    ]

    /// The fonts of the Greek blocks, 58 characters each.
    private static let greekFonts: [MathVariant] = [.bold, .italic, .boldItalic, .sansSerifBold, .sansSerifBoldItalic]

    /// The fonts of the digit blocks, 10 digits each.
    private static let digitFonts: [MathVariant] = [.bold, .doubleStruck, .sansSerif, .sansSerifBold, .monospace]

    /// The Greek character at `position` of a mathematical Greek block.
    private static func greekLetter(at position: Int) -> Unicode.Scalar? {
        switch position {
        case 17: return "\u{03F4}"
        case 0..<25: return Unicode.Scalar(0x391 + UInt32(position))
        case 25: return "\u{2207}"
        case 26..<51: return Unicode.Scalar(0x3B1 + UInt32(position - 26))
        default:
            let tail: [Unicode.Scalar] = ["\u{2202}", "\u{03F5}", "\u{03D1}", "\u{03F0}", "\u{03D5}", "\u{03F1}", "\u{03D6}"]
            return position - 51 < tail.count ? tail[position - 51] : nil
        }
    }

    /// Letterlike symbols, most of which stand in for the holes of the mathematical blocks.
    private static let letterlike: [Unicode.Scalar: (base: Unicode.Scalar, font: MathVariant)] = [
        "ℂ": ("C", .doubleStruck), "ℍ": ("H", .doubleStruck), "ℕ": ("N", .doubleStruck), "ℙ": ("P", .doubleStruck),
        "ℚ": ("Q", .doubleStruck), "ℝ": ("R", .doubleStruck), "ℤ": ("Z", .doubleStruck),
        "ℬ": ("B", .script), "ℰ": ("E", .script), "ℱ": ("F", .script), "ℋ": ("H", .script), "ℐ": ("I", .script),
        "ℒ": ("L", .script), "ℳ": ("M", .script), "ℛ": ("R", .script), "ℯ": ("e", .script), "ℊ": ("g", .script),
        "ℴ": ("o", .script), "ℭ": ("C", .fraktur), "ℌ": ("H", .fraktur), "ℨ": ("Z", .fraktur),
        "ℎ": ("h", .italic), "ⅅ": ("D", .doubleStruck), "ⅆ": ("d", .doubleStruck), "ⅇ": ("e", .doubleStruck),
        "ⅈ": ("i", .doubleStruck), "ⅉ": ("j", .doubleStruck),
    ]
}
