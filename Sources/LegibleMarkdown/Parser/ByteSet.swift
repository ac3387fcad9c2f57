/// A set of ASCII byte values as a 128-bit map: membership is a comparison, a shift and a mask,
/// with no allocation and no bounds check, which matters in the inline parser's innermost loop.
struct ByteSet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(_ bytes: [UInt8] = []) {
        for byte in bytes { insert(byte) }
    }

    /// Adds an ASCII byte (bytes from 128 up are never members).
    mutating func insert(_ byte: UInt8) {
        precondition(byte < 128, "ByteSet holds ASCII bytes only")
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return high & (1 << UInt64(byte &- 64)) != 0 }
        return false
    }
}
