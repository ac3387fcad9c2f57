import Testing
import LegibleMath

/// A speaker speaks the language asked for when a wording table for it ships, and says so.
@Suite("Speech language")
struct SpeechLanguageTests {
    @Test("English is the default and always supported")
    func englishByDefault() {
        #expect(MathSpeaker().spokenLanguage == "en")
        #expect(MathSpeaker.supportedLanguages.contains("en"))
        #expect(MathSpeaker.supportedLanguages == MathSpeaker.supportedLanguages.sorted())
    }

    @Test("A language without a table falls back to English, and says so")
    func fallback() {
        let speaker = MathSpeaker(language: "tlh")
        #expect(speaker.spokenLanguage == "en")
        #expect(speaker.speak("x^2").text == "x squared")
    }

    @Test("German is spoken in German")
    func german() {
        let german = MathSpeaker(language: "de")
        #expect(german.spokenLanguage == "de")
        #expect(MathSpeaker.supportedLanguages == ["de", "en", "es", "fr", "it"])
        #expect(german.speak("x^2").text == "x Quadrat")
        #expect(german.speak(#"\frac{a+b}{2}"#).text == "Bruch mit Zähler a plus b, und Nenner 2")
        #expect(german.speak(#"x \in \mathbb{Z}"#).text == "x Element von den ganzen Zahlen")
        #expect(german.speak("3.5").text == "3,5")
        #expect(MathSpeaker(style: .mathSpeak, language: "de").speak(#"\sqrt{x}"#).text == "Anfang Quadratwurzel x Ende Quadratwurzel")
    }

    @Test("Only the language part of a tag counts, in any case")
    func tags() {
        #expect(MathSpeaker(language: "de-AT").spokenLanguage == "de")
        #expect(MathSpeaker(language: "EN-gb").spokenLanguage == "en")
        #expect(MathSpeaker(language: "en_US").spokenLanguage == "en")
        #expect(MathSpeaker(language: "").spokenLanguage == "en")
    }
}
