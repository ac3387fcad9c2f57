/// Heredocs, shared by the shell, Ruby and PHP: an opener `<<WORD` (with the language's
/// variants: `<<-`, `<<~`, `<<<`, quoted words) whose body starts on the next line and runs
/// to a line holding only the word.
enum Heredoc {
    /// The mode of a heredoc's body: variant 1 when its terminator may be indented.
    static let body = ModeKind(rawValue: 15)

    /// At `s.position`, after the opener's `<<` (and any `-` or `~`) up to `wordStart`: reads
    /// the word, bare or quoted with `'` or `"`, emits the opener from `s.position` as a string
    /// and opens the body for the next line.
    /// - Returns: whether a word was there.
    static func open(_ s: inout Scanner, wordStart: Int, indentedTerminator: Bool) -> Bool {
        var i = wordStart
        var quote: UInt8 = 0
        if s.byte(at: i) == UInt8(ascii: "'") || s.byte(at: i) == UInt8(ascii: "\"") {
            quote = s.byte(at: i)
            i += 1
        } else if s.byte(at: i) == UInt8(ascii: "\\") {
            i += 1
        }
        let start = i
        while i < s.end && (isASCIILetter(s.text[i]) || isDigit(s.text[i]) || s.text[i] == UInt8(ascii: "_") || s.text[i] == UInt8(ascii: "-")) {
            i += 1
        }
        guard i > start else { return false }
        let word = s.slice(start, i)
        if quote != 0 {
            guard s.byte(at: i) == quote else { return false }
            i += 1
        }
        s.take(.string, to: i)
        s.pushOnNextLine(Mode(grammar: s.top.grammar, kind: body, variant: indentedTerminator ? 1 : 0, delimiter: Delimiter(word)))
        return true
    }

    /// At the start of a line inside the body `mode` at `depth`: if the line is the
    /// terminator, closes the body and shows the line as a string.
    static func endsAtLineStart(_ mode: Mode, depth: Int, _ s: inout Scanner) -> Bool {
        guard mode.kind == body else { return false }
        let start = mode.variant == 1 ? s.skippingBlanks(from: s.segmentStart) : s.segmentStart
        var end = s.segmentEnd
        // `EOS;` and `EOS,` end PHP's heredocs in an expression.
        while end > start && (s.text[end - 1] == UInt8(ascii: ";") || s.text[end - 1] == UInt8(ascii: ",") || s.text[end - 1] == UInt8(ascii: ")")) {
            end -= 1
        }
        guard Int(mode.delimiter.length) == end - start, s.matches(mode.delimiter, at: start) else { return false }
        s.popAll(from: depth)
        s.take(.string, to: s.segmentEnd)
        return true
    }

    /// A line of the body.
    static func scanBody(_ s: inout Scanner) {
        s.take(.string, to: s.end)
    }
}
