/// One lexical unit of TeX math source.
///
/// The tokenizer works on Unicode scalars, so a raw `≤` or `𝔄` in the source is a ``character``
/// like any ASCII letter; whether it means the same as a command is decided later, by the symbol
/// table.
enum TeXToken: Equatable, Sendable {
    /// A single character of math: letter, digit, operator, punctuation or any Unicode symbol.
    case character(Unicode.Scalar)
    /// A control sequence, without its backslash: `frac`, `alpha`, or a control symbol such as
    /// `{`, `,`, `|` or `\` (for `\\`).
    case command(String)
    /// `{`
    case beginGroup
    /// `}`
    case endGroup
    /// `^`
    case superscript
    /// `_`
    case `subscript`
    /// `&`, the column separator of environments.
    case alignment
    /// A run of white space. Math mode ignores it; text arguments keep it.
    case space
}
