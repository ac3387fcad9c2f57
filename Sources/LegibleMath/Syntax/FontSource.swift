/// Where a font command takes its letters from, as LaTeX with unicode-math sets them. Only
/// layout sees the difference: `\mathbf{x}` and `\symbf{x}` both read "bold x".
package enum FontSource: Sendable {
    /// The document's text face: `\mathrm`, `\mathup`, `\mathit`, `\mathbf`, `\mathsf` and
    /// `\mathtt` (and the old `{\bf …}` and its kin) set their letters and digits in the text
    /// font's roman, italic, bold, sans-serif and monospace faces.
    case textFace
    /// One of the math font's alphabets (Unicode's mathematical alphanumerics): `\symbf`,
    /// `\mathbfup`, `\mathbfit`, `\mathbb`, `\mathcal` and the other `\sym…` commands.
    case mathAlphabet
    /// The math font's bold version: amsmath's `\boldsymbol` and the bm package's `\bm`, which
    /// make bold what is inside them, symbols too, when a bold math font is loaded.
    case boldVersion
}
