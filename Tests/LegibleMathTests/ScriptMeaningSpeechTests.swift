import Testing
import LegibleMath

/// Superscripts that are no power (labels, orders of derivatives, degrees), names applied to what
/// follows them, and fonts that combine: what the semantic analysis decides, read in ClearSpeak
/// and MathSpeak, English and German, and written as MathML.
@Suite("Script meanings")
struct ScriptMeaningSpeechTests {
    let english = MathSpeaker()
    let german = MathSpeaker(language: "de")
    let mathSpeak = MathSpeaker(style: .mathSpeak)
    let writer = MathMLWriter()

    @Test("An index in parentheses above a name is a label, not a power")
    func labels() {
        #expect(english.speak(#"\mathbf{h}^{(k)}"#).text == "bold h with superscript, open paren, k, close paren")
        #expect(english.speak("w^{(t)}").text == "w with superscript, open paren, t, close paren")
        #expect(english.speak("w^{(t+1)} = w^{(t)}").text
            == "w with superscript, open paren, t plus 1, close paren, equals w with superscript, open paren, t, close paren")
        #expect(english.speak("X^{(i,j)}").text == "X with superscript, open paren, i comma j, close paren")
        #expect(english.speak(#"\mathbf h_i^{(k)}"#).text == "bold h sub i, with superscript, open paren, k, close paren")
        #expect(english.speak("G^{(i)}").text == "G with superscript, open paren, i, close paren")
        #expect(english.speak("e^{(k)}").text == "e with superscript, open paren, k, close paren")
        #expect(german.speak(#"\mathbf{h}^{(k)}"#).text == "fettes h mit hochgestelltem, Klammer auf, k, Klammer zu")
    }

    @Test("A labelled name before parentheses is a function of what they hold")
    func labelledFunction() {
        #expect(english.speak(#"\mathbf{h}^{(k)}(x)"#).text == "bold h with superscript, open paren, k, close paren, of x")
    }

    @Test("A labelled function letter applied is the derivative of that order at the argument")
    func derivatives() {
        #expect(english.speak("f^{(4)}(\\xi)").text == "the fourth derivative of f at xi")
        #expect(english.speak("f^{(k)}(x_0)").text == "the k-th derivative of f at, open paren, x sub 0, close paren")
        #expect(english.speak("F^{(2)}(x)").text == "the second derivative of F at x")
        #expect(english.speak("g^{(12)}(t)").text == "the twelfth derivative of g at t")
        #expect(english.speak("f^{(n+1)}(x)").text == "the derivative of order n plus 1, of f at x")
        #expect(german.speak("f^{(4)}(\\xi)").text == "die vierte Ableitung von f an der Stelle xi")
        // Without its argument the order stays a label: a bare `G^{(i)}` is a derived series.
        #expect(english.speak("f^{(n)}").text == "f with superscript, open paren, n, close paren")
    }

    @Test("Parentheses that only group, and other superscripts, keep their readings")
    func neighbours() {
        #expect(english.speak("x^{2}").text == "x squared")
        #expect(english.speak("A^{-1}").text == "A to the negative 1 power")
        #expect(english.speak("2^{(n)}").text == "2 raised to the, open paren, n, close paren, power")
        #expect(english.speak("e^{(a+b)}").text == "e raised to the open paren, a plus b, close paren power")
        #expect(english.speak("(-1)^{(n-1)/2}").text
            == "open paren, negative 1, close paren, raised to the open paren, n minus 1, close paren, divided by 2 power")
        #expect(english.speak("(x+1)^{(n)}").text
            == "open paren, x plus 1, close paren, with superscript, open paren, n, close paren")
        #expect(english.speak("f'(x)").text == "f prime of x")
    }

    @Test("MathSpeak reads a label by its layout, as it reads every script")
    func mathSpeakLabels() {
        #expect(mathSpeak.speak(#"\mathbf{h}^{(k)}"#).text == "bold h Superscript left parenthesis k right parenthesis")
        #expect(mathSpeak.speak("x^{2}").text == "x squared")
    }

    @Test("A ring above a number is degrees, with the temperature scale after it")
    func degrees() {
        #expect(english.speak(#"30^\circ"#).text == "30 degrees")
        #expect(english.speak(#"1^\circ"#).text == "1 degree")
        #expect(english.speak(#"\angle A = 90^{\circ}"#).text == "angle A equals 90 degrees")
        #expect(english.speak(#"100^\circ\mathrm{F}"#).text == "100 degrees Fahrenheit")
        #expect(english.speak(#"37^{\circ}\text{C}"#).text == "37 degrees Celsius")
        #expect(english.speak("45°C").text == "45 degrees Celsius")
        #expect(english.speak(#"(360/n)^\circ"#).text == "open paren, 360 divided by n, close paren, degrees")
        #expect(german.speak(#"100^\circ\mathrm{F}"#).text == "100 Grad Fahrenheit")
        #expect(mathSpeak.speak(#"30^\circ"#).text == "30 degrees")
    }

    @Test("A ring on a letter is a mark, not degrees")
    func ringOnALetter() {
        #expect(english.speak(#"x_1^\circ"#).text == "x sub 1, with superscript composed with")
    }

    @Test("Degrees are written as the degree sign after the number")
    func degreesInMathML() {
        let mathML = writer.mathML(#"30^\circ"#)
        #expect(mathML.contains("<mrow><mn>30</mn><mo>°</mo></mrow>"))
        #expect(!mathML.contains("<msup>"))
    }

    @Test("Bold applies to every alphabet inside \\boldsymbol")
    func boldAlphabets() {
        #expect(english.speak(#"\boldsymbol{\mathcal Y}"#).text == "bold script Y")
        #expect(english.speak(#"\boldsymbol{\mathfrak A}"#).text == "bold fraktur A")
        #expect(english.speak(#"\bm{\mathrm{A}}"#).text == "bold A")
        #expect(english.speak(#"\boldsymbol{\chi}"#).text == "bold italic chi")
        #expect(german.speak(#"\boldsymbol{\mathcal Y}"#).text == "fette Schreibschrift Y")
        #expect(mathSpeak.speak(#"\boldsymbol{\mathcal Y}"#).text == "bold script upper Y")
        // Elsewhere the innermost alphabet wins, as in TeX.
        #expect(english.speak(#"\mathbf{\mathcal{Y}}"#).text == "script Y")
    }

    @Test("A transpose applies to one plain letter in parentheses, and multiplies anything else")
    func transposeApplied() {
        #expect(english.speak(#"\mathbf F^\mathsf{T}(t)"#).text == "bold F transpose of t")
        #expect(english.speak(#"A^\top(k)"#).text == "A transpose of k")
        #expect(german.speak(#"\mathbf F^\mathsf{T}(t)"#).text == "fettes F transponiert von t")
        #expect(english.speak("x^T(A^Ty-c)").text == "x transpose times, open paren, A transpose y, minus c, close paren")
        #expect(english.speak(#"\mathbf v^\top(\mathbf x)"#).text == "bold v transpose times bold x")
    }

    @Test("In a subscript a letter before parentheses is applied, unless it stands inside them")
    func indexApplication() {
        #expect(english.speak("v_{x(t-1)}").text == "v sub x of, open paren, t minus 1, close paren")
        #expect(english.speak(#"a_{\sigma(i+1)}"#).text == "a sub sigma of, open paren, i plus 1, close paren")
        #expect(english.speak("a_{n(n+1)}").text == "a sub n times, open paren, n plus 1, close paren")
        #expect(english.speak("x_{2(n+1)}").text == "x sub 2 times, open paren, n plus 1, close paren")
        #expect(english.speak("f_{k(m-1)}").text == "f sub k times, open paren, m minus 1, close paren")
    }

    @Test("A minus before a leading number is its sign, without a pause")
    func negativeNumbers() {
        #expect(english.speak(#"-1 \pmod p"#).text == "negative 1, mod p")
        #expect(english.speak(#"-\frac{1}{30}"#).text == "negative, 1 over 30")
        #expect(english.speak("-2ab").text == "negative 2 a b")
        #expect(english.speak("-2^n").text == "negative, 2 to the n-th power")
        #expect(english.speak("-(a+b)").text == "negative, open paren, a plus b, close paren")
    }
}
