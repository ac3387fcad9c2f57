/// The glyph outlines a page's formulas draw, each written once: the formulas' SVG draws them
/// with `<use href="#…">` (``MathSVGWriter/htmlSVG(_:display:definitions:)``), and the page
/// writes ``svg`` once, after them. A page with a hundred formulas writes the outline of `x`
/// once, not a hundred times.
///
/// ```swift
/// var definitions = SVGGlyphDefinitions(idPrefix: "legible-")
/// let first = writer.htmlSVG(writer.typesetter.layout(Formula("x^2"), display: false), display: false, definitions: &definitions)
/// let second = writer.htmlSVG(writer.typesetter.layout(Formula("x+1"), display: false), display: false, definitions: &definitions)
/// page += first + second + definitions.svg   // x's outline is in it once
/// ```
public struct SVGGlyphDefinitions: Sendable {
    /// What every id starts with, to keep several documents on one page apart.
    public let idPrefix: String
    /// Each glyph's id, by its font and index; `nil` for a glyph without ink.
    private var ids: [Key: String?] = [:]
    private var paths = ""

    private struct Key: Hashable {
        let face: MathDisplayList.Face
        let glyph: UInt16
    }

    /// Definitions whose ids start with `idPrefix` (then `g`, the font and the glyph's index).
    public init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    /// Whether no glyph is defined: a page without formulas writes no ``svg``.
    public var isEmpty: Bool { paths.isEmpty }

    /// The hidden SVG holding the outlines, each scaled to the typesetter's text size in points
    /// with y down, its origin on its baseline; empty when there are none. The stylesheet does not
    /// show it (class `legible-math-glyphs`); `<use>` draws what it holds.
    public var svg: String {
        isEmpty ? "" : "<svg class=\"legible-math-glyphs\" aria-hidden=\"true\" width=\"0\" height=\"0\"><defs>\(paths)</defs></svg>"
    }

    /// The id of `glyph`'s outline, written into the definitions the first time; `nil` for a
    /// glyph without ink (a space), which needs no drawing.
    mutating func id(of glyph: MathDisplayList.Glyph, in typesetter: MathTypesetter, pathData: (GlyphOutline) -> String) -> String? {
        let key = Key(face: typesetter.drawingFace(glyph.face), glyph: glyph.glyph)
        if let id = ids[key] { return id }
        let data = pathData(typesetter.font(glyph.face).outline(of: glyph.glyph))
        guard !data.isEmpty else {
            ids[key] = .some(nil)
            return nil
        }
        let id = idPrefix + "g" + Self.name(of: key.face) + String(glyph.glyph)
        ids[key] = id
        let scale = MathSVGWriter.number(typesetter.textSize / Double(typesetter.font(glyph.face).unitsPerEm), decimals: 7)
        paths += "<path id=\"\(id)\" transform=\"matrix(\(scale) 0 0 -\(scale) 0 0)\" d=\"\(data)\"/>"
        return id
    }

    /// A short name of each font, unique among the faces: `m` the math font, `r`, `b`, `i`, `s`
    /// and `t` the regular, bold, italic, sans-serif and monospace text faces with their script
    /// level, then `-`.
    private static func name(of face: MathDisplayList.Face) -> String {
        switch face {
        case .math: "m-"
        case .text(let level): "r\(level)-"
        case .boldText(let level): "b\(level)-"
        case .italicText(let level): "i\(level)-"
        case .sansSerifText(let level): "s\(level)-"
        case .monospaceText(let level): "t\(level)-"
        }
    }
}
