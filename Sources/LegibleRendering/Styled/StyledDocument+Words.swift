extension StyledDocument {
    /// The word holding a UTF-16 offset, as a double click selects it: a stretch of letters,
    /// digits and underscores (with the marks on them, and apostrophes between them, so
    /// `don't`, `état` and `snake_case` are one word each) inside one block; elsewhere the one
    /// character there (a space, a punctuation mark, a formula's U+FFFC). An offset at the end of
    /// a word, with no word after it, takes that word (so does one past the text's end); empty in
    /// an empty text.
    ///
    /// ```swift
    /// document.wordRange(atUTF16: 2)     // 0..<5 in "don't stop"
    /// ```
    public func wordRange(atUTF16 offset: Int) -> Range<Int> {
        let utf16 = text.utf16
        let offset = min(max(offset, 0), utf16Count)
        let blockRange = blockIndex(containingUTF16: offset).map { blocks[$0].utf16Range } ?? 0..<utf16Count
        func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        func isApostrophe(_ character: Character) -> Bool { character == "'" || character == "\u{2019}" }
        let lower = utf16.index(utf16.startIndex, offsetBy: blockRange.lowerBound)
        let upper = utf16.index(utf16.startIndex, offsetBy: blockRange.upperBound)
        let raw = utf16.index(utf16.startIndex, offsetBy: offset)
        // Inside a character (between the halves of a surrogate pair, before a combining mark): the character.
        var start = String.Index(raw, within: text) ?? text.index(after: text.index(before: raw))
        // At a word's end with no word after it, the word before.
        if start > lower, start == upper || !isWord(text[start]), isWord(text[text.index(before: start)]) {
            start = text.index(before: start)
        }
        guard start < upper else { return offset..<offset }
        guard isWord(text[start]) else {
            return utf16.distance(from: utf16.startIndex, to: start)..<utf16.distance(from: utf16.startIndex, to: text.index(after: start))
        }
        var end = start
        while end < upper {
            let next = text.index(after: end)
            if isWord(text[end]) || (isApostrophe(text[end]) && next < upper && isWord(text[next])) { end = next } else { break }
        }
        while start > lower {
            let previous = text.index(before: start)
            let beforePrevious = previous > lower ? text.index(before: previous) : nil
            if isWord(text[previous]) || (isApostrophe(text[previous]) && beforePrevious.map { isWord(text[$0]) } == true) {
                start = previous
            } else {
                break
            }
        }
        return utf16.distance(from: utf16.startIndex, to: start)..<utf16.distance(from: utf16.startIndex, to: end)
    }
}
