/// Searching bytes eight at a time in a 64-bit word ("SWAR", SIMD within a register), for the
/// loops that look for one of a few bytes through long runs of others: the bytes HTML escapes,
/// and `@` for extended autolinks (line ends, one byte value, are found by ``LineEnds``). A word
/// is tested in a handful of instructions where a byte loop takes a comparison and a branch per
/// byte. (Swift's `SIMD16` compares are not used: the compiler lowers them lane by lane.)
enum WordScan {
    /// `byte` in each of a word's eight lanes.
    @inline(__always) static func broadcast(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// A word whose lanes have their high bit set where `word`'s byte equals `pattern`'s. Lanes
    /// above the first match may be set wrongly (a borrow runs into them), so only the lowest
    /// set lane is exact, which is all a search needs.
    @inline(__always) static func equalLanes(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let difference = word ^ pattern
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
    }

    /// The index of the first byte in `start..<end` for which `matches` holds, or `end`.
    /// `lanes` must mark (see ``equalLanes(_:_:)``) the lanes of a little-endian word that
    /// `matches` accepts, exactly for the lowest one.
    @inline(__always)
    static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                           lanes: (UInt64) -> UInt64, matches: (UInt8) -> Bool) -> Int {
        guard let base = bytes.baseAddress else { return end }
        var index = start
        while index + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let found = lanes(word)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < end && !matches(base[index]) { index += 1 }
        return index
    }
}
