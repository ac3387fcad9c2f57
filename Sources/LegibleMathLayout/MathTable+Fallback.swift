extension MathTable {
    /// The `MATH` table a font without one is laid out with: the constants MathML Core gives for
    /// a font without a MATH table, from the font's x-height, sub- and superscript offsets and
    /// underline (MathML Core, "Layout constants (MathConstants)"); no italic corrections, no
    /// accent attachments (an accent centres), no cut-ins; and the large delimiters and arrows
    /// of MathML Core's "Unicode-based glyph assemblies", built from Unicode's pieces (`⎛ ⎜ ⎝`
    /// for a tall parenthesis) where the font has them, the pieces abutting.
    ///
    /// This is how a platform with no math font still sets formulas as formulas: in its text
    /// font, as a browser lays out MathML in one.
    init(fallbackFor font: OpenTypeFont) {
        let em = Double(font.unitsPerEm)
        let xHeight = Double(font.xHeight)
        let rule = Double(max(0, font.underlineThickness))
        func units(_ value: Double) -> Int { Int(value.rounded()) }
        var values = [Int](repeating: 0, count: MathConstant.allCases.count)
        func set(_ constant: MathConstant, _ value: Double) { values[MathConstant.allCases.firstIndex(of: constant)!] = units(value) }
        set(.scriptPercentScaleDown, 71)
        // MathML Core's 0.5041, to the whole percent the table holds.
        set(.scriptScriptPercentScaleDown, 50)
        set(.axisHeight, xHeight / 2)
        set(.accentBaseHeight, xHeight)
        set(.subscriptShiftDown, Double(font.subscriptYOffset))
        set(.subscriptTopMax, xHeight * 4 / 5)
        set(.superscriptShiftUp, Double(font.superscriptYOffset))
        set(.superscriptBottomMin, xHeight / 4)
        set(.subSuperscriptGapMin, 4 * rule)
        set(.superscriptBottomMaxWithSubscript, xHeight * 4 / 5)
        set(.spaceAfterScript, em / 24)
        set(.stackGapMin, 3 * rule)
        set(.stackDisplayStyleGapMin, 7 * rule)
        set(.fractionNumeratorGapMin, rule)
        set(.fractionNumDisplayStyleGapMin, 3 * rule)
        set(.fractionRuleThickness, rule)
        set(.fractionDenominatorGapMin, rule)
        set(.fractionDenomDisplayStyleGapMin, 3 * rule)
        set(.overbarVerticalGap, 3 * rule)
        set(.overbarRuleThickness, rule)
        set(.overbarExtraAscender, rule)
        set(.underbarVerticalGap, 3 * rule)
        set(.underbarRuleThickness, rule)
        set(.underbarExtraDescender, rule)
        set(.radicalVerticalGap, 1.25 * rule)
        set(.radicalDisplayStyleVerticalGap, rule + xHeight / 4)
        set(.radicalRuleThickness, rule)
        set(.radicalExtraAscender, rule)
        set(.radicalKernBeforeDegree, em * 5 / 18)
        set(.radicalKernAfterDegree, -em * 10 / 18)
        set(.radicalDegreeBottomRaisePercent, 60)
        self.init(constants: MathConstants(values: values), italicCorrections: [:], topAccentAttachments: [:], extendedShapes: [],
                  kerns: [:], minConnectorOverlap: 0, verticalVariants: UnicodeAssemblies.constructions(in: font, vertical: true),
                  horizontalVariants: UnicodeAssemblies.constructions(in: font, vertical: false))
    }
}

/// MathML Core's Unicode-based glyph assemblies: how a font without a `MATH` table stretches a
/// delimiter or an arrow from the pieces Unicode encodes for it (Miscellaneous Technical's
/// bracket pieces U+239B-U+23AF, and the characters themselves where they join end to end).
enum UnicodeAssemblies {
    /// One assembly: the character it stretches, its direction, and its pieces (the bottom or
    /// left end, the extender, the middle and the top or right end; nil where there is none).
    private struct Entry {
        let base: Unicode.Scalar
        let vertical: Bool
        let extender: Unicode.Scalar
        let start: Unicode.Scalar
        let middle: Unicode.Scalar?
        let end: Unicode.Scalar?
    }

