/// The typeface variant of a letter or digit, as `\mathbf`, `\mathbb` and the Unicode mathematical
/// alphanumeric symbols (`𝐱`, `ℝ`, `𝔄`) express it. Speech names it before the letter
/// ("bold x", "double struck upper R").
package enum MathVariant: UInt8, CaseIterable, Sendable {
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

    /// Whether letters written together in this font make a word (`\mathrm{softmax}`,
    /// `\mathit{count}`, `\mathtt{dp}`) rather than separate letters (`\mathbf{AB}`, `\mathcal{GP}`).
    var joinsLettersIntoWords: Bool {
        switch self {
        case .normal, .upright, .italic, .monospace, .sansSerif: return true
        default: return false
        }
    }

    /// The variant `self` becomes when `inner` is applied inside it (for `\mathbf{\mathit{x}}`).
    ///
    /// In TeX the innermost alphabet wins (`\mathbf{\mathcal Y}` is a script Y), except inside
    /// `\boldsymbol` and `\bm` (``boldItalic`` here), which switch to the bold version of every
    /// alphabet: `\boldsymbol{\mathcal Y}` is a bold script Y, `\boldsymbol{\mathrm A}` a bold
    /// upright A. The reader sees both the alphabet and the weight, so speech says both.
    package func combined(with inner: MathVariant) -> MathVariant {
        if inner == .normal { return self }
        guard self == .boldItalic else { return inner }
        switch inner {
        case .script, .calligraphic: return .boldScript
        case .fraktur: return .boldFraktur
        case .sansSerif: return .sansSerifBold
        case .sansSerifItalic: return .sansSerifBoldItalic
        case .upright: return .bold
        case .italic: return .boldItalic
        default: return inner
        }
    }
}
