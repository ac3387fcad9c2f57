/// Splits TeX math source into ``TeXToken``s.
///
/// It works on the Unicode scalars of the source and never fails: every scalar becomes part of some
/// token, so no content can be lost here. A lone backslash at the end becomes the command `\\`.
/// Time and memory are linear in the length of the source.
enum TeXTokenizer {
    /// The tokens of `source`, in order.
    static func tokenize(_ source: String) -> [TeXToken] {
        var tokens: [TeXToken] = []
        tokens.reserveCapacity(source.utf8.count)
        let scalars = source.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            switch scalar {
            case "\\":
                guard index < scalars.endIndex else {
                    tokens.append(.command("\\"))
                    break
                }
                let first = scalars[index]
                guard isASCIILetter(first) else {
                    // A control symbol: backslash and one character, such as \{ \, \\ or \|.
                    scalars.formIndex(after: &index)
                    tokens.append(.command(String(Character(first))))
                    break
                }
                let nameStart = index
                while index < scalars.endIndex, isASCIILetter(scalars[index]) { scalars.formIndex(after: &index) }
                tokens.append(.command(String(scalars[nameStart..<index])))
                // TeX ignores the spaces after a control word.
                while index < scalars.endIndex, isSpace(scalars[index]) { scalars.formIndex(after: &index) }
            case "{": tokens.append(.beginGroup)
            case "}": tokens.append(.endGroup)
            case "^": tokens.append(.superscript)
            case "_": tokens.append(.subscript)
            case "&": tokens.append(.alignment)
            default:
                if isSpace(scalar) {
                    while index < scalars.endIndex, isSpace(scalars[index]) { scalars.formIndex(after: &index) }
                    tokens.append(.space)
                } else {
                    tokens.append(.character(scalar))
                }
            }
        }
        return tokens
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}": return true
        default: return false
        }
    }
}
