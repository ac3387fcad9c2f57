/// C, C++ and Objective-C: preprocessor directives (continued past a final backslash),
/// character literals, C++ raw strings `R"delim(…)delim"` with any delimiter, the names of
/// functions being declared (`int main(`), and Objective-C's `@` keywords, `@"…"` strings and
/// literals.
struct CFamilyRules: CodeRules {
    enum Dialect: Sendable { case c, cpp, objectiveC }

    let dialect: Dialect

    /// The body of a C++ raw string; the delimiter is `)delim"`.
    static let rawString = ModeKind.custom(0)
    private static let rawStringPrefixes: [StaticString] = ["u8R", "uR", "UR", "LR", "R"]

    func makeSyntax() -> CodeSyntax {
        var keywords = """
            auto break case const continue default do else enum extern for goto if inline register restrict return sizeof \
            static struct switch typedef union volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic \
            _Imaginary _Noreturn _Static_assert _Thread_local asm __attribute__ __declspec __inline __restrict
            """
        var types = """
            void char short int long float double signed unsigned bool size_t ssize_t ptrdiff_t int8_t int16_t int32_t \
            int64_t uint8_t uint16_t uint32_t uint64_t intptr_t uintptr_t intmax_t uintmax_t wchar_t FILE
            """
        var constants = "NULL true false"
        var values = ""
        switch dialect {
        case .c:
            break
        case .cpp:
            keywords += """
                 alignas alignof and and_eq bitand bitor catch class compl concept consteval constexpr constinit const_cast \
                co_await co_return co_yield decltype delete dynamic_cast explicit export friend mutable namespace new noexcept \
                not not_eq operator or or_eq private protected public reinterpret_cast requires static_assert static_cast \
                template this thread_local throw try typeid typename using virtual xor xor_eq override final
                """
            types += " char8_t char16_t char32_t"
            constants += " nullptr"
            values = "this"
        case .objectiveC:
            keywords += " self super in out inout oneway bycopy byref nonatomic atomic readonly readwrite strong weak copy assign retain"
            types += " id SEL BOOL Class IMP instancetype NSInteger NSUInteger CGFloat"
            constants += " YES NO nil Nil"
            values = "self super"
        }
        return CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|^!~<>=?:", punctuation: "(){}[];,."),
            words: WordTable([.keyword: keywords, .type: types, .constant: constants],
                             declarations: ["struct": .type, "union": .type, "enum": .type, "class": .type, "namespace": .identifier],
                             values: values),
            lineComments: [.init(opener: Array("///".utf8), tokenClass: .docComment, notFollowedBy: UInt8(ascii: "/")),
                           .init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/**".utf8), closer: Array("*/".utf8), tokenClass: .docComment, notFollowedBy: UInt8(ascii: "/")),
                            .init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("\"", continuesAfterBackslash: true), StringSyntax("'")],
            numbers: NumberSyntax(underscores: false, leadingDot: true),
            symbols: dialect == .cpp ? [(Array("::".utf8), .operator)] : [],
            hasDirectives: true
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        if dialect == .objectiveC && byte == UInt8(ascii: "@") {
            let next = s.peek(1)
            if next == UInt8(ascii: "\"") {
                s.take(.string, to: s.position + 1)
                _ = grammar.openString(&s)
                return true
            }
            if isASCIILetter(next) {
                s.take(.keyword, to: s.identifierEnd(from: s.position + 1, grammar.syntax.bytes))
                return true
            }
            s.take(.punctuation, to: s.position + 1)
            return true
        }
        if dialect == .objectiveC && grammar.syntax.bytes.startsIdentifier(byte) && isMethodDeclaration(s) {
            return scanSelectorPart(&s, grammar)
        }
        guard dialect == .cpp, byte == UInt8(ascii: "R") || byte == UInt8(ascii: "u") || byte == UInt8(ascii: "U") || byte == UInt8(ascii: "L") else {
            return false
        }
        // A raw string: an optional encoding prefix, `R"`, a delimiter of up to 16 bytes, `(`.
        var i = s.position
        for prefix in Self.rawStringPrefixes where s.matches(prefix, at: i) {
            i += prefix.utf8CodeUnitCount
            break
        }
        guard i > s.position, s.byte(at: i) == UInt8(ascii: "\""),
              s.position == s.segmentStart || !grammar.syntax.bytes.continuesIdentifier(s.text[s.position - 1]) else { return false }
        var open = i + 1
        while open < s.end && open <= i + 17 && s.text[open] != UInt8(ascii: "(") && !isBlank(s.text[open])
            && s.text[open] != UInt8(ascii: ")") && s.text[open] != UInt8(ascii: "\\") { open += 1 }
        guard s.byte(at: open) == UInt8(ascii: "(") else { return false }
        let closer = [UInt8(ascii: ")")] + Array(s.slice(i + 1, open)) + [UInt8(ascii: "\"")]
        s.take(.string, to: open + 1)
        s.push(Mode(grammar: s.top.grammar, kind: Self.rawString, delimiter: Delimiter(closer)))
        return true
    }

    /// Whether the line is an Objective-C method declaration: `- (type)name…` or `+ (type)…`.
    private func isMethodDeclaration(_ s: Scanner) -> Bool {
        let first = s.skippingBlanks(from: s.segmentStart)
        let sign = s.byte(at: first)
        return s.segmentStartsLine && (sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"))
            && s.byte(at: s.skippingBlanks(from: first + 1)) == UInt8(ascii: "(")
    }

    /// In a method declaration, the parts of the method's name: `name:` and, right after the
    /// return type, a name without arguments.
    private func scanSelectorPart(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let end = s.identifierEnd(from: s.position + 1, grammar.syntax.bytes)
        if s.byte(at: end) == UInt8(ascii: ":") {
            s.take(.function, to: end + 1)
            return true
        }
        // The first name after the return type's `)`.
        guard s.state.previousByte == UInt8(ascii: ")"), grammar.syntax.words.word(s.slice(s.position, end)) == nil else { return false }
        var closers = 0
        var i = max(s.segmentStart, s.position - LexicalLimits.maximumLookahead)
        while i < s.position {
            if s.text[i] == UInt8(ascii: ")") { closers += 1 }
            i += 1
        }
        guard closers == 1 else { return false }
        s.take(.function, to: end)
        return true
    }

    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass {
        if dialect == .objectiveC && isCocoaTypeName(s.slice(name.lowerBound, name.upperBound)) { return .type }
        return grammar.isDeclaredFunction(s, name) ? .function : .identifier
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        // A raw string's body, to its `)delim"`.
        let delimiter = s.top.delimiter
        var i = s.position
        while i < s.end {
            if s.text[i] == UInt8(ascii: ")") && s.matches(delimiter, at: i) {
                s.take(.string, to: i + Int(delimiter.length))
                s.pop()
                return
            }
            i += 1
        }
        s.take(.string, to: s.end)
    }
}
