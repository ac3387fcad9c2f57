/// A key the pager understands, decoded from the bytes a terminal sends.
enum Key: Equatable {
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end, enter, escape, backspace
    case interrupt

    /// The keys in a burst of input bytes (a paste, or an escape sequence with its key).
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let (key, length) = escapeSequence(bytes, at: index)
                keys.append(key)
                index += length
                continue
            }
            switch byte {
            case 0x03: keys.append(.interrupt)
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x02: keys.append(.pageUp)
            case 0x06: keys.append(.pageDown)
            default:
                // A character of UTF-8 text (a search may use any).
                var length = 1
                if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
                let end = min(bytes.count, index + length)
                if let text = String(validating: bytes[index..<end], as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
                index = end
                continue
            }
            index += 1
        }
        return keys
    }

    /// The key of the escape sequence at `index` and its length in bytes.
    private static func escapeSequence(_ bytes: [UInt8], at index: Int) -> (Key, Int) {
        guard index + 2 < bytes.count + 0, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O"),
              index + 2 < bytes.count else { return (.escape, 1) }
        let final = bytes[index + 2]
        switch final {
        case UInt8(ascii: "A"): return (.up, 3)
        case UInt8(ascii: "B"): return (.down, 3)
        case UInt8(ascii: "C"): return (.right, 3)
        case UInt8(ascii: "D"): return (.left, 3)
        case UInt8(ascii: "H"): return (.home, 3)
        case UInt8(ascii: "F"): return (.end, 3)
        default:
            // ESC [ n ~ : Home 1/7, End 4/8, Page Up 5, Page Down 6.
            var end = index + 2
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "~") else { return (.escape, min(bytes.count - index, end - index + 1)) }
            let number = Int(String(decoding: bytes[(index + 2)..<end], as: UTF8.self)) ?? 0
            let length = end - index + 1
            switch number {
            case 1, 7: return (.home, length)
            case 4, 8: return (.end, length)
            case 5: return (.pageUp, length)
            case 6: return (.pageDown, length)
            default: return (.escape, length)
            }
        }
    }
}
