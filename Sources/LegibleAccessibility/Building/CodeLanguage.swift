/// The display name of a code block's language, from its info string: `swift` → "Swift",
/// `js` → "JavaScript", `{.python .input}` → "Python". Unknown names are shown capitalised.
enum CodeLanguage {
    static func displayName(infoString: String?) -> String? {
        guard let info = infoString else { return nil }
        // The first word, without the braces and dots of attribute-style info strings.
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).first.map(String.init) ?? ""
        let name = word.trimmingCharacters(in: "{}.").lowercased()
        guard !name.isEmpty else { return nil }
        if let known = names[name] { return known }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    private static let names: [String: String] = [
        "swift": "Swift", "js": "JavaScript", "javascript": "JavaScript", "jsx": "JavaScript", "mjs": "JavaScript",
        "ts": "TypeScript", "typescript": "TypeScript", "tsx": "TypeScript", "py": "Python", "python": "Python",
        "python3": "Python", "rb": "Ruby", "ruby": "Ruby", "rs": "Rust", "rust": "Rust", "go": "Go", "golang": "Go",
        "c": "C", "h": "C", "cpp": "C++", "c++": "C++", "cc": "C++", "cxx": "C++", "hpp": "C++", "cs": "C#",
        "csharp": "C#", "objc": "Objective-C", "objective-c": "Objective-C", "objectivec": "Objective-C",
        "java": "Java", "kt": "Kotlin", "kotlin": "Kotlin", "scala": "Scala", "php": "PHP", "pl": "Perl",
        "perl": "Perl", "sh": "Shell", "bash": "Bash", "zsh": "Zsh", "shell": "Shell", "console": "Shell",
        "powershell": "PowerShell", "ps1": "PowerShell", "html": "HTML", "xml": "XML", "css": "CSS",
        "scss": "SCSS", "json": "JSON", "yaml": "YAML", "yml": "YAML", "toml": "TOML", "ini": "INI",
        "sql": "SQL", "md": "Markdown", "markdown": "Markdown", "tex": "TeX", "latex": "LaTeX",
        "dockerfile": "Dockerfile", "makefile": "Makefile", "make": "Makefile", "cmake": "CMake",
        "diff": "Diff", "patch": "Diff", "r": "R", "lua": "Lua", "dart": "Dart", "elixir": "Elixir",
        "erlang": "Erlang", "haskell": "Haskell", "hs": "Haskell", "ocaml": "OCaml", "fsharp": "F#",
        "vue": "Vue", "svelte": "Svelte", "graphql": "GraphQL", "proto": "Protocol Buffers", "asm": "Assembly",
        "text": "Plain text", "txt": "Plain text", "plaintext": "Plain text", "julia": "Julia", "matlab": "MATLAB",
        "zig": "Zig", "nim": "Nim", "groovy": "Groovy", "gradle": "Gradle", "nginx": "Nginx", "vim": "Vim script",
    ]
}

extension String {
    /// Without the given characters at either end.
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        let start = firstIndex { !characters.contains($0) } ?? endIndex
        let end = lastIndex { !characters.contains($0) }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
