/// The layout of the generated property tables (SentenceBreakTable.swift, LineBreakTable.swift,
/// CellWidthTable.swift): runs of code points with one value, covering U+0000…U+10FFFF in order,
/// each entry `firstCodePoint << 8 | value`, a run lasting until the next entry's first code point.
enum UnicodeRunTable {
    /// The value of the code point `scalar` in `runs`: the low byte of the last run that starts at
    /// or before it, found by binary search (about 12 steps for the largest table).
    @inline(__always)
    static func value(of scalar: UInt32, in runs: UnsafeBufferPointer<UInt32>) -> UInt8 {
        // Runs start at U+0000, so the first entry always qualifies; find the last that does.
        let key = scalar << 8 | 0xFF
        var low = 0
        var high = runs.count
        while high - low > 1 {
            let middle = (low + high) >> 1
            if runs[middle] <= key { low = middle } else { high = middle }
        }
        return UInt8(truncatingIfNeeded: runs[low])
    }
}
