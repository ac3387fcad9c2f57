import Testing
import LegibleMath

@Suite("Symbols: commands and Unicode characters alike")
struct SymbolSpeechTests {
    let speaker = MathSpeaker()

    @Test("A Unicode character reads like its command")
    func unicodeEqualsCommand() {
        #expect(speaker.speak("x ≤ y").text == speaker.speak(#"x \le y"#).text)
        #expect(speaker.speak("α + β").text == speaker.speak(#"\alpha + \beta"#).text)
        #expect(speaker.speak("∑_{i=1}^n i").text == speaker.speak(#"\sum_{i=1}^n i"#).text)
        #expect(speaker.speak("𝔄").text == speaker.speak(#"\mathfrak{A}"#).text)
        #expect(speaker.speak("ℝ").text == speaker.speak(#"\mathbb{R}"#).text)
    }

    @Test("\\bot is bottom, the ordinary symbol of logic; \\perp and a ⊥ written between two things are the relation")
    func bottomAndPerpendicular() {
        #expect(speaker.speak(#"p \to \bot"#).text == "p right arrow bottom")
        #expect(speaker.speak(#"\top \wedge \bot"#).text == "top and bottom")
        #expect(speaker.speak(#"a \perp b"#).text == "a is perpendicular to b")
        #expect(speaker.speak("a ⊥ b").text == "a is perpendicular to b")
        #expect(speaker.speak("a ⟂ b").text == "a is perpendicular to b")
        #expect(MathSpeaker(language: "de").speak(#"a \perp b"#).text == "a senkrecht auf b")
        #expect(MathMLWriter().mathML(#"a\perp b"#).contains("<mo>\u{22A5}</mo>"))
    }

    @Test("Fonts and named sets")
    func fonts() {
        #expect(speaker.speak(#"\mathbf{x}"#).text == "bold x")
        #expect(speaker.speak(#"\mathbb{R}"#).text == "the real numbers")
        #expect(speaker.speak(#"\mathcal{L}"#).text == "script L")
        #expect(MathSpeaker(style: .mathSpeak).speak("ℝ").text == "double struck upper R")
    }

    @Test("Greek letters, accents and text")
    func lettersAccentsText() {
        #expect(speaker.speak(#"\alpha \beta"#).text == "alpha beta")
        #expect(speaker.speak(#"\hat{y}"#).text == "y hat")
        #expect(speaker.speak(#"\bar{x}"#).text == "x bar")
        #expect(speaker.speak(#"\overline{AB}"#).text == "the line segment A B")
        #expect(speaker.speak(#"\text{if } x > 0"#).text == "if x is greater than 0")
    }
}
