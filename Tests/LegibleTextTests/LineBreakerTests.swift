import LegibleText
import Testing

/// Where `LineBreaker` lets lines break, on examples of each kind of text.
@Suite("Line breaker")
struct LineBreakerTests {
    /// The UTF-8 offsets of the opportunities in `text`.
    func offsets(_ text: String) -> [Int] {
        LineBreaker().opportunities(in: text).map(\.utf8Offset)
    }

    /// The text of each line when every opportunity is taken.
    func pieces(_ text: String) -> [String] {
        var start = text.utf8.startIndex
        return LineBreaker().opportunities(in: text).map { opportunity in
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: opportunity.utf8Offset)
            defer { start = end }
            return String(text[start..<end])
        }
    }

    @Test("an empty text has no opportunity, any other ends with one at its end")
    func ends() {
        #expect(LineBreaker().opportunities(in: "").isEmpty)
        #expect(LineBreaker().opportunities(in: "word") == [LineBreakOpportunity(utf8Offset: 4, isMandatory: false)])
    }

    @Test("spaces stay at the end of the line before the break")
    func spaces() {
        #expect(pieces("Hello  big world") == ["Hello  ", "big ", "world"])
    }

    @Test("a hard line break is mandatory, and CR LF is one")
    func mandatory() {
        let breaks = LineBreaker().opportunities(in: "one\ntwo\r\nthree\u{2028}")
        #expect(breaks == [
            LineBreakOpportunity(utf8Offset: 4, isMandatory: true),
            LineBreakOpportunity(utf8Offset: 9, isMandatory: true),
            LineBreakOpportunity(utf8Offset: 17, isMandatory: true),
        ])
        #expect(pieces("a\n\nb") == ["a\n", "\n", "b"])
    }

    @Test("a break is allowed after a hyphen and a slash, not before closing punctuation")
    func punctuation() {
        #expect(pieces("well-known and/or (this).") == ["well-", "known ", "and/", "or ", "(this)."])
    }

    @Test("numbers with their prefix, postfix, sign and brackets stay whole")
    func numbers() {
        #expect(pieces("cost $(12.50) or -3.5% or 1,000,000€ now") ==
                ["cost ", "$(12.50) ", "or ", "-3.5% ", "or ", "1,000,000€ ", "now"])
    }

    @Test("a line may break between any two ideographs or kana, but not before 。 or small kana")
    func chineseAndJapanese() {
        #expect(pieces("中文文本") == ["中", "文", "文", "本"])
        #expect(pieces("ですね。ちょっと") == ["で", "す", "ね。", "ちょっ", "と"])
        #expect(pieces("（注）") == ["（注）"])
    }

    @Test("Korean breaks at spaces and between syllables, never inside a syllable written as jamo")
    func korean() {
        #expect(pieces("한국어 문장") == ["한", "국", "어 ", "문", "장"])
        #expect(pieces("\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}") ==
                ["\u{1112}\u{1161}\u{11AB}", "\u{1100}\u{116E}\u{11A8}"])
    }

    @Test("Arabic and Hebrew break at spaces, in logical order, and keep their marks")
    func rightToLeft() {
        #expect(pieces("مَرحَبًا بِكُم") == ["مَرحَبًا ", "بِكُم"])
        #expect(pieces("שָׁלוֹם עוֹלָם") == ["שָׁלוֹם ", "עוֹלָם"])
        #expect(pieces("א-ב") == ["א-ב"])  // LB21a: no break after a hyphen that follows a Hebrew letter
    }

    @Test("emoji sequences stay whole, and a line may break between two emoji")
    func emoji() {
        #expect(pieces("👩‍👩‍👧👍🏽🇫🇷🇩🇪") == ["👩‍👩‍👧", "👍🏽", "🇫🇷", "🇩🇪"])
        #expect(pieces("1️⃣2️⃣") == ["1️⃣2️⃣"])
    }

    @Test("no break falls inside a grapheme cluster, even where UAX #14 alone would allow one")
    func clustersStayWhole() {
        // UAX #14 treats a combining mark after a space as a letter that may start a line.
        #expect(pieces("a \u{301}b c") == ["a \u{301}b ", "c"])
        #expect(pieces("e\u{301}\u{302} x") == ["e\u{301}\u{302} ", "x"])
    }

    @Test("zero width space allows a break, word joiner and no-break space forbid one")
    func invisibles() {
        #expect(pieces("ab\u{200B}cd") == ["ab\u{200B}", "cd"])
        #expect(pieces("10\u{00A0}km and 10\u{2060} km") == ["10\u{00A0}km ", "and ", "10\u{2060} ", "km"])
    }

    @Test("offsets in a substring count from the substring's start")
    func substring() {
        let text = "skip this part"
        let part = text[text.index(text.startIndex, offsetBy: 5)...]
        #expect(LineBreaker().opportunities(in: part).map(\.utf8Offset) == [5, 9])
    }
}
