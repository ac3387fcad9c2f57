/// Writes TeX math as one line of Unicode text, the form a formula takes where no typesetter
/// draws it: the terminal, plain text, the last fallback of the Apple views.
///
/// ```swift
/// let writer = UnicodeMathWriter()
/// writer.linear("ax^2 + bx + c = 0").text       // "ax² + bx + c = 0"
/// writer.linear(#"\sqrt{b^2-4ac}"#).text         // "√(b² − 4ac)"
/// writer.linear(#"\frac{n(n+1)}{2}"#).text       // "(n(n+1))/2"
/// writer.linear(#"\mathbb R \ni \mathbf x"#).text // "ℝ ∋ 𝐱"
/// writer.linear(#"\foo x"#)                      // text "\foo x", isReadable false
/// ```
///
/// It reads the same semantic analysis as speech and ``MathMLWriter``. The conventions:
/// - Letters in a font are the Unicode mathematical alphanumerics (`\mathbf x` is `𝐱`,
///   `\mathcal L` is `ℒ`); symbols, operators, relations and arrows are their characters, and
///   minus is U+2212.
/// - A script is written with the Unicode superscript or subscript characters when every
///   character of it has one (`x_{n-1}^2` is `xₙ₋₁²`); otherwise as `^` or `_` followed by the
///   script, in parentheses unless it is one character (`e^(iπ)`, `x_α`).
/// - A fraction is `a/b`, each part in parentheses when it is more than one term (`(a+b)/2`,
///   `1/(2a)`), and in parentheses itself when it is a factor of a product or a base.
///   Inside fractions and scripts operators stand without spaces around them, as TeX sets
///   them in script style.
/// - A root is `√`, `∛` or `∜` (an other index is a superscript before `√`), its radicand in
///   parentheses when it is more than one term.
/// - An accent on one character is its combining mark (`\hat x` is `x̂`, `\vec v` is `v⃗`);
///   `\overline` and `\underline` mark every character; another accent on several characters
///   marks their parenthesised group.
/// - A binomial coefficient is `C(n, k)`.
/// - A matrix, cases or aligned lines are their cells separated by `, ` and their rows by `; `,
///   inside the fences the source gives (`\begin{pmatrix}a&b\\c&d\end{pmatrix}` is
///   `(a, b; c, d)`); in aligned lines the `&` separates nothing (`a = b; = c`).
/// - Text (`\text`, `\operatorname`) is written as it is; spacing commands are spaces.
///
/// A formula that cannot be read (``MathSpeaker/canRead(_:)`` is false: an unknown command,
/// unbalanced braces) comes back as its TeX source with ``LinearMath/isReadable`` false, so
/// that a caller can mark it rather than show a guess.
public struct UnicodeMathWriter: Sendable {
    /// A writer; it has no settings.
    public init() {}

    /// The linear Unicode form of `formula`.
    public func linear(_ formula: Formula) -> LinearMath {
        guard formula.isReadable else { return LinearMath(text: formula.tex, problems: formula.problems) }
        return LinearMath(text: LinearMathText.text(of: formula.semantics), problems: [])
    }

    /// The linear Unicode form of the TeX math `tex` (the content of a math span, without its
    /// delimiters); a caller with other outputs of the same formula parses it once as a
    /// ``Formula``.
    public func linear(_ tex: String) -> LinearMath {
        linear(Formula(tex))
    }
}
