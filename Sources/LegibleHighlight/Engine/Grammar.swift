/// The scanning rules of one language.
///
/// The engine calls ``scan(_:)`` with the language's construct innermost; each call classifies
/// at least one token, or opens or closes a construct. Most languages are a ``CodeGrammar``
/// (shared machinery driven by a ``CodeSyntax`` and a few rules of their own); line-oriented
/// languages (Markdown, diff, YAML) scan their lines themselves.
protocol Grammar: Sendable {
    /// Scans what is at `s.position` in the innermost construct, `s.top`, which is this
    /// grammar's: emits runs and advances, or opens or closes a construct.
    func scan(_ s: inout Scanner)

    /// At the start of a line, called for each open construct of this grammar, outermost first:
    /// whether the line ends it (a heredoc's terminator, a Markdown fence). If so, the grammar
    /// closes it (with everything inside it), may classify the line's delimiter, and returns
    /// true.
    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner) -> Bool

    /// For a ``ModeKind/nestedLanguage`` record of this grammar: where the nested language ends
    /// in the segment from `s.position` (`</script` in HTML), or nil when it does not end there.
    func nestedLanguageEnd(_ mode: Mode, _ s: Scanner) -> Int?
}

extension Grammar {
    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner) -> Bool { false }
    func nestedLanguageEnd(_ mode: Mode, _ s: Scanner) -> Int? { nil }
}

/// The grammars, numbered so that a ``Mode`` can name one in a byte.
enum GrammarID: UInt8, Hashable, Sendable, CaseIterable {
    case plainText, swift, python, javaScript, typeScript, jsx, tsx, json, shell, shellSession, c, cpp, objectiveC,
         rust, go, java, kotlin, cSharp, ruby, php, sql, html, xml, css, yaml, toml, markdown, diff, dockerfile, makefile,
         phpCode

    /// The grammar's rules.
    @inline(__always)
    var grammar: any Grammar { grammarTable[Int(rawValue)] }
}

/// The grammars in the order of ``GrammarID``.
private let grammarTable: [any Grammar] = GrammarID.allCases.map { id -> any Grammar in
    switch id {
    case .plainText: PlainTextGrammar()
    case .swift: CodeGrammar(SwiftRules())
    case .python: CodeGrammar(PythonRules())
    case .javaScript: CodeGrammar(JavaScriptRules(dialect: .javaScript))
    case .typeScript: CodeGrammar(JavaScriptRules(dialect: .typeScript))
    case .jsx: CodeGrammar(JavaScriptRules(dialect: .jsx))
    case .tsx: CodeGrammar(JavaScriptRules(dialect: .tsx))
    case .json: CodeGrammar(JSONRules())
    case .shell: CodeGrammar(ShellRules())
    case .shellSession: ShellSessionGrammar()
    case .c: CodeGrammar(CFamilyRules(dialect: .c))
    case .cpp: CodeGrammar(CFamilyRules(dialect: .cpp))
    case .objectiveC: CodeGrammar(CFamilyRules(dialect: .objectiveC))
    case .rust: CodeGrammar(RustRules())
    case .go: CodeGrammar(GoRules())
    case .java: CodeGrammar(JavaRules())
    case .kotlin: CodeGrammar(KotlinRules())
    case .cSharp: CodeGrammar(CSharpRules())
    case .ruby: CodeGrammar(RubyRules())
    case .php: PHPGrammar()
    case .phpCode: CodeGrammar(PHPRules())
    case .sql: CodeGrammar(SQLRules())
    case .html: MarkupGrammar(dialect: .html)
    case .xml: MarkupGrammar(dialect: .xml)
    case .css: CodeGrammar(CSSRules())
    case .yaml: YAMLGrammar()
    case .toml: CodeGrammar(TOMLRules())
    case .markdown: MarkdownGrammar()
    case .diff: DiffGrammar()
    case .dockerfile: DockerfileGrammar()
    case .makefile: CodeGrammar(MakefileRules())
    }
}

/// Text with no classes.
struct PlainTextGrammar: Grammar {
    func scan(_ s: inout Scanner) { s.position = s.end }
}
