/// Why a font file was refused.
///
/// Every way a file can be malformed, truncated, or built to make a reader loop ends in one of
/// these, with the table and the place where reading stopped; the reader never traps on bad bytes.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not an OpenType font (or is a collection, which the caller must split first).
    case notAFont(String)
    /// A table the typesetter needs is missing.
    case missingTable(String)
    /// A read ran past the end of a table or of the file: the file is truncated, or an offset or
    /// count inside it points outside the data it belongs to.
    case truncated(table: String, offset: Int)
    /// A value is impossible (a bad version, a count that contradicts another, an unknown format).
    case malformed(table: String, reason: String)
    /// The file is well formed but uses a feature this reader does not implement.
    case unsupported(table: String, reason: String)
    /// Reading would exceed one of ``FontLimits`` (subroutine nesting, composite depth, work per
    /// glyph): the mark of a font that recurses into itself or is built to take unbounded time.
    case limitExceeded(table: String, reason: String)

    /// The reason in words, for a message to the person who chose the font.
    public var description: String {
        switch self {
        case .notAFont(let reason): "not an OpenType font: \(reason)"
        case .missingTable(let tag): "the font has no '\(tag)' table"
        case .truncated(let table, let offset): "'\(table)' table: data ends before byte \(offset) (truncated file or bad offset)"
        case .malformed(let table, let reason): "'\(table)' table is malformed: \(reason)"
        case .unsupported(let table, let reason): "'\(table)' table uses an unsupported feature: \(reason)"
        case .limitExceeded(let table, let reason): "'\(table)' table exceeds a reader limit: \(reason)"
        }
    }
}

/// The bounds that keep reading a hostile font finite. Real fonts stay far below them.
public enum FontLimits {
    /// Nesting of Type 2 subroutine calls; the CFF specification (Adobe TN 5177, appendix B) caps it at 10.
    public static let subroutineNesting = 10
    /// Operands on the Type 2 argument stack (TN 5177, appendix B).
    public static let charstringStack = 48
    /// Operators and operands one glyph's charstring may execute, subroutines included: a font
    /// whose subroutines call each other many times over could otherwise take exponential time.
    public static let charstringWork = 200_000
    /// Nesting of TrueType composite glyphs (a component that is itself a composite, and so on).
    public static let compositeNesting = 16
    /// Points a TrueType glyph may have once its components are expanded.
    public static let compositePoints = 1 << 20
}