    /// MathML Core's table, in its order.
    private static let entries: [Entry] = [
        Entry(base: "(", vertical: true, extender: "\u{239C}", start: "\u{239D}", middle: nil, end: "\u{239B}"),
        Entry(base: ")", vertical: true, extender: "\u{239F}", start: "\u{23A0}", middle: nil, end: "\u{239E}"),
        Entry(base: "=", vertical: false, extender: "=", start: "=", middle: nil, end: nil),
        Entry(base: "[", vertical: true, extender: "\u{23A2}", start: "\u{23A3}", middle: nil, end: "\u{23A1}"),
        Entry(base: "]", vertical: true, extender: "\u{23A5}", start: "\u{23A6}", middle: nil, end: "\u{23A4}"),
        Entry(base: "_", vertical: false, extender: "_", start: "_", middle: nil, end: nil),
        Entry(base: "{", vertical: true, extender: "\u{23AA}", start: "\u{23A9}", middle: "\u{23A8}", end: "\u{23A7}"),
        Entry(base: "|", vertical: true, extender: "|", start: "|", middle: nil, end: nil),
        Entry(base: "}", vertical: true, extender: "\u{23AA}", start: "\u{23AD}", middle: "\u{23AC}", end: "\u{23AB}"),
        Entry(base: "\u{AF}", vertical: false, extender: "\u{AF}", start: "\u{AF}", middle: nil, end: nil),
        Entry(base: "\u{2016}", vertical: true, extender: "\u{2016}", start: "\u{2016}", middle: nil, end: nil),
        Entry(base: "\u{203E}", vertical: false, extender: "\u{203E}", start: "\u{203E}", middle: nil, end: nil),
        Entry(base: "\u{2190}", vertical: false, extender: "\u{23AF}", start: "\u{2190}", middle: nil, end: "\u{23AF}"),
        Entry(base: "\u{2191}", vertical: true, extender: "\u{23D0}", start: "\u{23D0}", middle: nil, end: "\u{2191}"),
        Entry(base: "\u{2192}", vertical: false, extender: "\u{23AF}", start: "\u{23AF}", middle: nil, end: "\u{2192}"),
        Entry(base: "\u{2193}", vertical: true, extender: "\u{23D0}", start: "\u{2193}", middle: nil, end: "\u{23D0}"),
        Entry(base: "\u{2194}", vertical: false, extender: "\u{23AF}", start: "\u{2190}", middle: nil, end: "\u{2192}"),
        Entry(base: "\u{2195}", vertical: true, extender: "\u{23D0}", start: "\u{2193}", middle: nil, end: "\u{2191}"),
        Entry(base: "\u{21A4}", vertical: false, extender: "\u{23AF}", start: "\u{2190}", middle: nil, end: "\u{22A3}"),
        Entry(base: "\u{21A6}", vertical: false, extender: "\u{23AF}", start: "\u{22A2}", middle: nil, end: "\u{2192}"),
        Entry(base: "\u{21BC}", vertical: false, extender: "\u{23AF}", start: "\u{21BC}", middle: nil, end: "\u{23AF}"),
        Entry(base: "\u{21BD}", vertical: false, extender: "\u{23AF}", start: "\u{21BD}", middle: nil, end: "\u{23AF}"),
        Entry(base: "\u{21C0}", vertical: false, extender: "\u{23AF}", start: "\u{23AF}", middle: nil, end: "\u{21C0}"),
        Entry(base: "\u{21C1}", vertical: false, extender: "\u{23AF}", start: "\u{23AF}", middle: nil, end: "\u{21C1}"),
        Entry(base: "\u{2223}", vertical: true, extender: "\u{2223}", start: "\u{2223}", middle: nil, end: nil),
        Entry(base: "\u{2225}", vertical: true, extender: "\u{2225}", start: "\u{2225}", middle: nil, end: nil),
        Entry(base: "\u{2308}", vertical: true, extender: "\u{23A2}", start: "\u{23A2}", middle: nil, end: "\u{23A1}"),
        Entry(base: "\u{2309}", vertical: true, extender: "\u{23A5}", start: "\u{23A5}", middle: nil, end: "\u{23A4}"),
        Entry(base: "\u{230A}", vertical: true, extender: "\u{23A2}", start: "\u{23A3}", middle: nil, end: nil),
        Entry(base: "\u{230B}", vertical: true, extender: "\u{23A5}", start: "\u{23A6}", middle: nil, end: nil),
        Entry(base: "\u{23B0}", vertical: true, extender: "\u{23AA}", start: "\u{23AD}", middle: nil, end: "\u{23A7}"),
        Entry(base: "\u{23B1}", vertical: true, extender: "\u{23AA}", start: "\u{23A9}", middle: nil, end: "\u{23AB}"),
        Entry(base: "\u{27F5}", vertical: false, extender: "\u{23AF}", start: "\u{2190}", middle: nil, end: "\u{23AF}"),
        Entry(base: "\u{27F6}", vertical: false, extender: "\u{23AF}", start: "\u{23AF}", middle: nil, end: "\u{2192}"),
        Entry(base: "\u{27F7}", vertical: false, extender: "\u{23AF}", start: "\u{2190}", middle: nil, end: "\u{2192}"),
        Entry(base: "\u{294E}", vertical: false, extender: "\u{23AF}", start: "\u{21BC}", middle: nil, end: "\u{21C0}"),
        Entry(base: "\u{2950}", vertical: false, extender: "\u{23AF}", start: "\u{21BD}", middle: nil, end: "\u{21C1}"),
        Entry(base: "\u{295A}", vertical: false, extender: "\u{23AF}", start: "\u{21BC}", middle: nil, end: "\u{22A3}"),
        Entry(base: "\u{295B}", vertical: false, extender: "\u{23AF}", start: "\u{22A2}", middle: nil, end: "\u{21C0}"),
        Entry(base: "\u{295E}", vertical: false, extender: "\u{23AF}", start: "\u{21BD}", middle: nil, end: "\u{22A3}"),
        Entry(base: "\u{295F}", vertical: false, extender: "\u{23AF}", start: "\u{22A2}", middle: nil, end: "\u{21C1}"),
    ]

