/// The two Unicode measures the cell layout wraps by: where a line may start (UAX #14) and how
/// many terminal cells a character takes. Kept behind this one type so the layout does not
/// care where they come from.
enum TextMeasure {
    /// The UTF-8 offsets in `text` at which a line may start, in increasing order, and whether
    /// the line must break there.
    static func lineStarts(in text: Substring) -> [(utf8Offset: Int, isMandatory: Bool)] {
        // Until LegibleText's LineBreaker lands: after spaces, after hyphens and line breaks,
        // around wide characters.
        var result: [(Int, Bool)] = []
        var offset = 0
        var previous: Character?
        for character in text {
            if let previous, offset > 0 {
                if previous == "\n" || previous == "\r\n" {
                    result.append((offset, true))
                } else if (previous == " " || previous == "\t") && character != " " && character != "\t" {
                    result.append((offset, false))
                } else if previous == "-" && character.isLetter {
                    result.append((offset, false))
                } else if cellWidth(of: previous) == 2 || cellWidth(of: character) == 2, character != " " {
                    result.append((offset, false))
                }
            }
            offset += character.utf8.count
            previous = character
        }
        if offset > 0 { result.append((offset, previous == "\n")) }
        return result
    }

    /// The cells a character takes in a terminal: 0, 1 or 2.
    static func cellWidth(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if first.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .format { return 0 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
