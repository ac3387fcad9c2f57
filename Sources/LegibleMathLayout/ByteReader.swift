/// Big-endian reads from one table of a font file, each checked against the table's bounds.
///
/// Offsets are relative to the start of `bytes`' slice of interest (`base`), so a sub-table is read
/// by making a reader at its offset; a read past `end` throws ``FontError/truncated(table:offset:)``.
struct ByteReader {
    let bytes: [UInt8]
    /// Where this (sub)table starts in `bytes`.
    let base: Int
    /// Where the enclosing table ends in `bytes`: no read of this reader goes beyond it.
    let end: Int
    /// The table's tag, for error messages.
    let table: String

    init(bytes: [UInt8], base: Int, end: Int, table: String) {
        self.bytes = bytes
        self.base = base
        self.end = min(end, bytes.count)
        self.table = table
    }

    /// A reader for the sub-table at `offset` from this one's start, bounded by the same table end.
    func at(_ offset: Int) throws -> ByteReader {
        guard offset >= 0, base + offset <= end else { throw FontError.truncated(table: table, offset: base + offset) }
        return ByteReader(bytes: bytes, base: base + offset, end: end, table: table)
    }

    /// Throws unless `count` bytes at `offset` lie inside the table.
    func require(_ offset: Int, _ count: Int) throws {
        guard offset >= 0, count >= 0, base + offset + count <= end else {
            throw FontError.truncated(table: table, offset: base + offset + count)
        }
    }

    func uint8(_ offset: Int) throws -> UInt8 {
        try require(offset, 1)
        return bytes[base + offset]
    }

    func uint16(_ offset: Int) throws -> UInt16 {
        try require(offset, 2)
        return UInt16(bytes[base + offset]) << 8 | UInt16(bytes[base + offset + 1])
    }

    func int16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try uint16(offset)) }

    func uint32(_ offset: Int) throws -> UInt32 {
        try require(offset, 4)
        let i = base + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// An unsigned integer of `size` bytes (1 to 4), as CFF's INDEX offsets are stored.
    func unsigned(_ offset: Int, size: Int) throws -> Int {
        try require(offset, size)
        var value = 0
        for i in 0..<size { value = value << 8 | Int(bytes[base + offset + i]) }
        return value
    }

    /// A four-letter table or feature tag.
    func tag(_ offset: Int) throws -> String {
        try require(offset, 4)
        return String(decoding: bytes[(base + offset)..<(base + offset + 4)], as: UTF8.self)
    }
}
