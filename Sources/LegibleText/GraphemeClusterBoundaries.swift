/// Answers whether UTF-8 offsets of a text are grapheme cluster boundaries (where Swift's
/// `Character`s begin and end), for offsets asked in increasing order, in time linear in the
/// length of the text overall.
///
/// Most boundaries are sure from the two scalars around them alone: between two ASCII scalars
/// other than CR LF, and between two scalars that are plain for clusters (letters, ideographs,
/// Hangul syllables, punctuation, symbols: see ``ScalarProperties/isPlainForClusters``), no rule
/// of UAX #29 can join them. Only a stretch of text from one sure boundary to the next (a letter
/// with its marks, an emoji sequence, a flag) is split into `Character`s by Swift, once, when an
/// offset inside it is first asked about. Splitting a stretch on its own gives the clusters it
/// has in the whole text, because it starts at a boundary; and Swift, not this type, has the
/// last word on every cluster that is not plain.
package struct GraphemeClusterBoundaries {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The end of the stretch split last; it is a boundary.
    private var stretchEnd = 0
    /// The cluster boundaries inside that stretch, in order, and the first that may still be asked.
    private var stretchBoundaries: [Int] = []
    private var nextBoundary = 0

    /// A checker for the text whose valid UTF-8 is `bytes`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether `offset` (a scalar boundary, not less than any offset asked before) is a cluster boundary.
    package mutating func isBoundary(_ offset: Int) -> Bool {
        if Self.isSureBoundary(offset, in: bytes) { return true }
        if offset >= stretchEnd { split(around: offset) }
        while stretchBoundaries[nextBoundary] < offset { nextBoundary += 1 }
        return stretchBoundaries[nextBoundary] == offset
    }

    /// Whether `offset` is surely a cluster boundary of the valid UTF-8 `bytes`, from the scalars
    /// around it alone: at either end of the text, between two ASCII scalars other than CR LF, or
    /// between two scalars that are plain for clusters. `false` when it is not a scalar boundary.
    @inline(__always)
    package static func isSureBoundary(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if offset <= 0 || offset >= bytes.count { return true }
        let before = bytes[offset - 1]
        let after = bytes[offset]
        if before < 0x80 && after < 0x80 { return !(before == 0x0D && after == 0x0A) }
        if after & 0xC0 == 0x80 { return false }  // inside a scalar
        var start = offset - 1
        while bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return ScalarProperties(bytes.scalarValue(at: start).value).isPlainForClusters
            && ScalarProperties(bytes.scalarValue(at: offset).value).isPlainForClusters
    }

    /// The first sure boundary after `offset` (the end of the text at the latest).
    static func sureBoundary(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = offset + 1
        while !isSureBoundary(end, in: bytes) { end += 1 }
        return end
    }

    /// Splits the stretch between the sure boundaries around `offset` into clusters. The stretch
    /// starts no earlier than the end of the last one, so no byte is looked at twice.
    private mutating func split(around offset: Int) {
        var start = offset
        while start > stretchEnd && !Self.isSureBoundary(start, in: bytes) { start -= 1 }
        let end = Self.sureBoundary(after: offset, in: bytes)
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
