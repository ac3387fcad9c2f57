/// Go: raw strings in backquotes spanning lines, runes, `func` names and methods' names after
/// their receiver (`func (r *T) Name(`), and the predeclared types and constants.
struct GoRules: CodeRules {
    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|^!<>=:~", punctuation: "(){}[];,."),
            words: WordTable([
                .keyword: """
                    break case chan const continue default defer else fallthrough for func go goto if import interface map \
                    package range return select struct switch type var
                    """,
                .type: """
                    bool byte complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune string uint uint8 \
                    uint16 uint32 uint64 uintptr any comparable
                    """,
                .constant: "true false iota nil",
            ], declarations: ["func": .function, "type": .type, "package": .identifier]),
            lineComments: [.init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("`", escapes: false, multiline: true), StringSyntax("\""), StringSyntax("'")],
            numbers: NumberSyntax(leadingDot: true)
        )
    }

    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass {
        // A method: `func (receiver) Name(`.
        guard s.state.previousByte == UInt8(ascii: ")"), s.byte(at: s.skippingBlanks(from: name.upperBound)) == UInt8(ascii: "("),
              s.matches("func", at: s.skippingBlanks(from: s.segmentStart)) else { return .identifier }
        return .function
    }
}
