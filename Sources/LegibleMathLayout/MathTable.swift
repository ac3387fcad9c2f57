/// The OpenType `MATH` table: the font's parameters for math layout, its per-glyph math metrics,
/// and its larger and stretchable forms of delimiters, radicals, operators and accents.
///
/// Device-table adjustments (per pixel size tweaks) are not read: layout is resolution-independent.
public struct MathTable: Sendable {
    /// The layout parameters, by name (`MathConstants`).
    public let constants: MathConstants
    /// Italic correction of each glyph that has one (`MathItalicsCorrectionInfo`).
    public let italicCorrections: [UInt16: Int]
    /// Where an accent over each glyph is centred, from the glyph's origin (`MathTopAccentAttachment`).
    public let topAccentAttachments: [UInt16: Int]
    /// Glyphs that are extended shapes (`ExtendedShapeCoverage`): their scripts are placed as for boxes.
    public let extendedShapes: Set<UInt16>
    /// Cut-in kerning at the glyph's four corners (`MathKernInfo`).
    public let kerns: [UInt16: MathKernCorners]
    /// The least overlap between consecutive parts of a glyph assembly (`MathVariants.minConnectorOverlap`).
    public let minConnectorOverlap: Int
    /// Taller forms of glyphs (delimiters, radicals, big operators), and how to build them taller still.
    public let verticalVariants: [UInt16: GlyphConstruction]
    /// Wider forms of glyphs (accents, arrows, braces).
    public let horizontalVariants: [UInt16: GlyphConstruction]

    init(constants: MathConstants, italicCorrections: [UInt16: Int], topAccentAttachments: [UInt16: Int], extendedShapes: Set<UInt16>,
         kerns: [UInt16: MathKernCorners], minConnectorOverlap: Int, verticalVariants: [UInt16: GlyphConstruction],
         horizontalVariants: [UInt16: GlyphConstruction]) {
        self.constants = constants
        self.italicCorrections = italicCorrections
        self.topAccentAttachments = topAccentAttachments
        self.extendedShapes = extendedShapes
        self.kerns = kerns
        self.minConnectorOverlap = minConnectorOverlap
        self.verticalVariants = verticalVariants
        self.horizontalVariants = horizontalVariants
    }

    init(_ table: ByteReader, glyphCount: Int) throws {
        guard try table.uint16(0) == 1 else { throw FontError.unsupported(table: "MATH", reason: "major version \(try table.uint16(0))") }
        constants = try MathConstants(try table.at(Int(try table.uint16(4))))
        let info = try table.at(Int(try table.uint16(6)))
        italicCorrections = try Self.valuesByGlyph(try Self.subtable(info, 0), glyphCount: glyphCount)
        topAccentAttachments = try Self.valuesByGlyph(try Self.subtable(info, 2), glyphCount: glyphCount)
        extendedShapes = Set(try Self.subtable(info, 4).map { try Coverage.glyphs($0, glyphCount: glyphCount) } ?? [])
        kerns = try Self.subtable(info, 6).map { try MathKernCorners.read($0, glyphCount: glyphCount) } ?? [:]
        let variants = try table.at(Int(try table.uint16(8)))
        minConnectorOverlap = Int(try variants.uint16(0))
        let verticalCount = Int(try variants.uint16(6)), horizontalCount = Int(try variants.uint16(8))
        verticalVariants = try GlyphConstruction.read(variants, coverageAt: 2, count: verticalCount, offsetsAt: 10, glyphCount: glyphCount)
        horizontalVariants = try GlyphConstruction.read(variants, coverageAt: 4, count: horizontalCount, offsetsAt: 10 + verticalCount * 2,
                                                        glyphCount: glyphCount)
    }

    /// The sub-table whose 16-bit offset is at `position`, or `nil` for a null offset.
    static func subtable(_ table: ByteReader, _ position: Int) throws -> ByteReader? {
        let offset = Int(try table.uint16(position))
        return offset == 0 ? nil : try table.at(offset)
    }

    /// A coverage table followed by one MathValueRecord per covered glyph, in coverage order.
    private static func valuesByGlyph(_ table: ByteReader?, glyphCount: Int) throws -> [UInt16: Int] {
        guard let table else { return [:] }
        let glyphs = try Coverage.glyphs(try table.at(Int(try table.uint16(0))), glyphCount: glyphCount)
        let count = Int(try table.uint16(2))
        guard count == glyphs.count else {
            throw FontError.malformed(table: "MATH", reason: "\(count) values for a coverage of \(glyphs.count) glyphs")
        }
        var values = [UInt16: Int](minimumCapacity: count)
        for (index, glyph) in glyphs.enumerated() { values[glyph] = Int(try table.int16(4 + index * 4)) }
        return values
    }
}

/// Kerning of one glyph's corner: `kerns[i]` applies up to `heights[i]`, the last one above all
/// heights (`MathKern`).
public struct MathKern: Equatable, Sendable {
    /// Correction heights, increasing.
    public let heights: [Int]
    /// One more kern than heights.
    public let kerns: [Int]

    /// The kern at `height`.
    public func kern(atHeight height: Int) -> Int {
        kerns[heights.firstIndex { height < $0 } ?? heights.count]
    }

    init(_ table: ByteReader) throws {
        let count = Int(try table.uint16(0))
        heights = try (0..<count).map { Int(try table.int16(2 + $0 * 4)) }
        kerns = try (0...count).map { Int(try table.int16(2 + (count + $0) * 4)) }
    }
}

