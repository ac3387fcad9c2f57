/// How many terminal cells one scalar takes on its own, and the emoji properties that decide the
/// width of a grapheme cluster it is part of: the values of CellWidthTable.swift.
///
/// The width is 0 for controls, nonspacing and enclosing marks, format controls, line and
/// paragraph separators, default ignorables (joiners, variation selectors, tags) and the Hangul
/// vowel and final consonant jamo that join the syllable before them; 2 for East Asian Wide and
/// Fullwidth and for Emoji_Presentation; 1 for everything else.
struct ScalarWidth: Sendable {
    // The bits the generator writes (Scripts/generate-line-break-tables.py): the width in bits 0
    // and 1, then Emoji, Extended_Pictographic, Emoji_Modifier_Base and Emoji_Modifier.
    private let rawValue: UInt8

    /// The width and properties of the scalar whose value is `value`.
    init(_ value: UInt32) {
        rawValue = ScalarWidth.runTable.withUnsafeBufferPointer { UnicodeRunTable.value(of: value, in: $0) }
    }

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
}
