/// Splits TeX math source into ``TeXToken``s.
///
/// It reads the source's UTF-8 bytes (every TeX markup character is ASCII, so most of the source
/// needs no decoding) and never fails: every scalar becomes part of some token, so no content can
/// be lost here. A lone backslash at the end becomes the command `\\`. Time and memory are linear
/// in the length of the source.
enum TeXTokenizer {
    /// The tokens of `source`, in order.
    static func tokenize(_ source: String) -> [TeXToken] {
        var source = source
        return source.withUTF8 { tokenize(bytes: $0) }
    }

    private static func tokenize(bytes: UnsafeBufferPointer<UInt8>) -> [TeXToken] {
        var tokens: [TeXToken] = []
        tokens.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let scalar = decodeScalar(in: bytes, at: &index)
            switch scalar {
            case "\\":
                guard index < bytes.count else {
                    tokens.append(.command("\\"))
                    break
                }
                guard isASCIILetter(bytes[index]) else {
                    // A control symbol: backslash and one character, such as \{ \, \\ or \|.
                    tokens.append(.command(String(decodeScalar(in: bytes, at: &index))))
                    break
                }
                let nameStart = index
                while index < bytes.count, isASCIILetter(bytes[index]) { index += 1 }
                tokens.append(.command(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)))
                // TeX ignores the spaces after a control word.
                skipSpaces(in: bytes, at: &index)
            case "{": tokens.append(.beginGroup)
            case "}": tokens.append(.endGroup)
            case "^": tokens.append(.superscript)
            case "_": tokens.append(.subscript)
            case "&": tokens.append(.alignment)
            default:
                if isSpace(scalar) {
                    skipSpaces(in: bytes, at: &index)
                    tokens.append(.space)
                } else {
                    tokens.append(.character(scalar))
                }
            }
        }
        return tokens
    }

    /// The scalar whose UTF-8 encoding starts at `index`, which moves past it. The bytes are a
    /// Swift string's, so they are valid UTF-8.
    private static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Unicode.Scalar {
        let lead = bytes[index]
        guard lead >= 0x80 else {
            index += 1
            return Unicode.Scalar(lead)
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        index += length
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static func skipSpaces(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) {
        while index < bytes.count {
            var next = index
            guard isSpace(decodeScalar(in: bytes, at: &next)) else { return }
            index = next
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}": return true
        default: return false
        }
    }
}
