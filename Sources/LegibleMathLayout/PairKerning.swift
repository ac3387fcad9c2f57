/// The `kern` feature of `GPOS`: how much closer (or further) a text font sets two glyphs that
/// meet, as LuaTeX sets text (`\text{Cov}`: o and v 0.28 pt closer in Latin Modern Roman). Pair
/// adjustments (lookup type 2) in both formats: glyph pairs, and classes of glyphs; only the
/// first glyph's advance is read, as horizontal text needs.
struct PairKerning: Sendable {
    /// Format 1 sub-tables: the adjustment of each pair, keyed by first glyph << 16 | second.
    private var pairs: [UInt32: Int] = [:]
    /// Format 2 sub-tables, in lookup order.
    private var classPairs: [ClassPairs] = []

    private struct ClassPairs: Sendable {
        let covered: Set<UInt16>
        let firstClasses: [UInt16: UInt16], secondClasses: [UInt16: UInt16]
        let secondClassCount: Int
        /// Adjustments by first class × second class.
        let adjustments: [Int]
    }

    /// No kerning.
    init() {}

    /// Reads the `kern` lookups of `gpos`.
    init(_ gpos: ByteReader, glyphCount: Int) throws {
        for (type, subtable) in try LayoutFeature.subtables(of: "kern", in: gpos, extensionType: 9) where type == 2 {
            let format = try subtable.uint16(0)
            let covered = try Coverage.glyphs(try subtable.at(Int(try subtable.uint16(2))), glyphCount: glyphCount)
            let firstFormat = try subtable.uint16(4), secondFormat = try subtable.uint16(6)
            // A value record holds one 16-bit field per bit set; the x advance is bit 2.
            let firstSize = firstFormat.nonzeroBitCount * 2, secondSize = secondFormat.nonzeroBitCount * 2
            let advanceOffset = (firstFormat & 0x3).nonzeroBitCount * 2
            let readsAdvance = firstFormat & 0x4 != 0
            switch format {
            case 1:
                guard Int(try subtable.uint16(8)) == covered.count else {
                    throw FontError.malformed(table: "GPOS", reason: "pair set count differs from its coverage")
                }
                for (index, first) in covered.enumerated() {
                    let set = try subtable.at(Int(try subtable.uint16(10 + index * 2)))
                    let recordSize = 2 + firstSize + secondSize
                    let count = Int(try set.uint16(0))
                    try set.require(2, count * recordSize)
                    for record in 0..<count where readsAdvance {
                        let second = try set.uint16(2 + record * recordSize)
                        let key = UInt32(first) << 16 | UInt32(second)
                        if pairs[key] == nil { pairs[key] = Int(try set.int16(4 + record * recordSize + advanceOffset)) }
                    }
                }
            case 2:
                let firstClasses = try LayoutFeature.classes(try subtable.at(Int(try subtable.uint16(8))))
                let secondClasses = try LayoutFeature.classes(try subtable.at(Int(try subtable.uint16(10))))
                let firstCount = Int(try subtable.uint16(12)), secondCount = Int(try subtable.uint16(14))
                let recordSize = firstSize + secondSize
                try subtable.require(16, firstCount * secondCount * recordSize)
                var adjustments = [Int](repeating: 0, count: firstCount * secondCount)
                if readsAdvance {
                    for index in adjustments.indices { adjustments[index] = Int(try subtable.int16(16 + index * recordSize + advanceOffset)) }
                }
                classPairs.append(ClassPairs(covered: Set(covered), firstClasses: firstClasses, secondClasses: secondClasses,
                                             secondClassCount: secondCount, adjustments: adjustments))
            default:
                throw FontError.malformed(table: "GPOS", reason: "pair adjustment format \(format)")
            }
        }
    }

    /// The change to the advance of `first` when `second` follows it, in font units: a pair
    /// listed glyph by glyph first, then by classes, the earlier sub-table first.
    func adjustment(_ first: UInt16, _ second: UInt16) -> Int {
        if let value = pairs[UInt32(first) << 16 | UInt32(second)] { return value }
        for table in classPairs where table.covered.contains(first) {
            let row = Int(table.firstClasses[first] ?? 0), column = Int(table.secondClasses[second] ?? 0)
            guard column < table.secondClassCount, row * table.secondClassCount + column < table.adjustments.count else { continue }
            return table.adjustments[row * table.secondClassCount + column]
        }
        return 0
    }
}
