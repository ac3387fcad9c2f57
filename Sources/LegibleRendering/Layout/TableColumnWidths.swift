/// How wide each column of a table is drawn, measured from its cells as browsers' automatic
/// table layout does (CSS 2.1 §17.5.2.2): each column has a minimum width (its widest
/// unbreakable word) and a maximum width (its widest cell on one line). When the maximum widths
/// fit, every column takes its maximum; when only the minimum widths fit, each column gets its
/// minimum and a share of what is left in proportion to how much it lacks of its maximum, so
/// its cells wrap as little as they can; when not even the minimum widths fit, the table is
/// wider than the space, as a browser lets it overflow, for a view that scrolls it sideways
/// (``CodeBlockScroll``): each column takes its one-line width up to a limit, never less than
/// its widest word, so no word breaks. Without a limit (where nothing scrolls), the minimum
/// widths are shrunk in proportion to fit, and words wider than their column break.
///
/// ```swift
/// let widths = TableColumnWidths(minimum: [40, 30], maximum: [100, 60], available: 120)
/// widths.columns      // [76, 44]: each column its minimum and 36 or 14 of the 50 left over
/// let wide = TableColumnWidths(minimum: [90, 30], maximum: [300, 60], available: 100, scrolledColumnLimit: 200)
/// wide.columns        // [200, 60]: wider than the 100 there is, so the table scrolls
/// ```
public struct TableColumnWidths: Hashable, Sendable {
    /// The width of each column, in order.
    public let columns: [Double]

    /// The widths of columns whose cells need at least `minimum` and at most `maximum` (one
    /// entry a column; a minimum above its maximum counts as the maximum), in `available` width;
    /// with a `scrolledColumnLimit`, columns that do not fit at their minimum widths overflow it,
    /// each as wide as its maximum up to that limit (and at least its minimum).
    public init(minimum: [Double], maximum: [Double], available: Double, scrolledColumnLimit: Double? = nil) {
        let count = min(minimum.count, maximum.count)
        let most = (0..<count).map { max(maximum[$0], 0) }
        let least = (0..<count).map { min(max(minimum[$0], 0), most[$0]) }
        let space = max(available, 0)
        let leastTotal = least.reduce(0, +)
        let mostTotal = most.reduce(0, +)
        if mostTotal <= space {
            columns = most
        } else if leastTotal <= space {
            let share = (space - leastTotal) / (mostTotal - leastTotal)
            columns = zip(least, most).map { $0 + ($1 - $0) * share }
        } else if let limit = scrolledColumnLimit {
            columns = zip(least, most).map { min($1, max($0, limit)) }
        } else {
            columns = least.map { $0 * space / leastTotal }
        }
    }

    /// Where the borders around the columns are, from the first at `left` to the last (one more
    /// border than columns), each column's text `padding` inside its borders.
    public func borders(left: Double, padding: Double = 0) -> [Double] {
        var result = [left]
        for (index, width) in columns.enumerated() { result.append(result[index] + width + 2 * padding) }
        return result
    }
}
