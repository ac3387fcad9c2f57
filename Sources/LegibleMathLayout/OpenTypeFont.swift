/// An OpenType font read from its file's bytes: what a math typesetter needs of it.
///
/// Everything is read and checked when the font is made, so a font that loads answers every
/// question without failing: glyph advances and ink bounds, the character map, the `MATH` table,
/// and the script-size alternates of the `ssty` feature. A file that is truncated, points outside
/// itself, or loops is refused with a ``FontError``.
///
/// Sizes are in font units (``unitsPerEm`` to the em); y grows upwards.
public struct OpenTypeFont: Sendable {
    /// Font units per em (`head`).
    public let unitsPerEm: Int
    /// The font's own revision number (`head.fontRevision`, a 16.16 number).
    public let fontRevision: Double
    /// The slant of an italic font, in degrees counter-clockwise from the vertical (`post`;
    /// 0 for an upright font or one without the table).
    let italicAngle: Double
    /// The thickness of the underline (`post`), which TeX's font loader uses to pad an italic
    /// text font's italic corrections, and MathML Core takes as a text font's rule thickness.
    package let underlineThickness: Int
    /// The height of a lowercase x (`OS/2` from version 2, else the top of the outline of `x`;
    /// 0 without either), from which MathML Core derives a text font's math axis and script
    /// limits.
    package let xHeight: Int
    /// How far a subscript is lowered and a superscript raised in the font's design (`OS/2`; 0
    /// without the table).
    package let subscriptYOffset: Int, superscriptYOffset: Int
    /// Typographic ascender (`hhea`): the line's extent above the baseline.
    public let ascender: Int
    /// Typographic descender (`hhea`): the line's extent below the baseline, negative.
    public let descender: Int
    /// Number of glyphs (`maxp`).
    public let glyphCount: Int
    /// Advance width of every glyph (`hmtx`), indexed by glyph.
    public let advanceWidths: [Int]
    /// Ink bounds of every glyph from its outline (CFF or `glyf`), indexed by glyph; `nil` for a
    /// glyph without ink (a space).
    public let glyphBounds: [GlyphBounds?]
    /// The box of every point of each glyph's outline, on and off the curve, indexed by glyph:
    /// how LuaTeX's font loader measures a glyph (its height is the top of this box, its depth
    /// the bottom, as the `glyf` table's stored box is); `nil` for a glyph without ink.
    public let controlBounds: [GlyphBounds?]
    /// Unicode scalar value to glyph (`cmap`).
    public let characterMap: CharacterMap
    /// The `MATH` table, when the font has one.
    public let math: MathTable?
    /// The alternates of the `ssty` feature: for a glyph, its forms for script and scriptscript size.
    public let scriptStyleAlternates: [UInt16: [UInt16]]
    /// The text ligatures (`liga`) and pair kerning (`kern`) of the default script, which text
    /// in math is set with.
    let ligatures: Ligatures
    let kerning: PairKerning
    /// Where the outlines are, to draw a glyph when asked.
    private let outlines: Outlines

    private enum Outlines {
        case compact(CompactFontOutlines)
        case trueType(TrueTypeOutlines)
    }

    /// Reads a font from the bytes of an OpenType (`.otf`, CFF outlines) or TrueType (`.ttf`,
    /// `glyf` outlines) file.
    /// - Throws: ``FontError`` when the file is not a font this reader can read in full.
    public init(bytes: [UInt8]) throws {
        try self.init(tables: try TableDirectory(bytes: bytes))
    }

    /// Reads a font from its tables, by tag (`"head"`, `"CFF "`): what a platform gives of a
    /// system font that cannot be opened as a file (Core Text's `CTFontCopyTable`).
    /// - Throws: ``FontError`` as ``init(bytes:)``.
    public init(tables: [String: [UInt8]]) throws {
        try self.init(tables: TableDirectory(tables: tables))
    }

