extension MathDisplayList {
    /// The layout as one JSON object in the schema of `../shared/tools/tex_layout_oracle.py`, so
    /// the two can be compared item by item: `width`, `height`, `depth`, `glyphs` (`char`,
    /// `glyph`, `font`, `x`, `y`, `size`, `advance`), `rules` (`x`, `y`, `width`, `height`,
    /// `depth`); points to four decimals.
    ///
    /// - Parameters:
    ///   - typesetter: the typesetter that made the list, whose fonts the glyphs index.
    ///   - fontName: the file name of each face's font, written in each glyph's `font`.
    public func json(typesetter: MathTypesetter, fontName: (Face) -> String) -> String {
        func number(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10_000
            return rounded == 0 ? "0" : String(rounded)
        }
        func escaped(_ name: String) -> String { name.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case _ where scalar.value < 0x20: return "?"
            default: return String(scalar)
            }
        }.joined() }
        let glyphItems = glyphs.map { glyph in
            let font = typesetter.font(glyph.face)
            let advance = Double(font.advanceWidths[Int(glyph.glyph)]) * glyph.size / Double(font.unitsPerEm)
            return "{\"char\": \(glyph.scalar.value), \"glyph\": \(glyph.glyph), \"font\": \"\(escaped(fontName(glyph.face)))\", \"x\": \(number(glyph.x)), "
                + "\"y\": \(number(glyph.y)), \"size\": \(number(glyph.size)), \"advance\": \(number(advance))}"
        }
        let ruleItems = rules.map { rule in
            "{\"x\": \(number(rule.x)), \"y\": \(number(rule.y)), \"width\": \(number(rule.width)), "
                + "\"height\": \(number(rule.height)), \"depth\": \(number(rule.depth))}"
        }
        return "{\"width\": \(number(width)), \"height\": \(number(height)), \"depth\": \(number(depth)), "
            + "\"glyphs\": [\(glyphItems.joined(separator: ", "))], \"rules\": [\(ruleItems.joined(separator: ", "))]}"
    }
}
