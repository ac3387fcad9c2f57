import LegibleMath
import Testing

/// Inline MathML in pieces a line may break between, where TeX breaks inline math.
@Suite("MathML: where an inline formula may break")
struct MathMLLineBreakTests {
    let writer = MathMLWriter()
    let open = #"<math xmlns="http://www.w3.org/1998/Math/MathML"><mrow>"#
    let close = "</mrow></math>"

    @Test("after each top-level relation and binary operator, the operator ending its piece")
    func relationsAndOperators() {
        #expect(writer.lineBreakableMathML(Formula("a+b=c^2")) == [
            open + "<mi>a</mi><mo>+</mo>" + close,
            open + "<mi>b</mi><mo>=</mo>" + close,
            open + "<msup><mi>c</mi><mn>2</mn></msup>" + close,
        ])
    }

    @Test("never inside fences, fractions or a product, nor after a slash: such a formula is one piece, written whole")
    func unbroken() {
        for tex in [#"\left(a + b\right)"#, #"\frac{a+b}{2}"#, "2ab", "a/b", "x"] {
            #expect(writer.lineBreakableMathML(Formula(tex)) == [writer.mathML(tex)], "\(tex)")
        }
    }

    @Test("a fraction in a sum stays whole in its piece")
    func fractionInSum() {
        let pieces = writer.lineBreakableMathML(Formula(#"\frac{1}{2} + x"#))
        #expect(pieces.count == 2)
        #expect(pieces[0] == open + "<mfrac><mn>1</mn><mn>2</mn></mfrac><mo>+</mo>" + close)
    }
}
