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
        let hasNewline = ByteSearch.firstIndex(of: ASCII.newline, in: inline.arena, from: start, to: end) < end
        var onlySpaces = true
        for index in start..<end where inline.arena[index] != ASCII.space && inline.arena[index] != ASCII.newline {
            onlySpaces = false
            break
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
        let end = inline.end
        // Made at the first run of another length: most searches meet none before their match.
        var runs: [Int: Int]?
        var position = ByteSearch.firstIndex(of: ASCII.backtick, in: inline.arena, from: from, to: end)
        while position < end {
            let runStart = position
            while position < end && inline.arena[position] == ASCII.backtick { position += 1 }
            if position - runStart == length { return runStart }
            if !inline.backticks.scannedToEnd {
                if runs == nil { runs = [:] }
                runs?[position - runStart] = runStart
            }
            position = ByteSearch.firstIndex(of: ASCII.backtick, in: inline.arena, from: position, to: end)
        }
        if !inline.backticks.scannedToEnd {
            inline.backticks.scannedToEnd = true
            inline.backticks.lastRunStart = runs ?? [:]
        }
        return nil
    }
}
