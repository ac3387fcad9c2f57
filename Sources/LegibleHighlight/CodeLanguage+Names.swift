extension CodeLanguage {
    /// Every name a code fence may use for a language, lowercased, with the name shown for it
    /// and the grammar that highlights it. Spellings of one language may show differently when
    /// people name them differently (`bash` "Bash", `zsh` "Zsh", `sh` "Shell").
    static let table: [String: CodeLanguage] = {
        var table: [String: CodeLanguage] = [:]
        func add(_ names: String, _ displayName: String, _ grammar: GrammarID) {
            for name in names.split(separator: " ") { table[String(name)] = CodeLanguage(displayName, grammar) }
        }
        add("swift", "Swift", .swift)
        add("python py python3 py3 python2 py2 pyw gyp bazel bzl starlark sage", "Python", .python)
        add("javascript js mjs cjs node es es6 ecmascript", "JavaScript", .javaScript)
        add("typescript ts mts cts", "TypeScript", .typeScript)
        add("jsx", "JSX", .jsx)
        add("tsx", "TSX", .tsx)
        add("json jsonc json5 jsonl ndjson geojson webmanifest", "JSON", .json)
        add("sh shell shellscript shell-script ksh", "Shell", .shell)
        add("bash", "Bash", .shell)
        add("zsh", "Zsh", .shell)
        add("fish", "Fish", .shell)
        add("console shell-session shellsession sh-session bash-session terminal", "Shell", .shellSession)
        add("c h", "C", .c)
        add("cpp c++ cc cxx hpp hxx hh h++ cplusplus cuda cu", "C++", .cpp)
        add("objc objective-c objectivec obj-c objc++ objective-c++ objcpp", "Objective-C", .objectiveC)
        add("rust rs", "Rust", .rust)
        add("go golang", "Go", .go)
        add("java", "Java", .java)
        add("kotlin kt kts", "Kotlin", .kotlin)
        add("csharp cs c# dotnet", "C#", .cSharp)
        add("ruby rb gemfile podfile rake gemspec", "Ruby", .ruby)
        add("php php3 php4 php5 php7 php8 phtml", "PHP", .php)
        add("sql mysql postgresql postgres pgsql plsql plpgsql sqlite tsql mssql mariadb", "SQL", .sql)
        add("html htm xhtml", "HTML", .html)
        add("xml xsd xsl xslt plist rss atom xaml wsdl svg", "XML", .xml)
        add("css", "CSS", .css)
        add("yaml yml", "YAML", .yaml)
        add("toml", "TOML", .toml)
        add("markdown md mkd mdown mkdn gfm", "Markdown", .markdown)
        add("diff patch udiff", "Diff", .diff)
        add("dockerfile docker containerfile", "Dockerfile", .dockerfile)
        add("makefile make mk mf gnumakefile bsdmakefile", "Makefile", .makefile)
        add("text txt plaintext plain none nohighlight", "Plain text", .plainText)
        // Known by name, shown as plain text.
        let named = [
            ("scala", "Scala"), ("perl pl pm", "Perl"), ("powershell ps1 pwsh posh", "PowerShell"), ("ini cfg", "INI"),
            ("tex", "TeX"), ("latex", "LaTeX"), ("cmake", "CMake"), ("r", "R"), ("lua", "Lua"), ("dart", "Dart"),
            ("elixir ex exs", "Elixir"), ("erlang erl", "Erlang"), ("haskell hs", "Haskell"), ("ocaml ml", "OCaml"),
            ("fsharp f# fs", "F#"), ("vue", "Vue"), ("svelte", "Svelte"), ("graphql gql", "GraphQL"),
            ("proto protobuf", "Protocol Buffers"), ("asm assembly nasm", "Assembly"), ("julia jl", "Julia"),
            ("matlab", "MATLAB"), ("zig", "Zig"), ("nim", "Nim"), ("groovy", "Groovy"), ("gradle", "Gradle"),
            ("nginx", "Nginx"), ("vim viml vimscript", "Vim script"), ("scss", "SCSS"), ("sass", "Sass"), ("less", "Less"),
            ("clojure clj", "Clojure"), ("elm", "Elm"), ("lisp", "Lisp"), ("scheme", "Scheme"), ("racket", "Racket"),
            ("fortran", "Fortran"), ("pascal", "Pascal"), ("d dlang", "D"), ("v vlang", "V"), ("solidity sol", "Solidity"),
            ("terraform tf hcl", "HCL"), ("regex regexp", "Regular expression"), ("http", "HTTP"), ("csv", "CSV"),
            ("wasm wat", "WebAssembly"), ("bat batch cmd", "Batch"), ("apache", "Apache"), ("ebnf", "EBNF"),
        ]
        for (names, displayName) in named { add(names, displayName, .plainText) }
        return table
    }()

    /// The usual fence name of each grammar.
    static let canonicalNames: [GrammarID: String] = [
        .plainText: "text", .swift: "swift", .python: "python", .javaScript: "javascript", .typeScript: "typescript",
        .jsx: "jsx", .tsx: "tsx", .json: "json", .shell: "shell", .shellSession: "console", .c: "c", .cpp: "cpp",
        .objectiveC: "objective-c", .rust: "rust", .go: "go", .java: "java", .kotlin: "kotlin", .cSharp: "csharp",
        .ruby: "ruby", .php: "php", .sql: "sql", .html: "html", .xml: "xml", .css: "css", .yaml: "yaml", .toml: "toml",
        .markdown: "markdown", .diff: "diff", .dockerfile: "dockerfile", .makefile: "makefile",
    ]
}
