import LegibleMathLayout
import Testing

/// Where a font command takes its letters from, as LaTeX with unicode-math sets them: `\mathbf`
/// and kin in the text font's faces, `\symbf` and kin in the math font's alphabets. Each
/// expectation is LuaTeX's (`../shared/tools/tex_layout_oracle.py`, Latin Modern Math at 10 pt).
@Suite("Font commands: text faces and math alphabets", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct FontSourceTests {
    let typesetter = LatinModernMath.typesetter!

    @Test("\\mathbf{x} is Latin Modern Roman's bold x; \\symbf{x} the math font's bold 𝐱, as is \\mathbfup{x}")
    func boldFaceAndBoldAlphabet() {
        let list = typesetter.layout(tex: #"\mathbf{x}\symbf{x}\mathbfup{x}"#, display: false)
        #expect(list.glyphs.map(\.face) == [.boldText(scriptLevel: 0), .math, .math])
        #expect(list.glyphs.map(\.scalar) == ["x", "\u{1D431}", "\u{1D431}"])
        #expect(abs(list.width - 18.27) < 0.005)
    }

    @Test("\\symup, \\symit, \\symsf and \\symtt take the math font's alphabets; \\mathup is \\mathrm, the text font's roman")
    func symbolAlphabets() {
        let list = typesetter.layout(tex: #"\symup{x}\symit{x}\symsf{A}\symtt{B}\mathup{x}"#, display: false)
        #expect(list.glyphs.map(\.scalar) == ["x", "\u{1D465}", "\u{1D5A0}", "\u{1D671}", "x"])
        #expect(list.glyphs.map(\.face) == [.math, .math, .math, .math, .text(scriptLevel: 0)])
    }

    @Test("\\symbf{\\alpha} is bold italic, as unicode-math's bold style makes lowercase Greek; \\mathbfit{x} the bold italic 𝒙")
    func boldGreekAndBoldItalic() {
        let list = typesetter.layout(tex: #"\symbf{\alpha}\symbf{\Sigma}\mathbfit{x}"#, display: false)
        #expect(list.glyphs.map(\.scalar) == ["\u{1D736}", "\u{1D6BA}", "\u{1D499}"])
    }

    @Test("inside \\boldsymbol a formula starts afresh: \\boldsymbol{\\mathrm{A}} is the math font's upright A (there is no bold version)")
    func boldsymbolStartsAfresh() {
        let list = typesetter.layout(tex: #"\boldsymbol{\mathrm{A}}"#, display: false)
        #expect(list.glyphs.map(\.face) == [.math])
        #expect(list.glyphs.map(\.scalar) == ["A"])
        #expect(abs(list.width - 7.5) < 0.005)
    }
}
