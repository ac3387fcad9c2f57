import Testing
import LegibleMath

@Suite("Large operators, integrals and limits")
struct OperatorSpeechTests {
    let speaker = MathSpeaker()

    @Test("A sum with limits and a body")
    func sum() {
        #expect(speaker.speak(#"\sum_{i=1}^{n} i"#).text == "the sum from i equals 1 to n of i")
    }

    @Test("\\limits and \\nolimits place the limits on the page only: the sum reads the same")
    func limitPlacement() {
        let plain = speaker.speak(#"\sum_{i=1}^{n} i"#).text
        #expect(speaker.speak(#"\sum\limits_{i=1}^{n} i"#).text == plain)
        #expect(speaker.speak(#"\sum\nolimits_{i=1}^{n} i"#).text == plain)
    }

    @Test("Sized delimiters read as the delimiters they enlarge")
    func sizedDelimiters() {
        let plain = speaker.speak(#"(a+b)"#).text
        #expect(speaker.speak(#"\bigl(a+b\bigr)"#).text == plain)
        #expect(speaker.speak(#"\Big(a+b\Big)"#).text == plain)
        #expect(speaker.speak(#"\big.a+b"#).text == speaker.speak("a+b").text)
    }

    @Test("A product over a set, then its body")
    func productOverSet() {
        #expect(speaker.speak(#"\prod_{i \in S} x"#).text == "the product over i is a member of S, of x")
    }

    @Test("An integral with its differential")
    func integral() {
        #expect(speaker.speak(#"\int_0^1 f(x)\,dx"#).text == "the integral from 0 to 1 of f of x, d x")
        #expect(speaker.speak(#"\int_a^b x \mathrm{d}x"#).text == "the integral from a to b of x, d x")
    }

    @Test("A limit reads 'as … approaches'")
    func limit() {
        #expect(speaker.speak(#"\lim_{x \to 0} \frac{\sin x}{x}"#).text == "the limit as x approaches 0 of, sine x over x")
    }

    @Test("Implied multiplication says 'times' next to parentheses")
    func impliedTimes() {
        #expect(speaker.speak("2(x+1)").text == "2 times, open paren, x plus 1, close paren")
        #expect(speaker.speak("2x").text == "2 x")
        #expect(speaker.speak("a b").text == "a b")
    }

    @Test("Relations and operators by name")
    func relations() {
        #expect(speaker.speak(#"x \le y"#).text == "x is less than or equal to y")
        #expect(speaker.speak(#"a \ne b"#).text == "a is not equal to b")
        #expect(speaker.speak(#"a \pm b"#).text == "a plus or minus b")
        #expect(speaker.speak(#"x \in A"#).text == "x is a member of A")
        #expect(speaker.speak(#"a \equiv b \pmod{n}"#).text == "a is identical to b, mod n")
        #expect(speaker.speak(#"a \equiv b \mod{n+1}"#).text == "a is identical to b, mod n plus 1")
        #expect(speaker.speak(#"a \bmod b"#).text == "a, mod b")
        #expect(speaker.speak("n!").text == "n factorial")
    }
}
