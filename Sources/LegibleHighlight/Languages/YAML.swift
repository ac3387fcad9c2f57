/// YAML: keys, sequence dashes, comments, document markers, anchors, aliases and tags,
/// quoted scalars (across lines too), plain scalars as strings, numbers or constants, and
/// block scalars (`|`, `>-`, `|2+`) whose more-indented lines are a string.
final class YAMLGrammar: Grammar {
    /// A block scalar's lines; the count is the indentation of the line that opened it.
    static let blockScalar = ModeKind.custom(0)
    /// A quoted scalar continued on the next lines; the variant is its quote.
    static let quoted = ModeKind.custom(1)

    private static let flowIndicators = ByteSet(",[]{}")

    func scan(_ s: inout Scanner) {
        switch s.top.kind {
        case Self.blockScalar:
            s.take(.string, to: s.end)
            return
        case Self.quoted:
            scanQuoted(&s, quote: s.top.variant, opened: true)
            return
        default:
            break
        }
        let byte = s.current
        if isBlank(byte) {
            s.position = s.skippingBlanks(from: s.position)
            return
        }
        let atLineStart = s.position == s.segmentStart && s.segmentStartsLine
        if atLineStart && (s.matches("---", at: s.position) || s.matches("...", at: s.position))
            && (s.peek(3) == 0 || isBlank(s.peek(3))) {
            s.take(.punctuation, to: s.position + 3)
            return
        }
        switch byte {
        case UInt8(ascii: "#"):
            s.take(.comment, to: s.end)
        case UInt8(ascii: "-") where s.peek(1) == 0 || isBlank(s.peek(1)),
             UInt8(ascii: "?") where s.peek(1) == 0 || isBlank(s.peek(1)):
            s.take(.punctuation, to: s.position + 1)
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","):
            s.take(.punctuation, to: s.position + 1)
        case UInt8(ascii: ":") where s.peek(1) == 0 || isBlank(s.peek(1)):
            s.take(.punctuation, to: s.position + 1)
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            var end = s.position + 1
            while end < s.end && !isBlank(s.text[end]) && !Self.flowIndicators.contains(s.text[end]) { end += 1 }
            s.take(byte == UInt8(ascii: "!") ? .type : .identifier, to: end)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            scanBlockScalarHeader(&s)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            scanQuoted(&s, quote: byte, opened: false)
        default:
            scanPlain(&s)
        }
    }

    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner) -> Bool {
        guard mode.kind == Self.blockScalar else { return false }
        let indent = s.skippingBlanks(from: s.segmentStart)
        // Blank lines belong to the scalar; a line indented no more than its key ends it.
        guard indent != s.segmentEnd, indent - s.segmentStart <= Int(mode.count) else { return false }
        s.popAll(from: depth)
        return false
    }

    /// `|` or `>` with its indicators: the lines after it, more indented, are its text.
    private func scanBlockScalarHeader(_ s: inout Scanner) {
        var end = s.position + 1
        while end < s.end && (isDigit(s.text[end]) || s.text[end] == UInt8(ascii: "+") || s.text[end] == UInt8(ascii: "-")) { end += 1 }
        let after = s.skippingBlanks(from: end)
        guard after == s.end || s.text[after] == UInt8(ascii: "#") else {
            scanPlain(&s)
            return
        }
        s.take(.punctuation, to: end)
        let indent = s.skippingBlanks(from: s.segmentStart) - s.segmentStart
        s.pushOnNextLine(Mode(grammar: s.top.grammar, kind: Self.blockScalar, count: Int32(min(indent, Int(Int32.max)))))
    }

    /// A quoted scalar: a key if a `:` follows it.
    private func scanQuoted(_ s: inout Scanner, quote: UInt8, opened: Bool) {
        var i = opened ? s.position : s.position + 1
        while i < s.end {
            let byte = s.text[i]
            if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                i += 2
                continue
            }
            if byte == quote {
                if quote == UInt8(ascii: "'") && s.byte(at: i + 1) == quote {
                    i += 2
                    continue
                }
                let afterColon = s.byte(at: i + 1) == UInt8(ascii: ":") && (s.byte(at: i + 2) == 0 || isBlank(s.byte(at: i + 2)))
                s.take(afterColon && !opened ? .attributeName : .string, to: i + 1)
                if opened { s.pop() }
                return
            }
            i += 1
        }
        s.take(.string, to: s.end)
        if !opened { s.push(Mode(grammar: s.top.grammar, kind: Self.quoted, variant: quote)) }
    }

    /// A plain scalar, up to a `: `, a ` #` or the line's end: a key before `: `, else a
    /// constant, a number or a string.
    private func scanPlain(_ s: inout Scanner) {
        var i = s.position
        var end = s.position
        while i < s.end {
            let byte = s.text[i]
            if byte == UInt8(ascii: ":") && (s.byte(at: i + 1) == 0 || isBlank(s.byte(at: i + 1))) {
                s.take(.attributeName, to: end)
                return
            }
            if byte == UInt8(ascii: "#") && i > s.position && isBlank(s.text[i - 1]) { break }
            if !isBlank(byte) { end = i + 1 }
            i += 1
        }
        let text = String(decoding: s.slice(s.position, end), as: UTF8.self)
        let tokenClass: TokenClass
        switch text.lowercased() {
        case "true", "false", "yes", "no", "on", "off", "null", "~": tokenClass = .constant
        default: tokenClass = Double(text) != nil || Int(text.filter { $0 != "_" }) != nil || text.hasPrefix("0x") ? .number : .string
        }
        s.take(tokenClass, to: end)
    }
}
