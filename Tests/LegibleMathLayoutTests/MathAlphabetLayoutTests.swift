import LegibleMathLayout
import Testing

/// Which font and glyph each math alphabet takes, as LuaLaTeX with unicode-math sets them with
/// Latin Modern Math and the Latin Modern text fonts.
@Suite("Math alphabets", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct MathAlphabetLayoutTests {
    let typesetter = LatinModernMath.typesetter!

    /// The glyphs of `tex` as (face, glyph) pairs.
    func glyphs(_ tex: String) -> [[String]] {
        typesetter.layout(tex: tex, display: false).glyphs.map { ["\($0.face)", "\($0.glyph)"] }
    }

    @Test("\\boldsymbol{a} is the normal italic a: Latin Modern Math has no bold version for it to switch to")
    func boldsymbolWithoutBoldVersion() {
        #expect(glyphs(#"\boldsymbol{a}\boldsymbol{\alpha}"#) == glyphs(#"a\alpha"#))
    }

    @Test("\\boldsymbol{f}_m is a box: f's italic correction stays inside, the subscript drops from the box's depth")
    func boldsymbolIsABox() {
        let boxed = typesetter.layout(tex: #"\boldsymbol{f}_m"#, display: false)
        let plain = typesetter.layout(tex: "f_m", display: false)
        #expect(boxed.glyphs[0] == plain.glyphs[0])
        #expect(boxed.glyphs[1].y < plain.glyphs[1].y)
    }

    @Test("\\mathsf, \\mathtt and \\mathit letters and digits come from the text fonts, at their optical sizes in scripts")
    func textFontAlphabets() {
        let list = typesetter.layout(tex: #"\mathsf{M}\mathtt{1}\mathit{a}_{\mathsf{M}}"#, display: false)
        #expect(list.glyphs.map(\.face) == [.sansSerifText(scriptLevel: 0), .monospaceText(scriptLevel: 0),
                                           .italicText(scriptLevel: 0), .sansSerifText(scriptLevel: 1)])
        #expect(list.glyphs.map(\.scalar) == ["M", "1", "a", "M"])
    }

    @Test("\\textit, \\textsf and \\texttt set their text in the italic, sans-serif and monospace fonts")
    func textCommands() {
        let faces = [#"\textit{a}"#, #"\textsf{a}"#, #"\texttt{a}"#].map { typesetter.layout(tex: $0, display: false).glyphs.map(\.face) }
        #expect(faces == [[.italicText(scriptLevel: 0)], [.sansSerifText(scriptLevel: 0)], [.monospaceText(scriptLevel: 0)]])
    }
}
