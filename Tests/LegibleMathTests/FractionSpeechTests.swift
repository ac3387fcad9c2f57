import Testing
import LegibleMath

@Suite("Fractions")
struct FractionSpeechTests {
    let speaker = MathSpeaker()

    @Test("A small common fraction is read with an ordinal")
    func commonFraction() {
        #expect(speaker.speak(#"\frac{3}{4}"#).text == "three fourths")
        #expect(speaker.speak(#"\dfrac{1}{2}"#).text == "one half")
    }

    @Test("A fraction of simple parts is read 'over'")
    func simpleFraction() {
        #expect(speaker.speak(#"\frac{a}{b}"#).text == "a over b")
        #expect(speaker.speak(#"\frac{12}{35}"#).text == "12 over 35")
    }

    @Test("A fraction with an operation in it names numerator and denominator")
    func complexFraction() {
        #expect(speaker.speak(#"\frac{a+b}{2}"#).text == "the fraction with numerator a plus b, and denominator 2")
    }

    @Test("A whole number before a common fraction is a mixed number")
    func mixedNumber() {
        #expect(speaker.speak(#"2\frac{1}{3}"#).text == "2 and one third")
    }

    @Test("A binomial coefficient reads 'choose'")
    func binomial() {
        #expect(speaker.speak(#"\binom{n}{k}"#).text == "n choose k")
    }

    @Test("TeX's infix binomials read as \\binom does, whatever fences they draw")
    func infixBinomials() {
        for tex in [#"{n \choose k}"#, #"{n \brack k}"#, #"{n \brace k}"#] {
            #expect(speaker.speak(tex).text == "n choose k")
        }
    }

    @Test("A negative fraction")
    func negativeFraction() {
        #expect(speaker.speak(#"-\frac{1}{2}"#).text == "negative one half")
    }
}
