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

    @Test("x^{\\overline{n}}: the line overhangs its script by the space after scripts, as LuaTeX's running rule does")
    func lineScriptOverhang() throws {
        let list = typesetter.layout(tex: #"x^{\overline{n}}"#, display: false)
        let n = list.glyphs[1]
        let spaceAfterScript = Double(font.math!.constants[.spaceAfterScript]) / 100
        let width = Double(font.advanceWidths[Int(n.glyph)]) * n.size / 1000
        #expect(abs(try #require(list.rules.first).width - width - spaceAfterScript) < 1e-9)
    }

    @Test("No italic correction is put before an accented letter: b\\bar\\omega is b, then \\bar\\omega")
    func noItalicCorrectionBeforeAccent() {
        let widths = [#"b\bar\omega"#, "b", #"\bar\omega"#].map { typesetter.layout(tex: $0, display: false).width }
        #expect(abs(widths[0] - widths[1] - widths[2]) < 1e-9)
    }

    @Test("An accented math letter keeps its italic correction before whatever follows: \\bar{z}\\bar{w}")
    func italicCorrectionAfterAccent() throws {
        let z = try #require(font.glyph(for: "\u{1D467}"))
        let italic = Double(try #require(font.math!.italicCorrections[z])) / 100
        let widths = [#"\bar{z}\bar{w}"#, #"\bar{z}"#, #"\bar{w}"#].map { typesetter.layout(tex: $0, display: false).width }
        #expect(abs(widths[0] - widths[1] - widths[2] - italic) < 1e-9)
    }
}
