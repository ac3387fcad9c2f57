/// JavaScript and TypeScript, with or without JSX: regular expressions versus division (a `/`
/// where a value ends divides), template literals with `${…}` nested to any depth, decorators,
/// TypeScript's type annotations, and JSX elements with attributes, `{…}` expressions and text.
struct JavaScriptRules: CodeRules {
    enum Dialect: Sendable {
        case javaScript, typeScript, jsx, tsx

        var isTypeScript: Bool { self == .typeScript || self == .tsx }
        var hasJSX: Bool { self == .jsx || self == .tsx }
    }

    let dialect: Dialect

    /// Inside a JSX tag, between `<` and `>`. Variant 0 until the tag's name, 1 after; count 1
    /// in a closing tag.
    static let jsxTag = ModeKind.custom(0)
    /// Between a JSX element's tags: text, elements and `{…}`.
    static let jsxChildren = ModeKind.custom(1)
    /// A JSX `{…}` expression; the count is the depth of braces inside it.
    static let jsxExpression = ModeKind.custom(2)

    func makeSyntax() -> CodeSyntax {
        var keywords = """
            for in while do break return continue switch case default if else throw try catch finally yield await async \
            this of static export import debugger extends super var let const with function class constructor from as \
            abstract boolean byte char double enum final float goto implements int interface long native package private \
            protected public short synchronized throws transient volatile typeof instanceof void delete new
            """
        var types = """
            Array Boolean Date BigInt Function Math ArrayBuffer Number Object RegExp String Promise Proxy DataView Symbol \
            Intl WeakSet WeakMap Set Map Reflect JSON Atomics Int8Array Int16Array Int32Array BigInt64Array Float32Array \
            Float64Array Uint8Array Uint8ClampedArray Uint16Array Uint32Array BigUint64Array Error EvalError InternalError \
            RangeError ReferenceError SyntaxError TypeError URIError
            """
        if dialect.isTypeScript {
            keywords += " readonly override declare type module namespace keyof infer is asserts satisfies"
            types += " string boolean number any unknown never object symbol bigint"
        }
        return CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|^!~<>=?:", punctuation: "{}()[];,.", identifierStarts: "$#"),
            words: WordTable([.keyword: keywords, .constant: "true false null NaN Infinity undefined", .type: types],
                             declarations: ["function": .function, "class": .type, "interface": .type, "enum": .type],
                             values: "this super"),
            lineComments: [.init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/**".utf8), closer: Array("*/".utf8), tokenClass: .docComment, notFollowedBy: UInt8(ascii: "/")),
                            .init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("`", interpolation: .dollarBrace, multiline: true),
                      StringSyntax("\"", continuesAfterBackslash: true),
                      StringSyntax("'", continuesAfterBackslash: true)],
            numbers: NumberSyntax(leadingDot: true),
            symbols: [(Array("=>".utf8), .punctuation), (Array("...".utf8), .punctuation)],
            attributeMarker: UInt8(ascii: "@")
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        switch s.current {
        case UInt8(ascii: "/"):
            let next = s.peek(1)
            guard next != UInt8(ascii: "/"), next != UInt8(ascii: "*"), !s.previousEndsValue else { return false }
            return scanRegex(&s, grammar)
        case UInt8(ascii: ":") where dialect.isTypeScript:
            // `name: Type` and `name?: Type`.
            let before = s.state.previousByte
            guard grammar.syntax.bytes.continuesIdentifier(before) || before == UInt8(ascii: "?"),
                  s.state.previousClass != LexicalState.nothingBefore else { return false }
            s.take(.operator, to: s.position + 1)
            s.state.declaring = TokenClass.type.rawValue
            return true
        case UInt8(ascii: "<") where dialect.hasJSX && !s.previousEndsValue:
            let next = s.peek(1)
            guard grammar.syntax.bytes.startsIdentifier(next) || next == UInt8(ascii: ">") else { return false }
            if dialect == .tsx && isTypeParameterList(s, grammar) { return false }
            s.take(.punctuation, to: s.position + 1)
            s.push(Mode(grammar: s.top.grammar, kind: Self.jsxTag))
            return true
        default:
            return false
        }
    }

