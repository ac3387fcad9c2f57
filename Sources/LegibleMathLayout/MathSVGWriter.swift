/// Writes a laid-out formula as a self-contained SVG: every glyph as a path from the font's
/// outline (so no font is needed to view it), every rule as a rectangle, all filled with
/// `currentColor` so the formula takes the page's text colour.
///
/// The image is the formula's box (width by height plus depth, in points); the accessible name
/// (`role="img"` with `aria-label`) is the formula's spoken form, given by the caller; or, for
/// HTML that has the spoken form beside it, the image is hidden (``inlineSVG(_:)``). Glyphs
/// that spell out source that could not be typeset are filled red.
public struct MathSVGWriter: Sendable {
    /// The typesetter whose fonts the display list's glyphs index.
    public let typesetter: MathTypesetter

    /// A writer drawing the glyphs of `typesetter`'s fonts.
    public init(typesetter: MathTypesetter) {
        self.typesetter = typesetter
    }

    /// The SVG document of `list`, named `accessibleName` for assistive technology.
    public func svg(_ list: MathDisplayList, accessibleName: String) -> String {
        svg(list, attributes: "role=\"img\" aria-label=\"\(Self.escaped(accessibleName))\"", title: "<title>\(Self.escaped(accessibleName))</title>")
    }

    /// The SVG of `list` to put in a line of HTML beside the formula's spoken form: hidden from
    /// assistive technology (the spoken form is what it reads), and lowered by the formula's
    /// depth (`vertical-align`), so that the formula's baseline is the text's.
    public func inlineSVG(_ list: MathDisplayList) -> String {
        svg(list, attributes: "aria-hidden=\"true\" focusable=\"false\" style=\"vertical-align: \(Self.number(-list.depth))pt\"", title: "")
    }

    private func svg(_ list: MathDisplayList, attributes: String, title: String) -> String {
        let height = list.height + list.depth
        var paths: [MathDisplayList.Face: [UInt16: String]] = [:]
        var body = ""
        for glyph in list.glyphs {
            let font = typesetter.font(glyph.face)
            let data = paths[glyph.face]?[glyph.glyph] ?? pathData(font.outline(of: glyph.glyph))
            paths[glyph.face, default: [:]][glyph.glyph] = data
            guard !data.isEmpty else { continue }
            // Font units, y up, to points, y down, with the baseline `height` below the top.
            let scale = glyph.size / Double(font.unitsPerEm)
            // The scale keeps seven decimals: at a size that is not a multiple of 10 pt (13.2 pt
            // is 0.0132 per unit of a 1000-unit em), three would change the glyphs' size.
            body += "<path\(glyph.isError ? " fill=\"#c00\"" : "") transform=\"matrix(\(Self.number(scale, decimals: 7)) 0 0 \(Self.number(-scale, decimals: 7)) "
                + "\(Self.number(glyph.x)) \(Self.number(list.height - glyph.y)))\" d=\"\(data)\"/>"
        }
        for rule in list.rules {
            body += "<rect x=\"\(Self.number(rule.x))\" y=\"\(Self.number(list.height - rule.y - rule.height))\" "
                + "width=\"\(Self.number(rule.width))\" height=\"\(Self.number(rule.height + rule.depth))\"/>"
        }
        let size = "width=\"\(Self.number(list.width))pt\" height=\"\(Self.number(height))pt\" viewBox=\"0 0 \(Self.number(list.width)) \(Self.number(height))\""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) \(attributes)>\(title)<g fill=\"currentColor\">\(body)</g></svg>"
    }

    /// SVG path data of an outline, in font units.
    private func pathData(_ outline: GlyphOutline) -> String {
        var data = ""
        var started = false
        for segment in outline.segments {
            switch segment {
            case .move(let x, let y):
                data += (started ? "Z" : "") + "M\(Self.number(x)) \(Self.number(y))"
                started = true
            case .line(let x, let y):
                data += "L\(Self.number(x)) \(Self.number(y))"
            case .quadratic(let x1, let y1, let x, let y):
                data += "Q\(Self.number(x1)) \(Self.number(y1)) \(Self.number(x)) \(Self.number(y))"
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                data += "C\(Self.number(x1)) \(Self.number(y1)) \(Self.number(x2)) \(Self.number(y2)) \(Self.number(x)) \(Self.number(y))"
            }
        }
        return started ? data + "Z" : data
    }

    /// A number with at most `decimals` decimals and no trailing zeros.
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let factor = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        let rounded = (value * factor).rounded() / factor
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
