/// Small OpenType fonts written byte by byte, so each test states the exact tables it reads and
/// can break them at will. Four glyphs: 0 `.notdef`, 1 the letter x, 2 and 3 its script forms.
enum TestFont {
    static let glyphCount = 4

    /// An sfnt file of `tables`, each at a four-byte boundary.
    static func sfnt(_ tables: [(tag: String, data: [UInt8])], trueType: Bool = false) -> [UInt8] {
        var file = u32(trueType ? 0x0001_0000 : 0x4F54_544F) + u16(tables.count) + u16(0) + u16(0) + u16(0)
        var offset = 12 + 16 * tables.count
        var data = [UInt8]()
        for table in tables {
            file += Array(table.tag.utf8) + u32(0) + u32(offset) + u32(table.data.count)
            let padded = table.data + [UInt8](repeating: 0, count: (4 - table.data.count % 4) % 4)
            data += padded
            offset += padded.count
        }
        return file + data
    }

    /// A CFF font: the common tables, `CFF ` from these charstrings and subroutines, `MATH`, `GSUB`.
    static func cff(charStrings: [[UInt8]] = defaultCharStrings, localSubroutines: [[UInt8]] = [lineSubroutine],
                    globalSubroutines: [[UInt8]] = [lineSubroutine], cmap: [UInt8] = deltaCharacterMap) -> [UInt8] {
        sfnt(commonTables(longLocations: false, cmap: cmap) + [("CFF ", cffTable(charStrings, localSubroutines, globalSubroutines)),
                                                  ("GSUB", gsub), ("MATH", math)])
    }

    /// A CID-keyed CFF font: glyphs 0 and 1 use font dict 0, glyphs 2 and 3 font dict 1 (FDSelect
    /// format 3), each dict with its own local subroutines.
    static func cidKeyedCFF(localSubroutines: [[[UInt8]]]) -> [UInt8] {
        sfnt(commonTables(longLocations: false, cmap: deltaCharacterMap) + [("CFF ", cidKeyedCFFTable(localSubroutines)), ("MATH", math)])
    }

    /// A TrueType font with these `glyf` glyphs (as bytes; empty for no outline).
    static func trueType(glyphs: [[UInt8]]) -> [UInt8] {
        var locations = [UInt8](), glyf = [UInt8]()
        for glyph in glyphs {
            locations += u32(glyf.count)
            glyf += glyph
        }
        locations += u32(glyf.count)
        return sfnt(commonTables(longLocations: true, cmap: deltaCharacterMap) + [("glyf", glyf), ("loca", locations)], trueType: true)
    }

    // MARK: Charstrings (Adobe TN 5177)

    /// A Type 2 number operand, in the three-byte form.
    static func number(_ value: Int) -> [UInt8] { [28] + u16(value) }
    static let rmoveto: UInt8 = 21, rlineto: UInt8 = 5, rrcurveto: UInt8 = 8, callsubr: UInt8 = 10, callgsubr: UInt8 = 29
    static let endchar: [UInt8] = [14]
    /// A subroutine that draws a line by (30, 40) and returns.
    static let lineSubroutine: [UInt8] = number(30) + number(40) + [rlineto, 11]
    /// A call of local subroutine `index` (numbers are stored minus the bias, 107 for few subroutines).
    static func callLocal(_ index: Int) -> [UInt8] { number(index - 107) + [callsubr] }

    /// Glyph 1: a width operand, then from (0, 0) a cubic to (100, 0) whose control points are at
    /// height 100, so its top is at 75; glyphs 2 and 3 move to (10, 20) and draw `lineSubroutine`
    /// as a local and as a global subroutine.
    static let defaultCharStrings: [[UInt8]] = [
        endchar,
        number(500) + number(0) + number(0) + [rmoveto] + number(0) + number(100) + number(100) + number(0) + number(0) + number(-100)
            + [rrcurveto] + endchar,
        number(10) + number(20) + [rmoveto] + callLocal(0) + endchar,
        number(10) + number(20) + [rmoveto] + number(-107) + [callgsubr] + endchar,
    ]

    // MARK: Tables

    // MARK: cmap

    /// Format 4: 'x' (U+0078) to glyph 1 by a delta, then the required final segment.
    static let deltaCharacterMap = u16(0) + u16(1) + u16(3) + u16(1) + u32(12)
        + u16(4) + u16(32) + u16(0) + u16(4) + u16(4) + u16(1) + u16(0)
        + u16(0x78) + u16(0xFFFF) + u16(0) + u16(0x78) + u16(0xFFFF) + u16(1 - 0x78) + u16(1) + u16(0) + u16(0)

