import Testing
import LegibleMath

@Suite("Fractions")
struct FractionSpeechTests {
    let speaker = MathSpeaker()

    @Test("A small common fraction is read with an ordinal")
    func commonFraction() {
        #expect(speaker.speak(#"\frac{1}{2}"#).text == "one half")
    }
}
