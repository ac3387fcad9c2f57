/// The `liga` feature of `GSUB`: the glyphs a text font sets for letters that meet (f and i as
/// ﬁ in Latin Modern Roman), as LuaTeX sets text. Ligature substitutions (lookup type 4).
struct Ligatures: Sendable {
    /// For a first glyph, its ligatures in the font's order: the glyphs that must follow, and
    /// the glyph that replaces them all.
    private var byFirstGlyph: [UInt16: [(following: [UInt16], ligature: UInt16)]] = [:]

    /// No ligatures.
    init() {}

    /// Reads the `liga` lookups of `gsub`.
    init(_ gsub: ByteReader, glyphCount: Int) throws {
        for (type, subtable) in try LayoutFeature.subtables(of: "liga", in: gsub, extensionType: 7) where type == 4 {
            guard try subtable.uint16(0) == 1 else { throw FontError.malformed(table: "GSUB", reason: "ligature substitution format") }
            let covered = try Coverage.glyphs(try subtable.at(Int(try subtable.uint16(2))), glyphCount: glyphCount)
            guard Int(try subtable.uint16(4)) == covered.count else {
                throw FontError.malformed(table: "GSUB", reason: "ligature set count differs from its coverage")
            }
            for (index, first) in covered.enumerated() {
                let set = try subtable.at(Int(try subtable.uint16(6 + index * 2)))
                for entry in 0..<Int(try set.uint16(0)) {
                    let ligature = try set.at(Int(try set.uint16(2 + entry * 2)))
                    let glyph = try ligature.uint16(0), count = Int(try ligature.uint16(2))
                    guard Int(glyph) < glyphCount, count >= 1 else { throw FontError.malformed(table: "GSUB", reason: "ligature glyph \(glyph)") }
                    let following = try (1..<count).map { try ligature.uint16(2 + $0 * 2) }
                    byFirstGlyph[first, default: []].append((following, glyph))
                }
            }
        }
    }

    /// `glyphs` with every ligature made, left to right, taking at each glyph the first of its
    /// ligatures the font lists that matches (as a shaper does); each with the index of the
    /// first glyph it stands for.
    func apply(to glyphs: [UInt16]) -> [(glyph: UInt16, source: Int)] {
        var result: [(glyph: UInt16, source: Int)] = []
        var index = 0
        while index < glyphs.count {
            let match = byFirstGlyph[glyphs[index]]?.first { candidate in
                index + candidate.following.count < glyphs.count
                    && zip(candidate.following, glyphs[(index + 1)...]).allSatisfy { $0 == $1 }
            }
            result.append((match?.ligature ?? glyphs[index], index))
            index += 1 + (match?.following.count ?? 0)
        }
        return result
    }
}
