/// What the text rules need to know about characters.
extension Character {
    /// Whether the character shows as an emoji picture: a scalar with emoji presentation, or one
    /// made an emoji by U+FE0F or a keycap. Digits, `#`, `©` and other characters that are emoji
    /// only when asked to be are not.
    var isEmojiPicture: Bool {
        guard let first = unicodeScalars.first, first.value >= 0x80 || unicodeScalars.count > 1 else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }
}

extension Collection<UInt8> {
    /// Whether UTF-8 text may hold an emoji picture: a cheap look at its bytes for the blocks
    /// where emoji live (U+2300–U+23FF, U+2580–U+27FF, U+2B00–U+2B7F, U+3030, U+303D, U+3297,
    /// U+3299, everything from U+1F000, and U+FE0F), so that most text, Chinese included, is
    /// never split into characters.
    var mayHoldEmoji: Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in self {
            if byte == 0xF0 { return true }
            if previous == 0xE2, (0x8C...0x8F).contains(byte) || (0x96...0x9F).contains(byte) || (0xAC...0xAD).contains(byte) { return true }
            if beforePrevious == 0xE3, previous == 0x80, byte == 0xB0 || byte == 0xBD { return true }
            if beforePrevious == 0xE3, previous == 0x8A, byte == 0x97 || byte == 0x99 { return true }
            if beforePrevious == 0xEF, previous == 0xB8, byte == 0x8F { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}

/// The writing system of a letter, as far as choosing a voice goes.
enum Script: Hashable, Sendable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, devanagari, thai, hangul, han

    /// The script of a letter, or `nil` for anything else (digits, punctuation, other scripts).
    init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A:
            self = .latin
        case 0xC0...0x24F, 0x1E00...0x1EFF:
            guard scalar.properties.isAlphabetic else { return nil }
            self = .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F: self = .cyrillic
        case 0x531...0x58F: self = .armenian
        case 0x5D0...0x5EA: self = .hebrew
        case 0x620...0x64A, 0x671...0x6D3: self = .arabic
        case 0x904...0x939, 0x958...0x961: self = .devanagari
        case 0xE01...0xE30: self = .thai
        case 0xAC00...0xD7A3, 0x1100...0x11FF: self = .hangul
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF: self = .han
        default: return nil
        }
    }

    /// Whether words of the script are separated by spaces (so runs are counted in words rather
    /// than characters).
    var separatesWords: Bool { self != .han && self != .thai }

    /// The script's name in English.
    var name: String {
        switch self {
        case .latin: "Latin"
        case .greek: "Greek"
        case .cyrillic: "Cyrillic"
        case .armenian: "Armenian"
        case .hebrew: "Hebrew"
        case .arabic: "Arabic"
        case .devanagari: "Devanagari"
        case .thai: "Thai"
        case .hangul: "Korean"
        case .han: "Chinese or Japanese"
        }
    }
}

extension String {
    /// Lowercased, with the punctuation and spaces at either end removed and inner runs of
    /// white space made one space: how two labels are compared.
    var normalizedLabel: String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in lowercased().unicodeScalars {
            if scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace { scalars.append(" ") }
            pendingSpace = false
            scalars.append(scalar)
        }
        func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return (0x30...0x39).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) || (0x41...0x5A).contains(scalar.value) }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        guard let first = scalars.firstIndex(where: isWordCharacter), let last = scalars.lastIndex(where: isWordCharacter) else { return "" }
        return String(scalars[first...last])
    }

    /// Quoted for a message, shortened to `limit` characters with an ellipsis.
    func quotedExcerpt(_ limit: Int = 60) -> String {
        let short = count > limit ? prefix(limit - 1) + "…" : self
        return "“" + short + "”"
    }
}
