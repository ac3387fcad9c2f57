import LegibleMath

/// What the model makes of a formula's TeX: its speech, or that it cannot be read as math
/// (``LegibleMath/MathSpeaker/canRead(_:)`` decides), in which case every front end shows and
/// says its TeX instead of a guessed reading.
enum FormulaReading: Sendable {
    /// The formula reads as math, and this is how it sounds.
    case speech(MathSpeech)
    /// The formula does not read as math: it is named as not understood, with its TeX.
    case unreadable

    /// The reading of `tex` by `speaker`; an unreadable formula is not spoken at all.
    init(_ tex: String, speaker: MathSpeaker) {
        self = MathSpeaker.canRead(tex) ? .speech(speaker.speak(tex)) : .unreadable
    }

    /// The speech, or `nil` for an unreadable formula.
    var speech: MathSpeech? {
        if case .speech(let speech) = self { return speech }
        return nil
    }
}
