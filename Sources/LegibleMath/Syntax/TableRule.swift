/// A horizontal rule between two rows of a table, as LaTeX's `array` draws them. Only layout
/// sees the rules; the table reads the same.
package enum TableRule: Sendable, Equatable {
    /// `\hline`: across the whole table.
    case full
    /// `\cline{i-j}`: under columns `i` to `j` only, here counted from 0 (from 1 as written).
    case columns(ClosedRange<Int>)

    /// The columns `\cline`'s argument names (`2-3`, or `2` for one column), counted from 0, or
    /// nil when it names none. Backwards (`3-2`), LaTeX's `\cline` spans the first column alone.
    static func partial(_ argument: String) -> TableRule? {
        let bounds = argument.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            .map { Int($0.filter { !$0.isWhitespace }) }
        guard let first = bounds.first ?? nil, first >= 1 else { return nil }
        let last = bounds.count > 1 ? bounds[1] : first
        guard let last else { return nil }
        return .columns(first - 1...max(first, last) - 1)
    }
}
