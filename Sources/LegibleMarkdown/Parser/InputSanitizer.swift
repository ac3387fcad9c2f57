/// Turns input into the byte sequence the parser works on: valid UTF-8 with no NUL.
///
/// The CommonMark spec (section 2.3) requires U+0000 to be replaced by U+FFFD; invalid UTF-8 is
/// replaced the same way, following Unicode's "maximal subpart" practice, so no input is rejected
/// and no text silently disappears. A byte order mark at the very start is an encoding marker,
/// not text (editors on Windows write one), so it is dropped, as cmark drops it.
///
/// Valid input, by far the common case, is checked in one pass and used without copying.
enum InputSanitizer {
    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The input made valid, and cut to at most `limit` bytes (see ``truncate(_:to:)``) if it
    /// is longer; `isTruncated` tells whether it was, `isRepaired` whether invalid UTF-8 or NUL
    /// was replaced.
    static func sanitize(_ text: String, limit: Int) -> (bytes: [UInt8], isTruncated: Bool, isRepaired: Bool) {
        sanitize(Array(text.utf8.prefix(limit + truncationSlack)), limit: limit)
    }

    static func sanitize(_ bytes: some Sequence<UInt8>, limit: Int) -> (bytes: [UInt8], isTruncated: Bool, isRepaired: Bool) {
        var bytes = Array(bytes)
        if bytes.count > limit + truncationSlack { bytes.removeSubrange((limit + truncationSlack)...) }
        if bytes.starts(with: byteOrderMark) { bytes.removeFirst(3) }
        let repaired = repair(bytes)
        if let repaired { bytes = repaired }
        let isTruncated = truncate(&bytes, to: limit)
        return (bytes, isTruncated, repaired != nil)
    }

    /// Repairing never removes bytes but a byte order mark's three, so the first `limit` bytes
    /// of the result depend only on the first `limit + 3` of the input, and a character cut at
    /// the end of a longer prefix repairs to U+FFFD past them: input longer than `limit` plus
    /// this is cut before it is repaired, so gigabytes are not repaired only to be dropped.
    static let truncationSlack = 16

    /// Cuts valid UTF-8 to at most `limit` bytes, before the first character that does not fit
    /// whole. Returns whether anything was cut.
    static func truncate(_ bytes: inout [UInt8], to limit: Int) -> Bool {
        guard bytes.count > limit else { return false }
        var end = limit
        while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        bytes.removeSubrange(end...)
        return true
    }

    /// Repairs a piece of a longer input that starts and ends between characters: no byte order
    /// mark is looked for. Pieces cut that way repair to the same bytes as the whole input.
    static func sanitizeFragment(_ bytes: [UInt8]) -> [UInt8] {
        repair(bytes) ?? bytes
    }

    /// The bytes repaired, or `nil` when they are valid UTF-8 without NUL already.
    private static func repair(_ bytes: [UInt8]) -> [UInt8]? {
        let isClean = bytes.withUnsafeBufferPointer { isValidUTF8WithoutNUL($0) }
        if isClean { return nil }
        // Decoding repairs invalid sequences; then NUL is replaced.
        var repaired: [UInt8] = []
        repaired.reserveCapacity(bytes.count + 16)
        for byte in String(decoding: bytes, as: UTF8.self).utf8 {
            if byte == 0 { repaired.append(contentsOf: replacementCharacter) } else { repaired.append(byte) }
        }
        return repaired
    }

    /// How many of `bytes` end between characters: all of them, unless they end with the
    /// beginning of a multi-byte character whose remaining bytes have not arrived yet.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        var lead = bytes.count - 1
        while lead >= 0 && bytes.count - lead < 4 && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= 0, let sequence = multiByteSequence(lead: bytes[lead]) else { return bytes.count }
        let available = bytes.count - lead
        guard available < sequence.length else { return bytes.count }
        // Only a sequence that is valid so far is worth waiting for.
        if available >= 2 && !sequence.second.contains(bytes[lead + 1]) { return bytes.count }
        return lead
    }

    /// Whether the bytes are well-formed UTF-8 (Unicode table 3-7) and contain no NUL.
    static func isValidUTF8WithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        while index < count {
            // Eight ASCII bytes at a time: none has its high bit set.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    // A zero byte in the word means NUL: (w - 0x01..) & ~w & 0x80.. is nonzero.
                    if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { return false }
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0 { return false }
                index += 1
                continue
            }
            guard let sequence = multiByteSequence(lead: lead), index + sequence.length <= count,
                  sequence.second.contains(bytes[index + 1]) else { return false }
            for offset in 2..<max(2, sequence.length) where bytes[index + offset] & 0xC0 != 0x80 { return false }
            index += sequence.length
        }
        return true
    }

    /// The length of the well-formed sequences a non-ASCII lead byte starts, and the range its
    /// second byte must fall in (Unicode table 3-7); `nil` for a byte no sequence starts with.
    /// Later bytes are always 0x80...0xBF.
    @inline(__always)
    private static func multiByteSequence(lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }
}
