/// SQL in its common dialects: keywords in any case, quoted identifiers (`"name"`, `` `name` ``,
/// `[name]`) as names rather than strings, strings with `''` inside, PostgreSQL's dollar-quoted
/// strings (`$$…$$`, `$body$…$body$`), parameters, and comments.
struct SQLRules: CodeRules {
    /// A dollar-quoted string's body; the delimiter is its `$tag$`.
    static let dollarQuoted = ModeKind.custom(0)

    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|^!~<>=:", punctuation: "(),;.[]"),
            words: WordTable([
                .keyword: """
                    add all alter analyze and any as asc begin between by cascade case cast check collate column commit \
                    constraint create cross current_date current_time current_timestamp database default delete desc distinct \
                    do drop else end escape except exists explain fetch first for foreign from full function grant group having \
                    if ilike in index inner insert intersect into is join key language last left like limit lock natural not \
                    null nulls offset on or order outer over partition primary procedure references rename replace returning \
                    returns revoke right rollback row rows savepoint schema select sequence set some table temp temporary then \
                    to top transaction trigger truncate union unique update use using values view when where window with \
                    without recursive materialized lateral declare execute immediate return trigger instead each before after \
                    of only grant privileges identity generated always auto_increment engine
                    """,
                .type: """
                    bigint binary bit blob bool boolean char character date datetime decimal double float int integer \
                    interval json jsonb money numeric real serial bigserial smallint smallserial text time timestamp \
                    timestamptz tinyint uuid varbinary varchar xml precision varying
                    """,
                .constant: "true false",
            ], ignoresCase: true),
            lineComments: [.init(opener: Array("--".utf8))],
            blockComments: [.init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("'", escapes: false, multiline: true)],
            numbers: NumberSyntax(underscores: false, suffixes: false, leadingDot: true)
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: "["):
            // A quoted identifier, on one line; a doubled quote stands for itself.
            let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : byte
            var i = s.position + 1
            let limit = s.lookaheadLimit(from: i)
            while i < limit {
                if s.text[i] == close {
                    if s.byte(at: i + 1) == close && close != UInt8(ascii: "]") { i += 2; continue }
                    break
                }
                i += 1
            }
            guard i < limit, byte != UInt8(ascii: "[") || i > s.position + 1 else { return false }
            s.take(.identifier, to: i + 1)
            return true
        case UInt8(ascii: "$"):
            // `$1` parameters, and `$tag$` opening a dollar-quoted string.
            if isDigit(s.peek(1)) {
                var end = s.position + 1
                while isDigit(s.byte(at: end)) { end += 1 }
                s.take(.identifier, to: end)
                return true
            }
            var end = s.position + 1
            while isASCIILetter(s.byte(at: end)) || isDigit(s.byte(at: end)) || s.byte(at: end) == UInt8(ascii: "_") { end += 1 }
            guard s.byte(at: end) == UInt8(ascii: "$") else { return false }
            let tag = s.slice(s.position, end + 1)
            s.take(.string, to: end + 1)
            s.push(Mode(grammar: s.top.grammar, kind: Self.dollarQuoted, delimiter: Delimiter(tag)))
            return true
        case UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "?"):
            // Named parameters and variables: `:name`, `@name`, `@@name`, `?`.
            var start = s.position + 1
            if byte == UInt8(ascii: "@") && s.peek(1) == UInt8(ascii: "@") { start += 1 }
            guard byte == UInt8(ascii: "?") || (grammar.syntax.bytes.startsIdentifier(s.byte(at: start)) && s.state.previousByte != UInt8(ascii: ":")) else {
                return false
            }
            s.take(.identifier, to: byte == UInt8(ascii: "?") ? start : s.identifierEnd(from: start, grammar.syntax.bytes))
            return true
        default:
            return false
        }
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        var i = s.position
        while i < s.end {
            if s.text[i] == UInt8(ascii: "$") && s.matches(s.top.delimiter, at: i) {
                s.take(.string, to: i + Int(s.top.delimiter.length))
                s.pop()
                return
            }
            i += 1
        }
        s.take(.string, to: s.end)
    }
}
