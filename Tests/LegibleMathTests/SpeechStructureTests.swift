import Testing
import LegibleMath

@Suite("Speech as words and pauses")
struct SpeechStructureTests {
    @Test("Segments keep words and pauses apart; text writes pauses as commas")
    func segments() {
        let speech = MathSpeaker().speak(#"\frac{a+b}{2}"#)
        #expect(speech.segments == [
            .words("the fraction with numerator a plus b"),
            .pause(.short),
            .words("and denominator 2"),
        ])
        #expect(speech.text == "the fraction with numerator a plus b, and denominator 2")
    }

    @Test("Tables use longer pauses between rows")
    func longPauses() {
        let speech = MathSpeaker().speak(#"\begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}"#)
        #expect(speech.segments.contains(.pause(.long)))
    }

    @Test("Styles by name, for the command line")
    func styleNames() {
        #expect(MathSpeechStyle(name: "clearspeak") == .clearSpeak)
        #expect(MathSpeechStyle(name: "MathSpeak") == .mathSpeak)
        #expect(MathSpeechStyle(name: "braille") == nil)
        #expect(MathSpeaker().style == .clearSpeak)
    }

    @Test(#"An explicit space (\hspace, \kern) is silent and separates as \quad does; \vspace* and its argument say nothing"#)
    func explicitSpaces() {
        let speaker = MathSpeaker()
        #expect(speaker.speak(#"k\hspace{1em}(k > 0)"#).text == speaker.speak(#"k\quad(k > 0)"#).text)
        #expect(speaker.speak(#"k\hspace*{1em}(k > 0)"#).text == speaker.speak(#"k\quad(k > 0)"#).text)
        #expect(speaker.speak(#"a\kern3pt b"#).text == speaker.speak(#"a\;b"#).text)
        #expect(speaker.speak(#"a\vspace*{1em}b"#).text == speaker.speak("ab").text)
    }
}

