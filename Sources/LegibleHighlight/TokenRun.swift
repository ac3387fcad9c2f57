/// A stretch of code of one ``TokenClass``, as ranges of the code's UTF-8 bytes (what HTML
/// output and the Markdown parser index) and of its UTF-16 code units (what `NSAttributedString`,
/// Core Text and the Apple views index).
///
/// Runs are in order and never overlap. Text between runs (spaces, plain words) is plain. A run
/// never contains a line break: a comment of three lines is three runs. Touching runs of the same
/// class on one line are one run.
///
/// ```swift
/// let code = "let π = 3.14"
/// let runs = CodeHighlighter(languageName: "swift").runs(in: code)
/// runs[3]   // number: utf8Range 9..<13, utf16Range 8..<12 (π is two UTF-8 bytes, one UTF-16 unit)
/// ```
public struct TokenRun: Hashable, Sendable {
    /// What the code in the run is.
    public var tokenClass: TokenClass
    /// The run's bytes in the code's UTF-8.
    public var utf8Range: Range<Int>
    /// The run's code units in the code's UTF-16.
    public var utf16Range: Range<Int>

    /// A run of `tokenClass` over the given ranges.
    public init(tokenClass: TokenClass, utf8Range: Range<Int>, utf16Range: Range<Int>) {
        self.tokenClass = tokenClass
        self.utf8Range = utf8Range
        self.utf16Range = utf16Range
    }
}

extension TokenRun: CustomStringConvertible {
    /// `keyword 0..<3`: the class and the UTF-8 range.
    public var description: String { "\(tokenClass.name) \(utf8Range.lowerBound)..<\(utf8Range.upperBound)" }
}
