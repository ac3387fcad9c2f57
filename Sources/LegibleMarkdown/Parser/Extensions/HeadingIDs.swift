/// Heading ids written by the author, `## Title {#custom-id}`, as VitePress, markdown-it-attrs,
/// kramdown and Pandoc read them: recognised when a heading closes, when its content ends with
/// `{#` and an id (no spaces or braces in it) and `}`, after a space or tab or alone. The
/// attribute leaves the heading's content (it is not shown) and the id goes in the heading's
/// secondary text.
extension MarkdownParser {
    mutating func recognizeHeadingID(_ heading: Int32) {
        let slice = nodes[Int(heading)].text
        let start = Int(slice.start)
        var end = Int(slice.end)
        while end > start && (ASCII.isSpaceOrTab(text[end - 1]) || text[end - 1] == ASCII.newline) { end -= 1 }
        guard end - start >= 4, text[end - 1] == ASCII.rightBrace else { return }
        var open = end - 2
        while open >= start && text[open] != ASCII.leftBrace {
            if ASCII.isSpaceOrTab(text[open]) || text[open] == ASCII.newline || text[open] == ASCII.rightBrace { return }
            open -= 1
        }
        // `{#` and at least one character of id before the closing brace.
        guard open >= start, open + 3 < end, text[open + 1] == ASCII.hash,
              open == start || ASCII.isSpaceOrTab(text[open - 1]) else { return }
        var contentEnd = open
        while contentEnd > start && ASCII.isSpaceOrTab(text[contentEnd - 1]) { contentEnd -= 1 }
        secondaryText[heading] = TextSlice(start: Int32(open + 2), count: Int32(end - 1 - (open + 2)))
        nodes[Int(heading)].text.count = Int32(contentEnd - start)
    }
}
