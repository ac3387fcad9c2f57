import LegibleMathLayout
import Testing

/// Where LuaTeX puts an accent (its `do_make_math_accent`): fixed or stretchy as unicode-math
/// defines the command, over the base's attachment point, or at the edge of a text-font base.
@Suite("Math layout: accents", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct AccentPlacementTests {
    let typesetter = LatinModernMath.typesetter!
    var font: OpenTypeFont { typesetter.font }

    @Test("\\hat keeps its size over a wide base; \\widehat takes a wider form")
    func fixedAndStretchy() throws {
        let hat = try #require(font.glyph(for: "\u{0302}"))
        #expect(typesetter.layout(tex: #"\hat{xyz}"#, display: false).glyphs.last?.glyph == hat)
        #expect(typesetter.layout(tex: #"\widehat{xyz}"#, display: false).glyphs.last?.glyph != hat)
    }

    @Test("Over a letter of the text font (\\mathbf{y}) a zero-width accent sits at the base's right edge")
    func textFontBase() {
        let list = typesetter.layout(tex: #"\hat{\mathbf{y}}"#, display: false)
        #expect(abs(list.glyphs[1].x - list.width) < 1e-9)
    }

    @Test("Over a row of math letters the accent's attachment point is over the row's middle")
    func rowBase() throws {
        let list = typesetter.layout(tex: #"\hat{xy}"#, display: false)
        let hat = try #require(font.glyph(for: "\u{0302}"))
        let attachment = Double(try #require(font.math!.topAccentAttachments[hat])) / 100
        #expect(abs(list.glyphs[2].x - (list.width / 2 - attachment)) < 1e-9)
    }
}
