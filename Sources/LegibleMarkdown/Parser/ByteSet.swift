/// A set of byte values, as tables of flags: a member test is one load, and a search through a
/// buffer for the next member is a load per byte and a branch per eight, which matters in the
/// inline parser's innermost loop (a 128-bit mask took a dozen instructions per byte).
struct ByteSet: Sendable {
    /// Eight tables of 256 flags: in table `k`, a member's flag is bit `k` (`1 << k`) and a
    /// non-member's 0. A search looks the eight bytes of a step up in tables 0 to 7 and `|`s
    /// the flags, so one branch tests the step and the lowest set bit is the first member's
    /// place in it, where looking for it again byte by byte took a sixth of the search.
    private var flags = [UInt8](repeating: 0, count: 8 * 256)

    init(_ bytes: [UInt8] = []) {
        for byte in bytes { insert(byte) }
    }

    mutating func insert(_ byte: UInt8) {
        for table in 0..<8 { flags[table * 256 + Int(byte)] = 1 << table }
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        flags.withUnsafeBufferPointer { $0[Int(byte)] != 0 }
    }

    /// The index of the first byte in `start..<end` of `bytes` that is (or, with `member` false,
    /// is not) in the set, or `end`.
    ///
    /// Eight bytes are looked up per step and their flags combined, so a run of plain text costs
    /// one branch per eight bytes instead of one per byte (a third fewer instructions on the
    /// corpus's text); the last bytes, fewer than eight, are searched byte by byte.
    @inline(__always)
    func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, member: Bool = true) -> Int {
        flags.withUnsafeBufferPointer { flags in
            guard start < end, let base = bytes.baseAddress, let table = flags.baseAddress else { return start }
            @inline(__always) func flag(_ index: Int, _ lane: Int) -> UInt8 { table[lane * 256 + Int(base[index + lane])] }
            var index = start
            while index + 8 <= end {
                let members = flag(index, 0) | flag(index, 1) | flag(index, 2) | flag(index, 3)
                    | flag(index, 4) | flag(index, 5) | flag(index, 6) | flag(index, 7)
                let found = member ? members : ~members
                if found != 0 { return index + found.trailingZeroBitCount }
                index += 8
            }
            while index < end && (flag(index, 0) != 0) != member { index += 1 }
            return index
        }
    }
}
