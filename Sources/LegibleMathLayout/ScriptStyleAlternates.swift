/// The `ssty` ("script style") feature of `GSUB`: the forms of glyphs drawn at script and
/// scriptscript size, which math fonts give thicker strokes and wider spacing.
enum ScriptStyleAlternates {
    /// Glyph to its alternates (index 0 for script size, 1 for scriptscript), from every lookup of
    /// every `ssty` feature: alternate substitutions (type 3) give the list, single substitutions
    /// (type 1) a one-entry list; extension lookups (type 7) are followed. The first lookup that
    /// names a glyph wins, as in a shaper.
    static func read(_ gsub: ByteReader, glyphCount: Int) throws -> [UInt16: [UInt16]] {
        let features = try gsub.at(Int(try gsub.uint16(6))), lookups = try gsub.at(Int(try gsub.uint16(8)))
        let lookupCount = Int(try lookups.uint16(0))
        var lookupIndices = [Int]()
        for record in 0..<Int(try features.uint16(0)) where try features.tag(2 + record * 6) == "ssty" {
            let feature = try features.at(Int(try features.uint16(6 + record * 6)))
            for index in 0..<Int(try feature.uint16(2)) {
                let lookup = Int(try feature.uint16(4 + index * 2))
                guard lookup < lookupCount else { throw FontError.malformed(table: "GSUB", reason: "ssty names lookup \(lookup) of \(lookupCount)") }
                if !lookupIndices.contains(lookup) { lookupIndices.append(lookup) }
            }
        }
        var alternates = [UInt16: [UInt16]]()
        for index in lookupIndices {
            let lookup = try lookups.at(Int(try lookups.uint16(2 + index * 2)))
            let type = try lookup.uint16(0)
            for subtableIndex in 0..<Int(try lookup.uint16(4)) {
                var subtable = try lookup.at(Int(try lookup.uint16(6 + subtableIndex * 2)))
                var subtableType = type
                if type == 7 {
                    subtableType = try subtable.uint16(2)
                    subtable = try subtable.at(Int(try subtable.uint32(4)))
                }
                for (glyph, list) in try substitutions(subtable, type: subtableType, glyphCount: glyphCount) where alternates[glyph] == nil {
                    alternates[glyph] = list
                }
            }
        }
        return alternates
    }

    private static func substitutions(_ subtable: ByteReader, type: UInt16, glyphCount: Int) throws -> [(UInt16, [UInt16])] {
        let format = try subtable.uint16(0)
        let covered = try Coverage.glyphs(try subtable.at(Int(try subtable.uint16(2))), glyphCount: glyphCount)
        func checked(_ glyph: UInt16) throws -> UInt16 {
            guard Int(glyph) < glyphCount else { throw FontError.malformed(table: "GSUB", reason: "ssty substitutes glyph \(glyph), past the last glyph") }
            return glyph
        }
        switch (type, format) {
        case (1, 1):
            let delta = Int(try subtable.int16(4))
            return try covered.map { ($0, [try checked(UInt16(truncatingIfNeeded: Int($0) + delta))]) }
        case (1, 2), (3, 1):
            guard Int(try subtable.uint16(4)) == covered.count else {
                throw FontError.malformed(table: "GSUB", reason: "ssty substitution count differs from its coverage")
            }
            return try covered.enumerated().map { index, glyph in
                if type == 1 { return (glyph, [try checked(try subtable.uint16(6 + index * 2))]) }
                let set = try subtable.at(Int(try subtable.uint16(6 + index * 2)))
                return (glyph, try (0..<Int(try set.uint16(0))).map { try checked(try set.uint16(2 + $0 * 2)) })
            }
        default:
            throw FontError.unsupported(table: "GSUB", reason: "ssty lookup type \(type) format \(format)")
        }
    }
}
