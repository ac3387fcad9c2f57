/// Link reference definitions (CommonMark 4.7): `[label]: destination "title"` lines at the start
/// of a paragraph. They are taken out when the paragraph closes (or is about to become a setext
/// heading), and a paragraph made only of definitions disappears.
extension MarkdownParser {
    /// Consumes the definitions at the start of an open paragraph's content and records them.
    /// Returns whether any content remains.
    mutating func resolveReferenceDefinitions(inOpenParagraph paragraph: Int32, contentEnd: Int? = nil) -> Bool {
        if let startsWithDefinition = contentInSourceStartsWithDefinition(paragraph) {
            // Paragraph lines are not blank, so content left in the source remains.
            guard startsWithDefinition else { return true }
            moveContentToArena(paragraph)
        }
        let originalStart = Int(nodes[Int(paragraph)].text.start)
        var start = originalStart
        let end = contentEnd ?? text.count
        while start < end && text[start] == ASCII.leftBracket {
            let cursor = start
            let found = text.withUnsafeBufferPointer { buffer -> (String, ReferenceMap.Definition, Int)? in
                guard let parts = Self.scanReferenceDefinition(buffer, at: cursor, end: end) else { return nil }
                var definition = ReferenceMap.Definition(destination: [], title: [])
                CharacterReferences.appendDecoded(buffer, parts.destination.contentStart, parts.destination.contentEnd,
                                                  to: &definition.destination)
                if let title = parts.title {
                    CharacterReferences.appendDecoded(buffer, title.contentStart, title.contentEnd, to: &definition.title)
                }
                let label = ReferenceMap.normalize(buffer, parts.label.contentStart, parts.label.contentEnd)
                return (label, definition, parts.end)
            }
            guard let (label, definition, next) = found else { break }
            references.define(label, definition)
            start = next
        }
        if start != originalStart {
            nodes[Int(paragraph)].text.start = Int32(start)
            nodes[Int(paragraph)].start = contentMap.sourceOffset(ofArenaOffset: Int32(start))
        }
        for index in start..<end where !ASCII.isWhitespace(text[index]) { return true }
        return false
    }

    struct ReferenceDefinitionParts {
        var label: LinkSyntax.Span
        var destination: LinkSyntax.Span
        var title: LinkSyntax.Span?
        /// Index after the definition's last line ending.
        var end: Int
    }

    /// One definition starting at `start`, which must end its last line.
    static func scanReferenceDefinition(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> ReferenceDefinitionParts? {
        guard let label = LinkSyntax.scanLabel(bytes, at: start, end: end),
              label.end < end, bytes[label.end] == ASCII.colon else { return nil }
        let destinationStart = LinkSyntax.skipSpacesAndOneNewline(bytes, from: label.end + 1, end: end)
        guard let destination = LinkSyntax.scanDestination(bytes, at: destinationStart, end: end) else { return nil }
        // A title must be separated from the destination by white space, and nothing but spaces
        // may follow it on its line; otherwise the definition ends with the destination's line.
        let titleStart = LinkSyntax.skipSpacesAndOneNewline(bytes, from: destination.end, end: end)
        if titleStart > destination.end, let title = LinkSyntax.scanTitle(bytes, at: titleStart, end: end),
           let lineEnd = endOfBlankRest(bytes, from: title.end, end: end) {
            return ReferenceDefinitionParts(label: label, destination: destination, title: title, end: lineEnd)
        }
        guard let lineEnd = endOfBlankRest(bytes, from: destination.end, end: end) else { return nil }
        return ReferenceDefinitionParts(label: label, destination: destination, title: nil, end: lineEnd)
    }

    /// If only spaces and tabs remain on the line, the index after its line ending.
    private static func endOfBlankRest(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int? {
        var cursor = start
        while cursor < end && ASCII.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        if cursor == end { return end }
        return bytes[cursor] == ASCII.newline ? cursor + 1 : nil
    }
}
