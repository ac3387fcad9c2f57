/// Java: annotations, text blocks `"""…"""`, the names of methods being declared, and types
/// declared by `class`, `interface`, `enum` and `record`.
struct JavaRules: CodeRules {
    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|^!~<>=?:", punctuation: "(){}[];,.", identifierStarts: "$"),
            words: WordTable([
                .keyword: """
                    abstract assert break case catch class continue default do else enum extends final finally for goto if \
                    implements import instanceof interface native new package private protected public return static strictfp \
                    super switch synchronized this throw throws transient try volatile while var record sealed permits yield \
                    non-sealed exports module requires
                    """,
                .type: "boolean byte char double float int long short void",
                .constant: "true false null",
            ], declarations: ["class": .type, "interface": .type, "enum": .type, "record": .type, "package": .identifier,
                              "import": .identifier], values: "this super"),
            lineComments: [.init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/**".utf8), closer: Array("*/".utf8), tokenClass: .docComment, notFollowedBy: UInt8(ascii: "/")),
                            .init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("\"\"\"", multiline: true), StringSyntax("\""), StringSyntax("'")],
            numbers: NumberSyntax(leadingDot: true),
            attributeMarker: UInt8(ascii: "@")
        )
    }

    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass {
        grammar.isDeclaredFunction(s, name) ? .function : .identifier
    }
}

/// C#: verbatim strings `@"…"` (`""` inside), interpolated strings `$"{x}"` and `$@"…"`, raw
/// string literals `"""…"""`, `///` documentation comments, preprocessor directives, and the
/// names of methods being declared.
struct CSharpRules: CodeRules {
    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|^!~<>=?:", punctuation: "(){}[];,."),
            words: WordTable([
                .keyword: """
                    abstract as base break case catch checked class const continue default delegate do else enum event \
                    explicit extern finally fixed for foreach goto if implicit in interface internal is lock namespace new \
                    operator out override params private protected public readonly ref return sealed sizeof stackalloc static \
                    struct switch this throw try typeof unchecked unsafe using virtual volatile while async await var yield \
                    get set init value when where record with global partial nameof required file scoped
                    """,
                .type: "bool byte char decimal double dynamic float int long object sbyte short string uint ulong ushort void nint nuint",
                .constant: "true false null",
            ], declarations: ["class": .type, "interface": .type, "enum": .type, "struct": .type, "record": .type,
                              "namespace": .identifier], values: "this base"),
            lineComments: [.init(opener: Array("///".utf8), tokenClass: .docComment, notFollowedBy: UInt8(ascii: "/")),
                           .init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/*".utf8), closer: Array("*/".utf8))],
            strings: [StringSyntax("$@\"", "\"", escapes: false, interpolation: .brace, multiline: true),
                      StringSyntax("@$\"", "\"", escapes: false, interpolation: .brace, multiline: true),
                      StringSyntax("$\"", "\"", interpolation: .brace),
                      StringSyntax("@\"", "\"", escapes: false, multiline: true),
                      StringSyntax("\"\"\"", multiline: true), StringSyntax("\""), StringSyntax("'")],
            numbers: NumberSyntax(leadingDot: true),
            hasDirectives: true
        )
    }

    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass {
        grammar.isDeclaredFunction(s, name) ? .function : .identifier
    }
}

/// Kotlin: string templates `$name` and `${…}` (in raw `"""` strings too), nested block
/// comments, annotations, `fun` names, and declared classes and objects.
struct KotlinRules: CodeRules {
    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "+-*/%&|!<>=?:", punctuation: "(){}[];,."),
            words: WordTable([
                .keyword: """
                    as break continue do else for fun if in interface is object package return super this throw try typealias \
                    typeof val var when while by catch constructor delegate dynamic field file finally get import init param \
                    property receiver set setparam where actual abstract annotation companion const crossinline data enum \
                    expect external final infix inline inner internal lateinit noinline open operator out override private \
                    protected public reified sealed suspend tailrec vararg value
                    """,
                .type: """
                    Int Long Short Byte Float Double Boolean Char String Unit Any Nothing Array List MutableList Map \
                    MutableMap Set MutableSet Sequence Pair Triple
                    """,
                .constant: "true false null",
            ], declarations: ["fun": .function, "class": .type, "interface": .type, "object": .type, "typealias": .type,
                              "package": .identifier, "import": .identifier], values: "this super"),
            lineComments: [.init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/**".utf8), closer: Array("*/".utf8), tokenClass: .docComment, nests: true,
                                  notFollowedBy: UInt8(ascii: "/")),
                            .init(opener: Array("/*".utf8), closer: Array("*/".utf8), nests: true)],
            strings: [StringSyntax("\"\"\"", escapes: false, interpolation: .dollarBraceOrName, multiline: true),
                      StringSyntax("\"", interpolation: .dollarBraceOrName), StringSyntax("'")],
            numbers: NumberSyntax(leadingDot: true),
            symbols: [(Array("->".utf8), .punctuation), (Array("::".utf8), .punctuation)],
            attributeMarker: UInt8(ascii: "@")
        )
    }
}
