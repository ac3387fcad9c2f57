/// The `CFF ` table (Compact Font Format 1, Adobe TN 5176): where each glyph's Type 2 charstring
/// and the subroutines it may call lie. Name-keyed and CID-keyed fonts (FDArray/FDSelect) both.
struct CompactFontOutlines {
    private let table: ByteReader
    private let charStrings: [Range<Int>]
    private let globalSubroutines: [Range<Int>]
    /// Local subroutines of each font dict (one for a name-keyed font).
    private let localSubroutines: [[Range<Int>]]
    /// The font dict of each glyph; empty for a name-keyed font (dict 0 for all).
    private let fontDictOfGlyph: [Int]

    init(_ table: ByteReader, glyphCount: Int) throws {
        guard try table.uint8(0) == 1 else { throw FontError.unsupported(table: "CFF ", reason: "major version \(try table.uint8(0))") }
        let names = try Self.index(table, at: Int(try table.uint8(2)))
        let topDicts = try Self.index(table, at: names.end)
        let strings = try Self.index(table, at: topDicts.end)
        globalSubroutines = try Self.index(table, at: strings.end).items
        guard topDicts.items.count == 1 else { throw FontError.unsupported(table: "CFF ", reason: "\(topDicts.items.count) fonts in one CFF table") }
        let top = try Self.dict(table, topDicts.items[0])
        if let type = top[1206]?.first, type != 2 { throw FontError.unsupported(table: "CFF ", reason: "charstring type \(type)") }
        guard let charStringsOffset = top[17]?.first else { throw FontError.malformed(table: "CFF ", reason: "no CharStrings offset") }
        charStrings = try Self.index(table, at: Self.offset(charStringsOffset)).items
        guard charStrings.count == glyphCount else {
            throw FontError.malformed(table: "CFF ", reason: "\(charStrings.count) charstrings for \(glyphCount) glyphs")
        }
        if let fontDictArray = top[1236]?.first {
            let dicts = try Self.index(table, at: Self.offset(fontDictArray)).items
            localSubroutines = try dicts.map { try Self.localSubroutines(table, fontDict: try Self.dict(table, $0)) }
            guard let select = top[1237]?.first else { throw FontError.malformed(table: "CFF ", reason: "FDArray without FDSelect") }
            fontDictOfGlyph = try Self.fontDictSelection(try table.at(Self.offset(select)), glyphCount: glyphCount, dictCount: dicts.count)
        } else {
            localSubroutines = [try Self.localSubroutines(table, fontDict: top)]
            fontDictOfGlyph = []
        }
        self.table = table
    }

    /// The ink bounds of every glyph, from interpreting its charstring.
    func allBounds() throws -> [OutlineBounds] {
        try charStrings.indices.map { glyph in try draw(glyph, with: OutlineBounds()) }
    }

    /// Interprets the charstring of `glyph` with `pen`, and returns the pen.
    func draw<Pen: OutlinePen>(_ glyph: Int, with pen: Pen) throws -> Pen {
        var interpreter = CharstringInterpreter(table: table, globalSubroutines: globalSubroutines,
                                                localSubroutines: localSubroutines[fontDictOfGlyph.isEmpty ? 0 : fontDictOfGlyph[glyph]], pen: pen)
        do {
            try interpreter.run(charStrings[glyph])
            return interpreter.pen
        } catch FontError.malformed(let name, let reason) {
            throw FontError.malformed(table: name, reason: "glyph \(glyph): \(reason)")
        } catch FontError.limitExceeded(let name, let reason) {
            throw FontError.limitExceeded(table: name, reason: "glyph \(glyph): \(reason)")
        }
    }

    /// A Private DICT's Subrs INDEX (offset from the Private DICT's start), or none.
    private static func localSubroutines(_ table: ByteReader, fontDict: [Int: [Double]]) throws -> [Range<Int>] {
        guard let privateDict = fontDict[18], privateDict.count == 2 else { return [] }
        let size = try offset(privateDict[0]), start = try offset(privateDict[1])
        try table.require(start, size)
        guard let subroutines = try dict(table, (table.base + start)..<(table.base + start + size))[19]?.first else { return [] }
        return try index(table, at: start + offset(subroutines)).items
    }

    /// FDSelect formats 0 (a byte per glyph) and 3 (ranges).
    private static func fontDictSelection(_ select: ByteReader, glyphCount: Int, dictCount: Int) throws -> [Int] {
        var dicts = [Int]()
        switch try select.uint8(0) {
        case 0:
            dicts = try (0..<glyphCount).map { Int(try select.uint8(1 + $0)) }
        case 3:
            let ranges = Int(try select.uint16(1))
            for range in 0..<ranges {
                let first = Int(try select.uint16(3 + range * 3)), dict = Int(try select.uint8(5 + range * 3))
                let next = Int(try select.uint16(6 + range * 3))
                guard first == dicts.count, first < next, next <= glyphCount else {
                    throw FontError.malformed(table: "CFF ", reason: "FDSelect range \(range) out of order")
                }
                dicts.append(contentsOf: repeatElement(dict, count: next - first))
            }
            guard dicts.count == glyphCount else { throw FontError.malformed(table: "CFF ", reason: "FDSelect does not cover every glyph") }
        case let format:
            throw FontError.unsupported(table: "CFF ", reason: "FDSelect format \(format)")
        }
        guard dicts.allSatisfy({ $0 < dictCount }) else { throw FontError.malformed(table: "CFF ", reason: "FDSelect names a missing font dict") }
        return dicts
    }

