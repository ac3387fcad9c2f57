/// A list item marker found at the start of a line (CommonMark 5.2).
struct ListMarker {
    /// Bytes of the marker: 1 for a bullet, digits plus delimiter for an ordered marker.
    var length: Int
    var isOrdered: Bool
    /// The bullet character, or the delimiter (`.` or `)`) of an ordered marker.
    var character: UInt8
    var start: Int32
}

/// The bytes of the line being processed, for the scanners that recognise the start of each
/// kind of block on it. The scanners are its methods rather than the parser's because a
/// non-mutating method of the parser (a large struct) called from a mutating one copies the
/// whole parser first: that was 3% of parsing the corpus.
struct LineBytes {
    let input: UnsafeBufferPointer<UInt8>
    /// Index of the line ending, or the input's end for a last line without one.
    let lineEnd: Int

    /// The byte at `index` of the line, or a newline past its end.
    @inline(__always) func peek(_ index: Int) -> UInt8 {
        index < lineEnd ? input[index] : ASCII.newline
    }
}

extension MarkdownParser {
    /// Longest ordered list number CommonMark allows (nine digits, so it fits an Int32).
    static let maximumListNumberDigits = 9

    /// The current line's bytes, to scan for block starts.
    var currentLine: LineBytes { LineBytes(input: input, lineEnd: line.end) }

    /// A thematic break: three or more `*`, `-` or `_`, alone on the line but for spaces (4.1).
    mutating func scanThematicBreak(at position: Int) -> Bool {
        let character = peek(position)
        guard character == ASCII.asterisk || character == ASCII.hyphen || character == ASCII.underscore else { return false }
        var count = 0
        var scan = position
        while scan < line.end {
            let byte = input[scan]
            if byte == character {
                count += 1
            } else if !ASCII.isSpaceOrTab(byte) {
                line.thematicBreakKillPosition = scan
                return false
            }
            scan += 1
        }
        if count >= 3 { return true }
        line.thematicBreakKillPosition = line.end
        return false
    }
}

extension LineBytes {
    /// An ATX heading opener: 1 to 6 `#` followed by a space, tab or the line end (4.2).
    /// Returns the level.
    func scanATXHeadingStart(at position: Int) -> Int? {
        var end = position
        while end < lineEnd && input[end] == ASCII.hash && end - position < 7 { end += 1 }
        let level = end - position
        guard level >= 1 && level <= 6 else { return nil }
        let next = peek(end)
        return ASCII.isSpaceOrTab(next) || ASCII.isLineEnd(next) ? level : nil
    }

    /// Where an ATX heading's content ends once the optional closing `#` sequence and trailing
    /// spaces are removed (4.2).
    func contentEndBeforeClosingHashes(from start: Int, to end: Int) -> Int {
        var end = trimmedEnd(start, end)
        var hashes = end
        while hashes > start && input[hashes - 1] == ASCII.hash { hashes -= 1 }
        if hashes < end && (hashes == start || ASCII.isSpaceOrTab(input[hashes - 1])) {
            end = trimmedEnd(start, hashes)
        }
        return end
    }

    /// A code fence opener: three or more backticks or tildes; a backtick fence's info string may
    /// not contain a backtick (4.5). Returns the fence length.
    func scanOpeningFence(at position: Int) -> Int? {
        let fence = input[position]
        var end = position
        while end < lineEnd && input[end] == fence { end += 1 }
        let length = end - position
        guard length >= 3 else { return nil }
        if fence == ASCII.backtick {
            var scan = end
            while scan < lineEnd {
                if input[scan] == ASCII.backtick { return nil }
                scan += 1
            }
        }
        return length
    }

    /// A closing code fence: a run of the fence character followed only by spaces or tabs.
    /// Returns the run's length.
    func scanClosingFence(at position: Int, character: UInt8) -> Int32? {
        var end = position
        while end < lineEnd && input[end] == character { end += 1 }
        let length = end - position
        guard length >= 3 else { return nil }
        while end < lineEnd && ASCII.isSpaceOrTab(input[end]) { end += 1 }
        return end == lineEnd ? Int32(length) : nil
    }

    /// A setext heading underline: `=`s (level 1) or `-`s (level 2), then only spaces (4.3).
    func scanSetextUnderline(at position: Int) -> Int? {
        let character = peek(position)
        guard character == ASCII.equals || character == ASCII.hyphen else { return nil }
        var end = position
        while end < lineEnd && input[end] == character { end += 1 }
        while end < lineEnd && ASCII.isSpaceOrTab(input[end]) { end += 1 }
        guard end == lineEnd else { return nil }
        return character == ASCII.equals ? 1 : 2
    }

    /// A bullet (`-`, `+`, `*`) or ordered (`1.`, `1)`) list marker followed by a space, tab or
    /// line end. A marker that interrupts a paragraph must be followed by content, and an ordered
    /// one must start at 1 (5.2).
    func scanListMarker(at position: Int, interruptingParagraph: Bool) -> ListMarker? {
        let first = peek(position)
        var marker: ListMarker
        var end: Int
        if first == ASCII.hyphen || first == ASCII.plus || first == ASCII.asterisk {
            end = position + 1
            marker = ListMarker(length: 1, isOrdered: false, character: first, start: 0)
        } else if ASCII.isDigit(first) {
            end = position
            var number: Int32 = 0
            while end < lineEnd && ASCII.isDigit(input[end]) && end - position < MarkdownParser.maximumListNumberDigits {
                number = number * 10 + Int32(input[end] - ASCII.zero)
                end += 1
            }
            let delimiter = peek(end)
            guard delimiter == ASCII.period || delimiter == ASCII.rightParenthesis else { return nil }
            end += 1
            marker = ListMarker(length: end - position, isOrdered: true, character: delimiter, start: number)
        } else {
            return nil
        }
        let next = peek(end)
        guard ASCII.isSpaceOrTab(next) || ASCII.isLineEnd(next) else { return nil }
        if interruptingParagraph {
            if marker.isOrdered && marker.start != 1 { return nil }
            var scan = end
            while scan < lineEnd && ASCII.isSpaceOrTab(input[scan]) { scan += 1 }
            if scan == lineEnd { return nil }
        }
        return marker
    }

    /// `start..<end` of the input without leading and trailing spaces and tabs.
    func trimmedRange(_ start: Int, _ end: Int) -> Range<Int> {
        var start = start
        while start < end && ASCII.isSpaceOrTab(input[start]) { start += 1 }
        return start..<trimmedEnd(start, end)
    }

    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && ASCII.isSpaceOrTab(input[end - 1]) { end -= 1 }
        return end
    }
}