    /// Whether the `<` at `s.position` opens a TSX type parameter list (`<T,>`, `<T extends U>`)
    /// rather than an element.
    private func isTypeParameterList(_ s: Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let name = s.identifierEnd(from: s.position + 1, grammar.syntax.bytes)
        let after = s.skippingBlanks(from: name)
        return s.byte(at: after) == UInt8(ascii: ",") || (s.matches("extends", at: after) && isBlank(s.byte(at: after + 7)))
    }

    /// A regular expression literal, `/…/flags`, closed on its line; classes `[…]` may hold `/`.
    private func scanRegex(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        var i = s.position + 1
        var inClass = false
        let limit = s.lookaheadLimit(from: i)
        while i < limit {
            let byte = s.text[i]
            if byte == UInt8(ascii: "\\") {
                i = s.scalarEnd(min(i + 1, s.end - 1))
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/") && !inClass && i > s.position + 1 {
                var end = i + 1
                while isASCIILetter(s.byte(at: end)) { end += 1 }
                s.take(.regex, to: end)
                return true
            }
            i += 1
        }
        return false
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        switch s.top.kind {
        case Self.jsxTag: scanTag(&s, grammar)
        case Self.jsxChildren: scanChildren(&s)
        default: scanExpression(&s, grammar)
        }
    }

    /// Inside `<…>`: the tag's name, attribute names, `=`, values, `{…}`, and the closing `>`.
    private func scanTag(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        let byte = s.current
        if isBlank(byte) {
            s.position = s.skippingBlanks(from: s.position)
            return
        }
        if grammar.syntax.bytes.startsIdentifier(byte) {
            var end = s.position + 1
            while end < s.end, grammar.syntax.bytes.continuesIdentifier(s.text[end]) || s.text[end] == UInt8(ascii: "-")
                || s.text[end] == UInt8(ascii: ".") || s.text[end] == UInt8(ascii: ":") { end += 1 }
            var tag = s.top
            s.take(tag.variant == 0 ? .tag : .attributeName, to: end)
            tag.variant = 1
            s.replaceTop(tag)
            return
        }
        switch byte {
        case UInt8(ascii: "/") where s.peek(1) == UInt8(ascii: ">"):
            s.take(.punctuation, to: s.position + 2)
            s.pop()
        case UInt8(ascii: "/") where s.top.variant == 0:
            // `</name>`: a closing tag.
            s.take(.punctuation, to: s.position + 1)
            s.setTopCount(1)
        case UInt8(ascii: ">"):
            s.take(.punctuation, to: s.position + 1)
            let closing = s.top.count == 1
            s.pop()
            if closing {
                if s.top.kind == Self.jsxChildren { s.pop() }
            } else {
                s.push(Mode(grammar: s.top.grammar, kind: Self.jsxChildren))
            }
        case UInt8(ascii: "{"):
            s.take(.punctuation, to: s.position + 1)
            s.push(Mode(grammar: s.top.grammar, kind: Self.jsxExpression))
        case UInt8(ascii: "="):
            s.take(.operator, to: s.position + 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if !grammar.openString(&s) { s.skipPlain(to: s.position + 1) }
        default:
            s.skipPlain(to: s.scalarEnd(s.position))
        }
    }

    /// Between tags: text up to a tag or a `{`.
    private func scanChildren(_ s: inout Scanner) {
        var i = s.position
        while i < s.end && s.text[i] != UInt8(ascii: "<") && s.text[i] != UInt8(ascii: "{") { i += 1 }
        s.skipPlain(to: i)
        guard i < s.end else { return }
        s.take(.punctuation, to: i + 1)
        if s.text[i] == UInt8(ascii: "{") {
            s.push(Mode(grammar: s.top.grammar, kind: Self.jsxExpression))
        } else {
            s.push(Mode(grammar: s.top.grammar, kind: Self.jsxTag))
        }
    }

    /// A `{…}` expression: code, up to the brace that closes it.
    private func scanExpression(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        switch s.current {
        case UInt8(ascii: "}"):
            if s.top.count == 0 {
                s.take(.punctuation, to: s.position + 1)
                s.pop()
                return
            }
            s.setTopCount(s.top.count - 1)
        case UInt8(ascii: "{"):
            s.setTopCount(s.top.count + 1)
        default:
            break
        }
        grammar.scanCode(&s)
    }
}
