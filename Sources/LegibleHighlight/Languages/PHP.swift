/// PHP: the code between `<?php` (or `<?=`) and `?>` is PHP, the rest HTML; a block that
/// does not start with `<` is PHP from its start, as code in an answer usually is.
final class PHPGrammar: Grammar {
    private let markup = MarkupGrammar(dialect: .html)

    /// The record of a PHP region inside HTML; it ends at `?>`.
    private static let regionVariant: UInt8 = 2

    func scan(_ s: inout Scanner) {
        if s.top.kind == .root {
            let byte = s.current
            if isBlank(byte) {
                s.position = s.skippingBlanks(from: s.position)
                return
            }
            if byte == UInt8(ascii: "<") && s.peek(1) == UInt8(ascii: "?") {
                var end = s.position + 2
                if s.matchesIgnoringCase("php", at: end) { end += 3 } else if s.byte(at: end) == UInt8(ascii: "=") { end += 1 }
                s.take(.preprocessor, to: end)
                openRegion(&s)
                return
            }
            if byte == UInt8(ascii: "?") && s.peek(1) == UInt8(ascii: ">") {
                s.take(.preprocessor, to: s.position + 2)
                return
            }
            if s.top.count == 0 {
                // The block's first text decides: HTML if it starts with a tag, else PHP.
                s.setTopCount(1)
                if byte != UInt8(ascii: "<") {
                    openRegion(&s)
                    return
                }
            }
        }
        markup.scan(&s)
    }

    private func openRegion(_ s: inout Scanner) {
        s.setTopCount(1)
        s.push(Mode(grammar: .php, kind: .nestedLanguage, variant: Self.regionVariant))
        s.push(Mode(grammar: .phpCode, kind: .root))
    }

    func nestedLanguageEnd(_ mode: Mode, _ s: Scanner) -> Int? {
        guard mode.variant == Self.regionVariant else { return markup.nestedLanguageEnd(mode, s) }
        var i = s.position
        while i + 1 < s.end {
            if s.text[i] == UInt8(ascii: "?") && s.text[i + 1] == UInt8(ascii: ">") { return i }
            i += 1
        }
        return nil
    }
}

/// PHP code: `$variables`, interpolation in double-quoted strings, heredocs and nowdocs
/// (`<<<EOT`, `<<<'EOT'`), `#` and `//` comments, `#[attributes]`, and declared names.
struct PHPRules: CodeRules {
    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|^!~<>=?:.@", punctuation: "(){}[];,\\", identifierStarts: "$"),
            words: WordTable([
                .keyword: """
                    abstract and array as break callable case catch class clone const continue declare default do echo else \
                    elseif empty enddeclare endfor endforeach endif endswitch endwhile enum extends final finally fn for \
                    foreach function global goto if implements include include_once instanceof insteadof interface isset list \
                    match namespace new or print private protected public readonly require require_once return static switch \
                    throw trait try unset use var while xor yield
                    """,
                .type: "int float bool string void mixed never object iterable self parent",
                .constant: "true false null TRUE FALSE NULL",
            ], declarations: ["function": .function, "class": .type, "interface": .type, "trait": .type, "enum": .type,
                              "namespace": .identifier]),
            lineComments: [.init(opener: Array("//".utf8)), .init(opener: Array("#".utf8), notFollowedBy: UInt8(ascii: "["))],
            blockComments: [.init(opener: Array("/**".utf8), closer: Array("*/".utf8), tokenClass: .docComment, notFollowedBy: UInt8(ascii: "/")),
                            .init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("\"", interpolation: .dollarBraceOrName, multiline: true),
                      StringSyntax("'", escapes: false, multiline: true, backslashProtects: true)],
            numbers: NumberSyntax(leadingDot: true)
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        switch s.current {
        case UInt8(ascii: "<") where s.matches("<<<", at: s.position):
            return Heredoc.open(&s, wordStart: s.skippingBlanks(from: s.position + 3), indentedTerminator: true)
        case UInt8(ascii: "#") where s.peek(1) == UInt8(ascii: "["):
            var end = s.position + 2
            var depth = 0
            while end < s.end {
                if s.text[end] == UInt8(ascii: "[") { depth += 1 }
                if s.text[end] == UInt8(ascii: "]") {
                    if depth == 0 { end += 1; break }
                    depth -= 1
                }
                end += 1
            }
            s.take(.attribute, to: end)
            return true
        default:
            return false
        }
    }

    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        Heredoc.endsAtLineStart(mode, depth: depth, &s)
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        Heredoc.scanBody(&s)
    }
}
