import Testing
import LegibleMath

/// Where Legible reads a formula differently from the Speech Rule Engine on purpose, one test per
/// class of `Documentation/MathSpeechDeviations.md`, with SRE's reading in the comment.
@Suite("Deviations from the Speech Rule Engine")
struct SpeechRuleEngineDeviationTests {
    let speaker = MathSpeaker()

    func says(_ tex: String) -> String { speaker.speak(tex).text }

    @Test("1. Binomial coefficients are n choose k")
    func binomial() {
        // SRE: "the 2 by 1 column matrix. n, k"
        #expect(says(#"\binom{n}{k}"#) == "n choose k")
    }

    @Test("2. A conditional bar is given")
    func conditional() {
        // SRE: "P of, open paren, A divides B, close paren"
        #expect(says(#"P(A \mid B)"#) == "P of, open paren, A given B, close paren")
    }

    @Test("3. A transpose is no power")
    func transpose() {
        // SRE: "bold x, raised to the down tack power, bold y"
        #expect(says(#"\mathbf{x}^\top \mathbf{y}"#) == "bold x transpose bold y")
    }

    @Test("4. A star is read as a star")
    func star() {
        // SRE: "x raised to the asterisk power, equals, the arg of min of f"
        #expect(says(#"x^* = \arg\min_x f"#) == "x star equals argmin over x, of f")
    }

    @Test("5. Floors keep their fences")
    func floor() {
        // SRE: "x plus 1"
        #expect(says(#"\lfloor x \rfloor + 1"#) == "left floor, x, right floor, plus 1")
    }

    @Test("6. A limit approaches")
    func limit() {
        // SRE: "lim over x right arrow 0, of f of x"
        #expect(says(#"\lim_{x \to 0} f(x)"#) == "the limit as x approaches 0 of f of x")
    }

    @Test("7. A name is read one way throughout a formula")
    func oneReading() {
        // SRE reads L(n-1) alone as "L times, open paren, …".
        #expect(says("L(n) = L(n-1) + 1") == "L of n, equals L of, open paren, n minus 1, close paren, plus 1")
    }

    @Test("8. Big O, indicators and words before parentheses are functions")
    func functions() {
        // SRE: "O times, …", "bold 1, times, …", "softmax z"
        #expect(says("O(n + m)") == "O of, open paren, n plus m, close paren")
        #expect(says(#"\mathbf{1}(x > 0)"#) == "bold 1 of, open paren, x is greater than 0, close paren")
        #expect(says(#"\text{softmax}(z)"#) == "softmax of z")
    }

    @Test("9. A tilde before a distribution is distributed as")
    func distribution() {
        // SRE: "X tilde script N, of, …"
        #expect(says(#"X \sim \mathcal N(\mu, \sigma^2)"#)
            == "X is distributed as script N of, open paren, mu comma, sigma squared, close paren")
    }

    @Test("10. An index in parentheses above a name is a label, with its fences spoken")
    func fencedScript() {
        // SRE: "X raised to the k power"
        #expect(says("X^{(k)}") == "X with superscript, open paren, k, close paren")
        // SRE: "the fourth power of, f of xi"
        #expect(says(#"f^{(4)}(\xi)"#) == "the fourth derivative of f at xi")
    }

    @Test("20. A ring above a number is degrees")
    func degrees() {
        // SRE: "30 raised to the composed with power"
        #expect(says(#"30^\circ"#) == "30 degrees")
    }

    @Test("11. A modulus is set off")
    func modulus() {
        // SRE: "a is identical to b of, mod n"
        #expect(says(#"a \equiv b \pmod n"#) == "a is identical to b, mod n")
    }

    @Test("12. Large operators by their meaning")
    func largeOperators() {
        // SRE: "the n ary union from i equals 1 to n of, A sub i"
        #expect(says(#"\bigcup_{i=1}^n A_i"#) == "the union from i equals 1 to n of, A sub i")
    }

    @Test("13. Letters in bold or script are letters")
    func styledLetters() {
        // SRE: "bold Ab", "script GP"
        #expect(says(#"\mathbf{Ab}"#) == "bold A bold b")
        #expect(says(#"\mathcal{GP}"#) == "script G script P")
    }

    @Test("14. No doubled article")
    func article() {
        // SRE: "open paren, negative 1, close paren, raised to the, the absolute value of S, power"
        #expect(says(#"(-1)^{|S|}"#) == "open paren, negative 1, close paren, raised to the absolute value of S power")
    }

    @Test("15. One aligned line is just the line")
    func singleLine() {
        // SRE: "1 lines, Line 1: x; equals 1"
        #expect(says(#"\begin{aligned} x &= 1 \end{aligned}"#) == "x; equals 1")
    }

    @Test("16. A power of a named set that is not a number or letter")
    func namedSetPower() {
        // SRE: "r-n times d"
        #expect(says(#"\mathbb{R}^{n \times d}"#) == "the real numbers raised to the n times d power")
    }

    @Test("17. Equation tags are spoken")
    func tag() {
        // SRE: "x equals 1"
        #expect(says(#"x = 1 \tag{3}"#) == "x equals 1 open paren 3 close paren")
    }

    @Test("18. Upright names in capitals or short ones are spelled")
    func spelledNames() {
        // SRE: "MLP of x", "dp of i"
        #expect(says(#"\mathrm{MLP}(x)"#) == "M L P of x")
        #expect(says(#"\mathrm{dp}[i]"#) == "d p of i")
    }

    @Test("19. A function letter that stands as a value in the arithmetic after it is a factor")
    func functionLetterAsValue() {
        // SRE: "F sub n, of, open paren, …"
        #expect(says("F_{2n} = F_n (F_{n+1} + F_{n-1})")
            == "F sub 2 n, equals, F sub n, times, open paren, F sub n plus 1, plus, F sub n minus 1, close paren")
    }
}
