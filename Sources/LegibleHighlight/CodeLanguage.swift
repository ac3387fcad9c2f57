import LegibleMarkdown

/// A programming or markup language as a code fence names it, with the name to show and speak
/// ("Swift", "C++", "Shell") and whether Legible highlights it.
///
/// Names are matched without regard to case, and every common spelling a fence uses is known:
/// `js`, `sh`, `zsh`, `console`, `objc`, `py3`, `yml`, `c++` (`FenceLanguage`, LegibleMarkdown's
/// table, which the reading model names languages from too). Some languages are known by name
/// only (Scala, Haskell, …): they have a display name but are shown as plain text.
///
/// A fence's info string (`rust,ignore`, `{.python .input}`) is read by `LegibleMarkdown`
/// (`MarkdownNode.language`), the one reading every front end uses; its name goes here.
///
/// ```swift
/// let language = CodeLanguage(named: "rust")   // from ```rust,ignore
/// language?.displayName      // "Rust"
/// language?.isHighlighted    // true
/// CodeLanguage(named: "ZSH")?.displayName   // "Zsh", highlighted as shell
/// CodeLanguage(named: "klingon")            // nil: shown as plain text
/// ```
public struct CodeLanguage: Hashable, Sendable {
    /// The name to show and speak: "Swift", "JavaScript", "Objective-C", "Plain text".
    public let displayName: String
    /// The grammar that highlights it.
    let grammar: GrammarID

    /// The language a code fence names as `name` (`"js"`, `"Python"`, `"c++"`), or nil when
    /// the name is unknown.
    public init?(named name: some StringProtocol) {
        guard let known = FenceLanguage(named: name) else { return nil }
        self.init(known.englishName, CodeLanguage.grammars[known.identifier] ?? .plainText)
    }

    init(_ displayName: String, _ grammar: GrammarID) {
        self.displayName = displayName
        self.grammar = grammar
    }

    /// Whether Legible highlights the language (rather than showing it as plain text).
    public var isHighlighted: Bool { grammar != .plainText }

    /// Text with no highlighting.
    public static let plainText = CodeLanguage("Plain text", .plainText)

    /// One language for each grammar Legible highlights, by its usual name.
    public static var highlighted: [CodeLanguage] {
        GrammarID.allCases.dropFirst().compactMap { grammar in
            CodeLanguage.canonicalNames[grammar].flatMap { CodeLanguage(named: $0) }
        }
    }

    /// The usual fence name of the language's grammar: `"swift"`, `"javascript"`, `"shell"`.
    public var name: String { CodeLanguage.canonicalNames[grammar] ?? "text" }
}
