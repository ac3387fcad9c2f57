/// A set of byte values, as a table of 256 flags: a member test is one load, and a search
/// through a buffer for the next member is a load per byte and a branch per eight, which
/// matters in the inline parser's innermost loop (a 128-bit mask took a dozen instructions per
/// byte).
struct ByteSet: Sendable {
    /// 1 for a member, 0 otherwise: bytes, not `Bool`s, so that a search can combine eight flags
    /// with `|` or `&` and branch once.
    private var flags = [UInt8](repeating: 0, count: 256)

    init(_ bytes: [UInt8] = []) {
        for byte in bytes { insert(byte) }
    }

    mutating func insert(_ byte: UInt8) {
        flags[Int(byte)] = 1
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        flags.withUnsafeBufferPointer { $0[Int(byte)] != 0 }
    }

    /// The index of the first byte in `start..<end` of `bytes` that is (or, with `member` false,
    /// is not) in the set, or `end`.
    ///
    /// Eight bytes are looked up per step and their flags combined, so a run of plain text costs
    /// one branch per eight bytes instead of one per byte (a third fewer instructions on the
    /// corpus's text); the step that holds the match is then searched byte by byte.
    @inline(__always)
    func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, member: Bool = true) -> Int {
        flags.withUnsafeBufferPointer { flags in
            guard start < end, let base = bytes.baseAddress, let table = flags.baseAddress else { return start }
            @inline(__always) func flag(_ index: Int) -> UInt8 { table[Int(base[index])] }
            var index = start
            if member {
                while index + 8 <= end {
                    let any = flag(index) | flag(index + 1) | flag(index + 2) | flag(index + 3)
                        | flag(index + 4) | flag(index + 5) | flag(index + 6) | flag(index + 7)
                    if any != 0 { break }
                    index += 8
                }
            } else {
                while index + 8 <= end {
                    let all = flag(index) & flag(index + 1) & flag(index + 2) & flag(index + 3)
                        & flag(index + 4) & flag(index + 5) & flag(index + 6) & flag(index + 7)
                    if all == 0 { break }
                    index += 8
                }
            }
            let wanted: UInt8 = member ? 1 : 0
            while index < end && flag(index) != wanted { index += 1 }
            return index
        }
    }
}
