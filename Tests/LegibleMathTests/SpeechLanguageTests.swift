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

    @Test("Only the language part of a tag counts, in any case")
    func tags() {
        #expect(MathSpeaker(language: "EN-gb").spokenLanguage == "en")
        #expect(MathSpeaker(language: "en_US").spokenLanguage == "en")
        #expect(MathSpeaker(language: "").spokenLanguage == "en")
    }
}
