/// The typeface variant of a letter or digit, as `\mathbf`, `\mathbb` and the Unicode mathematical
/// alphanumeric symbols (`𝐱`, `ℝ`, `𝔄`) express it. Speech names it before the letter
/// ("bold x", "double struck upper R").
enum MathFont: UInt8, CaseIterable, Sendable {
    /// No explicit variant: letters are italic by convention, and that is not spoken.
    case normal
    /// Upright, as `\mathrm` gives a single letter ("normal upper H").
    case upright
    case bold
    case italic
    case boldItalic
    case script
    case boldScript
    case fraktur
    case boldFraktur
    case doubleStruck
    case sansSerif
    case sansSerifBold
    case sansSerifItalic
    case sansSerifBoldItalic
    case monospace
    /// Calligraphic, as `\mathcal`; spoken like script.
    case calligraphic

    /// The variant `self` becomes when `inner` is applied inside it (for `\mathbf{\mathit{x}}`).
    func combined(with inner: MathFont) -> MathFont {
        inner == .normal ? self : inner
    }
}
