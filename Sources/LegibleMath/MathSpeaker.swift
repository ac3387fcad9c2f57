/// Speaks TeX math as natural English.
///
/// ```swift
/// let speaker = MathSpeaker()                         // ClearSpeak
/// speaker.speak(#"\frac{a+b}{2}"#).text              // "the fraction with numerator a plus b, and denominator 2"
/// speaker.speak("x^2").text                           // "x squared"
/// speaker.speak(#"\sum_{i=1}^{n} i"#).text           // "the sum from i equals 1 to n of i"
/// MathSpeaker(style: .mathSpeak).speak(#"\sqrt{2}"#).text  // "StartRoot 2 EndRoot"
/// ```
///
/// The TeX is the content of a math span, without its delimiters (`$…$`, `\[…\]`). Inline and
/// display math read alike: limits are spoken the same whether TeX sets them beside or under
/// the operator.
///
/// Speaking never fails. Unknown commands are spoken by name ("the command foo"), unbalanced
/// braces and stray `&` or `\\` get a best-effort reading, and content nested too deeply to be
/// read as structure is read flatly, in order. A speaker is a small value: create one per style
/// and share it freely across threads.
public struct MathSpeaker: Sendable {
    /// The rules the speaker follows.
    public var style: MathSpeechStyle

    /// A speaker in `style`, ClearSpeak unless told otherwise.
    public init(style: MathSpeechStyle = .clearSpeak) {
        self.style = style
    }

    /// The speech for the TeX math `tex`.
    public func speak(_ tex: String) -> MathSpeech {
        let tree = SemanticAnalyzer.analyze(TeXParser.parse(tex))
        var buffer = SpeechBuffer()
        switch style.rules {
        case .clearSpeak:
            ClearSpeakRules(wording: .english).speak(tree, into: &buffer)
        case .mathSpeak:
            MathSpeakRules(wording: .english).speak(tree, into: &buffer)
        }
        return buffer.finish()
    }
}
