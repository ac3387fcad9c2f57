import LegibleRendering
import Testing

@Suite("The word a double click selects")
struct WordRangeTests {
    @Test("a word of letters, digits and underscores, apostrophes inside it included", arguments: [
        ("don't stop", 2, 0..<5),
        ("don't stop", 7, 6..<10),
        ("call snake_case2 now", 8, 5..<16),
        ("été passé", 1, 0..<3),
    ])
    func word(text: String, offset: Int, expected: Range<Int>) {
        #expect(styled(text + "\n").wordRange(atUTF16: offset) == expected)
    }

    @Test("on a space or a punctuation mark, that one character; at a word's end with none after it, the word before")
    func notAWord() {
        let document = styled("one, two\n")
        #expect(document.wordRange(atUTF16: 3) == 0..<3)
        #expect(document.wordRange(atUTF16: 4) == 4..<5)
        #expect(document.wordRange(atUTF16: 7) == 5..<8)
        #expect(document.wordRange(atUTF16: 8) == 5..<8)
    }

    @Test("a word stops at its block's end: the next paragraph's first word is not joined to it")
    func blockEnd() {
        let document = styled("alpha\n\nbeta\n")
        #expect(document.wordRange(atUTF16: 2) == 0..<5)
        let beta = document.text.utf16.count - 4
        #expect(document.wordRange(atUTF16: beta + 1) == beta..<beta + 4)
    }

    @Test("an emoji (a surrogate pair) is one character, and an offset inside it takes it whole; past the text's end, its last word")
    func surrogates() {
        let document = styled("a 😀 b\n")
        #expect(document.wordRange(atUTF16: 3) == 2..<4)
        #expect(document.wordRange(atUTF16: 100) == 5..<6)
    }
}