    /// Format 4 through its glyph id array: 'a' and 'b' to glyphs 2 and 3 (the range offset, 4,
    /// counts from its own field to the array).
    static let arrayCharacterMap = u16(0) + u16(1) + u16(3) + u16(1) + u32(12)
        + u16(4) + u16(36) + u16(0) + u16(4) + u16(4) + u16(1) + u16(0)
        + u16(0x62) + u16(0xFFFF) + u16(0) + u16(0x61) + u16(0xFFFF) + u16(0) + u16(1) + u16(4) + u16(0) + u16(2) + u16(3)

    /// A Windows BMP subtable (format 4, 'x' to glyph 1) and a full-repertoire one (format 12:
    /// U+1D400 and U+1D401, mathematical bold A and B, to glyphs 2 and 3), which is the one read.
    static let fullRepertoireCharacterMap = u16(0) + u16(2) + u16(3) + u16(1) + u32(20) + u16(3) + u16(10) + u32(52)
        + u16(4) + u16(32) + u16(0) + u16(4) + u16(4) + u16(1) + u16(0)
        + u16(0x78) + u16(0xFFFF) + u16(0) + u16(0x78) + u16(0xFFFF) + u16(1 - 0x78) + u16(1) + u16(0) + u16(0)
        + u16(12) + u16(0) + u32(28) + u32(0) + u32(1) + u32(0x1D400) + u32(0x1D401) + u32(2)

    // MARK: Tables

    private static func commonTables(longLocations: Bool, cmap: [UInt8]) -> [(tag: String, data: [UInt8])] {
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(0..<4, with: u32(0x0001_0000))
        head.replaceSubrange(12..<16, with: u32(0x5F0F_3CF5))
        head.replaceSubrange(18..<20, with: u16(1000))
        head.replaceSubrange(50..<52, with: u16(longLocations ? 1 : 0))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(0..<4, with: u32(0x0001_0000))
        hhea.replaceSubrange(4..<6, with: u16(800))
        hhea.replaceSubrange(6..<8, with: u16(-200))
        hhea.replaceSubrange(34..<36, with: u16(3)) // glyph 3 shares glyph 2's advance
        let maxp = u32(0x0000_5000) + u16(glyphCount)
        let hmtx = [500, 520, 540].flatMap { u16($0) + u16(0) }
        return [("head", head), ("hhea", hhea), ("maxp", maxp), ("hmtx", hmtx), ("cmap", cmap)]
    }

