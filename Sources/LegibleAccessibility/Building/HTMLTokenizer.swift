import LegibleMarkdown

/// The tokens of the raw HTML Markdown authors write, for everything that reads it: the reading
/// model (its text) and the audit (`<img alt>`, `<table>` without `<th>`). One forgiving pass,
/// linear in the input: a `<` that starts no tag, or starts one that never ends, is text, and
/// the contents of `script`, `style` and `template` are one raw span up to their end tag, never
/// tags or text of their own.
package enum HTMLTokenizer {
    /// One token; ranges are UTF-8 offsets into the tokenized HTML.
    package struct Token: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// Text between tags, character references still encoded.
            case text
            /// A start tag; `name` lowercased, attribute names lowercased, values decoded.
            case startTag(name: String, attributes: [String: String])
            case endTag(name: String)
            /// A comment, declaration (`<!DOCTYPE`), CDATA section or processing instruction: none is read.
            case comment
            /// The contents of a `script`, `style` or `template` element: never read or shown.
            case hiddenRaw
        }
        package let kind: Kind
        package let range: Range<Int>
    }

    /// Elements whose contents are not HTML text a reader sees.
    package static let hiddenContentElements: Set<String> = ["script", "style", "template"]

    package static func tokens(_ html: String) -> [Token] {
        var copy = html
        return copy.withUTF8 { tokens($0) }
    }

    package static func tokens(_ html: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        var textStart = 0
        var index = 0
        // An unterminated tag, comment, CDATA section or processing instruction is text, so
        // nothing bad input holds is lost: found by where the last `>`, `-->`, `]]>` and `?>` are,
        // not by a search from every `<` (which would be quadratic).
        let lastGreater = lastStart(of: ">", in: html)
        let lastCommentClose = lastStart(of: "-->", in: html)
        let lastCDATAClose = lastStart(of: "]]>", in: html)
        let lastInstructionClose = lastStart(of: "?>", in: html)
        func flushText(to end: Int) {
            if end > textStart { tokens.append(Token(kind: .text, range: textStart..<end)) }
        }
        while index < html.count {
            guard html[index] == UInt8(ascii: "<"), index + 1 < html.count else { index += 1; continue }
            let next = html[index + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                // CommonMark's forms (spec 6.6): a comment runs to `-->` (`<!-->` and `<!--->`
                // are whole, empty comments, as in HTML), CDATA to `]]>`, a processing instruction
                // to `?>`; a declaration, or any other `<!`, to the next `>` (HTML's bogus comment).
                let end: Int?
                if starts(with: "<!--", in: html, at: index) {
                    if starts(with: ">", in: html, at: index + 4) {
                        end = index + 5
                    } else if starts(with: "->", in: html, at: index + 4) {
                        end = index + 6
                    } else {
                        end = lastCommentClose >= index + 4 ? after("-->", in: html, from: index + 4) : nil
                    }
                } else if starts(with: "<![CDATA[", in: html, at: index) {
                    end = lastCDATAClose >= index + 9 ? after("]]>", in: html, from: index + 9) : nil
                } else if next == UInt8(ascii: "?") {
                    end = lastInstructionClose >= index + 2 ? after("?>", in: html, from: index + 2) : nil
                } else {
                    end = lastGreater > index ? after(">", in: html, from: index + 2) : nil
                }
                guard let end else { index += 1; continue }
                flushText(to: index)
                tokens.append(Token(kind: .comment, range: index..<end))
                index = end
                textStart = end
                continue
            }
            let isEnd = next == UInt8(ascii: "/")
            let nameStart = index + (isEnd ? 2 : 1)
            guard lastGreater > index else { index += 1; continue }
            if isEnd, nameStart < html.count, !isLetter(html[nameStart]) {
                // `</` before anything but a letter is a bogus comment up to the next `>`, as browsers read it.
                flushText(to: index)
                let end = after(">", in: html, from: nameStart)
                tokens.append(Token(kind: .comment, range: index..<end))
                index = end
                textStart = end
                continue
            }
            guard nameStart < html.count, isLetter(html[nameStart]) else { index += 1; continue }
            var position = nameStart
            while position < html.count, !isSpace(html[position]), html[position] != UInt8(ascii: ">"), html[position] != UInt8(ascii: "/") {
                position += 1
            }
            let name = lowercased(html, nameStart..<position)
            var attributes: [String: String] = [:]
            // A quoted value that runs to the end of the HTML leaves the tag unterminated: text.
            guard let tagEnd = readAttributes(html, from: position, into: &attributes) else { index += 1; continue }
            position = tagEnd
            flushText(to: index)
            tokens.append(Token(kind: isEnd ? .endTag(name: name) : .startTag(name: name, attributes: attributes), range: index..<position))
            index = position
            textStart = position
            if !isEnd, hiddenContentElements.contains(name) {
                let closeStart = start(ofEndTag: name, in: html, from: position)
                if closeStart > position { tokens.append(Token(kind: .hiddenRaw, range: position..<closeStart)) }
                index = closeStart
                textStart = closeStart
            }
        }
        flushText(to: html.count)
        return tokens
    }

    /// Reads attributes up to and past the tag's `>`; returns the index after the tag, or `nil`
    /// when the HTML ends before the tag does.
    private static func readAttributes(_ html: UnsafeBufferPointer<UInt8>, from start: Int, into attributes: inout [String: String]) -> Int? {
        var position = start
        while position < html.count, html[position] != UInt8(ascii: ">") {
            if isSpace(html[position]) || html[position] == UInt8(ascii: "/") { position += 1; continue }
            let nameStart = position
            while position < html.count, !isSpace(html[position]), html[position] != UInt8(ascii: "="), html[position] != UInt8(ascii: ">") {
                position += 1
            }
            let attribute = lowercased(html, nameStart..<position)
            var value: [UInt8] = []
            while position < html.count, isSpace(html[position]) { position += 1 }
            if position < html.count, html[position] == UInt8(ascii: "=") {
                position += 1
                while position < html.count, isSpace(html[position]) { position += 1 }
                let quote = position < html.count ? html[position] : 0
                let valueStart: Int
                let valueEnd: Int
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    valueStart = position + 1
                    var end = valueStart
                    while end < html.count, html[end] != quote { end += 1 }
                    valueEnd = end
                    position = min(end + 1, html.count)
                } else {
                    valueStart = position
                    while position < html.count, !isSpace(html[position]), html[position] != UInt8(ascii: ">") { position += 1 }
                    valueEnd = position
                }
                value = decodingReferences(html, valueStart..<valueEnd)
            }
            if !attribute.isEmpty, attributes[attribute] == nil { attributes[attribute] = String(decoding: value, as: UTF8.self) }
        }
        return position < html.count ? position + 1 : nil
    }

    /// The bytes of `range` with character references decoded, as in Markdown text.
    package static func decodingReferences(_ html: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            if html[index] == UInt8(ascii: "&"), let end = CharacterReferences.decode(html, at: index, end: range.upperBound, into: &result) {
                index = end
                continue
            }
            result.append(html[index])
            index += 1
        }
        return result
    }

    /// Where `</name` starts (any case), or the end of the input: raw text runs to its end tag.
    private static func start(ofEndTag name: String, in html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let nameBytes = Array(name.utf8)
        var index = start
        while index + 1 + nameBytes.count < html.count {
            if html[index] == UInt8(ascii: "<"), html[index + 1] == UInt8(ascii: "/"),
               (0..<nameBytes.count).allSatisfy({ html[index + 2 + $0] | 0x20 == nameBytes[$0] }) {
                return index
            }
            index += 1
        }
        return html.count
    }

    /// Where the last `marker` in `html` starts, or -1.
    private static func lastStart(of marker: StaticString, in html: UnsafeBufferPointer<UInt8>) -> Int {
        let count = marker.utf8CodeUnitCount
        guard html.count >= count else { return -1 }
        return (0...(html.count - count)).reversed().first { starts(with: marker, in: html, at: $0) } ?? -1
    }

    private static func starts(with marker: StaticString, in html: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = marker.utf8CodeUnitCount
        return index + count <= html.count && (0..<count).allSatisfy { html[index + $0] == marker.utf8Start[$0] }
    }

    private static func after(_ marker: StaticString, in html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = marker.utf8CodeUnitCount
        var index = start
        while index + count <= html.count {
            if starts(with: marker, in: html, at: index) { return index + count }
            index += 1
        }
        return html.count
    }

    private static func lowercased(_ html: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: html[range].map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C
    }
}
