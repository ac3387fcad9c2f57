/// A set of byte values, as a table of 256 flags: a member test is one load, and a search
/// through a buffer for the next member is a load and a branch per byte, which matters in the
/// inline parser's innermost loop (a 128-bit mask took a dozen instructions per byte).
struct ByteSet: Sendable {
    private var flags = [Bool](repeating: false, count: 256)

    init(_ bytes: [UInt8] = []) {
        for byte in bytes { insert(byte) }
    }

    mutating func insert(_ byte: UInt8) {
        flags[Int(byte)] = true
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        flags.withUnsafeBufferPointer { $0[Int(byte)] }
    }

    /// The index of the first byte in `start..<end` of `bytes` that is (or, with `member` false,
    /// is not) in the set, or `end`.
    @inline(__always)
    func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, member: Bool = true) -> Int {
        flags.withUnsafeBufferPointer { flags in
            var index = start
            while index < end && flags[Int(bytes[index])] != member { index += 1 }
            return index
        }
    }
}
