/// Decodes entity and numeric character references (CommonMark 2.5) and backslash escapes (2.4).
/// The package's other modules decode references with it too (the text of raw HTML blocks), and
/// so may a program that reads HTML text the way the parser does, so there is one rule for what
/// `&name;` means.
///
/// ```swift
/// CharacterReferences.decoded("caf&eacute; &amp; &#x1F600; &bogus;")   // "café & 😀 &bogus;"
/// ```
public enum CharacterReferences {
    /// `text` with every valid entity and numeric reference decoded; anything else, an `&`
    /// that starts no reference included, is kept as it is.
    public static func decoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index] == ASCII.ampersand, let next = decode(buffer, at: index, end: buffer.count, into: &output) {
                    index = next
                } else {
                    output.append(buffer[index])
                    index += 1
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// No HTML5 entity name is longer than this (`CounterClockwiseContourIntegral` has 31 letters).
    static let maximumNameLength = 32

    /// Appends the UTF-8 bytes of the HTML5 named reference `name` (without `&` and `;`) to
    /// `output`; false, writing nothing, if there is no such name.
    ///
    /// The generated table is sorted by name, so it is searched where it is, a binary search
    /// whose probes back up to the start of their line: building a dictionary from it cost 31
    /// million instructions, paid by every run that met one `&name;`, and far more than decoding
    /// all the references of the 15 MB corpus costs.
    static func appendNamed(_ name: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
        htmlEntityTable.utf8.withContiguousStorageIfAvailable { table in
            // `low` is always the start of a line and `high` the start of one or the table's end.
            var low = 0
            var high = table.count
            while low < high {
                var line = (low + high) / 2
                while line > low && table[line - 1] != ASCII.newline { line -= 1 }
                var cursor = line
                var index = 0
                // The name's order against this line's: negative before, positive after.
                var order = 0
                while true {
                    let byte = table[cursor]
                    if byte == ASCII.space {
                        order = index == name.count ? 0 : 1
                        break
                    }
                    if index == name.count || name[index] != byte {
                        order = index == name.count || name[index] < byte ? -1 : 1
                        break
                    }
                    index += 1
                    cursor += 1
                }
                if order < 0 {
                    high = line
                } else if order > 0 {
                    while cursor < table.count && table[cursor] != ASCII.newline { cursor += 1 }
                    low = cursor + 1
                } else {
                    // Past the space: comma-separated hexadecimal code points up to the line's end.
                    var value: UInt32 = 0
                    repeat {
                        cursor += 1
                        let byte = cursor < table.count ? table[cursor] : ASCII.newline
                        if byte == ASCII.newline || byte == UInt8(ascii: ",") {
                            appendUTF8(Unicode.Scalar(value) ?? "\u{FFFD}", to: &output)
                            value = 0
                            if byte == ASCII.newline { return true }
                        } else {
                            value = value * 16 + UInt32(ASCII.isDigit(byte) ? byte - ASCII.zero : byte - UInt8(ascii: "A") + 10)
                        }
                    } while true
                }
            }
            return false
        } ?? false
    }

    /// Decodes the reference starting at `start` (an `&`) into `output`; returns the index after
    /// its `;`, or `nil` (writing nothing) if there is no valid reference there.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, into output: inout [UInt8]) -> Int? {
        var cursor = start + 1
        guard cursor < end else { return nil }
        if bytes[cursor] == ASCII.hash {
            cursor += 1
            var value: UInt32 = 0
            let digitsStart: Int
            let maximumDigits: Int
            if cursor < end && (bytes[cursor] | 0x20) == UInt8(ascii: "x") {
                cursor += 1
                digitsStart = cursor
                maximumDigits = 6
                while cursor < end && ASCII.isHexDigit(bytes[cursor]) && cursor - digitsStart < maximumDigits {
                    let byte = bytes[cursor]
                    value = value * 16 + UInt32(ASCII.isDigit(byte) ? byte - ASCII.zero : (byte | 0x20) - UInt8(ascii: "a") + 10)
                    cursor += 1
                }
            } else {
                digitsStart = cursor
                maximumDigits = 7
                while cursor < end && ASCII.isDigit(bytes[cursor]) && cursor - digitsStart < maximumDigits {
                    value = value * 10 + UInt32(bytes[cursor] - ASCII.zero)
                    cursor += 1
                }
            }
            guard cursor > digitsStart, cursor < end, bytes[cursor] == ASCII.semicolon else { return nil }
            let scalar = value == 0 ? Unicode.Scalar(0xFFFD)! : Unicode.Scalar(value) ?? Unicode.Scalar(0xFFFD)!
            appendUTF8(scalar, to: &output)
            return cursor + 1
        }
        let nameStart = cursor
        while cursor < end && ASCII.isAlphanumeric(bytes[cursor]) && cursor - nameStart <= maximumNameLength { cursor += 1 }
        guard cursor > nameStart, cursor < end, bytes[cursor] == ASCII.semicolon else { return nil }
        guard appendNamed(UnsafeBufferPointer(rebasing: bytes[nameStart..<cursor]), to: &output) else { return nil }
        return cursor + 1
    }

    /// Appends `start..<end` with backslash escapes and character references decoded.
    static func appendDecoded(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, to output: inout [UInt8]) {
        var cursor = start
        var runStart = start
        while cursor < end {
            let byte = bytes[cursor]
            if byte == ASCII.backslash && cursor + 1 < end && ASCII.isPunctuation(bytes[cursor + 1]) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<cursor]))
                output.append(bytes[cursor + 1])
                cursor += 2
                runStart = cursor
            } else if byte == ASCII.ampersand {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<cursor]))
                if let next = decode(bytes, at: cursor, end: end, into: &output) {
                    cursor = next
                } else {
                    output.append(byte)
                    cursor += 1
                }
                runStart = cursor
            } else {
                cursor += 1
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
    }

    static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF8.encode(scalar) { output.append($0) }
    }
}

extension MarkdownParser {
    /// Stores a range of the input with escapes and references decoded (block phase only); a
    /// range with nothing to decode is referred to in the source.
    mutating func storeDecoded(_ range: Range<Int>) -> TextSlice {
        if !input[range].contains(where: { $0 == ASCII.backslash || $0 == ASCII.ampersand }) {
            return .source(Int32(range.lowerBound), count: Int32(range.count))
        }
        let start = Int32(text.count)
        CharacterReferences.appendDecoded(input, range.lowerBound, range.upperBound, to: &text)
        return TextSlice(start: start, count: Int32(text.count) - start)
    }
}
