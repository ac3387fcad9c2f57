/// HTML and XML: tags and their attributes, comments, declarations and processing instructions,
/// character references, CDATA sections, and in HTML the JavaScript of `<script>` and the CSS
/// of `<style>` up to their end tags.
final class MarkupGrammar: Grammar {
    enum Dialect: Sendable { case html, xml }

    let dialect: Dialect

    init(dialect: Dialect) {
        self.dialect = dialect
    }

    /// Inside `<…>`: variant 0 before the tag's name, 1 after; count 1 in an end tag, 2 in a
    /// `<script>` start tag, 3 in a `<style>` one.
    static let tag = ModeKind.custom(0)
    /// Inside `<!-- … -->`.
    static let comment = ModeKind.custom(1)
    /// Inside `<!…>`, `<?…?>` or `<![CDATA[…]]>` (variant 1 for CDATA).
    static let declaration = ModeKind.custom(2)
    /// Inside an attribute value quoted with the variant's quote, across lines.
    static let attributeValue = ModeKind.custom(3)


    /// How tag brackets are shown: HTML's as punctuation, XML's as part of the tag.
    private var bracketClass: TokenClass { dialect == .html ? .punctuation : .tag }

    func scan(_ s: inout Scanner) {
        switch s.top.kind {
        case Self.tag: scanTag(&s)
        case Self.comment: scanUntil(&s, "-->", .comment)
        case Self.declaration: scanUntil(&s, s.top.variant == 1 ? "]]>" : ">", .preprocessor)
        case Self.attributeValue: scanUntil(&s, s.top.variant == UInt8(ascii: "'") ? "'" : "\"", .string)
        default: scanText(&s)
        }
    }

    func nestedLanguageEnd(_ mode: Mode, _ s: Scanner) -> Int? {
        let end: StaticString = mode.variant == 0 ? "</script" : "</style"
        var i = s.position
        while i < s.end {
            if s.text[i] == UInt8(ascii: "<") && s.matchesIgnoringCase(end, at: i) { return i }
            i += 1
        }
        return nil
    }

    /// Text up to a tag, a comment or a character reference.
    private func scanText(_ s: inout Scanner) {
        let byte = s.current
        if byte == UInt8(ascii: "<") {
            if s.matches("<!--", at: s.position) {
                s.take(.comment, to: s.position + 4)
                s.push(Mode(grammar: s.top.grammar, kind: Self.comment))
            } else if s.matches("<![CDATA[", at: s.position) {
                s.take(.preprocessor, to: s.position + 9)
                s.push(Mode(grammar: s.top.grammar, kind: Self.declaration, variant: 1))
            } else if s.peek(1) == UInt8(ascii: "!") || s.peek(1) == UInt8(ascii: "?") {
                s.take(.preprocessor, to: s.position + 2)
                s.push(Mode(grammar: s.top.grammar, kind: Self.declaration))
            } else if isASCIILetter(s.peek(1)) || s.peek(1) == UInt8(ascii: "/") || s.peek(1) == UInt8(ascii: "_") {
                s.take(bracketClass, to: s.position + 1)
                s.push(Mode(grammar: s.top.grammar, kind: Self.tag))
            } else {
                s.skipPlain(to: s.position + 1)
            }
            return
        }
        if byte == UInt8(ascii: "&") {
            var end = s.position + 1
            while end < s.end && end < s.position + 32 && (isASCIILetter(s.text[end]) || isDigit(s.text[end]) || s.text[end] == UInt8(ascii: "#")) { end += 1 }
            if s.byte(at: end) == UInt8(ascii: ";") && end > s.position + 1 {
                s.take(.stringEscape, to: end + 1)
            } else {
                s.skipPlain(to: s.position + 1)
            }
            return
        }
        var i = s.position + 1
        while i < s.end && s.text[i] != UInt8(ascii: "<") && s.text[i] != UInt8(ascii: "&") { i += 1 }
        s.skipPlain(to: i)
    }

    /// Inside `<…>`: the name, attribute names, values, the closing `>` (which in HTML opens a
    /// script's JavaScript or a style's CSS).
    private func scanTag(_ s: inout Scanner) {
        let byte = s.current
        if isBlank(byte) {
            s.position = s.skippingBlanks(from: s.position)
            return
        }
        if isNameByte(byte) {
            let start = s.position
            var end = s.position + 1
            while end < s.end && isNameByte(s.text[end]) { end += 1 }
            var tag = s.top
            if tag.variant == 0 {
                s.take(.tag, to: end)
                tag.variant = 1
                if dialect == .html && tag.count == 0 {
                    if end - start == 6 && s.matchesIgnoringCase("script", at: start) { tag.count = 2 }
                    if end - start == 5 && s.matchesIgnoringCase("style", at: start) { tag.count = 3 }
                }
                s.replaceTop(tag)
            } else {
                s.take(.attributeName, to: end)
            }
            return
        }
        switch byte {
        case UInt8(ascii: "/") where s.peek(1) == UInt8(ascii: ">"):
            s.take(bracketClass, to: s.position + 2)
            s.pop()
        case UInt8(ascii: "/"), UInt8(ascii: "?"):
            if s.top.variant == 0 { s.setTopCount(1) }
            s.take(bracketClass, to: s.position + 1)
        case UInt8(ascii: ">"):
            s.take(bracketClass, to: s.position + 1)
            let count = s.top.count
            s.pop()
            if count >= 2 {
                let script = count == 2
                s.push(Mode(grammar: s.top.grammar, kind: .nestedLanguage, variant: script ? 0 : 1))
                s.push(Mode(grammar: script ? .javaScript : .css, kind: .root))
            }
        case UInt8(ascii: "="):
            s.take(dialect == .html ? .operator : .attributeName, to: s.position + 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            var end = s.position + 1
            while end < s.end && s.text[end] != byte { end += 1 }
            if end < s.end {
                s.take(.string, to: end + 1)
            } else {
                s.take(.string, to: s.end)
                s.push(Mode(grammar: s.top.grammar, kind: Self.attributeValue, variant: byte))
            }
        default:
            // An unquoted value.
            var end = s.position + 1
            while end < s.end && !isBlank(s.text[end]) && s.text[end] != UInt8(ascii: ">") { end += 1 }
            s.take(.string, to: end)
        }
    }

    /// Text of `tokenClass` up to and including `closer`, which ends the construct.
    private func scanUntil(_ s: inout Scanner, _ closer: StaticString, _ tokenClass: TokenClass) {
        var i = s.position
        let first = closer.utf8Start.pointee
        while i < s.end {
            if s.text[i] == first && s.matches(closer, at: i) {
                s.take(tokenClass, to: i + closer.utf8CodeUnitCount)
                s.pop()
                return
            }
            i += 1
        }
        s.take(tokenClass, to: s.end)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".") || byte >= 0x80 || byte == UInt8(ascii: "@")
    }
}
