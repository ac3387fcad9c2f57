import LegibleMath

/// The alphabet the letters of a row are set in, as the font commands around them choose it:
/// a variant (bold, italic, double-struck…) and where its letters come from, the document's text
/// face (`\mathbf`) or the math font's alphabets (`\symbf`, `\mathbb`).
struct Alphabet: Equatable {
    var variant: MathVariant
    var source: FontSource

    /// Math as written, without a font command: italic letters, upright digits.
    static let normal = Alphabet(variant: .normal, source: .mathAlphabet)
}
