/// A position in a document's source text.
///
/// `offset` counts UTF-8 bytes from the start of ``MarkdownDocument/source``; `line` and `column`
/// are 1-based, and the column counts UTF-8 bytes from the line's start, as cmark does.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// UTF-8 byte offset from the start of the source.
    public var offset: Int
    /// 1-based line number.
    public var line: Int
    /// 1-based UTF-8 byte column within the line.
    public var column: Int

    /// Creates a location from its offset, line and column.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Source order.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }

    /// `line:column`, as compilers print positions.
    public var description: String { "\(line):\(column)" }
}

/// The half-open span of source text a node was parsed from: `lowerBound` is its first byte and
/// `upperBound` the byte just after its last.
public typealias SourceRange = Range<SourcePosition>
