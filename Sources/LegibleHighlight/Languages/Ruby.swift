/// Ruby: interpolation `#{…}` in double-quoted strings, symbols, instance and global variables,
/// heredocs (`<<~EOS`, `<<-EOS`, `<<EOS`), regular expressions versus division, `=begin`
/// comments, constants, and the names `def`, `class` and `module` declare.
struct RubyRules: CodeRules {
    /// A `=begin … =end` comment.
    static let documentation = ModeKind.custom(0)

    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|^!~<>=?:.", punctuation: "(){}[],;", identifierStarts: "@$"),
            words: WordTable([
                .keyword: """
                    BEGIN END alias and begin break case defined? do else elsif end ensure for if in next not or redo \
                    rescue retry return self super then undef unless until when while yield __FILE__ __LINE__ __method__
                    """,
                .constant: "true false nil",
            ], declarations: ["def": .function, "class": .type, "module": .type], values: "self super"),
            lineComments: [.init(opener: Array("#".utf8))],
            strings: [StringSyntax("\"", interpolation: .hashBrace, multiline: true),
                      StringSyntax("`", interpolation: .hashBrace, multiline: true),
                      StringSyntax("'", escapes: false, multiline: true, backslashProtects: true)],
            numbers: NumberSyntax(leadingDot: false)
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        switch byte {
        case UInt8(ascii: "="):
            guard s.position == s.segmentStart && s.segmentStartsLine && s.matches("=begin", at: s.position) else { return false }
            s.take(.comment, to: s.end)
            s.push(Mode(grammar: s.top.grammar, kind: Self.documentation))
            return true
        case UInt8(ascii: ":"):
            // A symbol, `:name` or `:"text"`, but not `::`.
            let next = s.peek(1)
            if grammar.syntax.bytes.startsIdentifier(next) && next != UInt8(ascii: "@") && next != UInt8(ascii: "$")
                && s.state.previousByte != UInt8(ascii: ":") {
                var end = s.identifierEnd(from: s.position + 2, grammar.syntax.bytes)
                if s.byte(at: end) == UInt8(ascii: "?") || s.byte(at: end) == UInt8(ascii: "!") || s.byte(at: end) == UInt8(ascii: "=") { end += 1 }
                s.take(.constant, to: end)
                return true
            }
            return false
        case UInt8(ascii: "<") where s.peek(1) == UInt8(ascii: "<"):
            let flavor = s.peek(2)
            let indented = flavor == UInt8(ascii: "~") || flavor == UInt8(ascii: "-")
            let word = s.byte(at: s.position + (indented ? 3 : 2))
            guard isUppercase(word) || word == UInt8(ascii: "'") || word == UInt8(ascii: "\"") || (indented && word == UInt8(ascii: "_")) else { return false }
            return Heredoc.open(&s, wordStart: s.position + (indented ? 3 : 2), indentedTerminator: indented)
        case UInt8(ascii: "/"):
            guard !s.previousEndsValue, !isBlank(s.peek(1)) else { return false }
            var i = s.position + 1
            let limit = s.lookaheadLimit(from: i)
            while i < limit && s.text[i] != UInt8(ascii: "/") { i += s.text[i] == UInt8(ascii: "\\") ? 2 : 1 }
            guard i < limit else { return false }
            var end = i + 1
            while isASCIILetter(s.byte(at: end)) { end += 1 }
            s.take(.regex, to: end)
            return true
        default:
            return false
        }
    }

    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass {
        let first = s.text[name.lowerBound]
        if isUppercase(first) { return .constant }
        // A hash key written `key:`.
        if s.byte(at: name.upperBound) == UInt8(ascii: ":") && s.byte(at: name.upperBound + 1) != UInt8(ascii: ":") { return .constant }
        return .identifier
    }

    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        if mode.kind == Self.documentation {
            guard s.matches("=end", at: s.segmentStart) else { return false }
            s.popAll(from: depth)
            s.take(.comment, to: s.segmentEnd)
            return true
        }
        return Heredoc.endsAtLineStart(mode, depth: depth, &s)
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        if s.top.kind == Self.documentation {
            s.take(.comment, to: s.end)
        } else {
            Heredoc.scanBody(&s)
        }
    }
}
