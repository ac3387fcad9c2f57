import LegibleMarkdown

/// The text a reader sees of raw HTML: tags are not spoken, their text is kept.
enum HTMLText {
    /// `html` without its tags, comments and processing instructions; entity and numeric
    /// character references are decoded as the parser decodes them in Markdown text.
    static func visibleText(_ html: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(html.count)
        var index = 0
        while index < html.count {
            let byte = html[index]
            if byte == UInt8(ascii: "<"), let end = tagEnd(html, from: index) {
                index = end
                continue
            }
            if byte == UInt8(ascii: "&"), let end = CharacterReferences.decode(html, at: index, end: html.count, into: &result) {
                index = end
                continue
            }
            result.append(byte)
            index += 1
        }
        return result
    }

    /// The end of a tag, comment, declaration or processing instruction starting at `start`.
    private static func tagEnd(_ html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start + 1 < html.count else { return nil }
        let next = html[start + 1]
        let isLetter = (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
        guard isLetter || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") else { return nil }
        let isComment = start + 3 < html.count && next == UInt8(ascii: "!") && html[start + 2] == UInt8(ascii: "-")
            && html[start + 3] == UInt8(ascii: "-")
        var index = isComment ? start + 4 : start + 2
        while index < html.count {
            if html[index] == UInt8(ascii: ">") && (!isComment || (html[index - 1] == UInt8(ascii: "-") && html[index - 2] == UInt8(ascii: "-"))) {
                return index + 1
            }
            index += 1
        }
        return nil
    }
}