    /// The constructions of `font`'s glyphs in one direction, for each entry whose base and
    /// pieces the font all has: the base itself as the one ready-made size (TeX tries a
    /// delimiter's own size first), then an assembly of the pieces, each as long as its outline
    /// (vertical) or its advance (horizontal), with no overlap.
    static func constructions(in font: OpenTypeFont, vertical: Bool) -> [UInt16: GlyphConstruction] {
        var constructions: [UInt16: GlyphConstruction] = [:]
        for entry in entries where entry.vertical == vertical {
            guard let base = font.glyph(for: entry.base) else { continue }
            func length(_ glyph: UInt16) -> Int? {
                guard vertical else { return font.advanceWidths[Int(glyph)] }
                return font.controlBounds[Int(glyph)].map { Int(($0.maxY - $0.minY).rounded()) }
            }
            func part(_ scalar: Unicode.Scalar, extender: Bool) -> GlyphAssembly.Part? {
                guard let glyph = font.glyph(for: scalar), let advance = length(glyph) else { return nil }
                return GlyphAssembly.Part(glyph: glyph, startConnectorLength: 0, endConnectorLength: 0, fullAdvance: advance, isExtender: extender)
            }
            var parts = [part(entry.start, extender: false), part(entry.extender, extender: true)]
            if let middle = entry.middle { parts += [part(middle, extender: false), part(entry.extender, extender: true)] }
            if let end = entry.end { parts.append(part(end, extender: false)) }
            guard parts.allSatisfy({ $0 != nil }), let baseLength = length(base) else { continue }
            constructions[base] = GlyphConstruction(variants: [GlyphConstruction.Variant(glyph: base, advance: baseLength)],
                                                    assembly: GlyphAssembly(italicCorrection: 0, parts: parts.compactMap { $0 }))
        }
        return constructions
    }
}
