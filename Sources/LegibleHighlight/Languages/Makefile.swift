/// Makefiles: rules' targets, variable assignments (`=`, `:=`, `?=`, `+=`), directives
/// (`include`, `ifeq`, `define`…), references `$(VAR)`, `${VAR}`, `$@`, comments, and recipe
/// lines (starting with a tab) as shell code.
struct MakefileRules: CodeRules {
    /// Inside `$(…)` or `${…}`; the variant is the closer, the count the depth.
    static let reference = ModeKind.custom(0)

    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "=:?+!|", punctuation: "(){},;", identifierStarts: ".-/%*", identifierContinues: ".-/%*"),
            words: WordTable([.keyword: """
                include -include sinclude ifeq ifneq ifdef ifndef else endif define endef export unexport override vpath \
                .PHONY .SUFFIXES .DEFAULT .PRECIOUS .INTERMEDIATE .SECONDARY .DELETE_ON_ERROR .SILENT .ONESHELL
                """]),
            lineComments: [.init(opener: Array("#".utf8))],
            strings: [StringSyntax("\""), StringSyntax("'", escapes: false)],
            numbers: NumberSyntax(suffixes: false)
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        if s.top.kind == .root && s.segmentStartsLine && s.text[s.segmentStart] == 0x09 && s.isFirstOnLine(s.position) {
            // A recipe line: shell code.
            s.push(Mode(grammar: .shell, kind: .root, flags: [.endsAtLineEnd, .continuesAfterBackslash]))
            return true
        }
        if s.top.kind == Self.reference {
            if byte == s.top.variant && s.top.count == 0 {
                s.take(.keyword, to: s.position + 1)
                s.pop()
                return true
            }
            if byte == s.top.variant { s.setTopCount(s.top.count - 1) }
            if byte == (s.top.variant == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "{")) { s.setTopCount(s.top.count + 1) }
        }
        if byte == UInt8(ascii: "$") {
            let next = s.peek(1)
            if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") {
                s.take(.keyword, to: s.position + 2)
                s.push(Mode(grammar: s.top.grammar, kind: Self.reference, variant: next == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")))
                return true
            }
            s.take(.identifier, to: s.position + (next == 0 ? 1 : 2))
            return true
        }
        return false
    }

    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass {
        guard s.top.kind == .root, s.isFirstOnLine(name.lowerBound) || s.state.previousClass == TokenClass.function.rawValue else {
            return .identifier
        }
        // A target before `:` (but not `:=`), a variable before an assignment.
        let next = s.skippingBlanks(from: name.upperBound)
        let after = s.byte(at: next + 1)
        switch s.byte(at: next) {
        case UInt8(ascii: ":"): return after == UInt8(ascii: "=") ? .identifier : .function
        default: return .identifier
        }
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        grammar.scanCode(&s)
    }
}
