import LegibleMathLayout
import Testing

/// Each table of the reader on a font written byte by byte (`TestFont`), value by value.
struct SmallFontTests {
    let font: OpenTypeFont
    init() throws { font = try OpenTypeFont(bytes: TestFont.cff()) }

    @Test("Metrics: units per em, ascender, descender, advances with a shared tail")
    func metrics() {
        #expect(font.unitsPerEm == 1000)
        #expect((font.ascender, font.descender) == (800, -200))
        #expect(font.advanceWidths == [500, 520, 540, 540])
    }

    @Test("cmap format 4: x maps to glyph 1 by its delta; nothing else is mapped")
    func characterMap() {
        #expect(font.glyph(for: "x") == 1)
        #expect(font.glyph(for: "y") == nil)
        #expect(font.characterMap.mappings.map(\.scalar) == [0x78])
    }

    @Test("cmap format 4 through the glyph id array")
    func characterMapArray() throws {
        let font = try OpenTypeFont(bytes: TestFont.cff(cmap: TestFont.arrayCharacterMap))
        #expect(font.characterMap.mappings.map { "\($0.scalar):\($0.glyph)" } == ["97:2", "98:3"])
    }

    @Test("cmap: the full-repertoire format 12 subtable is preferred to the BMP one")
    func characterMapFullRepertoire() throws {
        let font = try OpenTypeFont(bytes: TestFont.cff(cmap: TestFont.fullRepertoireCharacterMap))
        #expect(font.glyph(for: "\u{1D400}") == 2)
        #expect(font.glyph(for: "\u{1D401}") == 3)
        #expect(font.glyph(for: "\u{1D402}") == nil)
        #expect(font.glyph(for: "x") == nil)
    }

    @Test("CFF bounds: a cubic's top is its extreme, not its control points; the width operand is not a coordinate")
    func cubicBounds() {
        #expect(font.glyphBounds[0] == nil)
        #expect(font.glyphBounds[1] == GlyphBounds(minX: 0, minY: 0, maxX: 100, maxY: 75))
    }

    @Test("CFF bounds through a local and a global subroutine")
    func subroutines() {
        #expect(font.glyphBounds[2] == GlyphBounds(minX: 10, minY: 20, maxX: 40, maxY: 60))
        #expect(font.glyphBounds[3] == font.glyphBounds[2])
    }

    @Test("CID-keyed CFF: each glyph calls the local subroutines of its own font dict")
    func cidKeyed() throws {
        let shortLine = TestFont.number(5) + TestFont.number(6) + [TestFont.rlineto, 11]
        let font = try OpenTypeFont(bytes: TestFont.cidKeyedCFF(localSubroutines: [[TestFont.lineSubroutine], [shortLine]]))
        #expect(font.glyphBounds[1] == GlyphBounds(minX: 0, minY: 0, maxX: 100, maxY: 75))
        #expect(font.glyphBounds[2] == GlyphBounds(minX: 10, minY: 20, maxX: 15, maxY: 26))
        #expect(font.glyphBounds[3] == GlyphBounds(minX: 10, minY: 20, maxX: 40, maxY: 60))
    }

    @Test("MATH constants by name")
    func constants() throws {
        let constants = try #require(font.math).constants
        #expect(constants[.scriptPercentScaleDown] == 70)
        #expect(constants[.axisHeight] == 250)
        #expect(constants[.radicalDegreeBottomRaisePercent] == 60)
        #expect(constants[.fractionRuleThickness] == 0)
    }

    @Test("Italic correction and a math kern read at heights below, between and above its steps")
    func glyphInfo() throws {
        let math = try #require(font.math)
        #expect(math.italicCorrections == [1: 50])
        let kern = try #require(math.kerns[1]?.topRight)
        #expect([50, 100, 150, 250].map(kern.kern(atHeight:)) == [10, 20, 20, 30])
        #expect(math.kerns[1]?.bottomLeft == nil)
    }

    @Test("Vertical variants and an assembly with an extender")
    func variants() throws {
        let math = try #require(font.math)
        #expect(math.minConnectorOverlap == 20)
        let construction = try #require(math.verticalVariants[1])
        #expect(construction.variants.map(\.glyph) == [1, 2])
        #expect(construction.variants.map(\.advance) == [500, 1000])
        #expect(construction.assembly?.parts.map(\.isExtender) == [false, true])
        #expect(construction.assembly?.parts.map(\.startConnectorLength) == [0, 50])
        #expect(math.horizontalVariants.isEmpty)
    }

    @Test("ssty: script level 1 and 2 take the alternates; deeper levels keep the last; other glyphs stay")
    func scriptStyle() {
        #expect((0...3).map { font.glyph(1, scriptLevel: $0) } == [1, 2, 3, 3])
        #expect(font.glyph(2, scriptLevel: 1) == 2)
    }

    @Test("glyf: a quadratic's extreme, a moved composite and a scaled one")
    func trueTypeBounds() throws {
        let font = try OpenTypeFont(bytes: TestFont.trueType(glyphs: [
            [], TestFont.triangle, TestFont.composite(1, dx: 50, dy: -10), TestFont.composite(1, dx: 0, dy: 0, scale: 0.5),
        ]))
        #expect(font.glyphBounds[0] == nil)
        #expect(font.glyphBounds[1] == GlyphBounds(minX: 0, minY: 0, maxX: 200, maxY: 100))
        #expect(font.glyphBounds[2] == GlyphBounds(minX: 50, minY: -10, maxX: 250, maxY: 90))
        #expect(font.glyphBounds[3] == GlyphBounds(minX: 0, minY: 0, maxX: 100, maxY: 50))
        #expect(font.math == nil)
    }
}
