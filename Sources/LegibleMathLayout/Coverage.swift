/// OpenType coverage tables (shared by `MATH` and `GSUB`): the glyphs a sub-table applies to, in
/// coverage-index order.
enum Coverage {
    /// The covered glyphs; the i-th is the one with coverage index i.
    static func glyphs(_ table: ByteReader, glyphCount: Int) throws -> [UInt16] {
        var glyphs = [UInt16]()
        switch try table.uint16(0) {
        case 1:
            let count = Int(try table.uint16(2))
            try table.require(4, count * 2)
            glyphs = try (0..<count).map { try table.uint16(4 + $0 * 2) }
        case 2:
            let count = Int(try table.uint16(2))
            try table.require(4, count * 6)
            for range in 0..<count {
                let first = try table.uint16(4 + range * 6), last = try table.uint16(6 + range * 6)
                guard first <= last, Int(try table.uint16(8 + range * 6)) == glyphs.count else {
                    throw FontError.malformed(table: table.table, reason: "coverage range \(range) is inverted or out of index order")
                }
                glyphs.append(contentsOf: first...last)
            }
        case let format:
            throw FontError.malformed(table: table.table, reason: "coverage format \(format)")
        }
        if let bad = glyphs.first(where: { Int($0) >= glyphCount }) {
            throw FontError.malformed(table: table.table, reason: "coverage names glyph \(bad) past the last glyph")
        }
        return glyphs
    }
}
