public import Foundation
public import LegibleMathLayout

/// An OpenType math font (one with a `MATH` table), read from its bytes: what formulas are
/// typeset in and drawn from; or, where there is none, a text font (``init(textFont:name:textFaces:)``).
///
/// Legible bundles no font. The system's is found with ``system(paths:)`` (STIX Two Math on
/// macOS 13 and later; Latin Modern Math, TeX Gyre, STIX or Asana on Linux); an app can give
/// its own, from its bundle:
///
/// ```swift
/// let font = try MathFont(contentsOf: Bundle.main.url(forResource: "latinmodern-math", withExtension: "otf")!)
/// ```
///
/// The font is read from its bytes and its glyphs are drawn as paths, so it need not be
/// registered with the system's font manager.
public struct MathFont: Sendable {
    /// The font read.
    public let font: OpenTypeFont
    /// What the font is called for a reader of a message: its file's name, or what the app said.
    public let name: String
    /// The text faces formulas set words and `\mathbf`, `\mathit`, `\mathsf`, `\mathtt` in, as
    /// LaTeX with unicode-math sets them in the document's text font: found beside a math font
    /// read from a file (``TextFaceFiles``), the app's own fonts on Apple platforms; none (the
    /// math font's own alphabets) otherwise.
    public var textFaces: TextFaces

    /// The font in the bytes of an OpenType or TrueType file, called `name` in messages, with
    /// text in `textFaces`.
    /// - Throws: LegibleMathLayout's `FontError` when the bytes are not a font this reader can read,
    ///   or `FontError.missingTable(_:)` when the font has no `MATH` table.
    public init(data: Data, name: String = "math font", textFaces: TextFaces = TextFaces()) throws {
        try self.init(font: try OpenTypeFont(bytes: [UInt8](data)), name: name, textFaces: textFaces)
    }

    /// A font already read, called `name` in messages, with text in `textFaces`.
    /// - Throws: `FontError.missingTable(_:)` when the font has no `MATH` table.
    public init(font: OpenTypeFont, name: String, textFaces: TextFaces = TextFaces()) throws {
        guard font.math != nil else { throw FontError.missingTable("MATH") }
        self.font = font
        self.name = name
        self.textFaces = textFaces
    }

    /// A text font that formulas are set in where there is no math font, with text in
    /// `textFaces`: a font without a `MATH` table is laid out with the constants MathML Core
    /// gives such a font and Unicode's delimiter pieces (LegibleMathLayout's
    /// `MathTypesetter(anyFont:textFaces:textSize:)`).
    public init(textFont font: OpenTypeFont, name: String, textFaces: TextFaces = TextFaces()) {
        self.font = font
        self.name = name
        self.textFaces = textFaces
    }

    /// Whether the font has a `MATH` table: a math font, rather than a text font set with
    /// MathML Core's fallbacks.
    public var hasMathTable: Bool { font.math != nil }

    /// The typesetter of formulas in this font and its text faces, at `textSize` points.
    public func typesetter(textSize: Double = 10) -> MathTypesetter {
        MathTypesetter(anyFont: font, textFaces: textFaces, textSize: textSize)
    }

    /// The font in the file at `url`, with the text faces found beside it (``TextFaceFiles``).
    /// - Throws: the error of reading the file, or a `FontError` as ``init(data:name:textFaces:)``.
    public init(contentsOf url: URL) throws {
        let faces = TextFaceFiles.beside(mathFontAt: url.path).flatMap { try? $0.load() } ?? TextFaces()
        try self.init(data: try Data(contentsOf: url), name: url.lastPathComponent, textFaces: faces)
    }

    /// Where the systems put their math fonts, in order of preference: what Debian's and TeX
    /// distributions' packages install, or a reader put in their fonts (Latin Modern Math first,
    /// TeX's own look), then STIX Two Math, which macOS 13 and later install.
    public static let systemFontPaths = [
        "/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf",
        "/usr/share/texlive/texmf-dist/fonts/opentype/public/lm-math/latinmodern-math.otf",
        "/usr/local/share/fonts/latinmodern-math.otf",
        "/Library/Fonts/latinmodern-math.otf",
        "/usr/share/texmf/fonts/opentype/public/tex-gyre-math/texgyretermes-math.otf",
        "/usr/share/texmf/fonts/opentype/public/tex-gyre-math/texgyrepagella-math.otf",
        "/usr/share/fonts/opentype/stix-word/STIXMath-Regular.otf",
        "/usr/share/fonts/opentype/asana-math/Asana-Math.otf",
        "/System/Library/Fonts/Supplemental/STIXTwoMath.otf",
    ]

    /// The system's math font (``system(paths:)``), read once, when first asked for.
    public static let installed: MathFont? = system()

    /// The first font of `paths` that is there and has a `MATH` table (a file that is not a
    /// font, or a font without one, is passed over); `nil` when none is.
    public static func system(paths: [String] = systemFontPaths) -> MathFont? {
        for path in paths where FileManager.default.isReadableFile(atPath: path) {
            if let font = try? MathFont(contentsOf: URL(fileURLWithPath: path)) { return font }
        }
        return nil
    }
}
