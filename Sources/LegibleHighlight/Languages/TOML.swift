/// TOML: table headers `[a.b]` and `[[a]]`, bare and quoted keys, the four kinds of string,
/// dates and times, numbers with signs and `_`, `inf` and `nan`.
struct TOMLRules: CodeRules {
    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "=", punctuation: "{}[],.", identifierContinues: "-"),
            words: WordTable([.constant: "true false", .number: "inf nan"]),
            lineComments: [.init(opener: Array("#".utf8))],
            strings: [StringSyntax("\"\"\"", multiline: true), StringSyntax("'''", escapes: false, multiline: true),
                      StringSyntax("\""), StringSyntax("'", escapes: false)],
            numbers: NumberSyntax(suffixes: false)
        )
    }

    private static let dateBytes = ByteSet("_-:.+")

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        if byte == UInt8(ascii: "[") && s.isFirstOnLine(s.position) {
            // A table header: keyword up to its closing bracket, but for quoted keys.
            var i = s.position
            while i < s.end && s.text[i] != UInt8(ascii: "\"") && s.text[i] != UInt8(ascii: "'") && s.text[i] != UInt8(ascii: "#") {
                if s.text[i] == UInt8(ascii: "]") {
                    i += s.byte(at: i + 1) == UInt8(ascii: "]") ? 2 : 1
                    break
                }
                i += 1
            }
            s.take(.keyword, to: i)
            return true
        }
        if isDigit(byte) || ((byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && isDigit(s.peek(1))) {
            // Numbers, dates (`1979-05-27T07:32:00Z`) and times run over `-`, `:`, `T`, `Z`, `+`, `.`.
            var i = s.position + 1
            while i < s.end {
                let next = s.text[i]
                guard isDigit(next) || isASCIILetter(next) || Self.dateBytes.contains(next) else { break }
                if next == UInt8(ascii: " ") { break }
                i += 1
            }
            s.take(.number, to: i)
            return true
        }
        return false
    }

    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass {
        .attributeName
    }
}
