import LegibleMathLayout
import Testing

/// e-TeX's `\middle`: a delimiter between `\left` and `\right`, sized with them and spaced as a
/// fence. The expected numbers are LuaTeX's (`../shared/tools/tex_layout_oracle.py`, inline).
@Suite("\\middle", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct MiddleDelimiterTests {
    let typesetter = LatinModernMath.typesetter!

    func glyphs(_ tex: String) -> [(glyph: UInt16, x: Double)] {
        typesetter.layout(tex: tex, display: false).glyphs.map { ($0.glyph, $0.x) }
    }

    @Test("A middle bar grows with the pair around a fraction: LuaTeX's size variant 2677 between variants 2367 and 2368")
    func sizedWithThePair() {
        let list = typesetter.layout(tex: #"\left( \frac{a}{b} \middle| b \right)"#, display: false)
        #expect(list.glyphs.map(\.glyph) == [2367, 1404, 1405, 2677, 1297, 2368])
        #expect(abs(list.glyphs[3].x - 10.96) < 0.05)
        #expect(abs(list.width - 22.25) < 0.05)
    }

    @Test("Every middle delimiter takes the size of the whole list, even one before the tall part")
    func sizedByTheWholeList() {
        let list = typesetter.layout(tex: #"\left( \left( a \middle| b \right) \middle| \dfrac{a}{b} \right)"#, display: false)
        #expect(list.glyphs.map(\.glyph) == [2433, 9, 1296, 93, 1297, 10, 2691, 1296, 1297, 2434])
        #expect(abs(list.width - 42.55) < 0.05)
    }

    @Test("To the spacing a middle bar is a closing atom: none after a relation, a thick space before one")
    func spacedAsClosing() {
        let positions = glyphs(#"\left( a = \middle| = b \right)"#).map(\.x)
        #expect(zip(positions, [0, 3.89, 11.957, 19.738, 25.295, 35.852, 40.142]).allSatisfy { abs($0 - $1) < 0.05 })
    }

    @Test("A binary operator either side of a middle bar has no operand there, and is ordinary")
    func binaryOperatorsBecomeOrdinary() {
        #expect(abs(typesetter.layout(tex: #"\left( a + \middle| + b \right)"#, display: false).width - 35.7) < 0.05)
        #expect(abs(typesetter.layout(tex: #"\left( a \middle| -b \right)"#, display: false).width - 27.92) < 0.05)
    }

    @Test("\\middle. is the null delimiter: its space and no glyph")
    func nullMiddle() {
        let list = typesetter.layout(tex: #"\left( a \middle. b \right)"#, display: false)
        #expect(list.glyphs.count == 4)
        #expect(abs(list.width - 18.56) < 0.05)
    }

    @Test("A \\middle outside \\left…\\right (a TeX error) is set as its delimiter, not dropped")
    func strayMiddle() {
        #expect(glyphs(#"a \middle| b"#).map(\.glyph) == [1296, 93, 1297])
    }
}
