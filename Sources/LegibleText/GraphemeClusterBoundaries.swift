/// Answers whether UTF-8 offsets of a text are grapheme cluster boundaries (where Swift's
/// `Character`s begin and end), for offsets asked in increasing order, in time linear in the
/// length of the text overall.
///
/// Between two ASCII scalars there is always a boundary, except inside CR LF: every rule of
/// UAX #29 that joins scalars involves a non-ASCII one (marks, joiners, prepended marks, Hangul,
/// emoji, regional indicators). So an offset between ASCII scalars is answered at once, and only
/// a stretch of text that has non-ASCII scalars, from such a sure boundary to the next, is split
/// into `Character`s by Swift, once, when an offset inside it is first asked about. Splitting a
/// stretch on its own gives the clusters it has in the whole text, because it starts at a boundary.
struct GraphemeClusterBoundaries {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The end of the stretch split last; it is a boundary.
    private var stretchEnd = 0
    /// The cluster boundaries inside that stretch, in order, and the first that may still be asked.
    private var stretchBoundaries: [Int] = []
    private var nextBoundary = 0

    /// A checker for the text whose valid UTF-8 is `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether `offset` (a scalar boundary, not less than any offset asked before) is a cluster boundary.
    mutating func isBoundary(_ offset: Int) -> Bool {
        if offset <= 0 || offset >= bytes.count || isSureBoundary(offset) { return true }
        if offset >= stretchEnd { split(around: offset) }
        while stretchBoundaries[nextBoundary] < offset { nextBoundary += 1 }
        return stretchBoundaries[nextBoundary] == offset
    }

    /// Whether a boundary at `offset` needs no look at the scalars: it is between two ASCII scalars
    /// that are not CR LF, or at either end of the text.
    @inline(__always)
    private func isSureBoundary(_ offset: Int) -> Bool {
        if offset <= 0 || offset >= bytes.count { return true }
        let before = bytes[offset - 1]
        let after = bytes[offset]
        return before < 0x80 && after < 0x80 && !(before == 0x0D && after == 0x0A)
    }

    /// Splits the stretch between the sure boundaries around `offset` into clusters. The stretch
    /// starts no earlier than the end of the last one, so no byte is looked at twice.
    private mutating func split(around offset: Int) {
        var start = offset
        while start > stretchEnd && !isSureBoundary(start) { start -= 1 }
        var end = offset + 1
        while !isSureBoundary(end) { end += 1 }
        let stretch = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        stretchBoundaries.removeAll(keepingCapacity: true)
        var boundary = start
        for character in stretch {
            boundary += character.utf8.count
            stretchBoundaries.append(boundary)
        }
        stretchEnd = end
        nextBoundary = 0
    }
}
