/// Recognisers for raw HTML: the seven kinds of HTML block start (CommonMark 4.6) and their end
/// conditions, and raw inline HTML (6.6). They work on any byte buffer, so the block phase uses
/// them on the input and the inline phase on paragraph content.
enum HTMLSyntax {
    /// Tag names that start a type 6 HTML block.
    static let blockTagNames: Set<[UInt8]> = Set([
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
        "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5",
        "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
        "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section",
        "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ].map { Array($0.utf8) })

    /// Tag names that start a type 1 HTML block, which ends at the matching closing tag.
    static let rawTextTagNames: [[UInt8]] = ["pre", "script", "style", "textarea"].map { Array($0.utf8) }

    /// The HTML block type (1 to 7) starting at `position` (a `<`), or `nil`.
    static func blockStart(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineEnd: Int, interruptingParagraph: Bool) -> Int? {
        func byte(_ index: Int) -> UInt8 { index < lineEnd ? bytes[index] : ASCII.newline }
        let next = byte(position + 1)
        if next == ASCII.exclamation {
            if hasPrefix(bytes, position + 2, lineEnd, "--") { return 2 }
            if hasPrefix(bytes, position + 2, lineEnd, "[CDATA[") { return 5 }
            if ASCII.isLetter(byte(position + 2)) { return 4 }
            return nil
        }
        if next == ASCII.question { return 3 }
        let isClosing = next == ASCII.slash
        let nameStart = position + (isClosing ? 2 : 1)
        var nameEnd = nameStart
        while nameEnd < lineEnd && (ASCII.isAlphanumeric(bytes[nameEnd]) || (nameEnd > nameStart && bytes[nameEnd] == ASCII.hyphen)) {
            nameEnd += 1
        }
        guard nameEnd > nameStart, ASCII.isLetter(bytes[nameStart]) else { return nil }
        let name = (nameStart..<nameEnd).map { ASCII.lowercased(bytes[$0]) }
        let after = byte(nameEnd)
        let endsName = ASCII.isSpaceOrTab(after) || ASCII.isLineEnd(after) || after == ASCII.greaterThan
        if !isClosing && endsName && rawTextTagNames.contains(name) { return 1 }
        if blockTagNames.contains(name) && (endsName || (after == ASCII.slash && byte(nameEnd + 1) == ASCII.greaterThan)) {
            return 6
        }
        // Like cmark and commonmark.js (and unlike a literal reading of the spec's prose), a lone
        // `</script>` or `</pre>` line is a type 7 block: the spec's examples agree either way.
        guard !interruptingParagraph else { return nil }
        let tagEnd = isClosing ? scanClosingTag(bytes, at: position, end: lineEnd) : scanOpenTag(bytes, at: position, end: lineEnd)
        guard let tagEnd else { return nil }
        var rest = tagEnd
        while rest < lineEnd && ASCII.isSpaceOrTab(bytes[rest]) { rest += 1 }
        return rest == lineEnd ? 7 : nil
    }

    /// Whether a line ends an HTML block of the given type (types 6 and 7 end at blank lines).
    static func blockEnds(type: Int, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        switch type {
        case 1:
            var position = start
            while let found = find(bytes, ASCII.lessThan, from: position, to: end) {
                if byteAt(bytes, found + 1, end) == ASCII.slash {
                    for name in rawTextTagNames where matchesCaseInsensitive(bytes, found + 2, end, name)
                        && byteAt(bytes, found + 2 + name.count, end) == ASCII.greaterThan {
                        return true
                    }
                }
                position = found + 1
            }
            return false
        case 2: return contains(bytes, from: start, to: end, "-->")
        case 3: return contains(bytes, from: start, to: end, "?>")
        case 4: return find(bytes, ASCII.greaterThan, from: start, to: end) != nil
        case 5: return contains(bytes, from: start, to: end, "]]>")
        default: return false
        }
    }

    // MARK: Tags

    /// An open tag `<name attributes… /?>` starting at `position`; returns the index after `>`.
    static func scanOpenTag(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) -> Int? {
        guard var cursor = scanTagName(bytes, position + 1, end) else { return nil }
        while true {
            let spaced = skipWhitespace(bytes, cursor, end)
            if spaced == cursor {
                break
            }
            guard let attributeEnd = scanAttribute(bytes, spaced, end) else {
                cursor = spaced
                break
            }
            cursor = attributeEnd
        }
        if byteAt(bytes, cursor, end) == ASCII.slash { cursor += 1 }
        return byteAt(bytes, cursor, end) == ASCII.greaterThan ? cursor + 1 : nil
    }

    /// A closing tag `</name >` starting at `position`; returns the index after `>`.
    static func scanClosingTag(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) -> Int? {
        guard byteAt(bytes, position + 1, end) == ASCII.slash, var cursor = scanTagName(bytes, position + 2, end) else { return nil }
        cursor = skipWhitespace(bytes, cursor, end)
        return byteAt(bytes, cursor, end) == ASCII.greaterThan ? cursor + 1 : nil
    }

    private static func scanTagName(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start < end, ASCII.isLetter(bytes[start]) else { return nil }
        var cursor = start + 1
        while cursor < end && (ASCII.isAlphanumeric(bytes[cursor]) || bytes[cursor] == ASCII.hyphen) { cursor += 1 }
        return cursor
    }

    /// An attribute name with an optional value specification.
    private static func scanAttribute(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start < end else { return nil }
        let first = bytes[start]
        guard ASCII.isLetter(first) || first == ASCII.underscore || first == ASCII.colon else { return nil }
        var cursor = start + 1
        while cursor < end {
            let byte = bytes[cursor]
            guard ASCII.isAlphanumeric(byte) || byte == ASCII.underscore || byte == ASCII.period
                || byte == ASCII.colon || byte == ASCII.hyphen else { break }
            cursor += 1
        }
        let nameEnd = cursor
        cursor = skipWhitespace(bytes, cursor, end)
        guard byteAt(bytes, cursor, end) == ASCII.equals else { return nameEnd }
        cursor = skipWhitespace(bytes, cursor + 1, end)
        guard cursor < end else { return nil }
        let quote = bytes[cursor]
        if quote == ASCII.quote || quote == ASCII.apostrophe {
            guard let close = find(bytes, quote, from: cursor + 1, to: end) else { return nil }
            return close + 1
        }
        let valueStart = cursor
        while cursor < end {
            let byte = bytes[cursor]
            if ASCII.isWhitespace(byte) || byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.equals
                || byte == ASCII.lessThan || byte == ASCII.greaterThan || byte == ASCII.backtick { break }
            cursor += 1
        }
        return cursor > valueStart ? cursor : nil
    }

    /// Spaces, tabs and at most one line ending (inline HTML may span lines).
    private static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var cursor = start
        var sawNewline = false
        while cursor < end {
            let byte = bytes[cursor]
            if byte == ASCII.newline {
                if sawNewline { break }
                sawNewline = true
            } else if !ASCII.isWhitespace(byte) {
                break
            }
            cursor += 1
        }
        return cursor
    }

    // MARK: Byte helpers

    static func byteAt(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> UInt8 {
        index < end ? bytes[index] : 0
    }

    static func find(_ bytes: UnsafeBufferPointer<UInt8>, _ target: UInt8, from start: Int, to end: Int) -> Int? {
        var cursor = start
        while cursor < end {
            if bytes[cursor] == target { return cursor }
            cursor += 1
        }
        return nil
    }

    /// The index of the first occurrence of `needle` in `start..<end`.
    static func find(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString, from start: Int, to end: Int) -> Int? {
        let count = needle.utf8CodeUnitCount
        let first = needle.utf8Start[0]
        var cursor = start
        while cursor + count <= end {
            guard let found = find(bytes, first, from: cursor, to: end - count + 1) else { return nil }
            if hasPrefix(bytes, found, end, needle) { return found }
            cursor = found + 1
        }
        return nil
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ needle: StaticString) -> Bool {
        find(bytes, needle, from: start, to: end) != nil
    }

    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard start + count <= end else { return false }
        let pointer = prefix.utf8Start
        for index in 0..<count where bytes[start + index] != pointer[index] { return false }
        return true
    }

    static func matchesCaseInsensitive(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ lowercase: [UInt8]) -> Bool {
        guard start + lowercase.count <= end else { return false }
        for index in 0..<lowercase.count where ASCII.lowercased(bytes[start + index]) != lowercase[index] { return false }
        return true
    }
}

extension MarkdownParser {
    func htmlBlockStart(at position: Int, interruptingParagraph: Bool) -> Int? {
        HTMLSyntax.blockStart(input, at: position, lineEnd: line.end, interruptingParagraph: interruptingParagraph)
    }

    func htmlBlockEnds(type: Int, from start: Int, to end: Int) -> Bool {
        HTMLSyntax.blockEnds(type: type, input, from: start, to: end)
    }
}
