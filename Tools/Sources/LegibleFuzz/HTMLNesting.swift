/// Whether HTML written by the spec renderer in its safe default is well nested: every element
/// closed, in order, and nothing but elements, comments and escaped text. (Safe output escapes
/// raw HTML, so every `<` in it starts markup the renderer wrote.)
enum HTMLNesting {
    static let voidElements: Set<String> = ["br", "hr", "img", "input"]

    static func problem(_ html: String) -> String? {
        let bytes = Array(html.utf8)
        var open: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let end = find(Array("-->".utf8), in: bytes, from: index + 4) else { return "unclosed comment at \(index)" }
                index = end + 3
                continue
            }
            let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            var cursor = index + (closing ? 2 : 1)
            let nameStart = cursor
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > nameStart else { return "a bare < at byte \(index)" }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            // Attributes: skip to the tag's `>`, stepping over quoted values.
            var quote: UInt8?
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "<") {
                    return "< inside the tag <\(name) at byte \(index)"
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                cursor += 1
            }
            guard cursor < bytes.count else { return "unterminated tag <\(name) at byte \(index)" }
            let selfClosing = bytes[cursor - 1] == UInt8(ascii: "/")
            if closing {
                guard let last = open.popLast() else { return "</\(name)> with nothing open at byte \(index)" }
                guard last == name else { return "</\(name)> closes <\(last)> at byte \(index)" }
            } else if !selfClosing && !voidElements.contains(name) {
                open.append(name)
            }
            index = cursor + 1
        }
        return open.isEmpty ? nil : "unclosed: \(open.suffix(3).joined(separator: ", "))"
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
