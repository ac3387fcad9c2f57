/// Code that makes naive highlighters slow (backtracking regular expressions, rescanning
/// unclosed constructs, recursion as deep as the input nests), each in one language, for the
/// highlighting tests (which check nothing is lost) and the scaling benchmark (which checks
/// time grows linearly).
public struct HighlightPathologicalInput: Sendable, CustomStringConvertible {
    /// What the input stresses.
    public let name: String
    /// The fence name of its language.
    public let language: String
    /// The size parameter at which the benchmark times it (and again at ten times that).
    public let benchmarkSize: Int
    /// The code at size `n`.
    public let code: @Sendable (Int) -> String

    public var description: String { name }
}

private func repeated(_ piece: String, _ count: Int) -> String {
    String(repeating: piece, count: count)
}

/// Lines of about 40 bytes up to `count` bytes.
private func lines(_ line: String, bytes count: Int) -> String {
    repeated(line + "\n", max(1, count / (line.utf8.count + 1)))
}

extension HighlightPathologicalInput {
    /// The cases, each at a size that takes milliseconds in a release build.
    public static let all: [HighlightPathologicalInput] = [
        HighlightPathologicalInput(name: "a million quotes \"\"\"\"… (Swift)", language: "swift", benchmarkSize: 1_000_000,
                                   code: { repeated("\"", $0) }),
        HighlightPathologicalInput(name: "a million quotes '''''… (Python)", language: "python", benchmarkSize: 1_000_000,
                                   code: { repeated("'", $0) }),
        HighlightPathologicalInput(name: "quotes on many lines \"\\n\"\\n… (JavaScript)", language: "javascript", benchmarkSize: 100_000,
                                   code: { repeated("\"\n", $0) }),
        HighlightPathologicalInput(name: "character quotes 'a 'a 'a … (Rust)", language: "rust", benchmarkSize: 100_000,
                                   code: { repeated("'a ", $0) }),
        HighlightPathologicalInput(name: "unterminated comments /* /* /* … (C)", language: "c", benchmarkSize: 1_000_000,
                                   code: { repeated("/* ", $0) }),
        HighlightPathologicalInput(name: "nested comment openers over lines /*\\n/*\\n… (Swift)", language: "swift", benchmarkSize: 100_000,
                                   code: { repeated("/*\n", $0) }),
        HighlightPathologicalInput(name: "unclosed HTML comments <!-- <!-- … (HTML)", language: "html", benchmarkSize: 1_000_000,
                                   code: { repeated("<!-- ", $0) }),
        HighlightPathologicalInput(name: "deep interpolation \"\\(\"\\(\"\\(… (Swift)", language: "swift", benchmarkSize: 100_000,
                                   code: { repeated("\"\\(", $0) + repeated(")\"", $0) }),
        HighlightPathologicalInput(name: "deep template literals `${`${`${… (JavaScript)", language: "javascript", benchmarkSize: 100_000,
                                   code: { repeated("`${", $0) + repeated("}`", $0) }),
        HighlightPathologicalInput(name: "deep f-strings f\"{f\"{f\"{… (Python)", language: "python", benchmarkSize: 100_000,
                                   code: { repeated("f\"{", $0) + repeated("}\"", $0) }),
        HighlightPathologicalInput(name: "deep command substitution \"$(\"$(\"$(… (shell)", language: "sh", benchmarkSize: 100_000,
                                   code: { repeated("\"$(", $0) + repeated(")\"", $0) }),
        HighlightPathologicalInput(name: "unclosed regex classes (/[ (/[ … (JavaScript)", language: "javascript", benchmarkSize: 20_000,
                                   code: { repeated("(/[", $0) }),
        HighlightPathologicalInput(name: "emphasis openers *a *a … (Markdown)", language: "markdown", benchmarkSize: 1_000_000,
                                   code: { repeated("*a ", $0) }),
        HighlightPathologicalInput(name: "one line of a million bytes (Swift)", language: "swift", benchmarkSize: 1_000_000,
                                   code: { repeated("let x = f(\"a\", 1) + y // c ", $0 / 28) }),
        HighlightPathologicalInput(name: "heredoc openers cat <<A <<A … (shell)", language: "sh", benchmarkSize: 100_000,
                                   code: { repeated("cat <<A ", $0) + "\n" + repeated("A\n", 10) }),
        HighlightPathologicalInput(name: "many lines in a block comment (C)", language: "c", benchmarkSize: 1_000_000,
                                   code: { "/*\n" + lines("comment text that never ends * / *", bytes: $0) }),
        HighlightPathologicalInput(name: "a YAML block scalar of many lines", language: "yaml", benchmarkSize: 1_000_000,
                                   code: { "key: |\n" + lines("  text: not a key # nor a comment", bytes: $0) }),
        HighlightPathologicalInput(name: "a Markdown fence of many lines (Markdown in Markdown)", language: "markdown", benchmarkSize: 1_000_000,
                                   code: { "````markdown\n```swift\n" + lines("let s = \"\"\" /* ` ** _", bytes: $0) }),
    ]
}