/// The math kerning of a glyph's four corners; `nil` where the font gives none.
public struct MathKernCorners: Equatable, Sendable {
    /// For a superscript, at the glyph's right.
    public let topRight: MathKern?
    /// For a prescript above, at the glyph's left.
    public let topLeft: MathKern?
    /// For a subscript, at the glyph's right.
    public let bottomRight: MathKern?
    /// For a prescript below, at the glyph's left.
    public let bottomLeft: MathKern?

    static func read(_ info: ByteReader, glyphCount: Int) throws -> [UInt16: MathKernCorners] {
        let glyphs = try Coverage.glyphs(try info.at(Int(try info.uint16(0))), glyphCount: glyphCount)
        guard Int(try info.uint16(2)) == glyphs.count else {
            throw FontError.malformed(table: "MATH", reason: "MathKernInfo count differs from its coverage")
        }
        var corners = [UInt16: MathKernCorners](minimumCapacity: glyphs.count)
        for (index, glyph) in glyphs.enumerated() {
            let record = 4 + index * 8
            func corner(_ position: Int) throws -> MathKern? { try MathTable.subtable(info, record + position).map(MathKern.init) }
            corners[glyph] = MathKernCorners(topRight: try corner(0), topLeft: try corner(2), bottomRight: try corner(4), bottomLeft: try corner(6))
        }
        return corners
    }
}

/// How a glyph grows: ready-made larger variants, then an assembly of parts for anything larger
/// (`MathGlyphConstruction`).
public struct GlyphConstruction: Equatable, Sendable {
    /// A ready-made variant and its size along the direction of growth.
    public struct Variant: Equatable, Sendable {
        /// The variant's glyph.
        public let glyph: UInt16
        /// Its height (vertical variants) or width (horizontal ones), in font units.
        public let advance: Int
    }

    /// Variants from smallest to largest (the first is usually the glyph itself).
    public let variants: [Variant]
    /// Parts to build an arbitrarily large form, when the glyph can stretch.
    public let assembly: GlyphAssembly?

    static func read(_ variants: ByteReader, coverageAt coveragePosition: Int, count: Int, offsetsAt offsets: Int,
                     glyphCount: Int) throws -> [UInt16: GlyphConstruction] {
        guard let coverage = try MathTable.subtable(variants, coveragePosition) else {
            guard count == 0 else { throw FontError.malformed(table: "MATH", reason: "glyph constructions without a coverage") }
            return [:]
        }
        let glyphs = try Coverage.glyphs(coverage, glyphCount: glyphCount)
        guard glyphs.count == count else {
            throw FontError.malformed(table: "MATH", reason: "\(count) glyph constructions for a coverage of \(glyphs.count) glyphs")
        }
        var constructions = [UInt16: GlyphConstruction](minimumCapacity: count)
        for (index, glyph) in glyphs.enumerated() {
            let table = try variants.at(Int(try variants.uint16(offsets + index * 2)))
            let variantCount = Int(try table.uint16(2))
            let list = try (0..<variantCount).map { variant in
                Variant(glyph: try checkedGlyph(try table.uint16(4 + variant * 4), glyphCount: glyphCount),
                        advance: Int(try table.uint16(6 + variant * 4)))
            }
            constructions[glyph] = GlyphConstruction(
                variants: list, assembly: try MathTable.subtable(table, 0).map { try GlyphAssembly($0, glyphCount: glyphCount) })
        }
        return constructions
    }
}

/// Parts that build a glyph of any size: the extenders repeat, and consecutive parts overlap by
/// at least ``MathTable/minConnectorOverlap`` and at most their connector lengths (`GlyphAssembly`).
public struct GlyphAssembly: Equatable, Sendable {
    /// One part, listed from bottom to top (vertical) or left to right (horizontal).
    public struct Part: Equatable, Sendable {
        /// The part's glyph.
        public let glyph: UInt16
        /// How much of the part, at its start (bottom or left), may overlap the previous part.
        public let startConnectorLength: Int
        /// How much of the part, at its end (top or right), may overlap the next part.
        public let endConnectorLength: Int
        /// The part's size along the direction of growth.
        public let fullAdvance: Int
        /// Whether the part may be repeated (or left out) to reach a size.
        public let isExtender: Bool
    }

    /// Italic correction of the assembled glyph.
    public let italicCorrection: Int
    /// The parts in drawing order.
    public let parts: [Part]

    init(italicCorrection: Int, parts: [Part]) {
        self.italicCorrection = italicCorrection
        self.parts = parts
    }

    init(_ table: ByteReader, glyphCount: Int) throws {
        italicCorrection = Int(try table.int16(0))
        parts = try (0..<Int(try table.uint16(4))).map { index in
            let record = 6 + index * 10
            return Part(glyph: try checkedGlyph(try table.uint16(record), glyphCount: glyphCount),
                        startConnectorLength: Int(try table.uint16(record + 2)), endConnectorLength: Int(try table.uint16(record + 4)),
                        fullAdvance: Int(try table.uint16(record + 6)), isExtender: try table.uint16(record + 8) & 1 != 0)
        }
    }
}

/// Throws unless `glyph` is one of the font's glyphs.
func checkedGlyph(_ glyph: UInt16, glyphCount: Int) throws -> UInt16 {
    guard Int(glyph) < glyphCount else { throw FontError.malformed(table: "MATH", reason: "glyph \(glyph) past the last glyph \(glyphCount - 1)") }
    return glyph
}
