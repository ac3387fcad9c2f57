import LegibleMath

/// Which math speaker a model uses for its language, and the language that speaker really speaks.
enum MathVoice {
    /// A speaker in `style` for the phrase table's `language`, and the language its speech is in:
    /// `language` when `LegibleMath` has a wording table for it, else the one it falls back to.
    static func speaker(style: MathSpeechStyle, language: String) -> (speaker: MathSpeaker, language: String) {
        let speaker = MathSpeaker(style: style, language: language)
        return (speaker, speaker.spokenLanguage)
    }
}
