/// Remembers where searches for the end of an unclosed HTML comment, processing instruction,
/// declaration or CDATA section failed: nothing closes it after that point, so a later opener
/// there fails at once instead of rescanning to the end (cmark keeps similar flags).
struct HTMLScanMemo {
    var commentSearchFailedFrom = Int.max
    var instructionSearchFailedFrom = Int.max
    var declarationSearchFailedFrom = Int.max
    var cdataSearchFailedFrom = Int.max
}

extension MarkdownParser {
    /// Longest URI scheme an autolink may have (CommonMark 6.5: 2 to 32 characters).
    static let maximumSchemeLength = 32

    /// `<` starts an autolink (6.5), raw HTML (6.6), or is literal.
    mutating func handleLessThan() {
        let start = inline.position
        if let end = scanURIAutolink(at: start) {
            appendAutolink(from: start, to: end, isEmail: false)
        } else if let end = scanEmailAutolink(at: start) {
            appendAutolink(from: start, to: end, isEmail: true)
        } else if let end = scanInlineHTML(at: start) {
            _ = appendInline(.inlineHTML, from: start, to: end, text: TextSlice(start: Int32(start), count: Int32(end - start)))
            inline.position = end
        } else {
            // A `<` before a letter or `/`, `!`, `?` may yet become a tag or an autolink.
            let next = byteAt(start + 1)
            if start + 1 >= inline.end || ASCII.isLetter(next) || next == ASCII.slash || next == ASCII.exclamation || next == UInt8(ascii: "?") {
                noteUnclosed(at: start)
            }
            appendLiteral(length: 1)
        }
    }

    private mutating func appendAutolink(from start: Int, to end: Int, isEmail: Bool) {
        // The address is taken literally: no escapes, no references.
        let address = TextSlice(start: Int32(start + 1), count: Int32(end - start - 2))
        let destination = isEmail ? storeInline(Array("mailto:".utf8) + inline.arena[(start + 1)..<(end - 1)]) : address
        let link = appendInline(.link, from: start, to: end, text: destination)
        nodes[Int(link)].set(RawNode.Flag.variant)
        let label = makeNode(.text, start: Int32(start + 1), end: Int32(end - 1))
        nodes[Int(label)].text = address
        appendChild(label, to: link)
        inline.position = end
    }

    /// `<scheme:…>`: a scheme of 2 to 32 letters, digits, `+`, `.`, `-` starting with a letter,
    /// a colon, then anything but spaces, controls, `<` and `>`.
    private func scanURIAutolink(at start: Int) -> Int? {
        var position = start + 1
        guard ASCII.isLetter(byteAt(position)) else { return nil }
        position += 1
        while true {
            let byte = byteAt(position)
            guard ASCII.isAlphanumeric(byte) || byte == ASCII.plus || byte == ASCII.period || byte == ASCII.hyphen else { break }
            position += 1
            if position - start - 1 > Self.maximumSchemeLength { return nil }
        }
        guard position - start - 1 >= 2, byteAt(position) == ASCII.colon else { return nil }
        position += 1
        while position < inline.end {
            let byte = inline.arena[position]
            if byte == ASCII.greaterThan { return position + 1 }
            if byte <= ASCII.space || byte == ASCII.lessThan || byte == 0x7F { return nil }
            position += 1
        }
        return nil
    }

    /// `<local@domain>` with the characters the HTML spec allows in an e-mail address.
    private func scanEmailAutolink(at start: Int) -> Int? {
        var position = start + 1
        while position < inline.end {
            let byte = inline.arena[position]
            guard ASCII.isAlphanumeric(byte) || Self.emailLocalPunctuation.contains(byte) else { break }
            position += 1
        }
        guard position > start + 1, byteAt(position) == ASCII.at else { return nil }
        position += 1
        // Domain labels: alphanumeric at both ends, hyphens inside, at most 63 characters.
        while true {
            let labelStart = position
            while position < inline.end && (ASCII.isAlphanumeric(inline.arena[position]) || inline.arena[position] == ASCII.hyphen) {
                position += 1
            }
            let length = position - labelStart
            guard length >= 1, length <= 63, ASCII.isAlphanumeric(inline.arena[labelStart]),
                  ASCII.isAlphanumeric(inline.arena[position - 1]) else { return nil }
            let byte = byteAt(position)
            if byte == ASCII.greaterThan { return position + 1 }
            guard byte == ASCII.period else { return nil }
            position += 1
        }
    }

    private static let emailLocalPunctuation = ByteSet(Array(".!#$%&'*+/=?^_`{|}~-".utf8))

    /// Raw inline HTML starting at `start`: a tag, comment, processing instruction, declaration
    /// or CDATA section (6.6). Returns the offset after it.
    private mutating func scanInlineHTML(at start: Int) -> Int? {
        let arena = inline.arena
        let end = inline.end
        switch byteAt(start + 1) {
        case ASCII.exclamation:
            if HTMLSyntax.hasPrefix(arena, start, end, "<!--") {
                if byteAt(start + 4) == ASCII.greaterThan { return start + 5 }
                if HTMLSyntax.hasPrefix(arena, start + 4, end, "->") { return start + 6 }
                return findClosing("-->", from: start + 4, memo: \.commentSearchFailedFrom)
            }
            if HTMLSyntax.hasPrefix(arena, start, end, "<![CDATA[") {
                return findClosing("]]>", from: start + 9, memo: \.cdataSearchFailedFrom)
            }
            guard ASCII.isLetter(byteAt(start + 2)) else { return nil }
            return findClosing(">", from: start + 3, memo: \.declarationSearchFailedFrom)
        case ASCII.question:
            return findClosing("?>", from: start + 2, memo: \.instructionSearchFailedFrom)
        case ASCII.slash:
            return HTMLSyntax.scanClosingTag(arena, at: start, end: end)
        default:
            return HTMLSyntax.scanOpenTag(arena, at: start, end: end)
        }
    }

    private mutating func findClosing(_ terminator: StaticString, from start: Int, memo: WritableKeyPath<HTMLScanMemo, Int>) -> Int? {
        guard start < inline.html[keyPath: memo] else { return nil }
        guard let found = HTMLSyntax.find(inline.arena, terminator, from: start, to: inline.end) else {
            inline.html[keyPath: memo] = start
            return nil
        }
        return found + terminator.utf8CodeUnitCount
    }
}
