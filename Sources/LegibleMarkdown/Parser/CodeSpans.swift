/// What is known about backtick runs after a search for a closing run failed: that search
/// scanned to the end of the subject, so it records the last start of each run length there.
/// Later openers whose length has no run after them fail at once instead of rescanning, which
/// keeps many unmatched runs of many lengths linear (cmark keeps a similar table).
struct BacktickMemo {
    var scannedToEnd = false
    var lastRunStart: [Int: Int] = [:]
}

extension MarkdownParser {
    /// A code span: a backtick run, content, and a run of the same length (CommonMark 6.1).
    /// Without a closing run the backticks are literal.
    mutating func handleBackticks() {
        let openStart = inline.position
        var contentStart = openStart
        while contentStart < inline.end && inline.arena[contentStart] == ASCII.backtick { contentStart += 1 }
        let length = contentStart - openStart
        guard let closeStart = findClosingBackticks(length: length, from: contentStart) else {
            noteUnclosed(at: openStart)
            inline.position = contentStart
            appendRawText(openStart, contentStart)
            return
        }
        inline.position = closeStart + length
        var start = contentStart
        var end = closeStart
        var hasNewline = false
        var onlySpaces = true
        for index in start..<end {
            let byte = inline.arena[index]
            if byte == ASCII.newline { hasNewline = true } else if byte != ASCII.space { onlySpaces = false }
        }
        // Line endings become spaces; one space is stripped from each side when both sides have
        // one and the content is not all spaces.
        func isSpace(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.newline }
        if end - start >= 2 && !onlySpaces && isSpace(inline.arena[start]) && isSpace(inline.arena[end - 1]) {
            start += 1
            end -= 1
        }
        let slice: TextSlice
        if hasNewline {
            slice = storeInline(UnsafeBufferPointer(rebasing: inline.arena[start..<end]).lazy.map {
                $0 == ASCII.newline ? ASCII.space : $0
            })
        } else {
            slice = TextSlice(start: Int32(start), count: Int32(end - start))
        }
        _ = appendInline(.code, from: openStart, to: inline.position, text: slice)
    }

    /// The start of the next backtick run of exactly `length`, at or after `from`.
    private mutating func findClosingBackticks(length: Int, from: Int) -> Int? {
        if inline.backticks.scannedToEnd {
            guard let last = inline.backticks.lastRunStart[length], last >= from else { return nil }
        }
        var position = from
        let end = inline.end
        var runs: [Int: Int] = [:]
        while position < end {
            guard inline.arena[position] == ASCII.backtick else {
                position += 1
                continue
            }
            let runStart = position
            while position < end && inline.arena[position] == ASCII.backtick { position += 1 }
            if position - runStart == length { return runStart }
            if !inline.backticks.scannedToEnd { runs[position - runStart] = runStart }
        }
        if !inline.backticks.scannedToEnd {
            inline.backticks.scannedToEnd = true
            inline.backticks.lastRunStart = runs
        }
        return nil
    }
}
