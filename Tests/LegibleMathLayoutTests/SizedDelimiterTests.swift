import LegibleMathLayout
import Testing

/// amsmath's `\big` family: a `\left` delimiter around a `\vcenter` 1, 1.5, 2 or 2.5 times
/// `\big@size` tall (1.2 times the height plus depth of the text font's `(`), in text style.
@Suite("Math layout: \\big and its kin", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct SizedDelimiterTests {
    let typesetter = LatinModernMath.typesetter!
    var font: OpenTypeFont { typesetter.font }
    /// `\big@size` at 10 pt: 1.2 times the extent of `(`, whose bounds are in hundredths of a point.
    var bigSize: Double {
        let bounds = font.glyphBounds[Int(font.glyph(for: "(")!)]!
        return 1.2 * Double(bounds.maxY - bounds.minY) / 100
    }
    var axis: Double { Double(font.math!.constants[.axisHeight]) / 100 }

    @Test("\\big( reaches half of \\big@size either side of the axis, in the first size variant that covers 90.1% of it")
    func bigBox() throws {
        let list = typesetter.layout(tex: #"\big("#, display: false)
        #expect(list.height >= bigSize / 2 + axis - 1e-9 && list.depth >= bigSize / 2 - axis - 1e-9)
        let variants = try #require(font.math!.verticalVariants[font.glyph(for: "(")!]).variants
        let chosen = try #require(variants.first { Double($0.advance) / 100 >= 0.901 * bigSize })
        #expect(list.glyphs.map(\.glyph) == [chosen.glyph])
    }

    @Test("\\Bigg is taller than \\bigg, \\bigg than \\Big, \\Big than \\big")
    func sizesGrow() {
        let extents = [#"\big("#, #"\Big("#, #"\bigg("#, #"\Bigg("#].map {
            let list = typesetter.layout(tex: $0, display: false)
            return list.height + list.depth
        }
        #expect(zip(extents, extents.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("\\big keeps its text size in a subscript, as amsmath sets it in an \\hbox")
    func textSizeInScripts() {
        let list = typesetter.layout(tex: #"a_{\big(}"#, display: false)
        #expect(list.glyphs[1].size == 10)
    }

    @Test("\\bigl opens and \\bigm is a relation: thick spaces around \\bigm|, none inside \\bigl( x \\bigr)")
    func classes() {
        let relation = typesetter.layout(tex: #"a\bigm|b"#, display: false)
        let ordinary = typesetter.layout(tex: #"a\big|b"#, display: false)
        #expect(abs(relation.width - ordinary.width - 2 * 5.0 * 10 / 18) < 1e-6)
        let fenced = typesetter.layout(tex: #"\bigl(x\bigr)"#, display: false)
        #expect(abs(fenced.glyphs[1].x - fenced.glyphs[0].x - Double(font.advanceWidths[Int(fenced.glyphs[0].glyph)]) / 100) < 1e-6)
    }

    @Test("Hostile runs of sized delimiters, limits and stacked binomials finish with every glyph inside the box", arguments: [
        String(repeating: #"\Bigg(\bigm|"#, count: 50_000), String(repeating: #"\sum\limits\nolimits_"#, count: 10_000),
        String(repeating: #"{a\brack "#, count: 5_000), #"\big"#, #"\bigl\left"#,
    ])
    func hostile(_ tex: String) {
        let list = typesetter.layout(tex: tex, display: false)
        #expect([list.width, list.height, list.depth].allSatisfy { $0.isFinite })
        #expect(list.glyphs.allSatisfy { $0.x >= -0.001 && $0.x <= list.width + 0.001 && $0.y <= list.height + 0.001 && $0.y >= -list.depth - 0.001 })
    }
}
