/// The sfnt table directory: where each table of the file lies.
struct TableDirectory {
    private let bytes: [UInt8]
    private let ranges: [String: Range<Int>]

    init(bytes: [UInt8]) throws {
        let file = ByteReader(bytes: bytes, base: 0, end: bytes.count, table: "file header")
        guard bytes.count >= 12 else { throw FontError.notAFont("\(bytes.count) bytes is shorter than a font header") }
        switch try file.uint32(0) {
        case 0x0001_0000, 0x4F54_544F /* OTTO */, 0x7472_7565 /* true */: break
        case 0x7474_6366 /* ttcf */: throw FontError.notAFont("a font collection (.ttc); pass one font of it")
        case let version: throw FontError.notAFont("unknown sfnt version 0x\(String(version, radix: 16))")
        }
        let count = Int(try file.uint16(4))
        var ranges = [String: Range<Int>]()
        for index in 0..<count {
            let record = 12 + index * 16
            let tag = try file.tag(record)
            let offset = Int(try file.uint32(record + 8)), length = Int(try file.uint32(record + 12))
            guard offset + length <= bytes.count else {
                throw FontError.truncated(table: tag, offset: offset + length)
            }
            ranges[tag] = offset..<(offset + length)
        }
        self.bytes = bytes
        self.ranges = ranges
    }

    /// The tables given by tag, laid end to end as a file would hold them.
    init(tables: [String: [UInt8]]) {
        var bytes: [UInt8] = []
        var ranges = [String: Range<Int>]()
        for (tag, table) in tables.sorted(by: { $0.key < $1.key }) {
            ranges[tag] = bytes.count..<(bytes.count + table.count)
            bytes += table
        }
        self.bytes = bytes
        self.ranges = ranges
    }

    func optionalReader(_ tag: String) -> ByteReader? {
        ranges[tag].map { ByteReader(bytes: bytes, base: $0.lowerBound, end: $0.upperBound, table: tag) }
    }

    func reader(_ tag: String) throws -> ByteReader {
        guard let reader = optionalReader(tag) else { throw FontError.missingTable(tag) }
        return reader
    }
}
