/// JSON, and the JSON with comments that configuration files use: object keys are attribute
/// names, other strings strings.
struct JSONRules: CodeRules {
    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "", punctuation: "{}[],:"),
            words: WordTable([.constant: "true false null"]),
            lineComments: [.init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("\"", escapes: false, backslashProtects: true)],
            numbers: NumberSyntax(underscores: false, suffixes: false)
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        switch s.current {
        case UInt8(ascii: "\""):
            // A key: a string on one line followed by a colon.
            var i = s.position + 1
            while i < s.end && s.text[i] != UInt8(ascii: "\"") {
                i += s.text[i] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard i < s.end, s.byte(at: s.skippingBlanks(from: i + 1)) == UInt8(ascii: ":") else { return false }
            s.take(.attributeName, to: i + 1)
            return true
        case UInt8(ascii: "-") where isDigit(s.peek(1)):
            s.take(.number, to: grammar.numberEnd(s, from: s.position + 1))
            return true
        default:
            return false
        }
    }
}
