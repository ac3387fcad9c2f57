import Testing
import LegibleMath

/// TeX's style changes in MathML: `\dfrac`, `\displaystyle` and their kin set `displaystyle` and
/// `scriptlevel` on an `mstyle`, as MathJax writes them, so that a browser draws what TeX draws.
@Suite("MathML styles")
struct MathMLStyleTests {
    let writer = MathMLWriter()

    static let display = #"<mstyle displaystyle="true" scriptlevel="0">"#
    static let text = #"<mstyle displaystyle="false" scriptlevel="0">"#
    static let script = #"<mstyle displaystyle="false" scriptlevel="1">"#
    static let scriptScript = #"<mstyle displaystyle="false" scriptlevel="2">"#

    /// The MathML of `tex` without the `math`, `semantics` and annotation around it.
    func body(_ tex: String, display: Bool = false) -> String {
        let full = writer.mathML(tex, display: display)
        guard let start = full.range(of: "<semantics>"), let end = full.range(of: "<annotation ") else { return full }
        return String(full[start.upperBound..<end.lowerBound])
    }

    @Test("\\dfrac and \\dbinom are in display style, \\tfrac and \\tbinom in text style; \\frac in the style of its place")
    func fractions() {
        #expect(body(#"\dfrac{a}{b}"#) == Self.display + "<mfrac><mi>a</mi><mi>b</mi></mfrac></mstyle>")
        #expect(body(#"\tfrac{a}{b}"#) == Self.text + "<mfrac><mi>a</mi><mi>b</mi></mfrac></mstyle>")
        #expect(body(#"\frac{a}{b}"#) == "<mfrac><mi>a</mi><mi>b</mi></mfrac>")
        // The parentheses are in the binomial's style, so they are as tall as TeX draws them.
        #expect(body(#"\dbinom{n}{k}"#)
            == Self.display + #"<mrow><mo>(</mo><mfrac linethickness="0"><mi>n</mi><mi>k</mi></mfrac><mo>)</mo></mrow></mstyle>"#)
        #expect(body(#"\tbinom{n}{k}"#)
            == Self.text + #"<mrow><mo>(</mo><mfrac linethickness="0"><mi>n</mi><mi>k</mi></mfrac><mo>)</mo></mrow></mstyle>"#)
        // In an exponent, too: TeX's display style is text size wherever it is.
        #expect(body(#"e^{\dfrac{1}{2}}"#)
            == "<msup><mi>e</mi>" + Self.display + "<mfrac><mn>1</mn><mn>2</mn></mfrac></mstyle></msup>")
    }

    @Test("A style switch sets the rest of its group, once for the group when it comes first")
    func switches() {
        #expect(body(#"{\displaystyle \sum_{i=1}^n i}"#)
            == Self.display + "<mrow><munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><mi>i</mi></mrow></mstyle>")
        #expect(body(#"\textstyle \sum_{i=1}^n i"#, display: true)
            == Self.text + "<mrow><munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><mi>i</mi></mrow></mstyle>")
        #expect(body(#"\scriptstyle x"#) == Self.script + "<mi>x</mi></mstyle>")
        #expect(body(#"\scriptscriptstyle x"#) == Self.scriptScript + "<mi>x</mi></mstyle>")
        // Only the group: what follows it is in the style of its place.
        #expect(body(#"{\scriptstyle x} + y"#) == "<mrow>" + Self.script + "<mi>x</mi></mstyle><mo>+</mo><mi>y</mi></mrow>")
        // The last of several switches before everything is the one in force.
        #expect(body(#"\displaystyle\scriptstyle x"#) == Self.script + "<mi>x</mi></mstyle>")
        // A switch alone has nothing to set.
        #expect(body(#"{\displaystyle}"#) == "<mrow></mrow>")
    }

    @Test("A switch in the middle of a group sets only what follows it")
    func switchInTheMiddle() {
        #expect(body(#"\frac{1}{2} + \displaystyle\frac{1}{2}"#)
            == "<mrow><mfrac><mn>1</mn><mn>2</mn></mfrac><mo>+</mo>" + Self.display + "<mfrac><mn>1</mn><mn>2</mn></mfrac></mstyle></mrow>")
        // A large operator after it has its limits below and above, its body in the same style.
        #expect(body(#"a + \displaystyle \sum_{i} i"#)
            == "<mrow><mi>a</mi><mo>+</mo>" + Self.display + "<mrow><munder><mo>∑</mo><mi>i</mi></munder><mi>i</mi></mrow></mstyle></mrow>")
        // The meaning is that of the row without the switch: the product binds tighter than the sum.
        #expect(body(#"a \cdot \displaystyle b + c"#)
            == "<mrow><mrow><mi>a</mi><mo>⋅</mo>" + Self.display + "<mi>b</mi></mstyle></mrow>"
               + Self.display + "<mo>+</mo></mstyle>" + Self.display + "<mi>c</mi></mstyle></mrow>")
    }

    @Test("Styles nest: the nearer one wins")
    func nesting() {
        #expect(body(#"\tfrac{\displaystyle a}{b}"#)
            == Self.text + "<mfrac>" + Self.display + "<mi>a</mi></mstyle><mi>b</mi></mfrac></mstyle>")
        #expect(body(#"\displaystyle \tfrac{a}{b}"#) == Self.text + "<mfrac><mi>a</mi><mi>b</mi></mfrac></mstyle>")
        #expect(body(#"\displaystyle a \textstyle b"#)
            == Self.display + "<mrow><mi>a</mi>" + Self.text + "<mi>b</mi></mstyle></mrow></mstyle>")
        #expect(body(#"\dfrac{\tfrac{1}{2}}{x}"#)
            == Self.display + "<mfrac>" + Self.text + "<mfrac><mn>1</mn><mn>2</mn></mfrac></mstyle><mi>x</mi></mfrac></mstyle>")
        // amsmath's `\boxed` sets its content in display style, unless the content says otherwise.
        #expect(body(#"\boxed{\frac{a}{b}}"#) == Self.display + "<mfrac><mi>a</mi><mi>b</mi></mfrac></mstyle>")
        #expect(body(#"\boxed{\textstyle \frac{a}{b}}"#) == Self.text + "<mfrac><mi>a</mi><mi>b</mi></mfrac></mstyle>")
    }

    @Test("Cells of aligned and gathered environments and dcases are in display style, of smallmatrix in script style, on the table")
    func environments() {
        #expect(body(#"\begin{aligned} a &= \frac{1}{2} \end{aligned}"#)
            == #"<mtable displaystyle="true" scriptlevel="0"><mtr><mtd><mi>a</mi></mtd><mtd><mrow><mrow></mrow><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow></mtd></mtr></mtable>"#)
        #expect(body(#"\begin{gathered} x \\ \frac{1}{2} \end{gathered}"#)
            == #"<mtable displaystyle="true" scriptlevel="0"><mtr><mtd><mi>x</mi></mtd></mtr><mtr><mtd><mfrac><mn>1</mn><mn>2</mn></mfrac></mtd></mtr></mtable>"#)
        #expect(body(#"\begin{smallmatrix} a & b \end{smallmatrix}"#)
            == #"<mtable displaystyle="false" scriptlevel="1"><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr></mtable>"#)
        #expect(body(#"\begin{dcases} 1 & x > 0 \end{dcases}"#)
            == #"<mrow><mo>{</mo><mtable displaystyle="true" scriptlevel="0"><mtr><mtd><mn>1</mn></mtd><mtd><mrow><mi>x</mi><mo>&gt;</mo><mn>0</mn></mrow></mtd></mtr></mtable></mrow>"#)
        // A one-cell environment is its cell, in the cell's style.
        #expect(body(#"\begin{aligned} \frac{1}{2} \end{aligned}"#) == Self.display + "<mfrac><mn>1</mn><mn>2</mn></mfrac></mstyle>")
        // A cell that switches keeps its own style, the others theirs.
        #expect(body(#"\begin{aligned} \textstyle a & b \end{aligned}"#)
            == #"<mtable><mtr><mtd>"# + Self.text + "<mi>a</mi></mstyle></mtd><mtd>" + Self.display + "<mi>b</mi></mstyle></mtd></mtr></mtable>")
        // Matrices, arrays and cases are in text style, which MathML gives a table's cells itself.
        #expect(body(#"\begin{pmatrix} 1 & 2 \end{pmatrix}"#)
            == "<mrow><mo>(</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr></mtable><mo>)</mo></mrow>")
        #expect(!body(#"\begin{cases} 1 & x > 0 \end{cases}"#).contains("displaystyle"))
        #expect(!body(#"\begin{array}{cc} 1 & 2 \end{array}"#).contains("displaystyle"))
    }

    @Test("A formula in a style of its own is in it in every piece a line may break between")
    func lineBreakPieces() {
        let pieces = writer.lineBreakableMathML(Formula(#"\displaystyle a + \frac{1}{2}"#))
        #expect(pieces.count == 2)
        #expect(pieces.allSatisfy { $0.contains(Self.display) && $0.hasSuffix("</mstyle></math>") })
        // An operand in a style of its own is not broken, so that no piece loses it.
        #expect(writer.lineBreakableMathML(Formula(#"a = {\scriptstyle b + c}"#)).count == 2)
    }

    @Test("Styles change nothing that is said, nor the expression tree")
    func speechUnchanged() {
        let speaker = MathSpeaker()
        for (styled, plain) in [(#"\dfrac{a}{b}"#, #"\frac{a}{b}"#), (#"\tbinom{n}{k}"#, #"\binom{n}{k}"#),
                                (#"{\displaystyle \sum_{i=1}^n i}"#, #"\sum_{i=1}^n i"#),
                                (#"a \cdot \displaystyle b + c"#, #"a \cdot b + c"#),
                                (#"\begin{aligned} a &= \dfrac{1}{2} \end{aligned}"#, #"\begin{aligned} a &= \frac{1}{2} \end{aligned}"#)] {
            #expect(speaker.speak(styled).text == speaker.speak(plain).text, "\(styled)")
            #expect(MathExpression(Formula(styled)) == MathExpression(Formula(plain)), "\(styled)")
        }
    }

    @Test("10,000 nested \\dfrac and switches give MathML in proportion to the TeX")
    func hostile() {
        let depth = 10_000
        let nested = String(repeating: #"\dfrac{1}{"#, count: depth) + "x" + String(repeating: "}", count: depth)
        let switches = String(repeating: #"\displaystyle a \textstyle "#, count: depth)
        for tex in [nested, switches] {
            let mathML = writer.mathML(tex)
            #expect(mathML.contains("<mi>x</mi>") || mathML.contains("<mi>a</mi>"))
            #expect(mathML.utf8.count < 40 * tex.utf8.count, "\(tex.prefix(20))…")
            #expect(mathML.components(separatedBy: "<mstyle").count == mathML.components(separatedBy: "</mstyle>").count)
        }
    }

    @Test("Unknown commands and look-alikes are unchanged")
    func unknown() {
        #expect(body(#"\displaystylex"#) == #"<mtext>\displaystylex</mtext>"#)
        #expect(body(#"\dfracx"#) == #"<mtext>\dfracx</mtext>"#)
        #expect(!body(#"\foo{\frac{a}{b}}"#).contains("mstyle"))
    }
}