    /// A DICT operand used as an offset or size: a non-negative integer.
    private static func offset(_ value: Double) throws -> Int {
        guard value >= 0, value < Double(Int32.max), value == value.rounded() else {
            throw FontError.malformed(table: "CFF ", reason: "offset \(value)")
        }
        return Int(value)
    }

    /// An INDEX at `offset`: its items as absolute byte ranges, and where it ends.
    static func index(_ table: ByteReader, at offset: Int) throws -> (items: [Range<Int>], end: Int) {
        let count = Int(try table.uint16(offset))
        guard count > 0 else { return ([], offset + 2) }
        let size = Int(try table.uint8(offset + 2))
        guard (1...4).contains(size) else { throw FontError.malformed(table: "CFF ", reason: "INDEX offset size \(size)") }
        try table.require(offset + 3, (count + 1) * size)
        // Item offsets count from 1, at the byte before the data.
        let dataStart = offset + 3 + (count + 1) * size - 1
        var items = [Range<Int>]()
        items.reserveCapacity(count)
        var previous = try table.unsigned(offset + 3, size: size)
        guard previous == 1 else { throw FontError.malformed(table: "CFF ", reason: "INDEX at \(offset) does not start at 1") }
        for item in 1...count {
            let next = try table.unsigned(offset + 3 + item * size, size: size)
            guard next >= previous else { throw FontError.malformed(table: "CFF ", reason: "INDEX at \(offset) has decreasing offsets") }
            items.append((table.base + dataStart + previous)..<(table.base + dataStart + next))
            previous = next
        }
        try table.require(dataStart + previous, 0)
        return (items, dataStart + previous)
    }

    /// A DICT: operator (12 x as 1200 + x) to its operands.
    static func dict(_ table: ByteReader, _ range: Range<Int>) throws -> [Int: [Double]] {
        let bytes = table.bytes
        var entries = [Int: [Double]](), operands = [Double]()
        var i = range.lowerBound
        func byte(_ at: Int) throws -> Int {
            guard at < range.upperBound else { throw FontError.truncated(table: "CFF ", offset: at - table.base) }
            return Int(bytes[at])
        }
        while i < range.upperBound {
            let b0 = try byte(i)
            switch b0 {
            case 0...21:
                var key = b0
                if b0 == 12 { key = 1200 + (try byte(i + 1)); i += 1 }
                entries[key] = operands
                operands = []
                i += 1
            case 28:
                operands.append(Double(Int16(bitPattern: UInt16(try byte(i + 1) << 8 | (try byte(i + 2))))))
                i += 3
            case 29:
                let value = try (1...4).reduce(UInt32(0)) { $0 << 8 | UInt32(try byte(i + $1)) }
                operands.append(Double(Int32(bitPattern: value)))
                i += 5
            case 30:
                let (value, length) = try realNumber(at: i + 1, byte: byte)
                operands.append(value)
                i += 1 + length
            case 32...246: operands.append(Double(b0 - 139)); i += 1
            case 247...250: operands.append(Double((b0 - 247) * 256 + (try byte(i + 1)) + 108)); i += 2
            case 251...254: operands.append(Double(-(b0 - 251) * 256 - (try byte(i + 1)) - 108)); i += 2
            default: throw FontError.malformed(table: "CFF ", reason: "DICT byte \(b0)")
            }
            guard operands.count <= FontLimits.charstringStack else { throw FontError.malformed(table: "CFF ", reason: "DICT with too many operands") }
        }
        return entries
    }

    /// A DICT real number: decimal nibbles ending with 0xf.
    private static func realNumber(at start: Int, byte: (Int) throws -> Int) throws -> (Double, Int) {
        var text = "", i = start
        while true {
            let b = try byte(i)
            i += 1
            for nibble in [b >> 4, b & 0xF] {
                switch nibble {
                case 0...9: text += String(nibble)
                case 0xA: text += "."
                case 0xB: text += "E"
                case 0xC: text += "E-"
                case 0xE: text += "-"
                case 0xF:
                    guard let value = Double(text) else { throw FontError.malformed(table: "CFF ", reason: "real number \"\(text)\"") }
                    return (value, i - start)
                default: throw FontError.malformed(table: "CFF ", reason: "real number nibble \(nibble)")
                }
            }
        }
    }
}
