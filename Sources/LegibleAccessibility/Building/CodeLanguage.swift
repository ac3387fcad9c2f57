import LegibleMarkdown

/// The language of a code block, from the name its info string gives (`MarkdownNode.language`,
/// which reads `rust,ignore`, `js{6}` and `{.python .input}` alike for every front end), by
/// LegibleMarkdown's `FenceLanguage`, the table the highlighter reads too: `swift` → "Swift",
/// `py3` → "Python", named in the phrase table's language (`text` is "Plain text" in English,
/// "Text" in German), else in English. Unknown names are shown as written, capitalised.
enum CodeLanguage {
    /// The language's name in `phrases`, or `nil` without one.
    static func displayName(language: String?, phrases: PhraseTable) -> String? {
        guard let name = language, !name.isEmpty else { return nil }
        if let known = FenceLanguage(named: name) { return phrases.codeLanguageName(known.identifier) ?? known.englishName }
        return name.prefix(1).uppercased() + name.dropFirst().lowercased()
    }

    /// The identifiers of the languages every phrase table names (``PhraseTable/missingCodeLanguages``
    /// lists those a table leaves out); others are named in English.
    static let identifiers: [String] = [
        "assembly", "bash", "c", "cmake", "cpp", "csharp", "css", "dart", "diff", "dockerfile", "elixir", "erlang",
        "fsharp", "go", "gradle", "graphql", "groovy", "haskell", "html", "ini", "java", "javascript", "json", "julia",
        "kotlin", "latex", "lua", "makefile", "markdown", "matlab", "nginx", "nim", "objectivec", "ocaml", "perl", "php",
        "plaintext", "powershell", "protobuf", "python", "r", "ruby", "rust", "scala", "scss", "shell", "sql", "svelte",
        "swift", "tex", "toml", "typescript", "vim", "vue", "xml", "yaml", "zig", "zsh",
    ]
}
