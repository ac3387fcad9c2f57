import LegibleMarkdown

/// Markdown: headings, list and quote markers, code spans, emphasis, strikethrough, links, and
/// fenced code blocks highlighted in their own language (Markdown in Markdown included) up to
/// their closing fence.
final class MarkdownGrammar: Grammar {
    /// A fenced block's code in no language Legible highlights: shown as a string.
    static let literalCode = ModeKind.custom(0)

    func scan(_ s: inout Scanner) {
        if s.top.kind == Self.literalCode {
            s.take(.string, to: s.end)
            return
        }
        if s.position == s.segmentStart && s.segmentStartsLine && scanLineStart(&s) { return }
        if s.position < s.end { scanInline(&s) }
    }

    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner) -> Bool {
        guard mode.kind == .nestedLanguage, let end = fenceEnd(s, character: mode.variant, minimum: Int(mode.count), closing: true) else {
            return false
        }
        s.popAll(from: depth)
        s.position = s.skippingBlanks(from: s.position)
        s.take(.string, to: end)
        s.position = s.end
        return true
    }

    /// Where a fence of at least `minimum` `character`s at the line's start ends; a closing
    /// fence has nothing after it but blanks.
    private func fenceEnd(_ s: Scanner, character: UInt8, minimum: Int, closing: Bool) -> Int? {
        let start = s.skippingBlanks(from: s.segmentStart)
        var end = start
        while s.byte(at: end) == character { end += 1 }
        guard end - start >= minimum else { return nil }
        if closing && s.skippingBlanks(from: end) != s.segmentEnd { return nil }
        return end
    }

    /// Block-level syntax at the start of a line: headings, fences, thematic breaks, list and
    /// quote markers. Returns true when the whole line was scanned.
    private func scanLineStart(_ s: inout Scanner) -> Bool {
        let start = s.skippingBlanks(from: s.position)
        let byte = s.byte(at: start)
        s.position = start
        switch byte {
        case UInt8(ascii: "#"):
            var level = start
            while s.byte(at: level) == UInt8(ascii: "#") { level += 1 }
            guard level - start <= 6, s.byte(at: level) == UInt8(ascii: " ") || level == s.end else { return false }
            s.take(.heading, to: s.end)
            return true
        case UInt8(ascii: "`"), UInt8(ascii: "~"):
            guard let end = fenceEnd(s, character: byte, minimum: 3, closing: false) else { return false }
            openFence(&s, character: byte, length: end - start, end: end)
            return true
        case UInt8(ascii: "="):
            var i = start
            while s.byte(at: i) == UInt8(ascii: "=") { i += 1 }
            guard s.skippingBlanks(from: i) == s.end else { return false }
            s.take(.heading, to: i)
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            if s.peek(1) == UInt8(ascii: " ") {
                s.take(.punctuation, to: start + 1)
                scanTaskBox(&s)
            } else if byte != UInt8(ascii: "+") && isThematicBreak(s, byte) {
                s.take(.punctuation, to: s.end)
                return true
            }
        case UInt8(ascii: ">"):
            s.take(.punctuation, to: start + 1)
        case UInt8(ascii: "["):
            // A link reference definition: `[label]: destination`.
            guard let close = next(UInt8(ascii: "]"), in: s, from: start + 1), s.byte(at: close + 1) == UInt8(ascii: ":") else { return false }
            s.skipPlain(to: start + 1)
            s.take(.identifier, to: close)
            s.skipPlain(to: s.skippingBlanks(from: close + 2))
            s.take(.attributeName, to: s.end)
            return true
        default:
            var digits = start
            while isDigit(s.byte(at: digits)) { digits += 1 }
            if digits > start && digits - start <= 9 && (s.byte(at: digits) == UInt8(ascii: ".") || s.byte(at: digits) == UInt8(ascii: ")"))
                && s.byte(at: digits + 1) == UInt8(ascii: " ") {
                s.take(.punctuation, to: digits + 1)
            }
        }
        return false
    }

    /// A task list's `[ ]` or `[x]` after a list marker.
    private func scanTaskBox(_ s: inout Scanner) {
        let box = s.skippingBlanks(from: s.position)
        let mark = s.byte(at: box + 1)
        guard s.byte(at: box) == UInt8(ascii: "["), mark == 0x20 || mark | 0x20 == UInt8(ascii: "x"), s.byte(at: box + 2) == UInt8(ascii: "]") else { return }
        s.position = box
        s.take(.punctuation, to: box + 3)
    }

    private func isThematicBreak(_ s: Scanner, _ character: UInt8) -> Bool {
        var count = 0
        var i = s.position
        while i < s.end {
            if s.text[i] == character { count += 1 } else if !isBlank(s.text[i]) { return false }
            i += 1
        }
        return count >= 3
    }

    /// A fence: its backticks and info string as a string, then the code in its language.
    private func openFence(_ s: inout Scanner, character: UInt8, length: Int, end: Int) {
        let infoStart = s.skippingBlanks(from: end)
        var infoEnd = infoStart
        while infoEnd < s.end && !isBlank(s.text[infoEnd]) { infoEnd += 1 }
        s.take(.string, to: infoEnd)
        s.skipPlain(to: s.end)
        let info = String(decoding: s.slice(infoStart, infoEnd), as: UTF8.self)
        s.push(Mode(grammar: s.top.grammar, kind: .nestedLanguage, variant: character, count: Int32(min(length, Int(Int32.max)))))
        if let name = MarkdownNode.language(ofInfoString: info), let language = CodeLanguage(named: name), language.isHighlighted {
            s.push(Mode(grammar: language.grammar, kind: .root))
        } else {
            s.push(Mode(grammar: s.top.grammar, kind: Self.literalCode))
        }
    }

    private static let inlineStarts = ByteSet("\\`*_~[!")

    /// Inline syntax: escapes, code spans, emphasis, strikethrough, links; other text is plain.
    private func scanInline(_ s: inout Scanner) {
        let byte = s.current
        switch byte {
        case UInt8(ascii: "\\"):
            s.skipPlain(to: s.position + 1 < s.end ? s.scalarEnd(s.position + 1) : s.position + 1)
            return
        case UInt8(ascii: "`"):
            if let close = next(UInt8(ascii: "`"), in: s, from: s.position + 1), close > s.position + 1 {
                s.take(.string, to: close + 1)
                return
            }
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            if scanEmphasis(&s, byte) { return }
        case UInt8(ascii: "["), UInt8(ascii: "!"):
            if scanLink(&s) { return }
        default:
            break
        }
        var i = s.position + 1
        while i < s.end && !Self.inlineStarts.contains(s.text[i]) { i += 1 }
        s.skipPlain(to: i)
    }

    /// `**strong**`, `__strong__`, `*emphasis*`, `_emphasis_`, `~~deleted~~` within a line: the
    /// opener's character must not be followed by a space, and the closer is the next one.
    private func scanEmphasis(_ s: inout Scanner, _ character: UInt8) -> Bool {
        let double = s.peek(1) == character
        if character == UInt8(ascii: "~") && !double { return false }
        if character == UInt8(ascii: "_") && s.position > s.segmentStart
            && (isASCIILetter(s.text[s.position - 1]) || isDigit(s.text[s.position - 1])) { return false }
        let contentStart = s.position + (double ? 2 : 1)
        let first = s.byte(at: contentStart)
        guard first != 0, first != character, !isBlank(first),
              let close = next(character, in: s, from: contentStart + 1) else { return false }
        if double {
            guard s.byte(at: close + 1) == character else { return false }
            s.take(character == UInt8(ascii: "~") ? .deleted : .strong, to: close + 2)
        } else {
            s.take(.emphasis, to: close + 1)
        }
        return true
    }

    /// `[text](destination)`, `![alt](source)` and `[text][label]`: the text as a tag, the
    /// destination as an attribute name and the label as a name.
    private func scanLink(_ s: inout Scanner) -> Bool {
        let open = s.current == UInt8(ascii: "!") ? s.position + 1 : s.position
        guard s.byte(at: open) == UInt8(ascii: "["), let close = next(UInt8(ascii: "]"), in: s, from: open + 1), close > open + 1 else { return false }
        let after = s.byte(at: close + 1)
        let closer: UInt8 = after == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
        guard after == UInt8(ascii: "(") || after == UInt8(ascii: "["), let end = next(closer, in: s, from: close + 2) else { return false }
        s.skipPlain(to: open + 1)
        s.take(.tag, to: close)
        s.skipPlain(to: close + 2)
        s.take(closer == UInt8(ascii: ")") ? .attributeName : .identifier, to: end)
        s.skipPlain(to: end + 1)
        return true
    }

    /// The next `byte` in the line from `start`, looking at most ``LexicalLimits/maximumLookahead`` ahead.
    private func next(_ byte: UInt8, in s: Scanner, from start: Int) -> Int? {
        let limit = s.lookaheadLimit(from: start)
        var i = start
        while i < limit && s.text[i] != byte { i += 1 }
        return i < limit ? i : nil
    }
}
