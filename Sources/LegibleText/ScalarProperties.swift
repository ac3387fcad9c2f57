/// What the cell width of a grapheme cluster and the place of cluster boundaries depend on, for
/// one scalar: the values of ScalarPropertiesTable.swift.
///
/// The width is the cells the scalar takes on its own: 0 for controls, nonspacing and enclosing
/// marks, format controls, line and paragraph separators, default ignorables (joiners, variation
/// selectors, tags) and the Hangul vowel and final consonant jamo that join the syllable before
/// them; 2 for East Asian Wide and Fullwidth and for Emoji_Presentation; 1 for everything else.
package struct ScalarProperties: Sendable {
    // The bits the generator writes (Scripts/generate-line-break-tables.py): the width in bits 0
    // and 1, then Emoji, Extended_Pictographic, Emoji_Modifier_Base, Emoji_Modifier, and plain
    // for clusters.
    private let rawValue: UInt8

    /// The properties of the scalar whose value is `value`.
    @inline(__always)
    package init(_ value: UInt32) {
        rawValue = ScalarProperties.table[value]
    }

    /// The two-level table built from ``runTable`` on first use.
    private static let table = UnicodePropertyTable(runs: runTable)

    /// The cells the scalar takes on its own: 0, 1 or 2.
    var cells: Int { Int(rawValue & 0b11) }
    /// Whether the scalar is an emoji (Emoji=Yes), so that VS16 or a keycap mark makes it one.
    var isEmoji: Bool { rawValue & 1 << 2 != 0 }
    /// Whether the scalar is Extended_Pictographic, so that a zero width joiner before it makes
    /// it part of an emoji sequence.
    var isPictographic: Bool { rawValue & 1 << 3 != 0 }
    /// Whether the scalar takes a skin tone (Emoji_Modifier_Base).
    var isModifierBase: Bool { rawValue & 1 << 4 != 0 }
    /// Whether the scalar is a skin tone (Emoji_Modifier).
    var isModifier: Bool { rawValue & 1 << 5 != 0 }
    /// Whether the scalar is plain for grapheme clusters: assigned, with Grapheme_Cluster_Break
    /// Other, Control, LF, LV or LVT. No rule of UAX #29 joins two plain scalars (the rules that
    /// join need a mark, a joiner, a prepended mark, jamo, a regional indicator or CR on one
    /// side), so between two of them there is a cluster boundary, whatever came before.
    package var isPlainForClusters: Bool { rawValue & 1 << 6 != 0 }
}
