/// Where each line of the input ends: the one search the block phase makes over every byte.
///
/// ``ByteSearch`` finds a byte 16 or 32 at a time, in a few instructions a line, where a search
/// eight bytes at a time in a word took about three instructions a byte to look for either line
/// ending. It finds one byte value, so the next carriage return is found apart and kept: input
/// without one (most of it) is searched for it once, input with CRLF endings twice a line.
struct LineEnds {
    private let input: UnsafeBufferPointer<UInt8>
    /// The first `\r` at or after the last search's start, or the input's end; -1 before the
    /// first search.
    private var nextCarriageReturn = -1

    init(of input: UnsafeBufferPointer<UInt8>) {
        self.input = input
    }

    /// The index of the first line ending (`\n` or `\r`) at or after `start`, or the input's end.
    @inline(__always) mutating func end(from start: Int) -> Int {
        if nextCarriageReturn < start {
            nextCarriageReturn = ByteSearch.firstIndex(of: ASCII.carriageReturn, in: input, from: start, to: input.count)
        }
        return ByteSearch.firstIndex(of: ASCII.newline, in: input, from: start, to: nextCarriageReturn)
    }
}
