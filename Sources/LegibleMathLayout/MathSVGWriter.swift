/// Writes a laid-out formula as SVG: every glyph as a path from the font's outline (so no font
/// is needed to view it), every rule as a rectangle, all filled with `currentColor` so the
/// formula takes the colour of the text around it.
///
/// Two forms:
/// - ``svg(_:accessibleName:)``, a self-contained document the size of the formula's box in
///   points, named by the formula's spoken form (`role="img"` with `aria-label`);
/// - ``htmlSVG(_:display:)`` and ``htmlSVG(_:display:definitions:)``, for a web page that has
///   the spoken form beside the drawing: hidden from assistive technology, sized in em (so it
///   follows zoom and the reader's text size; the typesetter's text size is the em), an in-line
///   formula on the text's baseline, and with shared ``SVGGlyphDefinitions`` each glyph outline
///   written once a page and drawn with `<use>`.
///
/// The HTML forms need no style attribute (a page's Content-Security-Policy may forbid them):
/// the baseline is placed by markup alone (see ``htmlSVG(_:display:definitions:)``); nor a
/// namespace, which HTML's parser gives an `svg`. Glyphs that spell out source that could not
/// be typeset are filled red.
public struct MathSVGWriter: Sendable {
    /// The typesetter whose fonts the display list's glyphs index.
    public let typesetter: MathTypesetter

    /// A writer drawing the glyphs of `typesetter`'s fonts.
    public init(typesetter: MathTypesetter) {
        self.typesetter = typesetter
    }

