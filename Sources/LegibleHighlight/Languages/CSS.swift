/// CSS: selectors (element names as tags, `.classes` as types, `:pseudo-classes` as
/// attributes), at-rules, declarations (property names as keywords, values as constants,
/// functions, numbers with their units as types, `#colors`), nested rules and comments.
struct CSSRules: CodeRules {
    /// Inside `{…}`: declarations, or nested rules.
    static let block = ModeKind.custom(0)
    /// A declaration's value, after `property:` up to `;` or `}`.
    static let value = ModeKind.custom(1)

    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: ">+~*=|^$[]", punctuation: "{}(),;:.#@!", identifierStarts: "-", identifierContinues: "-"),
            words: WordTable([:]),
            blockComments: [.init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("\"", continuesAfterBackslash: true), StringSyntax("'", continuesAfterBackslash: true)],
            numbers: NumberSyntax(underscores: false, suffixes: false, leadingDot: true)
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        let bytes = grammar.syntax.bytes
        switch s.top.kind {
        case Self.value:
            return scanValue(&s, grammar)
        case Self.block where bytes.startsIdentifier(byte) && !isSelector(s):
            // A property name, then its value.
            let end = s.identifierEnd(from: s.position + 1, bytes)
            s.take(.keyword, to: end)
            let colon = s.skippingBlanks(from: end)
            if s.byte(at: colon) == UInt8(ascii: ":") {
                s.position = colon
                s.take(.punctuation, to: colon + 1)
                s.push(Mode(grammar: s.top.grammar, kind: Self.value))
            }
            return true
        default:
            break
        }
        // Selectors and at-rules.
        switch byte {
        case UInt8(ascii: "{"):
            s.take(.punctuation, to: s.position + 1)
            s.push(Mode(grammar: s.top.grammar, kind: Self.block))
            return true
        case UInt8(ascii: "}"):
            s.take(.punctuation, to: s.position + 1)
            if s.top.kind == Self.block { s.pop() }
            return true
        case UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "@"):
            var start = s.position + 1
            if byte == UInt8(ascii: ":") && s.peek(1) == UInt8(ascii: ":") { start += 1 }
            guard bytes.startsIdentifier(s.byte(at: start)) else { return false }
            s.take(.punctuation, to: start)
            let tokenClass: TokenClass = switch byte {
            case UInt8(ascii: "."): .type
            case UInt8(ascii: "#"): .identifier
            case UInt8(ascii: ":"): .attribute
            default: .keyword
            }
            s.take(tokenClass, to: s.identifierEnd(from: start + 1, bytes))
            return true
        default:
            let previous = s.state.previousByte
            let startsSelector = s.isFirstOnLine(s.position) || previous == UInt8(ascii: ",") || previous == UInt8(ascii: "{")
                || previous == UInt8(ascii: "}") || s.state.previousClass == LexicalState.nothingBefore
            if isDigit(byte) {
                guard startsSelector else {
                    // A number in an at-rule's condition: `(max-width: 600px)`.
                    scanNumber(&s, grammar, from: s.position)
                    return true
                }
                // A keyframe selector: `50%`.
                var end = grammar.numberEnd(s, from: s.position)
                if s.byte(at: end) == UInt8(ascii: "%") { end += 1 }
                s.take(.tag, to: end)
                return true
            }
            guard bytes.startsIdentifier(byte) else { return false }
            let end = s.identifierEnd(from: s.position + 1, bytes)
            // A feature in an at-rule's condition, `(max-width: …)`, is named like a property.
            let isFeature = previous == UInt8(ascii: "(") && s.byte(at: s.skippingBlanks(from: end)) == UInt8(ascii: ":")
            s.take(isFeature ? .keyword : .tag, to: end)
            return true
        }
    }

    /// Whether the name at `s.position`, inside a block, starts a nested rule's selector rather
    /// than a declaration: a `{` comes before the next `;` or `}`, and no `: ` value does.
    private func isSelector(_ s: Scanner) -> Bool {
        var i = s.position
        let limit = s.lookaheadLimit(from: i)
        while i < limit {
            let byte = s.text[i]
            if byte == UInt8(ascii: "{") { return true }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") { return false }
            if byte == UInt8(ascii: ":") && isBlank(s.byte(at: i + 1)) { return false }
            i += 1
        }
        return false
    }

    /// In a value: keywords as constants, functions, numbers and units, colors, `!important`.
    private func scanValue(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        let bytes = grammar.syntax.bytes
        switch byte {
        case UInt8(ascii: ";"):
            s.take(.punctuation, to: s.position + 1)
            s.pop()
        case UInt8(ascii: "}"):
            s.pop()
        case UInt8(ascii: "#") where isHexDigit(s.peek(1)):
            s.take(.number, to: s.identifierEnd(from: s.position + 1, bytes))
        case UInt8(ascii: "!") where isASCIILetter(s.peek(1)):
            s.take(.keyword, to: s.identifierEnd(from: s.position + 1, bytes))
        case UInt8(ascii: "-") where isDigit(s.peek(1)) || (s.peek(1) == UInt8(ascii: ".") && isDigit(s.peek(2))),
             UInt8(ascii: "+") where isDigit(s.peek(1)):
            scanNumber(&s, grammar, from: s.position + 1)
        case UInt8(ascii: "%"):
            s.take(.type, to: s.position + 1)
        case UInt8(ascii: ","), UInt8(ascii: "/"):
            s.take(.operator, to: s.position + 1)
        default:
            if isDigit(byte) || (byte == UInt8(ascii: ".") && isDigit(s.peek(1))) {
                scanNumber(&s, grammar, from: s.position)
            } else if bytes.startsIdentifier(byte) {
                let end = s.identifierEnd(from: s.position + 1, bytes)
                s.take(s.byte(at: end) == UInt8(ascii: "(") ? .identifier : .constant, to: end)
            } else {
                return false
            }
        }
        return true
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        grammar.scanCode(&s)
    }

    /// A number from `start` (after its sign) and its unit (`px`, `em`, `%`).
    private func scanNumber(_ s: inout Scanner, _ grammar: CodeGrammar<Self>, from start: Int) {
        let end = grammar.numberEnd(s, from: start)
        s.take(.number, to: end)
        var unit = end
        while unit < s.end && isASCIILetter(s.text[unit]) { unit += 1 }
        if s.byte(at: unit) == UInt8(ascii: "%") && unit == end { unit += 1 }
        s.take(.type, to: unit)
    }
}
