/// The text a reader sees of raw HTML: tags are not spoken, their text is kept.
enum HTMLText {
    /// `html` without its tags, comments and processing instructions; the few entities HTML
    /// text commonly uses are decoded.
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
            if byte == UInt8(ascii: "&"), let (decoded, end) = entity(html, at: index) {
                result.append(contentsOf: decoded)
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

    private static let entities: [String: [UInt8]] = [
        "amp": [UInt8(ascii: "&")], "lt": [UInt8(ascii: "<")], "gt": [UInt8(ascii: ">")],
        "quot": [UInt8(ascii: "\"")], "apos": [UInt8(ascii: "'")], "nbsp": [0xC2, 0xA0],
    ]

    private static func entity(_ html: UnsafeBufferPointer<UInt8>, at start: Int) -> ([UInt8], Int)? {
        var end = start + 1
        while end < html.count && end - start < 8 && html[end] != UInt8(ascii: ";") { end += 1 }
        guard end < html.count, html[end] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: html[(start + 1)..<end]), as: UTF8.self)
        guard let decoded = entities[name] else { return nil }
        return (decoded, end + 1)
    }
}
