/// The document's text fonts that math sets words and text-face letters in, as LaTeX with
/// unicode-math does: `\text{…}` and `\log` in the roman face, `\mathbf` and `\textbf` in the
/// bold, `\mathit` in the italic, `\mathsf` in the sans-serif and `\mathtt` in the monospace.
///
/// Each face is a list by size: the fonts for text size, script size and scriptscript size (the
/// last one serves the sizes after it), as LaTeX picks a font's optical sizes (Latin Modern
/// Roman 10, 7 and 5 pt); one font serves every size. A face without fonts is set in the
/// regular face, and without that in the math font's own alphabets.
///
/// ```swift
/// let faces = TextFaces(regular: [roman10, roman7, roman5], bold: [bold10, bold7, bold5])
/// let typesetter = try MathTypesetter(font: latinModernMath, textFaces: faces)
/// ```
public struct TextFaces: Sendable {
    /// The roman face (`\text`, `\mathrm`, operator names).
    public var regular: [OpenTypeFont]
    /// The bold face (`\mathbf`, `\textbf`).
    public var bold: [OpenTypeFont]
    /// The italic face (`\mathit`, `\textit`).
    public var italic: [OpenTypeFont]
    /// The sans-serif face (`\mathsf`, `\textsf`).
    public var sansSerif: [OpenTypeFont]
    /// The monospace face (`\mathtt`, `\texttt`).
    public var monospace: [OpenTypeFont]

    /// Faces from their fonts by size; any left out is set in the regular face.
    public init(regular: [OpenTypeFont] = [], bold: [OpenTypeFont] = [], italic: [OpenTypeFont] = [],
                sansSerif: [OpenTypeFont] = [], monospace: [OpenTypeFont] = []) {
        self.regular = regular
        self.bold = bold
        self.italic = italic
        self.sansSerif = sansSerif
        self.monospace = monospace
    }
}

extension MathTypesetter {
    /// A typesetter for the math font `font` at `textSize` points, with text and text-face
    /// letters in `textFaces`.
    /// - Throws: ``FontError/missingTable(_:)`` when the font has no `MATH` table.
    public init(font: OpenTypeFont, textFaces: TextFaces, textSize: Double = 10) throws {
        try self.init(font: font, textFonts: textFaces.regular, boldTextFonts: textFaces.bold, italicTextFonts: textFaces.italic,
                      sansSerifTextFonts: textFaces.sansSerif, monospaceTextFonts: textFaces.monospace, textSize: textSize)
    }

    /// The text faces this typesetter sets text in.
    public var textFaces: TextFaces {
        TextFaces(regular: textFonts, bold: boldTextFonts, italic: italicTextFonts, sansSerif: sansSerifTextFonts, monospace: monospaceTextFonts)
    }
}
