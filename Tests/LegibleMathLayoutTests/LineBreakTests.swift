import LegibleMathLayout
import Testing

/// Where a line may break an inline formula (after a relation or binary operator of its outer
/// level, The TeXbook p. 173), and the pieces a page draws so that a narrow column wraps it.
@Suite("Math layout: line breaks in inline formulas", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct LineBreakTests {
    let typesetter = LatinModernMath.typesetter!

    @Test("a + b = c breaks after + and after =, each break at the operator's right edge (the space after it starts the next piece)")
    func relationAndBinary() throws {
        let list = typesetter.layout(tex: "a + b = c", display: false)
        #expect(list.breakpoints.count == 2)
        let plus = try #require(list.glyphs.first { $0.scalar == "+" })
        let equals = try #require(list.glyphs.first { $0.scalar == "=" })
        let font = typesetter.font
        #expect(abs(list.breakpoints[0] - (plus.x + Double(font.advanceWidths[Int(plus.glyph)]) / 100)) < 1e-9)
        #expect(abs(list.breakpoints[1] - (equals.x + Double(font.advanceWidths[Int(equals.glyph)]) / 100)) < 1e-9)
    }

    @Test("no break inside a fraction, a group, scripts or fences, at the end, or in a display formula")
    func noBreaks() {
        for tex in [#"\frac{a+b}{2}"#, "{a+b}", "x^{a+b}", #"\left(a+b\right)"#, "a =", "-a"] {
            #expect(typesetter.layout(tex: tex, display: false).breakpoints == [], "\(tex)")
        }
        #expect(typesetter.layout(tex: "a + b = c", display: true).breakpoints == [])
    }

    @Test("the pieces, side by side, are the formula: widths add up, every glyph and rule once, at its place, one baseline")
    func pieces() {
        let list = typesetter.layout(tex: #"x_{1,2} = \frac{-b \pm \sqrt{\Delta}}{2a} + c"#, display: false)
        let pieces = list.pieces
        #expect(pieces.count == 3)
        var start = 0.0
        var glyphs: [MathDisplayList.Glyph] = []
        var rules: [MathDisplayList.Rule] = []
        for piece in pieces {
            #expect(piece.height == list.height && piece.depth == list.depth)
            glyphs += piece.glyphs.map { var glyph = $0; glyph.x += start; return glyph }
            rules += piece.rules.map { var rule = $0; rule.x += start; return rule }
            start += piece.width
        }
        #expect(abs(start - list.width) < 1e-9)
        #expect(glyphs.count == list.glyphs.count && rules.count == list.rules.count)
        #expect(zip(glyphs, list.glyphs).allSatisfy { abs($0.x - $1.x) < 1e-9 && $0.glyph == $1.glyph && $0.y == $1.y })
        #expect(typesetter.layout(tex: #"\frac{a}{b}"#, display: false).pieces == [typesetter.layout(tex: #"\frac{a}{b}"#, display: false)])
    }
}
