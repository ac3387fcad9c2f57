/// Speaks TeX math in words, in English or another language that has a wording table.
///
/// ```swift
/// let speaker = MathSpeaker()                         // ClearSpeak, English
/// speaker.speak(#"\frac{a+b}{2}"#).text              // "the fraction with numerator a plus b, and denominator 2"
/// speaker.speak("x^2").text                           // "x squared"
/// speaker.speak(#"\sum_{i=1}^{n} i"#).text           // "the sum from i equals 1 to n of i"
/// MathSpeaker(style: .mathSpeak).speak(#"\sqrt{2}"#).text  // "StartRoot 2 EndRoot"
///
/// let german = MathSpeaker(language: "de")
/// german.spokenLanguage                               // "de"
/// german.speak("x^2").text                            // "x Quadrat"
/// MathSpeaker(language: "fr-CA").spokenLanguage       // "fr": the region falls back to French
/// MathSpeaker(language: "pt").spokenLanguage          // "en": no Portuguese table, so English
/// ```
///
/// The TeX is the content of a math span, without its delimiters (`$…$`, `\[…\]`). Inline and
/// display math read alike: limits are spoken the same whether TeX sets them beside or under
/// the operator.
///
/// Speaking never fails. Unknown commands are spoken by name ("the command foo"), unbalanced
/// braces and stray `&` or `\\` get a best-effort reading, and content nested too deeply to be
/// read as structure is read flatly, in order. A speaker is a small value: create one per style
/// and language and share it freely across threads.
public struct MathSpeaker: Sendable {
    /// The rules the speaker follows.
    public var style: MathSpeechStyle

    /// The language the speaker speaks, as a lower-case code (`"en"`, `"de"`): the language asked
    /// for when a wording table for it ships (see ``supportedLanguages``), otherwise `"en"`.
    ///
    /// A front end that speaks the result sets its speech language from this, so that English math
    /// inside a German document is not read with German pronunciation.
    public let spokenLanguage: String

    let wording: MathWording

    /// The codes of the languages that have a wording table, sorted: `["de", "en", "es", "fr", "it"]`.
    public static var supportedLanguages: [String] { MathWording.supportedLanguages }

    /// A speaker in `style` (ClearSpeak unless told otherwise) and `language`.
    ///
    /// - Parameters:
    ///   - style: the speech style's wording and grouping rules.
    ///   - language: a BCP 47 language tag such as `"de"`, `"de-AT"` or `"en_US"`; only its
    ///     language part counts, case-insensitively. A language without a table is spoken in
    ///     English, and ``spokenLanguage`` says so.
    public init(style: MathSpeechStyle = .clearSpeak, language: String = "en") {
        self.style = style
        self.wording = MathWording.named(language) ?? .english
        self.spokenLanguage = wording.language
    }

    /// The speech for `formula`.
    public func speak(_ formula: Formula) -> MathSpeech {
        var buffer = SpeechBuffer()
        switch style.rules {
        case .clearSpeak:
            ClearSpeakRules(wording: wording).speak(formula.semantics, into: &buffer)
        case .mathSpeak:
            MathSpeakRules(wording: wording).speak(formula.semantics, into: &buffer)
        }
        return buffer.finish()
    }

    /// The speech for the TeX math `tex`; a caller with other outputs of the same formula
    /// parses it once as a ``Formula`` and speaks that.
    public func speak(_ tex: String) -> MathSpeech {
        speak(Formula(tex))
    }
}
