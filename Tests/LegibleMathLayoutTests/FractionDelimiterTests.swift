import LegibleMathLayout
import Testing

/// The delimiters of `\binom` and its kin: LuaTeX looks for them in the text-size font.
@Suite("Math layout: fraction delimiters", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct FractionDelimiterTests {
    let typesetter = LatinModernMath.typesetter!

    @Test("\\binom in a superscript has the 10 pt parenthesis, not a 7 pt one")
    func binomialInScript() throws {
        let parenthesis = try #require(typesetter.font.glyph(for: "("))
        let list = typesetter.layout(tex: #"q^{\binom{i}{2}}"#, display: false)
        let open = try #require(list.glyphs.first { $0.scalar == "(" })
        #expect(open.glyph == parenthesis && open.size == 10)
    }

    @Test("TeX's own \\choose in a superscript takes its parentheses at the superscript's size")
    func chooseInScript() throws {
        let list = typesetter.layout(tex: #"x^{n\choose 2}"#, display: false)
        let open = try #require(list.glyphs.first { $0.scalar == "(" })
        #expect(open.size == 7)
    }

    @Test("\\brack and \\brace fence their stack with brackets and braces")
    func bracketsAndBraces() {
        #expect(typesetter.layout(tex: #"{n\brack k}"#, display: false).glyphs.map(\.scalar).filter { "[]".unicodeScalars.contains($0) }.count == 2)
        #expect(typesetter.layout(tex: #"{n\brace k}"#, display: false).glyphs.map(\.scalar).filter { "{}".unicodeScalars.contains($0) }.count == 2)
    }
}
