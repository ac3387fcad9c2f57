import LegibleText
import Testing

/// How many terminal cells characters and texts take.
@Suite("Cell width")
struct CellWidthTests {
    func expectWidths(_ examples: [(Character, Int)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (character, width) in examples {
            let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            #expect(CellWidth.of(character) == width, "\(scalars)", sourceLocation: sourceLocation)
            #expect(CellWidth.of(String(character)) == width, "\(scalars) as text", sourceLocation: sourceLocation)
        }
    }

    @Test("ASCII letters, digits and punctuation take one cell, controls none")
    func ascii() {
        expectWidths([("a", 1), ("~", 1), (" ", 1), ("\t", 0), ("\n", 0), ("\r\n", 0), ("\u{7F}", 0), ("\0", 0)])
    }

    @Test("ideographs, kana, fullwidth forms and CJK punctuation take two cells")
    func eastAsianWide() {
        expectWidths([("漢", 2), ("字", 2), ("か", 2), ("カ", 2), ("Ａ", 2), ("。", 2), ("\u{3000}", 2),
                      ("\u{20000}", 2), ("ｶ", 1)])  // the last is halfwidth katakana
    }

    @Test("Hangul syllables take two cells, written whole or as leading, vowel and final jamo")
    func hangul() {
        expectWidths([("한", 2), ("\u{1112}\u{1161}\u{11AB}", 2), ("\u{1100}\u{1161}", 2)])
    }

    @Test("combining marks take no cell of their own")
    func combiningMarks() {
        expectWidths([("e\u{301}", 1), ("a\u{302}\u{323}", 1), ("\u{301}", 0), ("x\u{20DD}", 1)])
    }

    @Test("Arabic and Hebrew letters take one cell, their vowel marks none")
    func rightToLeft() {
        expectWidths([("م", 1), ("مَ", 1), ("ש", 1), ("שָׁ", 1)])
        #expect(CellWidth.of("مَرحَبًا") == 5)
        #expect(CellWidth.of("שָׁלוֹם") == 4)
    }

    @Test("zero width characters and default ignorables take no cell")
    func zeroWidth() {
        expectWidths([("\u{200B}", 0), ("\u{200D}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0), ("\u{AD}", 0),
                      ("\u{E0041}", 0)])
    }

    @Test("an emoji shown as emoji takes two cells, whatever sequence it is")
    func emoji() {
        expectWidths([
            ("😀", 2), ("👍", 2),
            ("👍🏽", 2), ("☝🏽", 2),  // skin tones, on an emoji and on a text-default base
            ("👩‍👩‍👧", 2), ("👨🏻‍💻", 2), ("🏳️‍🌈", 2),  // zero width joiner sequences
            ("🇫🇷", 2), ("🇯🇵", 2),  // flags
            ("1️⃣", 2), ("#️⃣", 2),  // keycaps
            ("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2),  // a tag sequence
        ])
    }

    @Test("VS16 asks for the emoji (two cells), VS15 for the text symbol (its own width)")
    func variationSelectors() {
        expectWidths([("☺", 1), ("☺\u{FE0F}", 2), ("☺\u{FE0E}", 1), ("❤\u{FE0F}", 2), ("❤\u{FE0E}", 1),
                      ("⌚", 2), ("⌚\u{FE0E}", 2)])
    }

    @Test("a text takes the cells of its characters added up")
    func text() {
        #expect(CellWidth.of("") == 0)
        #expect(CellWidth.of("Hello, 世界!") == 12)
        #expect(CellWidth.of("naïve cafe\u{301}") == 10)
        #expect(CellWidth.of("👩‍👩‍👧 and 🇫🇷") == 9)
        #expect(CellWidth.of("a\r\nb") == 2)
        let text = "skip 世界"
        #expect(CellWidth.of(text[text.index(text.startIndex, offsetBy: 5)...]) == 4)
    }
}
