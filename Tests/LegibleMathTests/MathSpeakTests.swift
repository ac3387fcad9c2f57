import Testing
import LegibleMath

@Suite("MathSpeak")
struct MathSpeakTests {
    let speaker = MathSpeaker(style: .mathSpeak)

    @Test("Fractions and roots are opened and closed")
    func fractionsAndRoots() {
        #expect(speaker.speak(#"\frac{a+b}{2}"#).text == "StartFraction a plus b Over 2 EndFraction")
        #expect(speaker.speak(#"\sqrt{x+1}"#).text == "StartRoot x plus 1 EndRoot")
        #expect(speaker.speak(#"\frac{1}{\frac{1}{x}}"#).text == "StartStartFraction 1 OverOver StartFraction 1 Over x EndFraction EndEndFraction")
    }

    @Test("Scripts return to the baseline only when something follows")
    func scripts() {
        #expect(speaker.speak("x^{n+1}").text == "x Superscript n plus 1")
        #expect(speaker.speak("x^{n} + 1").text == "x Superscript n Baseline plus 1")
        #expect(speaker.speak("x_1").text == "x 1")
        #expect(speaker.speak("x^2").text == "x squared")
    }

    @Test("Capital letters are upper, fences are named")
    func lettersAndFences() {
        #expect(speaker.speak("|A|").text == "StartAbsoluteValue upper A EndAbsoluteValue")
        #expect(speaker.speak("(x)").text == "left parenthesis x right parenthesis")
    }

    @Test("Large operators announce their scripts")
    func largeOperators() {
        #expect(speaker.speak(#"\sum_{i=1}^{n} i"#).text == "sigma summation Underscript i equals 1 Overscript n Endscripts i")
    }
}
