/// A set of bytes as a 256-bit map: membership in one shift and mask, for the scanners' "is
/// this one of these characters" tests.
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// No bytes.
    init() {}

    /// The bytes of `characters` (ASCII).
    init(_ characters: StaticString) {
        let pointer = characters.utf8Start
        for index in 0..<characters.utf8CodeUnitCount { insert(pointer[index]) }
    }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word & (UInt64(1) << UInt64(byte & 63)) != 0
    }
}