    private init(tables: TableDirectory) throws {
        // Fixed-size tables are refused when shorter than their format, even where a field past
        // the cut is not needed: a short one is a truncated file.
        let head = try tables.reader("head")
        try head.require(0, 54)
        guard try head.uint32(12) == 0x5F0F_3CF5 else { throw FontError.malformed(table: "head", reason: "wrong magic number") }
        unitsPerEm = Int(try head.uint16(18))
        guard (16...16384).contains(unitsPerEm) else { throw FontError.malformed(table: "head", reason: "unitsPerEm \(unitsPerEm) outside 16...16384") }
        fontRevision = Double(Int32(bitPattern: try head.uint32(4))) / 65536
        if let post = tables.optionalReader("post") {
            try post.require(0, 32)
            italicAngle = Double(Int32(bitPattern: try post.uint32(4))) / 65536
            underlineThickness = Int(try post.int16(10))
        } else {
            (italicAngle, underlineThickness) = (0, 0)
        }
        let hhea = try tables.reader("hhea")
        try hhea.require(0, 36)
        ascender = Int(try hhea.int16(4))
        descender = Int(try hhea.int16(6))
        let maxp = try tables.reader("maxp")
        try maxp.require(0, try maxp.uint32(0) == 0x0000_5000 ? 6 : 32)
        let glyphCount = Int(try maxp.uint16(4))
        self.glyphCount = glyphCount
        guard glyphCount > 0 else { throw FontError.malformed(table: "maxp", reason: "no glyphs") }
        advanceWidths = try Self.readAdvanceWidths(try tables.reader("hmtx"), metricCount: Int(try hhea.uint16(34)), glyphCount: glyphCount)
        characterMap = try CharacterMap(try tables.reader("cmap"), glyphCount: glyphCount)
        var storedXHeight: Int?
        if let os2 = tables.optionalReader("OS/2") {
            try os2.require(0, 78)
            subscriptYOffset = Int(try os2.int16(16))
            superscriptYOffset = Int(try os2.int16(24))
            if try os2.uint16(0) >= 2 {
                try os2.require(0, 88)
                storedXHeight = Int(try os2.int16(86))
            }
        } else {
            (subscriptYOffset, superscriptYOffset) = (0, 0)
        }
        if let cff = tables.optionalReader("CFF ") {
            let compact = try CompactFontOutlines(cff, glyphCount: glyphCount)
            let bounds = try compact.allBounds()
            (glyphBounds, controlBounds) = (bounds.map(\.box), bounds.map(\.controlBox))
            outlines = .compact(compact)
        } else if let glyf = tables.optionalReader("glyf") {
            let locations = try TrueTypeOutlines.locations(try tables.reader("loca"), longOffsets: try head.int16(50) != 0, glyphCount: glyphCount)
            let trueType = try TrueTypeOutlines(glyf, locations: locations)
            let bounds = try trueType.allBounds()
            (glyphBounds, controlBounds) = (bounds.map(\.box), bounds.map(\.controlBox))
            outlines = .trueType(trueType)
        } else if tables.optionalReader("CFF2") != nil {
            throw FontError.unsupported(table: "CFF2", reason: "CFF2 (variable) outlines")
        } else {
            throw FontError.missingTable("CFF ' or 'glyf")
        }
        var measuredXHeight = 0
        if let x = characterMap.glyph(for: 0x78), let box = controlBounds[Int(x)] { measuredXHeight = Int(box.maxY.rounded()) }
        xHeight = storedXHeight ?? measuredXHeight
        math = try tables.optionalReader("MATH").map { try MathTable($0, glyphCount: glyphCount) }
        scriptStyleAlternates = try tables.optionalReader("GSUB").map { try ScriptStyleAlternates.read($0, glyphCount: glyphCount) } ?? [:]
        ligatures = try tables.optionalReader("GSUB").map { try Ligatures($0, glyphCount: glyphCount) } ?? Ligatures()
        kerning = try tables.optionalReader("GPOS").map { try PairKerning($0, glyphCount: glyphCount) } ?? PairKerning()
    }

    /// The glyph for a character, or `nil` when the font has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16? { characterMap.glyph(for: scalar.value) }

    /// The form of `glyph` for a script level: 0 is the base size, 1 script, 2 scriptscript (the
    /// `ssty` feature's alternates; a level past the font's last alternate takes that last one).
    public func glyph(_ glyph: UInt16, scriptLevel: Int) -> UInt16 {
        guard scriptLevel > 0, let alternates = scriptStyleAlternates[glyph], !alternates.isEmpty else { return glyph }
        return alternates[min(scriptLevel, alternates.count) - 1]
    }

    /// The outline of `glyph` (empty for a glyph without ink, or past the last glyph).
    ///
    /// Every outline was interpreted once when the font was read (for its bounds), so drawing
    /// one again cannot fail.
    public func outline(of glyph: UInt16) -> GlyphOutline {
        guard Int(glyph) < glyphCount else { return GlyphOutline() }
        switch outlines {
        case .compact(let compact): return (try? compact.draw(Int(glyph), with: GlyphOutline())) ?? GlyphOutline()
        case .trueType(let trueType):
            var outline = GlyphOutline()
            try? trueType.draw(Int(glyph), with: &outline)
            return outline
        }
    }

    /// `hmtx` holds `metricCount` (advance, side bearing) pairs; the glyphs after them share the
    /// last advance (a monospaced tail).
    private static func readAdvanceWidths(_ hmtx: ByteReader, metricCount: Int, glyphCount: Int) throws -> [Int] {
        guard (1...glyphCount).contains(metricCount) else {
            throw FontError.malformed(table: "hhea", reason: "numberOfHMetrics \(metricCount) for \(glyphCount) glyphs")
        }
        try hmtx.require(0, metricCount * 4)
        var widths = [Int]()
        widths.reserveCapacity(glyphCount)
        for index in 0..<metricCount { widths.append(Int(try hmtx.uint16(index * 4))) }
        widths.append(contentsOf: repeatElement(widths[metricCount - 1], count: glyphCount - metricCount))
        return widths
    }
}

/// The ink extent of a glyph in font units: the smallest rectangle holding its outline (curves
/// included at their extremes, not their control points).
public struct GlyphBounds: Equatable, Sendable {
    /// Leftmost ink, from the glyph's origin.
    public var minX: Double
    /// Lowest ink, from the baseline (negative below it).
    public var minY: Double
    /// Rightmost ink.
    public var maxX: Double
    /// Highest ink.
    public var maxY: Double

    /// A box from its four sides.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}
