import LegibleMathLayout
import Testing

/// A character's box as LuaTeX's font loader measures it: the box of all its outline's points.
@Suite("Math layout: character boxes", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct CharacterBoxTests {
    let typesetter = LatinModernMath.typesetter!

    @Test("> is as tall as its outline's highest control point, which rises past its rounded ink")
    func controlBox() throws {
        let font = typesetter.font
        let glyph = Int(try #require(font.glyph(for: ">")))
        let control = try #require(font.controlBounds[glyph]), ink = try #require(font.glyphBounds[glyph])
        #expect(control.maxY > ink.maxY)
        let list = typesetter.layout(tex: ">", display: false)
        #expect(abs(list.height - control.maxY / 100) < 1e-9 && abs(list.depth + control.minY / 100) < 1e-9)
    }
}
