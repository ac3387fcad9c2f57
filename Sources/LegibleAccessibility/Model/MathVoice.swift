import LegibleMath

/// Which math speaker a model uses for its language, and the language that speaker really speaks.
enum MathVoice {
    /// A speaker in `style` for the phrase table's `language`, and the language its speech is in.
    ///
    /// Math is spoken in English until `LegibleMath` speaks other languages; then this becomes
    /// `let speaker = MathSpeaker(style: style, language: language); return (speaker, speaker.spokenLanguage)`,
    /// and elements record the language their math is in from it.
    static func speaker(style: MathSpeechStyle, language: String) -> (speaker: MathSpeaker, language: String) {
        (MathSpeaker(style: style), "en")
    }
}
