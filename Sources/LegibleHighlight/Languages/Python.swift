/// Python: string prefixes in any case (`r`, `b`, `f`, `rb`, `fr`…), f-strings whose `{…}` are
/// code (with `{{` escapes, `!r` conversions and `:` format specs, in triple quotes too),
/// `%` and `{}` placeholders in other strings, docstrings, and decorators.
struct PythonRules: CodeRules {
    /// The format spec after `:` in an f-string's replacement field.
    static let formatSpec = ModeKind.custom(0)

    /// The quotes, longest first, and the kinds of string each can open.
    private static let quotes: [StaticString] = ["\"\"\"", "'''", "\"", "'"]
    private enum Kind: Int, CaseIterable { case plain, raw, formatted, rawFormatted, docstring }

    private static func variant(quote: Int, _ kind: Kind) -> Int { quote * Kind.allCases.count + kind.rawValue }

    func makeSyntax() -> CodeSyntax {
        var strings: [StringSyntax] = []
        for (index, quote) in Self.quotes.enumerated() {
            let quote = "\(quote)"
            let multiline = index < 2
            for kind in Kind.allCases {
                let raw = kind == .raw || kind == .rawFormatted
                let formatted = kind == .formatted || kind == .rawFormatted
                strings.append(StringSyntax(quote, tokenClass: kind == .docstring ? .docComment : .string, escapes: !raw,
                                            interpolation: formatted ? .brace : .formatPlaceholders, multiline: multiline,
                                            continuesAfterBackslash: !multiline, backslashProtects: raw, onlyByRule: kind != .plain))
            }
        }
        return CodeSyntax(
            bytes: ByteTable(operators: "+-*/%@&|^~<>=!.", punctuation: "()[]{},:;"),
            words: WordTable([
                .keyword: """
                    and as assert async await break continue del elif else except finally for from global if import \
                    in is lambda nonlocal not or pass raise return try while with yield
                    """,
                .constant: "True False None",
                .type: """
                    BaseException Exception ArithmeticError AssertionError AttributeError BufferError EOFError \
                    FloatingPointError GeneratorExit ImportError ModuleNotFoundError IndexError KeyError \
                    KeyboardInterrupt LookupError MemoryError NameError NotImplementedError OSError OverflowError \
                    RecursionError ReferenceError RuntimeError StopIteration StopAsyncIteration SyntaxError \
                    IndentationError TabError SystemError SystemExit TypeError UnboundLocalError UnicodeError \
                    UnicodeEncodeError UnicodeDecodeError UnicodeTranslateError ValueError ZeroDivisionError \
                    EnvironmentError IOError FileExistsError FileNotFoundError PermissionError TimeoutError \
                    ConnectionError BrokenPipeError InterruptedError ProcessLookupError Warning UserWarning \
                    DeprecationWarning PendingDeprecationWarning SyntaxWarning RuntimeWarning FutureWarning \
                    ImportWarning UnicodeWarning BytesWarning ResourceWarning
                    """,
            ], declarations: ["def": .function, "class": .type, "import": .identifier, "from": .identifier]),
            lineComments: [.init(opener: Array("#".utf8))],
            strings: strings,
            numbers: NumberSyntax(leadingDot: true, trailingDot: true)
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        if s.top.kind == .interpolation && s.top.count == 0 && scanReplacementFieldEnd(&s) { return true }
        if byte == UInt8(ascii: "@") && s.isFirstOnLine(s.position) && grammar.syntax.bytes.startsIdentifier(s.peek(1)) {
            var end = s.identifierEnd(from: s.position + 2, grammar.syntax.bytes)
            while s.byte(at: end) == UInt8(ascii: ".") && grammar.syntax.bytes.startsIdentifier(s.byte(at: end + 1)) {
                end = s.identifierEnd(from: end + 2, grammar.syntax.bytes)
            }
            s.take(.attribute, to: end)
            return true
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            // A triple-quoted string first on its line is a docstring.
            guard s.isFirstOnLine(s.position), let quote = Self.quotes.prefix(2).firstIndex(where: { s.matches($0, at: s.position) }) else {
                return false
            }
            grammar.openString(&s, variant: Self.variant(quote: quote, .docstring), to: s.position + 3)
            return true
        }
        return scanPrefixedString(&s, grammar)
    }

    /// A string with a prefix: `r`, `u`, `b`, `f` and their pairs, in either case.
    private func scanPrefixedString(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        var raw = false
        var formatted = false
        var i = s.position
        while i < s.position + 2 {
            switch s.byte(at: i) | 0x20 {
            case UInt8(ascii: "r"): raw = true
            case UInt8(ascii: "f"): formatted = true
            case UInt8(ascii: "b"), UInt8(ascii: "u"): break
            default:
                if i == s.position { return false }
                return openPrefixedString(&s, grammar, at: i, raw: raw, formatted: formatted)
            }
            i += 1
        }
        return openPrefixedString(&s, grammar, at: i, raw: raw, formatted: formatted)
    }

    private func openPrefixedString(_ s: inout Scanner, _ grammar: CodeGrammar<Self>, at i: Int, raw: Bool, formatted: Bool) -> Bool {
        guard let quote = Self.quotes.firstIndex(where: { s.matches($0, at: i) }) else { return false }
        if s.position > s.segmentStart && grammar.syntax.bytes.continuesIdentifier(s.text[s.position - 1]) { return false }
        let kind: Kind = raw ? (formatted ? .rawFormatted : .raw) : (formatted ? .formatted : .plain)
        grammar.openString(&s, variant: Self.variant(quote: quote, kind), to: i + Self.quotes[quote].utf8CodeUnitCount)
        return true
    }

    /// At depth zero of an f-string's replacement field: `!r` before its end, and `:` starting
    /// its format spec.
    private func scanReplacementFieldEnd(_ s: inout Scanner) -> Bool {
        let byte = s.current
        if byte == UInt8(ascii: "!") && (s.peek(1) == UInt8(ascii: "r") || s.peek(1) == UInt8(ascii: "s") || s.peek(1) == UInt8(ascii: "a"))
            && (s.peek(2) == UInt8(ascii: "}") || s.peek(2) == UInt8(ascii: ":")) {
            s.take(.stringEscape, to: s.position + 2)
            return true
        }
        guard byte == UInt8(ascii: ":"), s.peek(1) != UInt8(ascii: "=") else { return false }
        s.take(.stringEscape, to: s.position + 1)
        var spec = s.top
        spec.kind = Self.formatSpec
        s.replaceTop(spec)
        return true
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        // A format spec: text up to the field's `}`, with nested fields (`{x:{width}}`).
        var i = s.position
        while i < s.end && s.text[i] != UInt8(ascii: "{") && s.text[i] != UInt8(ascii: "}") { i += 1 }
        s.take(.string, to: i)
        guard i < s.end else { return }
        s.take(.stringEscape, to: i + 1)
        if s.text[i] == UInt8(ascii: "}") {
            s.pop()
        } else {
            s.push(Mode(grammar: s.top.grammar, kind: .interpolation, variant: UInt8(ascii: "}"), flags: s.top.flags))
        }
    }

    private static let flags = ByteSet("-#0 +")
    private static let lengthModifiers = ByteSet("hlL")
    private static let conversions = ByteSet("diouxXeEfFgGcrsa%")

    /// The end of a `%` or `{}` format placeholder at `i` in a string that is not an f-string,
    /// if one is there: `%s`, `%(name)-8.3f`, `{}`, `{0}`, `{name.attr[0]!r:>10}`.
    static func formatPlaceholderEnd(_ s: Scanner, at i: Int) -> Int? {
        var j = i + 1
        if s.byte(at: i) == UInt8(ascii: "%") {
            if s.byte(at: j) == UInt8(ascii: "(") {
                while j < s.end && j < i + 40 && s.text[j] != UInt8(ascii: ")") { j += 1 }
                j += 1
            }
            while Self.flags.contains(s.byte(at: j)) && j < s.end { j += 1 }
            while isDigit(s.byte(at: j)) || s.byte(at: j) == UInt8(ascii: "*") { j += 1 }
            if s.byte(at: j) == UInt8(ascii: ".") {
                j += 1
                while isDigit(s.byte(at: j)) || s.byte(at: j) == UInt8(ascii: "*") { j += 1 }
            }
            if Self.lengthModifiers.contains(s.byte(at: j)) { j += 1 }
            return j < s.end && Self.conversions.contains(s.byte(at: j)) ? j + 1 : nil
        }
        guard s.byte(at: i) == UInt8(ascii: "{") else { return nil }
        // The field name, conversion and spec: no spaces, no quotes, no braces; at most 40 bytes.
        while j < s.end && j < i + 40 {
            let byte = s.text[j]
            if byte == UInt8(ascii: "}") { return j + 1 }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\\") { return nil }
            if byte == UInt8(ascii: " ") && s.text[j - 1] != UInt8(ascii: ":") { return nil }
            j += 1
        }
        return nil
    }
}
