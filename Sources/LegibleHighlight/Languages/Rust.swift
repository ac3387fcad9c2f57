/// Rust: lifetimes versus character literals (`'a` against `'a'`), raw strings `r#"…"#` with
/// any number of `#`, byte strings, nested and documentation comments (`///`, `//!`, `/** */`,
/// `/*! */`), attributes `#[…]`, macros `name!`, and types where the grammar expects one
/// (after `:` and `->`).
struct RustRules: CodeRules {
    /// Inside an attribute `#[…]`; the count is the depth of brackets inside it.
    static let attributeBody = ModeKind.custom(0)

    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|<>^!~@=:?", punctuation: "{}()[],.;#"),
            words: WordTable([
                .keyword: """
                    as async await box break const continue crate dyn else extern for if impl in loop match move mut \
                    pub ref return static super trait unsafe use where while abstract become do final macro override priv \
                    typeof try unsized virtual yield union let mod self Self
                    """,
                .constant: "true false Some None Ok Err",
                .type: """
                    u8 u16 u32 u64 u128 i8 i16 i32 i64 i128 usize isize f32 f64 char str bool Copy Send Sized Sync \
                    Unpin Drop Fn FnMut FnOnce Box ToOwned Clone PartialEq PartialOrd Eq Ord AsRef AsMut Into From \
                    Default Iterator Extend IntoIterator DoubleEndedIterator ExactSizeIterator Option Result String \
                    ToString Vec
                    """,
            ], declarations: ["fn": .function, "struct": .type, "enum": .type, "type": .type, "union": .type, "trait": .type],
               values: "self Self", afterDot: "await"),
            lineComments: [.init(opener: Array("///".utf8), tokenClass: .docComment, notFollowedBy: UInt8(ascii: "/")),
                           .init(opener: Array("//!".utf8), tokenClass: .docComment),
                           .init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/**".utf8), closer: Array("*/".utf8), tokenClass: .docComment, nests: true,
                                  notFollowedBy: UInt8(ascii: "*")),
                            .init(opener: Array("/*!".utf8), closer: Array("*/".utf8), tokenClass: .docComment, nests: true),
                            .init(opener: Array("/*".utf8), closer: Array("*/".utf8), nests: true)],
            strings: [StringSyntax("br\"", escapes: false, multiline: true, hashes: true),
                      StringSyntax("r\"", escapes: false, multiline: true, hashes: true),
                      StringSyntax("b\"", multiline: true),
                      StringSyntax("\"", multiline: true)],
            symbols: [(Array("::".utf8), .punctuation), (Array("->".utf8), .punctuation), (Array("..=".utf8), .operator),
                      (Array("..".utf8), .operator)]
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        switch byte {
        case UInt8(ascii: "'"):
            return scanQuote(&s, grammar, from: s.position)
        case UInt8(ascii: "b") where s.peek(1) == UInt8(ascii: "'"):
            return scanQuote(&s, grammar, from: s.position + 1)
        case UInt8(ascii: "#") where s.peek(1) == UInt8(ascii: "[") || (s.peek(1) == UInt8(ascii: "!") && s.peek(2) == UInt8(ascii: "[")):
            let open = s.peek(1) == UInt8(ascii: "[") ? s.position + 2 : s.position + 3
            s.take(.attribute, to: open)
            s.push(Mode(grammar: s.top.grammar, kind: Self.attributeBody))
            return true
        case UInt8(ascii: ":") where s.peek(1) != UInt8(ascii: ":") && (s.position == s.segmentStart || s.text[s.position - 1] != UInt8(ascii: ":")):
            // A type follows a single colon (`x: u32`) and an arrow.
            s.take(.punctuation, to: s.position + 1)
            s.state.declaring = TokenClass.type.rawValue
            return true
        case UInt8(ascii: "-") where s.peek(1) == UInt8(ascii: ">"):
            s.take(.punctuation, to: s.position + 2)
            s.state.declaring = TokenClass.type.rawValue
            return true
        case UInt8(ascii: "&") where s.state.previousClass == TokenClass.punctuation.rawValue && s.state.previousByte == UInt8(ascii: ":"):
            s.take(.operator, to: s.position + 1)
            s.state.declaring = TokenClass.type.rawValue
            return true
        default:
            // A macro: `name!` (but not `name != x`).
            guard grammar.syntax.bytes.startsIdentifier(byte) else { return false }
            let end = s.identifierEnd(from: s.position + 1, grammar.syntax.bytes)
            guard s.byte(at: end) == UInt8(ascii: "!"), s.byte(at: end + 1) != UInt8(ascii: "="),
                  grammar.syntax.words.word(s.slice(s.position, end)) == nil else { return false }
            s.take(.function, to: end + 1)
            return true
        }
    }

    /// At a `'` (at `quote`, after a `b` for byte characters): a character literal if a
    /// closing quote follows one character or escape, else a lifetime or label.
    private func scanQuote(_ s: inout Scanner, _ grammar: CodeGrammar<Self>, from quote: Int) -> Bool {
        let first = s.byte(at: quote + 1)
        guard first != 0 else { return false }
        let characterEnd = first == UInt8(ascii: "\\") ? grammar.escapeEnd(s, at: quote + 2) : s.scalarEnd(quote + 1)
        if s.byte(at: characterEnd) == UInt8(ascii: "'") {
            s.take(.string, to: characterEnd + 1)
            return true
        }
        guard quote == s.position, grammar.syntax.bytes.startsIdentifier(first) else { return false }
        s.take(.type, to: s.identifierEnd(from: quote + 2, grammar.syntax.bytes))
        return true
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        // An attribute's body: attribute text, with its strings and nested brackets.
        var i = s.position
        while i < s.end {
            let byte = s.text[i]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "[") {
                s.setTopCount(s.top.count + 1)
            } else if byte == UInt8(ascii: "]") {
                if s.top.count == 0 {
                    s.take(.attribute, to: i + 1)
                    s.pop()
                    return
                }
                s.setTopCount(s.top.count - 1)
            }
            i += 1
        }
        s.take(.attribute, to: i)
        if i < s.end { _ = grammar.openString(&s) }
    }
}
