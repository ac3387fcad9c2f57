/// Turns input into the byte sequence the parser works on: valid UTF-8 with no NUL.
///
/// The CommonMark spec (section 2.3) requires U+0000 to be replaced by U+FFFD; invalid UTF-8 is
/// replaced the same way, following Unicode's "maximal subpart" practice, so no input is rejected
/// and no text silently disappears.
enum InputSanitizer {
    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    static func sanitize(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { replacingNUL(in: $0) }
    }

    static func sanitize(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        // Decoding repairs invalid sequences; valid input comes back unchanged.
        var text = String(decoding: Array(bytes), as: UTF8.self)
        return text.withUTF8 { replacingNUL(in: $0) }
    }

    private static func replacingNUL(in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard bytes.contains(0) else { return Array(bytes) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            if byte == 0 { result.append(contentsOf: replacementCharacter) } else { result.append(byte) }
        }
        return result
    }
}
