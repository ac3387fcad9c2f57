/// The start tags of one element name in raw HTML, with their attributes, for rules that check
/// HTML written into Markdown (`<img>` without `alt`, `<table>` without `<th>`).
enum HTMLTags {
    /// A start tag: where it is in the HTML (UTF-8 offsets) and its attributes, names lowercased.
    struct Tag {
        let range: Range<Int>
        let attributes: [String: String]
    }

    /// The start tags called `name` (lowercase) in `html`, comments skipped.
    static func startTags(_ name: String, in html: String) -> [Tag] {
        let bytes = Array(html.utf8)
        let nameBytes = Array(name.utf8)
        var tags: [Tag] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                index = end(of: "-->", in: bytes, from: index + 4)
                continue
            }
            let nameEnd = index + 1 + nameBytes.count
            guard nameEnd <= bytes.count, zip(bytes[(index + 1)..<nameEnd], nameBytes).allSatisfy({ $0 | 0x20 == $1 }),
                  nameEnd == bytes.count || isSpace(bytes[nameEnd]) || bytes[nameEnd] == UInt8(ascii: ">") || bytes[nameEnd] == UInt8(ascii: "/")
            else { index += 1; continue }
            var attributes: [String: String] = [:]
            var position = nameEnd
            while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
                if isSpace(bytes[position]) || bytes[position] == UInt8(ascii: "/") { position += 1; continue }
                let nameStart = position
                while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: "="), bytes[position] != UInt8(ascii: ">") {
                    position += 1
                }
                let attribute = String(decoding: bytes[nameStart..<position], as: UTF8.self).lowercased()
                var value = ""
                while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                    position += 1
                    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                    let quote = position < bytes.count ? bytes[position] : 0
                    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        let valueEnd = bytes[(position + 1)...].firstIndex(of: quote) ?? bytes.count
                        value = String(decoding: bytes[(position + 1)..<valueEnd], as: UTF8.self)
                        position = min(valueEnd + 1, bytes.count)
                    } else {
                        let valueStart = position
                        while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") { position += 1 }
                        value = String(decoding: bytes[valueStart..<position], as: UTF8.self)
                    }
                }
                if !attribute.isEmpty { attributes[attribute] = value }
            }
            let tagEnd = min(position + 1, bytes.count)
            tags.append(Tag(range: index..<tagEnd, attributes: attributes))
            index = tagEnd
        }
        return tags
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func end(of marker: String, in bytes: [UInt8], from start: Int) -> Int {
        let markerBytes = Array(marker.utf8)
        var index = start
        while index + markerBytes.count <= bytes.count {
            if bytes[index..<(index + markerBytes.count)].elementsEqual(markerBytes) { return index + markerBytes.count }
            index += 1
        }
        return bytes.count
    }
}
