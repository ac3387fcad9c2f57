import LegibleMathLayout
import Testing

/// Text in math: `\text{…}` is set as LuaTeX sets text, with the text font's ligatures and
/// kerning; a word of math (`\log`, `\operatorname{…}`) is letters of math, with neither.
@Suite("Text in math", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct TextInMathTests {
    let typesetter = LatinModernMath.typesetter!

    func layout(_ tex: String) -> MathDisplayList { typesetter.layout(tex: tex, display: false) }

    @Test("\\text{Cov}: Latin Modern Roman kerns o and v 0.28 pt closer")
    func kerning() {
        let text = layout(#"\text{Cov}"#), word = layout(#"\operatorname{Cov}"#)
        #expect(abs(text.glyphs[2].x - (word.glyphs[2].x - 0.28)) < 1e-9)
    }

    @Test("\\text{diff} sets ff as one ligature glyph; \\operatorname{diff} keeps four letters")
    func ligatures() throws {
        #expect(layout(#"\text{diff}"#).glyphs.count == 3)
        #expect(layout(#"\operatorname{diff}"#).glyphs.count == 4)
    }

    @Test("A space after the end of a sentence is wider by a third of the font's space: after . ? ! and :, not after a capital's period nor in a monospace font (LuaTeX's widths)")
    func spaceFactor() {
        for (tex, width) in [(#"\text{Input. }n"#, 37.4), (#"\textbf{Input. }n"#, 42.2967), (#"\text{a: b; c, d! e? f}"#, 63.88),
                             (#"\text{a.) b}"#, 21.67), (#"\text{A. B}"#, 20.69), (#"\texttt{a. b}"#, 21.0), (#"x_{\text{a. b}}"#, 20.5343)] {
            #expect(abs(layout(tex).width - width) < 0.05, "\(tex)")
        }
    }
}
