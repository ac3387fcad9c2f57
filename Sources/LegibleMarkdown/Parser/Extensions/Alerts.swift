/// GitHub's alerts, recognised when a block quote closes: a block quote directly in the document
/// (GitHub's alerts "cannot be nested within other elements") whose first paragraph's first line
/// is a marker alone, `[!NOTE]` in any case, with something after it. The marker line leaves the
/// paragraph (and an emptied paragraph leaves the quote); the kind goes in the quote's small value.
extension MarkdownParser {
    mutating func recognizeAlert(_ quote: Int32) {
        let parent = nodes[Int(quote)].parent
        let paragraph = nodes[Int(quote)].firstChild
        guard parent != noNode, nodes[Int(parent)].kind == .document,
              paragraph != noNode, nodes[Int(paragraph)].kind == .paragraph else { return }
        // A marker starts with `[`; only then is content left in the source read here.
        let content = nodes[Int(paragraph)].text
        if content.isInSource {
            guard content.count > 0 && input[Int(~content.start)] == ASCII.leftBracket else { return }
            moveContentToArena(paragraph)
        }
        let slice = nodes[Int(paragraph)].text
        var lineEnd = Int(slice.start)
        while lineEnd < Int(slice.end) && text[lineEnd] != ASCII.newline { lineEnd += 1 }
        guard let alert = Self.alertMarker(text[Int(slice.start)..<lineEnd]) else { return }
        let restStart = min(lineEnd + 1, Int(slice.end))
        let restIsEmpty = text[restStart..<Int(slice.end)].allSatisfy(ASCII.isWhitespace)
        guard !restIsEmpty || nodes[Int(paragraph)].next != noNode else { return }
        if restIsEmpty {
            unlink(paragraph)
        } else {
            nodes[Int(paragraph)].text = TextSlice(start: Int32(restStart), count: slice.end - Int32(restStart))
            nodes[Int(paragraph)].start = contentMap.sourceOffset(ofArenaOffset: Int32(restStart))
        }
        nodes[Int(quote)].small = UInt16((MarkdownNode.Alert.allCases.firstIndex(of: alert) ?? 0) + 1)
    }

    /// The alert a line names: `[!` kind `]`, then only spaces or tabs.
    private static func alertMarker(_ line: ArraySlice<UInt8>) -> MarkdownNode.Alert? {
        var line = line
        while let last = line.last, ASCII.isSpaceOrTab(last) { line.removeLast() }
        guard line.count > 3, line.first == ASCII.leftBracket, line[line.startIndex + 1] == ASCII.exclamation,
              line.last == ASCII.rightBracket else { return nil }
        let name = String(decoding: line.dropFirst(2).dropLast(), as: UTF8.self).uppercased()
        return MarkdownNode.Alert(rawValue: name)
    }
}
