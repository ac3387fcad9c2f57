import Testing
import LegibleMath

@Suite("Powers and roots")
struct PowerAndRootSpeechTests {
    let speaker = MathSpeaker()

    @Test("Exponents 2 and 3 are squared and cubed")
    func squaredAndCubed() {
        #expect(speaker.speak("x^2").text == "x squared")
        #expect(speaker.speak("x^3").text == "x cubed")
    }

    @Test("Whole-number and letter exponents read as ordinals")
    func ordinalPowers() {
        #expect(speaker.speak("x^{10}").text == "x to the tenth power")
        #expect(speaker.speak("2^n").text == "2 to the n-th power")
    }

    @Test("Other exponents are raised to")
    func raisedTo() {
        #expect(speaker.speak("2^{x+1}").text == "2 raised to the x plus 1 power")
    }

    @Test("An exponent with a power inside is bracketed by 'exponent' and 'end exponent'")
    func nestedExponent() {
        #expect(speaker.speak("e^{x^2+1}").text == "e raised to the exponent, x squared plus 1, end exponent")
    }

    @Test("Square roots and roots with an index")
    func roots() {
        #expect(speaker.speak(#"\sqrt{2}"#).text == "the square root of 2")
        #expect(speaker.speak(#"\sqrt[3]{8}"#).text == "the cube root of 8")
        #expect(speaker.speak(#"\sqrt[n]{x}"#).text == "the n-th root of x")
        #expect(speaker.speak(#"-\sqrt{x}"#).text == "the negative square root of x")
    }

    @Test("Primes and transposes")
    func primesAndTransposes() {
        #expect(speaker.speak("f'(x)").text == "f prime of x")
        #expect(speaker.speak(#"\mathbf{x}^\top"#).text == "bold x transpose")
    }
}
