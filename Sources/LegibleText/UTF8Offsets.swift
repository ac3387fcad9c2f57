extension String {
    /// The ranges between consecutive UTF-8 offsets: from `start` to the first of `ends`, from
    /// there to the second, and so on. `ends` are increasing scalar boundaries of this string.
    ///
    /// Each index is found by stepping from the one before, so the whole walk is linear even for
    /// a bridged string whose UTF-8 offsets are not random access; for a native string each step
    /// is constant time.
    func ranges(fromUTF8Offset start: Int, toEach ends: some Sequence<Int>) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        ranges.reserveCapacity(ends.underestimatedCount)
        var lowerOffset = start
        var lower = utf8.index(utf8.startIndex, offsetBy: start)
        for upperOffset in ends {
            let upper = utf8.index(lower, offsetBy: upperOffset - lowerOffset)
            ranges.append(lower..<upper)
            lower = upper
            lowerOffset = upperOffset
        }
        return ranges
    }
}