    /// The SVG document of `list`, named `accessibleName` for assistive technology.
    public func svg(_ list: MathDisplayList, accessibleName: String) -> String {
        let height = list.height + list.depth
        let size = "width=\"\(Self.number(list.width))pt\" height=\"\(Self.number(height))pt\" viewBox=\"0 \(Self.number(-list.height)) \(Self.number(list.width)) \(Self.number(height))\""
        let name = Self.escaped(accessibleName)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) role=\"img\" aria-label=\"\(name)\" fill=\"currentColor\"><title>\(name)</title>"
            + drawing(list) { glyph, transform in
                let data = pathData(typesetter.font(glyph.face).outline(of: glyph.glyph))
                return data.isEmpty ? "" : "<path transform=\"\(transform)\" d=\"\(data)\"/>"
            } + "</svg>"
    }

    /// The SVG of `list` for a web page that has the formula's spoken form beside it, each glyph
    /// an outline of its own: for a page written in pieces (a stream) that cannot share
    /// definitions. See ``htmlSVG(_:display:definitions:)``.
    public func htmlSVG(_ list: MathDisplayList, display: Bool) -> String {
        htmlSVG(list, display: display) { glyph, transform in
            let data = pathData(typesetter.font(glyph.face).outline(of: glyph.glyph))
            return data.isEmpty ? "" : "<path transform=\"\(transform)\" d=\"\(data)\"/>"
        }
    }

    /// The SVG of `list` for a web page that has the formula's spoken form beside it, each glyph
    /// a `<use>` of its outline in `definitions` (added there the first time a page draws it;
    /// the page writes ``SVGGlyphDefinitions/svg`` once).
    ///
    /// It is hidden from assistive technology (`aria-hidden`) and sized in em, the typesetter's
    /// text size being the em. A display formula is one `svg`, the box's width by its height
    /// and depth. An in-line formula must sit on the text's baseline, which an `svg` in a line
    /// does not know (its bottom edge sits there) and which a style attribute cannot be trusted
    /// to move: it is a `legible-math-box` span (the stylesheet makes it an inline column of
    /// flexible boxes) holding the formula's part above the baseline as an `svg` (the part below
    /// drawn past its bottom edge, `overflow="visible"`) and, when the formula goes below the
    /// baseline, an empty `svg` as tall as the depth under it: the column's baseline is its first
    /// box's, whose bottom edge is its baseline, so the formula's baseline is the text's, and the
    /// column holds the depth.
    public func htmlSVG(_ list: MathDisplayList, display: Bool, definitions: inout SVGGlyphDefinitions) -> String {
        htmlSVG(list, display: display) { glyph, _ in
            // The definitions hold each outline at the text size, its baseline at 0: a glyph at
            // that size is placed by x and y alone, a smaller one scaled about its origin.
            guard let id = definitions.id(of: glyph, in: typesetter, pathData: pathData) else { return "" }
            let scale = glyph.size / typesetter.textSize
            let (x, y) = (Self.number(glyph.x), Self.number(-glyph.y))
            guard abs(scale - 1) > 1e-9 else { return "<use href=\"#\(id)\" x=\"\(x)\" y=\"\(y)\"/>" }
            let factor = Self.number(scale, decimals: 5)
            return "<use href=\"#\(id)\" transform=\"matrix(\(factor) 0 0 \(factor) \(x) \(y))\"/>"
        }
    }

    private func htmlSVG(_ list: MathDisplayList, display: Bool, glyph: (MathDisplayList.Glyph, String) -> String) -> String {
        let em = typesetter.textSize
        let body = drawing(list, glyph: glyph)
        let width = Self.number(list.width)
        guard !display else {
            let height = list.height + list.depth
            return "<svg aria-hidden=\"true\" width=\"\(Self.number(list.width / em))em\" "
                + "height=\"\(Self.number(height / em))em\" viewBox=\"0 \(Self.number(-list.height)) \(width) \(Self.number(height))\" fill=\"currentColor\">\(body)</svg>"
        }
        var markup = "<span class=\"legible-math-box\" aria-hidden=\"true\"><svg "
            + "width=\"\(Self.number(list.width / em))em\" height=\"\(Self.number(list.height / em))em\" viewBox=\"0 \(Self.number(-list.height)) \(width) "
            + "\(Self.number(list.height))\" overflow=\"visible\" fill=\"currentColor\">\(body)</svg>"
        if list.depth > 0 {
            markup += "<svg class=\"legible-math-depth\" width=\"0\" height=\"\(Self.number(list.depth / em))em\"></svg>"
        }
        return markup + "</span>"
    }

    /// The glyphs and rules of `list` in points, y down from the baseline: each glyph as `glyph`
    /// writes it with the transform from its font's units to its place, each rule a `rect`.
    private func drawing(_ list: MathDisplayList, glyph: (MathDisplayList.Glyph, String) -> String) -> String {
        var body = ""
        var isErrorGroupOpen = false
        for placed in list.glyphs {
            // Glyphs spelling out source that could not be typeset are filled red, in a group.
            if placed.isError != isErrorGroupOpen {
                body += placed.isError ? "<g fill=\"#c00\">" : "</g>"
                isErrorGroupOpen = placed.isError
            }
            let scale = placed.size / Double(typesetter.font(placed.face).unitsPerEm)
            // The scale keeps seven decimals: at a size that is not a multiple of 10 pt (13.2 pt
            // is 0.0132 per unit of a 1000-unit em), three would change the glyphs' size.
            body += glyph(placed, "matrix(\(Self.number(scale, decimals: 7)) 0 0 \(Self.number(-scale, decimals: 7)) \(Self.number(placed.x)) \(Self.number(-placed.y)))")
        }
        if isErrorGroupOpen { body += "</g>" }
        for rule in list.rules {
            body += "<rect x=\"\(Self.number(rule.x))\" y=\"\(Self.number(-rule.y - rule.height))\" "
                + "width=\"\(Self.number(rule.width))\" height=\"\(Self.number(rule.height + rule.depth))\"/>"
        }
        return body
    }

    /// SVG path data of an outline, in font units.
    func pathData(_ outline: GlyphOutline) -> String {
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

    /// A number with at most `decimals` decimals, no trailing zeros and no leading zero
    /// (`.5`, `-.25`), as SVG allows: a page of formulas is mostly numbers.
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let factor = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        let rounded = (value * factor).rounded() / factor
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
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
