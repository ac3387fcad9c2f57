import LegibleMath

/// What the model makes of a formula: the formula parsed once (which every output of the model
/// reads: speech here, MathML, layout and the math tree downstream), and its speech, or none when
/// it cannot be read as math (``LegibleMath/Formula/isReadable`` decides), in which case every
/// front end shows and says its TeX instead of a guessed reading.
struct FormulaReading: Sendable {
    /// The formula, parsed.
    let formula: Formula
    /// How the formula sounds; `nil` for an unreadable formula, which is not spoken at all.
    let speech: MathSpeech?

    /// The reading of `tex` by `speaker`.
    init(_ tex: String, speaker: MathSpeaker) {
        formula = Formula(tex)
        speech = formula.isReadable ? speaker.speak(formula) : nil
    }
}
