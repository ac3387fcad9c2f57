import LegibleMathLayout
import Testing

/// Where the italic correction of a character goes (The TeXbook, appendix G, rule 17, as LuaTeX
/// applies it to OpenType math fonts), in Latin Modern Math at 10 pt (a font unit is 0.01 pt).
@Suite("Italic correction", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct ItalicCorrectionTests {
    let typesetter = LatinModernMath.typesetter!
    var font: OpenTypeFont { typesetter.font }

    /// The advance and the italic correction of `scalar`'s glyph, in points.
    func metrics(_ scalar: Unicode.Scalar) throws -> (advance: Double, italicCorrection: Double) {
        let glyph = try #require(font.glyph(for: scalar))
        return (Double(font.advanceWidths[Int(glyph)]) / 100, Double(font.math!.italicCorrections[glyph] ?? 0) / 100)
    }

    @Test("fx: the ordinary f is followed by its italic correction before the x")
    func afterOrdinary() throws {
        let f = try metrics("\u{1D453}")
        #expect(f.italicCorrection > 0)
        let list = typesetter.layout(tex: "fx", display: false)
        #expect(abs(list.glyphs[1].x - (f.advance + f.italicCorrection)) < 1e-9)
    }

    @Test("[x: the opening bracket has an italic correction in the font, but only ordinary atoms get theirs")
    func notAfterOpening() throws {
        let bracket = try metrics("[")
        #expect(bracket.italicCorrection > 0)
        let list = typesetter.layout(tex: "[x", display: false)
        #expect(abs(list.glyphs[1].x - bracket.advance) < 1e-9)
    }

    @Test("\\mathit{a}: a slanted text font's letter ends with the correction luaotfload gives it (0.34 pt); \\mathit{ab} has none between its letters")
    func textFontLetters() {
        #expect(abs(typesetter.layout(tex: #"\mathit{a}"#, display: false).width - 5.45) < 1e-9)
        let word = typesetter.layout(tex: #"\mathit{ab}"#, display: false)
        #expect(abs(word.glyphs[1].x - 5.11) < 1e-9 && abs(word.width - 9.9) < 1e-9)
    }

    @Test(#"A displayed \int with only a narrow subscript ends where the subscript does, not at the integral's advance (LuaTeX: 9.1129 pt for \int_{\mathbb{R}})"#)
    func operatorWithNarrowSubscript() {
        let list = typesetter.layout(tex: #"\int_{\mathbb{R}}"#, display: true)
        // The subscript starts at the integral's advance (9.99 pt) less its italic correction
        // (5.91 pt), is 4.473 pt wide, and is followed by the space after a script (0.56 pt).
        #expect(abs(list.width - 9.1129) < 0.005)
        #expect(abs(typesetter.layout(tex: #"\int_{\mathbb{R}}^2 x"#, display: true).width - 21.9194) < 0.005)
    }
}
