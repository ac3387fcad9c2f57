/// The language of a code block, from the name its info string gives (`MarkdownNode.language`,
/// which reads `rust,ignore`, `js{6}` and `{.python .input}` alike for every front end):
/// `swift` → "Swift", `js` → "JavaScript", named in the phrase table's language (`text` is
/// "Plain text" in English, "Text" in German). Unknown names are shown as written, capitalised.
enum CodeLanguage {
    /// The language's name in `phrases`, or `nil` without one.
    static func displayName(language: String?, phrases: PhraseTable) -> String? {
        guard let name = language?.lowercased(), !name.isEmpty else { return nil }
        if let identifier = aliases[name] ?? (identifiers.contains(name) ? name : nil),
           let known = phrases.codeLanguageName(identifier) {
            return known
        }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The identifiers of the languages the model knows, which phrase tables name.
    static let identifiers: [String] = [
        "assembly", "bash", "c", "cmake", "cpp", "csharp", "css", "dart", "diff", "dockerfile", "elixir", "erlang",
        "fsharp", "go", "gradle", "graphql", "groovy", "haskell", "html", "ini", "java", "javascript", "json", "julia",
        "kotlin", "latex", "lua", "makefile", "markdown", "matlab", "nginx", "nim", "objectivec", "ocaml", "perl", "php",
        "plaintext", "powershell", "protobuf", "python", "r", "ruby", "rust", "scala", "scss", "shell", "sql", "svelte",
        "swift", "tex", "toml", "typescript", "vim", "vue", "xml", "yaml", "zig", "zsh",
    ]

    /// Other names info strings use for them.
    private static let aliases: [String: String] = [
        "asm": "assembly", "h": "c", "c++": "cpp", "cc": "cpp", "cxx": "cpp", "hpp": "cpp", "cs": "csharp",
        "patch": "diff", "golang": "go", "hs": "haskell", "js": "javascript", "jsx": "javascript", "mjs": "javascript",
        "kt": "kotlin", "make": "makefile", "md": "markdown", "objc": "objectivec", "objective-c": "objectivec",
        "pl": "perl", "text": "plaintext", "txt": "plaintext", "ps1": "powershell", "proto": "protobuf", "py": "python",
        "python3": "python", "rb": "ruby", "rs": "rust", "sh": "shell", "console": "shell", "ts": "typescript",
        "tsx": "typescript", "yml": "yaml",
    ]
}
