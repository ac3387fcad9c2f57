import Testing
import LegibleMath

/// MathML Core from the semantic tree: the elements and grouping a screen reader needs.
@Suite("MathML")
struct MathMLWriterTests {
    let writer = MathMLWriter()

    /// The MathML of `tex` without the `math`, `semantics` and annotation around it.
    func body(_ tex: String) -> String {
        let full = writer.mathML(tex)
        let start = #"<math xmlns="http://www.w3.org/1998/Math/MathML"><semantics>"#
        let end = "<annotation encoding=\"application/x-tex\">"
        guard full.hasPrefix(start), let annotation = full.range(of: end) else { return full }
        return String(full[full.index(full.startIndex, offsetBy: start.count)..<annotation.lowerBound])
    }

    @Test("A math element with the TeX as annotation, block for display math, escaped")
    func envelope() {
        #expect(writer.mathML("a<b", display: true)
            == #"<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><mi>a</mi><mo>&lt;</mo><mi>b</mi></mrow><annotation encoding="application/x-tex">a&lt;b</annotation></semantics></math>"#)
    }

    @Test("Tokens, fractions, roots and scripts")
    func layout() {
        #expect(body("x^2") == "<msup><mi>x</mi><mn>2</mn></msup>")
        #expect(body(#"\frac{a}{b}"#) == "<mfrac><mi>a</mi><mi>b</mi></mfrac>")
        #expect(body(#"\sqrt[3]{x}"#) == "<mroot><mi>x</mi><mn>3</mn></mroot>")
        #expect(body(#"\sqrt{x}"#) == "<msqrt><mi>x</mi></msqrt>")
        #expect(body("x_i^2") == "<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>")
        #expect(body(#"\hat{x}"#) == #"<mover accent="true"><mi>x</mi><mo>^</mo></mover>"#)
        #expect(body(#"\text{if}"#) == "<mtext>if</mtext>")
    }

    @Test("Function application and products are visible, fences group")
    func grouping() {
        #expect(body("f(x)") == "<mrow><mi>f</mi><mo>&#x2061;</mo><mrow><mo>(</mo><mi>x</mi><mo>)</mo></mrow></mrow>")
        #expect(body(#"\sin x"#) == "<mrow><mi>sin</mi><mo>&#x2061;</mo><mi>x</mi></mrow>")
        #expect(body("2(x+1)")
            == "<mrow><mn>2</mn><mo>&#x2062;</mo><mrow><mo>(</mo><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mo>)</mo></mrow></mrow>")
        #expect(body("|x|") == "<mrow><mo>|</mo><mi>x</mi><mo>|</mo></mrow>")
        // A factorial among factors stands in the product's row, as MathJax writes it.
        #expect(body(#"\frac{1}{j!h^j}"#) == "<mfrac><mn>1</mn><mrow><mi>j</mi><mo>!</mo><msup><mi>h</mi><mi>j</mi></msup></mrow></mfrac>")
        #expect(body("n!-1") == "<mrow><mrow><mi>n</mi><mo>!</mo></mrow><mo>−</mo><mn>1</mn></mrow>")
        #expect(body(#"a \operatorname{OR} b"#) == "<mrow><mi>a</mi><mi>OR</mi><mi>b</mi></mrow>")
        #expect(body(#"T^r(\xi)"#)
            == "<mrow><msup><mi>T</mi><mi>r</mi></msup><mo>&#x2061;</mo><mrow><mo>(</mo><mi>ξ</mi><mo>)</mo></mrow></mrow>")
        #expect(body("k~(k > 0)")
            == #"<mrow><mi>k</mi><mspace width="0.5em"/><mrow><mo>(</mo><mrow><mi>k</mi><mo>&gt;</mo><mn>0</mn></mrow><mo>)</mo></mrow></mrow>"#)
    }

    @Test("Large operators take their limits under and over, matrices are tables in fences")
    func operatorsAndTables() {
        #expect(body(#"\sum_{i=1}^{n} i"#)
            == "<mrow><munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><mi>i</mi></mrow>")
        #expect(body(#"\begin{pmatrix} 1 & 2 \end{pmatrix}"#)
            == "<mrow><mo>(</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr></mtable><mo>)</mo></mrow>")
        // The differential stands in the integral's row, as MathJax writes it, not as a factor.
        #expect(body(#"\int (x+1)\,dx"#)
            == #"<mrow><mo>∫</mo><mrow><mo>(</mo><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mo>)</mo></mrow><mspace width="0.167em"/><mi>d</mi><mi>x</mi></mrow>"#)
        #expect(body(#"\binom{n}{k}"#) == #"<mrow><mo>(</mo><mfrac linethickness="0"><mi>n</mi><mi>k</mi></mfrac><mo>)</mo></mrow>"#)
    }

    @Test("Fonts are Unicode letters, upright letters are mathvariant normal, text fonts are CSS")
    func fonts() {
        #expect(body(#"\mathbf{x}"#) == "<mi>𝐱</mi>")
        #expect(body(#"\mathbb{R}"#) == "<mi>ℝ</mi>")
        #expect(body(#"\mathcal{N}"#) == "<mi>𝒩</mi>")
        #expect(body(#"\mathrm{d}"#) == #"<mi mathvariant="normal">d</mi>"#)
        #expect(body(#"\Gamma"#) == #"<mi mathvariant="normal">Γ</mi>"#)
        #expect(body(#"\mathrm{softmax}"#) == "<mi>softmax</mi>")
        #expect(body(#"\textbf{Input}"#) == #"<mtext style="font-weight: bold">Input</mtext>"#)
    }

    @Test("A single letter of text in a font is also the mathematical alphanumeric, so its font is heard")
    func singleTextLetter() {
        #expect(body(#"\textbf{y}"#) == #"<mtext style="font-weight: bold">𝐲</mtext>"#)
        #expect(body(#"\texttt{a}"#) == #"<mtext style="font-family: monospace">𝚊</mtext>"#)
    }

    @Test("A word space (~ or a control space) is a no-break space in an mtext, as MathJax writes it")
    func wordSpace() {
        #expect(body("12~345") == "<mrow><mn>12</mn><mtext>&#xA0;</mtext><mn>345</mn></mrow>")
        #expect(body(#"a\quad b"#) == #"<mrow><mi>a</mi><mspace width="1.0em"/><mi>b</mi></mrow>"#)
    }

    @Test("A fenced function is applied by position, without U+2061 after its fences")
    func fencedFunction() {
        #expect(body("(f+g)(x)")
            == "<mrow><mrow><mo>(</mo><mrow><mi>f</mi><mo>+</mo><mi>g</mi></mrow><mo>)</mo></mrow><mrow><mo>(</mo><mi>x</mi><mo>)</mo></mrow></mrow>")
    }

    @Test("Bad input still gives well-formed MathML")
    func badInput() {
        #expect(body("}") == "<mrow></mrow>")
        #expect(body(#"\foo"#) == #"<mtext>\foo</mtext>"#)
        #expect(writer.mathML("x").hasSuffix("</semantics></math>"))
    }
}
