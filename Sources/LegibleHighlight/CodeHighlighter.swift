/// Highlights code in one language: turns its text into ``TokenRun``s.
///
/// ```swift
/// let highlighter = CodeHighlighter(languageName: "python")
/// for run in highlighter.runs(in: "def area(r):\n    return 3.14 * r ** 2\n") {
///     print(run.tokenClass, run.utf8Range)
/// }
/// // keyword 0..<3, function 4..<8, punctuation 8..<9, identifier 9..<10, …
/// ```
///
/// Highlighting takes time linear in the code's length whatever the code is (no regular
/// expressions, no backtracking), and never fails: an unknown language gives no runs.
/// To highlight a block that is still arriving, use ``StreamingCodeHighlighter``.
public struct CodeHighlighter: Hashable, Sendable {
    /// The language highlighted.
    public let language: CodeLanguage

    /// A highlighter for `language`.
    public init(language: CodeLanguage) {
        self.language = language
    }

    /// A highlighter for the language a code fence names `name` (`"swift"`, `"js"`), plain
    /// text when the name is unknown.
    public init(languageName name: String) {
        language = CodeLanguage(named: name) ?? .plainText
    }

    /// The token runs of `code`, in order.
    public func runs(in code: String) -> [TokenRun] {
        var code = code
        return code.withUTF8 { bytes in
            var runs: [TokenRun] = []
            runs.reserveCapacity(bytes.count / 4)
            let start = SegmentScanner.SegmentStart(offset: 0, utf16Offset: 0, state: LexicalState(language: language.grammar), firstRun: 0)
            SegmentScanner.scan(bytes, from: start, runs: &runs, segments: nil)
            return runs
        }
    }
}
