/// The small, safe reader behind ``FrontMatter/fields``: top-level scalar `key: value` (YAML) or
/// `key = value` (TOML) lines, one at a time, with no nesting and no recursion, so no input can
/// make it fail, loop or grow. It is deliberately not a YAML or TOML parser: front matter's title
/// and language are plain scalars, and everything else stays available as raw text.
enum FrontMatterFields {
    static func read(_ bytes: [UInt8], format: FrontMatter.Format) -> [FrontMatter.Field] {
        var fields: [FrontMatter.Field] = []
        var inTOMLTable = false
        for line in bytes.split(omittingEmptySubsequences: true, whereSeparator: ASCII.isLineEnd) {
            if format == .toml && line.first == ASCII.leftBracket {
                // Keys after a `[table]` header belong to that table, not to the page.
                inTOMLTable = true
                continue
            }
            guard !inTOMLTable, let field = field(in: line, format: format) else { continue }
            fields.append(field)
        }
        return fields
    }

    /// A field from one line: a key starting at the line's first byte (indented lines belong to
    /// a nested value), a separator, and a scalar value.
    private static func field(in line: ArraySlice<UInt8>, format: FrontMatter.Format) -> FrontMatter.Field? {
        let separator = format == .yaml ? ASCII.colon : ASCII.equals
        guard let first = line.first, isKeyByte(first), let split = line.firstIndex(of: separator) else { return nil }
        var key = line[line.startIndex..<split]
        while let last = key.last, ASCII.isSpaceOrTab(last), format == .toml { key.removeLast() }
        guard key.allSatisfy(isKeyByte) else { return nil }
        let rest = line[(split + 1)...]
        // YAML needs a space after the colon (`a:b` is a plain scalar, not a key).
        if format == .yaml, let next = rest.first, !ASCII.isSpaceOrTab(next) { return nil }
        guard let value = scalar(trimmed(rest), format: format) else { return nil }
        return FrontMatter.Field(key: String(decoding: key, as: UTF8.self), value: value)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || byte == ASCII.underscore || byte == ASCII.hyphen || byte == ASCII.period
    }

    /// A quoted or plain scalar; `nil` for what only a full parser could read: empty values
    /// (a nested map follows), flow collections, block scalars, anchors, tags and multi-line strings.
    private static func scalar(_ value: ArraySlice<UInt8>, format: FrontMatter.Format) -> String? {
        guard let first = value.first else { return nil }
        switch first {
        case ASCII.quote:
            return quoted(value, escapes: true)
        case ASCII.apostrophe:
            return quoted(value, escapes: false)
        case ASCII.leftBracket, ASCII.leftBrace, ASCII.pipe, ASCII.greaterThan, ASCII.ampersand, ASCII.asterisk, ASCII.exclamation, ASCII.hash:
            return nil
        default:
            var plain = value
            // A YAML comment starts with ` #`; TOML comments likewise.
            if let comment = commentStart(in: plain) { plain = trimmed(plain[plain.startIndex..<comment]) }
            // A bare TOML value is a number, a date or a boolean; anything else is not TOML.
            if format == .toml && !isTOMLBareValue(plain) { return nil }
            return String(decoding: plain, as: UTF8.self)
        }
    }

    private static func isTOMLBareValue(_ value: ArraySlice<UInt8>) -> Bool {
        guard let first = value.first else { return false }
        return ASCII.isDigit(first) || first == ASCII.hyphen || first == ASCII.plus
            || value.elementsEqual("true".utf8) || value.elementsEqual("false".utf8)
    }

    private static func commentStart(in value: ArraySlice<UInt8>) -> Int? {
        var index = value.startIndex + 1
        while index < value.endIndex {
            if value[index] == ASCII.hash && ASCII.isSpaceOrTab(value[index - 1]) { return index }
            index += 1
        }
        return nil
    }

    /// The text between matching quotes, when the closing quote ends the value (apart from a
    /// comment). In double quotes, `\"`, `\\`, `\n` and `\t` are decoded; in single quotes
    /// (YAML), `''` is one quote.
    private static func quoted(_ value: ArraySlice<UInt8>, escapes: Bool) -> String? {
        let quote = value[value.startIndex]
        var result: [UInt8] = []
        var index = value.startIndex + 1
        while index < value.endIndex {
            let byte = value[index]
            if escapes && byte == ASCII.backslash && index + 1 < value.endIndex {
                let next = value[index + 1]
                switch next {
                case UInt8(ascii: "n"): result.append(ASCII.newline)
                case UInt8(ascii: "t"): result.append(ASCII.tab)
                default: result.append(next)
                }
                index += 2
                continue
            }
            if byte == quote {
                if !escapes && index + 1 < value.endIndex && value[index + 1] == quote {
                    result.append(quote)
                    index += 2
                    continue
                }
                let after = trimmed(value[(index + 1)...])
                guard after.isEmpty || after.first == ASCII.hash else { return nil }
                return String(decoding: result, as: UTF8.self)
            }
            result.append(byte)
            index += 1
        }
        return nil
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = bytes
        while let first = bytes.first, ASCII.isSpaceOrTab(first) { bytes.removeFirst() }
        while let last = bytes.last, ASCII.isSpaceOrTab(last) { bytes.removeLast() }
        return bytes
    }
}
