/// The language a code fence names (`MarkdownNode.language(ofInfoString:)` gives the name):
/// every spelling people write for it (`py`, `python3`, `py3`), one identifier, and its name in
/// English. The one table every consumer reads: the highlighter picks its grammar by
/// identifier, the reading model names the language in its phrase table's language by
/// identifier (falling back on the English name), so a fence is highlighted and spoken alike.
///
/// ```swift
/// FenceLanguage(named: "py3")      // identifier "python", English name "Python"
/// FenceLanguage(named: "js")       // "javascript", "JavaScript"
/// FenceLanguage(named: "klingon")  // nil
/// ```
public struct FenceLanguage: Hashable, Sendable {
    /// The language's identifier: its first spelling in the table, which phrase tables name.
    public let identifier: String
    /// The language's name in English ("Objective-C", "Plain text").
    public let englishName: String

    /// The language a fence names, in any case; `nil` for a name the table does not know.
    public init?(named name: some StringProtocol) {
        guard let known = Self.table[name.lowercased()] else { return nil }
        self = known
    }

    private init(identifier: String, englishName: String) {
        self.identifier = identifier
        self.englishName = englishName
    }

    /// Every spelling, lowercased, and the language it names. Spellings of one language that
    /// people name differently are languages of their own (`bash` "Bash", `zsh` "Zsh", `sh`
    /// "Shell", `console` a shell session).
    private static let table: [String: FenceLanguage] = {
        var table: [String: FenceLanguage] = [:]
        let languages: [(names: String, englishName: String)] = [
            ("swift", "Swift"), ("python py python3 py3 python2 py2 pyw gyp bazel bzl starlark sage", "Python"),
            ("javascript js mjs cjs node es es6 ecmascript", "JavaScript"), ("typescript ts mts cts", "TypeScript"),
            ("jsx", "JSX"), ("tsx", "TSX"), ("json jsonc json5 jsonl ndjson geojson webmanifest", "JSON"),
            ("shell sh shellscript shell-script ksh", "Shell"), ("bash", "Bash"), ("zsh", "Zsh"), ("fish", "Fish"),
            ("console shell-session shellsession sh-session bash-session terminal", "Shell"), ("c h", "C"),
            ("cpp c++ cc cxx hpp hxx hh h++ cplusplus cuda cu", "C++"),
            ("objectivec objc objective-c obj-c objc++ objective-c++ objcpp", "Objective-C"), ("rust rs", "Rust"),
            ("go golang", "Go"), ("java", "Java"), ("kotlin kt kts", "Kotlin"), ("csharp cs c# dotnet", "C#"),
            ("ruby rb gemfile podfile rake gemspec", "Ruby"), ("php php3 php4 php5 php7 php8 phtml", "PHP"),
            ("sql mysql postgresql postgres pgsql plsql plpgsql sqlite tsql mssql mariadb", "SQL"), ("html htm xhtml", "HTML"),
            ("xml xsd xsl xslt plist rss atom xaml wsdl svg", "XML"), ("css", "CSS"), ("yaml yml", "YAML"), ("toml", "TOML"),
            ("markdown md mkd mdown mkdn gfm", "Markdown"), ("diff patch udiff", "Diff"), ("dockerfile docker containerfile", "Dockerfile"),
            ("makefile make mk mf gnumakefile bsdmakefile", "Makefile"), ("plaintext text txt plain none nohighlight", "Plain text"),
            ("scala", "Scala"), ("perl pl pm", "Perl"), ("powershell ps1 pwsh posh", "PowerShell"), ("ini cfg", "INI"),
            ("tex", "TeX"), ("latex", "LaTeX"), ("cmake", "CMake"), ("r", "R"), ("lua", "Lua"), ("dart", "Dart"),
            ("elixir ex exs", "Elixir"), ("erlang erl", "Erlang"), ("haskell hs", "Haskell"), ("ocaml ml", "OCaml"),
            ("fsharp f# fs", "F#"), ("vue", "Vue"), ("svelte", "Svelte"), ("graphql gql", "GraphQL"),
            ("protobuf proto", "Protocol Buffers"), ("assembly asm nasm", "Assembly"), ("julia jl", "Julia"),
            ("matlab", "MATLAB"), ("zig", "Zig"), ("nim", "Nim"), ("groovy", "Groovy"), ("gradle", "Gradle"),
            ("nginx", "Nginx"), ("vim viml vimscript", "Vim script"), ("scss", "SCSS"), ("sass", "Sass"), ("less", "Less"),
            ("clojure clj", "Clojure"), ("elm", "Elm"), ("lisp", "Lisp"), ("scheme", "Scheme"), ("racket", "Racket"),
            ("fortran", "Fortran"), ("pascal", "Pascal"), ("d dlang", "D"), ("v vlang", "V"), ("solidity sol", "Solidity"),
            ("terraform tf hcl", "HCL"), ("regex regexp", "Regular expression"), ("http", "HTTP"), ("csv", "CSV"),
            ("wasm wat", "WebAssembly"), ("bat batch cmd", "Batch"), ("apache", "Apache"), ("ebnf", "EBNF"),
        ]
        for (names, englishName) in languages {
            let spellings = names.split(separator: " ").map(String.init)
            for name in spellings { table[name] = FenceLanguage(identifier: spellings[0], englishName: englishName) }
        }
        return table
    }()
}
