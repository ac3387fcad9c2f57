/// A feature of `GSUB` or `GPOS` as a shaper applies it to text: the lookups the default
/// language system of the default script (`DFLT`, else `latn`) lists for it, and their
/// sub-tables, extension lookups followed.
enum LayoutFeature {
    /// The sub-tables of the lookups of feature `tag` in `table` (`GSUB` or `GPOS`), in lookup
    /// order, each with its lookup type; `extensionType` is the table's extension lookup (7 in
    /// `GSUB`, 9 in `GPOS`). None when the default script's default language has no such feature.
    static func subtables(of tag: String, in table: ByteReader, extensionType: UInt16) throws -> [(type: UInt16, subtable: ByteReader)] {
        let scripts = try table.at(Int(try table.uint16(4)))
        let features = try table.at(Int(try table.uint16(6)))
        let lookups = try table.at(Int(try table.uint16(8)))
        var languageSystem: ByteReader?
        for wanted in ["DFLT", "latn"] where languageSystem == nil {
            for record in 0..<Int(try scripts.uint16(0)) where try scripts.tag(2 + record * 6) == wanted {
                let script = try scripts.at(Int(try scripts.uint16(6 + record * 6)))
                let offset = Int(try script.uint16(0))
                if offset != 0 { languageSystem = try script.at(offset) }
            }
        }
        guard let languageSystem else { return [] }
        let featureCount = Int(try features.uint16(0)), lookupCount = Int(try lookups.uint16(0))
        var lookupIndices: [Int] = []
        for index in 0..<Int(try languageSystem.uint16(4)) {
            let feature = Int(try languageSystem.uint16(6 + index * 2))
            guard feature < featureCount else { throw FontError.malformed(table: table.table, reason: "language system names feature \(feature) of \(featureCount)") }
            guard try features.tag(2 + feature * 6) == tag else { continue }
            let list = try features.at(Int(try features.uint16(6 + feature * 6)))
            for entry in 0..<Int(try list.uint16(2)) {
                let lookup = Int(try list.uint16(4 + entry * 2))
                guard lookup < lookupCount else { throw FontError.malformed(table: table.table, reason: "\(tag) names lookup \(lookup) of \(lookupCount)") }
                if !lookupIndices.contains(lookup) { lookupIndices.append(lookup) }
            }
        }
        var result: [(type: UInt16, subtable: ByteReader)] = []
        for index in lookupIndices.sorted() {
            let lookup = try lookups.at(Int(try lookups.uint16(2 + index * 2)))
            let type = try lookup.uint16(0)
            for subtableIndex in 0..<Int(try lookup.uint16(4)) {
                let subtable = try lookup.at(Int(try lookup.uint16(6 + subtableIndex * 2)))
                if type == extensionType {
                    result.append((try subtable.uint16(2), try subtable.at(Int(try subtable.uint32(4)))))
                } else {
                    result.append((type, subtable))
                }
            }
        }
        return result
    }

    /// An OpenType class definition: glyph to class (glyphs it does not name are class 0).
    static func classes(_ table: ByteReader) throws -> [UInt16: UInt16] {
        var classes: [UInt16: UInt16] = [:]
        switch try table.uint16(0) {
        case 1:
            let start = Int(try table.uint16(2)), count = Int(try table.uint16(4))
            try table.require(6, count * 2)
            for index in 0..<count where start + index <= Int(UInt16.max) {
                classes[UInt16(start + index)] = try table.uint16(6 + index * 2)
            }
        case 2:
            let count = Int(try table.uint16(2))
            try table.require(4, count * 6)
            for range in 0..<count {
                let first = try table.uint16(4 + range * 6), last = try table.uint16(6 + range * 6), value = try table.uint16(8 + range * 6)
                guard first <= last else { throw FontError.malformed(table: table.table, reason: "class range \(range) is inverted") }
                for glyph in first...last { classes[glyph] = value }
            }
        case let format:
            throw FontError.malformed(table: table.table, reason: "class definition format \(format)")
        }
        return classes
    }
}
