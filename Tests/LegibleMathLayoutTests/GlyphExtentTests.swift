import LegibleMathLayout
import Testing

/// The height and depth of a character's box: the box of its outline's points, control points
/// included, as LuaTeX's font loader measures glyphs, not its ink.
@Suite("Glyph extents", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct GlyphExtentTests {
    let typesetter = LatinModernMath.typesetter!

    @Test("< is 5.56 pt high and 0.56 pt deep in Latin Modern Math (its curves' ink reaches 5.47 and 0.47)")
    func lessThan() throws {
        let list = typesetter.layout(tex: "<", display: false)
        #expect(abs(list.height - 5.56) < 1e-9 && abs(list.depth - 0.56) < 1e-9)
        let ink = try #require(typesetter.font.glyphBounds[Int(list.glyphs[0].glyph)])
        #expect(ink.maxY / 100 < list.height - 0.05)
    }
}
