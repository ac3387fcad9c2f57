/// How many cells of a monospaced terminal a character or a text takes: 0, 1 or 2 for each
/// grapheme cluster (Swift `Character`).
///
/// ```swift
/// CellWidth.of("a")            // 1
/// CellWidth.of("漢")           // 2: East Asian Wide
/// CellWidth.of("e\u{301}")     // 1: e with a combining acute accent
/// CellWidth.of("👩‍👩‍👧")          // 2: one emoji, however many scalars it joins
/// CellWidth.of("🇫🇷")           // 2: a flag
/// CellWidth.of("☺\u{FE0F}")    // 2: VS16 asks for the emoji
/// CellWidth.of("☺\u{FE0E}")    // 1: VS15 asks for the text symbol
/// CellWidth.of("\u{200B}")     // 0: zero width space
/// CellWidth.of("Hello, 世界")  // 11
/// ```
///
/// A scalar on its own is 2 cells when East Asian Width calls it Wide or Fullwidth (ideographs,
/// kana, Hangul syllables, fullwidth forms) or when it is an emoji shown as an emoji by default
/// (Emoji_Presentation); 0 cells when it is a control, a nonspacing or enclosing mark, a format
/// control, a default ignorable (zero width space and joiners, variation selectors, tags) or a
/// Hangul vowel or final consonant jamo, which joins the syllable before it; 1 cell otherwise,
/// including the ambiguous characters (such as `±` and Greek letters) that some East Asian
/// fonts draw wide.
///
/// A cluster of several scalars is 2 cells when it is an emoji sequence: a flag (two regional
/// indicators), a keycap (`1️⃣`), an emoji with a skin tone, an emoji joined to another by a zero
/// width joiner, or an emoji followed by VS16 (U+FE0F). Any other cluster takes the cells of its
/// scalars added up: a letter with combining marks takes the letter's, a Hangul syllable written
/// as jamo takes 2, and a Brahmic letter with a spacing vowel sign takes 2, as terminals draw
/// them. VS15 (U+FE0E) asks for the text presentation, which keeps the base's own width.
///
/// The data is East_Asian_Width, emoji-data and the general categories of Unicode 15.0.
public enum CellWidth {
    /// The cells `character` takes: 0, 1 or 2 (or more for a cluster of several wide
    /// scalars that is not an emoji sequence, such as two Hangul leading jamo).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            return cells(of: scalar.value)
        }
        return cells(ofCluster: scalars.lazy.map(\.value))
    }

    /// The cells `text` takes: the sum over its grapheme clusters.
    ///
    /// ASCII is counted byte by byte; only stretches with other scalars are split into clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        text.utf8.withContiguousStorageIfAvailable { cells(ofUTF8: $0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { cells(ofUTF8: $0) }
    }

    /// The cells of the valid UTF-8 `bytes`.
    private static func cells(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var total = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // An ASCII scalar followed by another or by the end is a cluster of its own (CR LF is
            // one cluster, but both are 0 cells, so counting them apart gives the same sum).
            if byte < 0x80 && (index + 1 == bytes.count || bytes[index + 1] < 0x80) {
                total += byte >= 0x20 && byte != 0x7F ? 1 : 0
                index += 1
                continue
            }
            // From here (a cluster boundary) to the next boundary between ASCII scalars.
            var end = index + 1
            while end < bytes.count && !(bytes[end] < 0x80 && bytes[end - 1] < 0x80) { end += 1 }
            let stretch = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            for character in stretch { total += of(character) }
            index = end
        }
        return total
    }

    /// The cells of a single scalar.
    @inline(__always)
    private static func cells(of value: UInt32) -> Int {
        if value < 0x80 { return value >= 0x20 && value != 0x7F ? 1 : 0 }
        return ScalarWidth(value).cells
    }

    /// The cells of a grapheme cluster of several scalars, whose values are `values`.
    private static func cells(ofCluster values: some Sequence<UInt32>) -> Int {
        var total = 0
        var isEmojiSequence = false
        var regionalIndicators = 0
        var previousValue: UInt32 = 0
        var previous: ScalarWidth?
        for value in values {
            let scalar = ScalarWidth(value)
            switch value {
            case 0xFE0F, 0x20E3:  // VS16; COMBINING ENCLOSING KEYCAP
                if previous?.isEmoji == true { isEmojiSequence = true }
            case 0x1F1E6...0x1F1FF:
                regionalIndicators += 1
            default:
                if scalar.isModifier && previous?.isModifierBase == true { isEmojiSequence = true }
                if scalar.isPictographic && previousValue == 0x200D { isEmojiSequence = true }
            }
            total += scalar.cells
            previousValue = value
            // The keycap mark may follow VS16 (`1` FE0F 20E3): keep the base as the one to check.
            if value != 0xFE0F { previous = scalar }
        }
        return isEmojiSequence || regionalIndicators >= 2 ? 2 : total
    }
}
