/// The scanning rules of one language.
///
/// The engine calls ``scan(_:)`` with the language's construct innermost; each call classifies
/// at least one token, or opens or closes a construct. Most languages are a ``CodeGrammar``
/// (shared machinery driven by a ``CodeSyntax`` and a few rules of their own); line-oriented
/// languages (Markdown, diff, YAML) scan their lines themselves.
protocol Grammar: AnyObject, Sendable {
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
    var grammar: GrammarEntry { grammarTable[Int(rawValue)] }
}

/// A grammar's three entry points as closures, each made where the grammar's type is known, so
/// that the scanning code is specialised for each language (a call through `any Grammar` would
/// run the generic ``CodeGrammar`` code, which looks up its rules at every token).
struct GrammarEntry: Sendable {
    let scan: @Sendable (inout Scanner) -> Void
    let startLine: @Sendable (Mode, Int, inout Scanner) -> Bool
    let nestedLanguageEnd: @Sendable (Mode, Scanner) -> Int?

    init<G: Grammar>(_ grammar: G) {
        scan = { grammar.scan(&$0) }
        startLine = { grammar.startLine($0, depth: $1, &$2) }
        nestedLanguageEnd = { grammar.nestedLanguageEnd($0, $1) }
    }
}

/// The grammars in the order of ``GrammarID``.
private let grammarTable: [GrammarEntry] = GrammarID.allCases.map { id -> GrammarEntry in
    switch id {
    case .plainText: GrammarEntry(PlainTextGrammar())
    case .swift: GrammarEntry(CodeGrammar(SwiftRules()))
    case .python: GrammarEntry(CodeGrammar(PythonRules()))
    case .javaScript: GrammarEntry(CodeGrammar(JavaScriptRules(dialect: .javaScript)))
    case .typeScript: GrammarEntry(CodeGrammar(JavaScriptRules(dialect: .typeScript)))
    case .jsx: GrammarEntry(CodeGrammar(JavaScriptRules(dialect: .jsx)))
    case .tsx: GrammarEntry(CodeGrammar(JavaScriptRules(dialect: .tsx)))
    case .json: GrammarEntry(CodeGrammar(JSONRules()))
    case .shell: GrammarEntry(CodeGrammar(ShellRules()))
    case .shellSession: GrammarEntry(ShellSessionGrammar())
    case .c: GrammarEntry(CodeGrammar(CFamilyRules(dialect: .c)))
    case .cpp: GrammarEntry(CodeGrammar(CFamilyRules(dialect: .cpp)))
    case .objectiveC: GrammarEntry(CodeGrammar(CFamilyRules(dialect: .objectiveC)))
    case .rust: GrammarEntry(CodeGrammar(RustRules()))
    case .go: GrammarEntry(CodeGrammar(GoRules()))
    case .java: GrammarEntry(CodeGrammar(JavaRules()))
    case .kotlin: GrammarEntry(CodeGrammar(KotlinRules()))
    case .cSharp: GrammarEntry(CodeGrammar(CSharpRules()))
    case .ruby: GrammarEntry(CodeGrammar(RubyRules()))
    case .php: GrammarEntry(PHPGrammar())
    case .phpCode: GrammarEntry(CodeGrammar(PHPRules()))
    case .sql: GrammarEntry(CodeGrammar(SQLRules()))
    case .html: GrammarEntry(MarkupGrammar(dialect: .html))
    case .xml: GrammarEntry(MarkupGrammar(dialect: .xml))
    case .css: GrammarEntry(CodeGrammar(CSSRules()))
    case .yaml: GrammarEntry(YAMLGrammar())
    case .toml: GrammarEntry(CodeGrammar(TOMLRules()))
    case .markdown: GrammarEntry(MarkdownGrammar())
    case .diff: GrammarEntry(DiffGrammar())
    case .dockerfile: GrammarEntry(DockerfileGrammar())
    case .makefile: GrammarEntry(CodeGrammar(MakefileRules()))
    }
}

/// Text with no classes.
final class PlainTextGrammar: Grammar {
    func scan(_ s: inout Scanner) { s.position = s.end }
}
