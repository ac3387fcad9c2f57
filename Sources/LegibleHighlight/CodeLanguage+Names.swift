extension CodeLanguage {
    /// The grammar that highlights each language, by its ``FenceLanguage`` identifier; a
    /// language without one is known by name and shown as plain text.
    static let grammars: [String: GrammarID] = [
        "swift": .swift, "python": .python, "javascript": .javaScript, "typescript": .typeScript, "jsx": .jsx, "tsx": .tsx,
        "json": .json, "shell": .shell, "bash": .shell, "zsh": .shell, "fish": .shell, "console": .shellSession, "c": .c,
        "cpp": .cpp, "objectivec": .objectiveC, "rust": .rust, "go": .go, "java": .java, "kotlin": .kotlin, "csharp": .cSharp,
        "ruby": .ruby, "php": .php, "sql": .sql, "html": .html, "xml": .xml, "css": .css, "yaml": .yaml, "toml": .toml,
        "markdown": .markdown, "diff": .diff, "dockerfile": .dockerfile, "makefile": .makefile,
    ]

    /// The usual fence name of each grammar.
    static let canonicalNames: [GrammarID: String] = [
        .plainText: "text", .swift: "swift", .python: "python", .javaScript: "javascript", .typeScript: "typescript",
        .jsx: "jsx", .tsx: "tsx", .json: "json", .shell: "shell", .shellSession: "console", .c: "c", .cpp: "cpp",
        .objectiveC: "objective-c", .rust: "rust", .go: "go", .java: "java", .kotlin: "kotlin", .cSharp: "csharp",
        .ruby: "ruby", .php: "php", .sql: "sql", .html: "html", .xml: "xml", .css: "css", .yaml: "yaml", .toml: "toml",
        .markdown: "markdown", .diff: "diff", .dockerfile: "dockerfile", .makefile: "makefile",
    ]
}