    private static func index(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return u16(0) }
        var offsets = u32(1), data = [UInt8]()
        for item in items {
            data += item
            offsets += u32(data.count + 1)
        }
        return u16(items.count) + [4] + offsets + data
    }

    private static func cffTable(_ charStrings: [[UInt8]], _ locals: [[UInt8]], _ globals: [[UInt8]]) -> [UInt8] {
        let header: [UInt8] = [1, 0, 4, 4]
        let names = index([Array("T".utf8)]), strings = index([]), globalIndex = index(globals)
        // Offsets as five-byte integers, so the Top DICT's size does not depend on them.
        func topDict(charStrings: Int, privateOffset: Int) -> [UInt8] {
            [29] + u32(charStrings) + [17] + [29] + u32(privateSize) + [29] + u32(privateOffset) + [18]
        }
        let privateSize = 6
        let charStringsOffset = header.count + names.count + index([topDict(charStrings: 0, privateOffset: 0)]).count + strings.count
            + globalIndex.count
        let charStringIndex = index(charStrings)
        let privateOffset = charStringsOffset + charStringIndex.count
        let privateDict = [29] + u32(privateSize) + [19] // Subrs right after the Private DICT
        return header + names + index([topDict(charStrings: charStringsOffset, privateOffset: privateOffset)]) + strings + globalIndex + charStringIndex + privateDict + index(locals)
    }

    private static func cidKeyedCFFTable(_ locals: [[[UInt8]]]) -> [UInt8] {
        let header: [UInt8] = [1, 0, 4, 4]
        let names = index([Array("T".utf8)]), strings = index([]), globalIndex = index([lineSubroutine])
        func topDict(charStrings: Int, fontDicts: Int, select: Int) -> [UInt8] {
            [29] + u32(charStrings) + [17] + [29] + u32(fontDicts) + [12, 36] + [29] + u32(select) + [12, 37]
        }
        func fontDict(privateOffset: Int) -> [UInt8] { [29] + u32(6) + [29] + u32(privateOffset) + [18] }
        let charStringsOffset = header.count + names.count + index([topDict(charStrings: 0, fontDicts: 0, select: 0)]).count
            + strings.count + globalIndex.count
        let charStringIndex = index(defaultCharStrings)
        let select: [UInt8] = [3] + u16(2) + u16(0) + [0] + u16(2) + [1] + u16(glyphCount)
        let selectOffset = charStringsOffset + charStringIndex.count
        let fontDictsOffset = selectOffset + select.count
        // Each Private DICT (six bytes, its Subrs right after it) follows the FDArray in turn.
        var privateOffsets = [Int](), privates = [UInt8]()
        var next = fontDictsOffset + index(locals.map { _ in fontDict(privateOffset: 0) }).count
        for subroutines in locals {
            privateOffsets.append(next)
            let part = [29] + u32(6) + [19] + index(subroutines)
            privates += part
            next += part.count
        }
        return header + names + index([topDict(charStrings: charStringsOffset, fontDicts: fontDictsOffset, select: selectOffset)])
            + strings + globalIndex + charStringIndex + select + index(privateOffsets.map { fontDict(privateOffset: $0) }) + privates
    }

    /// `ssty` as one alternate substitution: glyph 1 to [2, 3].
    static let gsub: [UInt8] = u32(0x0001_0000) + u16(10) + u16(12) + u16(26)
        + u16(0)
        + u16(1) + Array("ssty".utf8) + u16(8) + u16(0) + u16(1) + u16(0)
        + u16(1) + u16(4) + u16(3) + u16(0) + u16(1) + u16(8)
        + u16(1) + u16(8) + u16(1) + u16(14) + u16(1) + u16(1) + u16(1) + u16(2) + u16(2) + u16(3)

    /// `MATH`: scriptPercentScaleDown 70, axisHeight 250, radicalDegreeBottomRaisePercent 60; glyph 1
    /// with italic correction 50, a top-right kern of 10 below 100, 20 below 200, 30 above; its
    /// vertical variants 1 (500) and 2 (1000) and an assembly of glyph 1 and extender glyph 2.
    static let math: [UInt8] = {
        var constants = [UInt8](repeating: 0, count: 214)
        constants.replaceSubrange(0..<2, with: u16(70))
        constants.replaceSubrange(12..<14, with: u16(250))
        constants.replaceSubrange(212..<214, with: u16(60))
        let coverage = u16(1) + u16(1) + u16(1)
        let glyphInfo = u16(8) + u16(0) + u16(0) + u16(22)
        let italics = u16(8) + u16(1) + u16(50) + u16(0) + coverage
        let kernInfo = u16(12) + u16(1) + u16(18) + u16(0) + u16(0) + u16(0) + coverage
            + u16(2) + [100, 200, 10, 20, 30].flatMap { u16($0) + u16(0) }
        let variants = u16(20) + u16(24) + u16(0) + u16(1) + u16(0) + u16(12)
            + u16(18) + u16(2) + u16(1) + u16(500) + u16(2) + u16(1000) + coverage
            + u16(0) + u16(0) + u16(2) + u16(1) + u16(0) + u16(50) + u16(500) + u16(0) + u16(2) + u16(50) + u16(50) + u16(500) + u16(1)
        return u16(1) + u16(0) + u16(10) + u16(224) + u16(286) + constants + glyphInfo + italics + kernInfo + variants
    }()

    // MARK: glyf

    /// A simple glyph: on-curve (0, 0) and (200, 0), then an off-curve (100, 200) closing the
    /// contour, so the curve's top is at 100.
    static let triangle: [UInt8] = u16(1) + u16(0) + u16(0) + u16(200) + u16(100) + u16(2) + u16(0) + [1, 1, 0]
        + [0, 200, -100].flatMap(u16) + [0, 0, 200].flatMap(u16)

    /// A composite of one component, at (dx, dy), scaled by `scale` when given.
    static func composite(_ component: Int, dx: Int, dy: Int, scale: Double? = nil) -> [UInt8] {
        let flags = 0x0003 | (scale == nil ? 0 : 0x0008)
        return u16(-1) + u16(0) + u16(0) + u16(0) + u16(0) + u16(flags) + u16(component) + u16(dx) + u16(dy)
            + (scale.map { u16(Int($0 * 16384)) } ?? [])
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
    static func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value) }
}
