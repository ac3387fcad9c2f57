/// The typeface variant of a letter or digit, as `\mathbf`, `\mathbb` and the Unicode mathematical
/// alphanumeric symbols (`𝐱`, `ℝ`, `𝔄`) express it. Speech names it before the letter
/// ("bold x", "double struck upper R"); braille writes its typeform indicator; a
/// ``MathExpression`` keeps it on identifiers, numbers and text.
public enum MathVariant: UInt8, CaseIterable, Sendable {
    /// No explicit variant: a single letter is italic by convention (`x`), a name upright
    /// (`sin`), and that is not spoken.
    case normal
    /// Upright, as `\mathrm` gives a single letter ("normal upper H").
    case upright
    /// Bold, as `\mathbf` (`𝐱`).
    case bold
    /// Italic, as `\mathit` (`𝑥`), which a single letter is anyway.
    case italic
    /// Bold italic, as `\boldsymbol` and `\bm` (`𝒙`).
    case boldItalic
    /// Script, as `\mathscr` (`𝒳`).
    case script
    /// Bold script (`𝓧`).
    case boldScript
    /// Fraktur, as `\mathfrak` (`𝔛`).
    case fraktur
    /// Bold Fraktur (`𝖃`).
    case boldFraktur
    /// Double-struck, as `\mathbb` (`ℝ`).
    case doubleStruck
    /// Sans-serif, as `\mathsf` (`𝖷`).
    case sansSerif
    /// Bold sans-serif (`𝗫`).
    case sansSerifBold
    /// Italic sans-serif (`𝘟`).
    case sansSerifItalic
    /// Bold italic sans-serif (`𝙓`).
    case sansSerifBoldItalic
    /// Monospace, as `\mathtt` (`𝚇`).
    case monospace
    /// Calligraphic, as `\mathcal`; spoken like script.
    case calligraphic

    /// `text` with each letter and digit in this variant as the Unicode mathematical
    /// alphanumeric symbols write it, as MathML Core wants it and a screen reader names it:
    /// `MathVariant.bold.styled("x")` is `"𝐱"`, `MathVariant.doubleStruck.styled("R")` is `"ℝ"`.
    /// Characters the variant has no form for, and all in ``normal`` and ``upright``, stay as
    /// they are.
    public func styled(_ text: String) -> String {
        MathAlphanumerics.styled(text, font: self)
    }

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
