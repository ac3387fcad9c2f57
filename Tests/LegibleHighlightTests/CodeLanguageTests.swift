import LegibleHighlight
import Testing

@Suite("Code languages")
struct CodeLanguageTests {
    @Test("fence names and aliases, in any case, give the language and its display name")
    func aliases() {
        let names = ["js": "JavaScript", "sh": "Shell", "zsh": "Zsh", "console": "Shell", "objc": "Objective-C", "py3": "Python",
                     "yml": "YAML", "C++": "C++", "SWIFT": "Swift", "Dockerfile": "Dockerfile", "tsx": "TSX", "c#": "C#"]
        for (name, displayName) in names {
            #expect(CodeLanguage(named: name)?.displayName == displayName, "\(name)")
            #expect(CodeLanguage(named: name)?.isHighlighted == true, "\(name)")
        }
    }

    @Test("a language known by name only has a display name and no highlighting")
    func namedOnly() {
        #expect(CodeLanguage(named: "haskell")?.displayName == "Haskell")
        #expect(CodeLanguage(named: "haskell")?.isHighlighted == false)
        #expect(CodeLanguage(named: "text") == .plainText)
    }

    @Test("an unknown language is plain text: no runs, never an error")
    func unknown() {
        #expect(CodeLanguage(named: "klingon") == nil)
        #expect(CodeHighlighter(languageName: "klingon").runs(in: "let x = 1").isEmpty)
        #expect(CodeHighlighter(languageName: "klingon").language == .plainText)
    }

    @Test("the 27 languages of the issue are all highlighted, each with its usual name")
    func highlightedLanguages() {
        let names = CodeLanguage.highlighted.map(\.name)
        #expect(names == ["swift", "python", "javascript", "typescript", "jsx", "tsx", "json", "shell", "console", "c", "cpp",
                          "objective-c", "rust", "go", "java", "kotlin", "csharp", "ruby", "php", "sql", "html", "xml", "css",
                          "yaml", "toml", "markdown", "diff", "dockerfile", "makefile"])
        for language in CodeLanguage.highlighted {
            #expect(CodeLanguage(named: language.name) == language)
        }
    }
}
