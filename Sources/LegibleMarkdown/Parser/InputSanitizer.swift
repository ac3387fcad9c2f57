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
    ///
    /// Sixteen bytes are checked at once (see ``ByteVector``), each block with the three bytes
    /// before it, which say where continuation bytes belong; 64 bytes of ASCII, most of any
    /// input, take one test. Every document is checked this way before it is parsed.
    static func isValidUTF8WithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        let width = ByteVector.width
        guard isValidBlock(copying: bytes, from: 0) else { return false }
        var index = width
        var continuesPastGroup = true
        while index + 4 * width <= bytes.count {
            let start = base + index
            if continuesPastGroup || !isASCIIWithoutNUL(start) {
                for block in 0..<4 where !isValidBlock(start + block * width) { return false }
                let last = start + 4 * width - 1
                continuesPastGroup = last[0] >= 0xC0 || last[-1] >= 0xE0 || last[-2] >= 0xF0
            }
            index += 4 * width
        }
        while index + width <= bytes.count {
            guard isValidBlock(base + index) else { return false }
            index += width
        }
        // The last bytes, even none: a character cut short by the end meets padding.
        return index > bytes.count || isValidBlock(copying: bytes, from: index)
    }

    /// Whether the 64 bytes at `start` are ASCII and none of them is NUL.
    @inline(__always)
    private static func isASCIIWithoutNUL(_ start: UnsafeRawPointer) -> Bool {
        let width = ByteVector.width
        let blocks = (ByteVector.load(start), ByteVector.load(start + width), ByteVector.load(start + 2 * width), ByteVector.load(start + 3 * width))
        let highBits = blocks.0 | blocks.1 | blocks.2 | blocks.3
        let least = ByteVector.minimum(ByteVector.minimum(blocks.0, blocks.1), ByteVector.minimum(blocks.2, blocks.3))
        return !ByteVector.any((highBits .>= ByteVector.splat(0x80)) .| (least .== ByteVector.splat(0)))
    }

    /// Whether the sixteen bytes at `start`, read after the three before them, hold no byte out
    /// of place in UTF-8 and no NUL. A character that starts in the block may end after it: the
    /// next block's check sees its lead byte among its three before.
    @inline(__always)
    private static func isValidBlock(_ start: UnsafeRawPointer) -> Bool {
        let bytes = ByteVector.load(start)
        let before1 = ByteVector.load(start - 1), before2 = ByteVector.load(start - 2), before3 = ByteVector.load(start - 3)
        // A continuation byte (10xxxxxx) stands exactly where a lead byte one, two or three back
        // asks for one: 110xxxxx one byte, 1110xxxx two, 11110xxx three.
        let isContinuation = (bytes & ByteVector.splat(0xC0)) .== ByteVector.splat(0x80)
        let wantsContinuation = (before1 .>= ByteVector.splat(0xC0)) .| (before2 .>= ByteVector.splat(0xE0))
            .| (before3 .>= ByteVector.splat(0xF0))
        var invalid = isContinuation .^ wantsContinuation
        // No sequence starts with C0, C1 (overlong) or F5...FF (beyond U+10FFFF), and NUL is refused.
        invalid .|= ((bytes & ByteVector.splat(0xFE)) .== ByteVector.splat(0xC0))
            .| (bytes .>= ByteVector.splat(0xF5)) .| (bytes .== ByteVector.splat(0))
        // After E0, ED, F0 and F4 the second byte's range is narrower (table 3-7): no overlong
        // forms, no surrogates, nothing beyond U+10FFFF.
        let fromA0 = bytes .>= ByteVector.splat(0xA0), from90 = bytes .>= ByteVector.splat(0x90)
        invalid .|= (before1 .== ByteVector.splat(0xE0)) .& .!fromA0
        invalid .|= (before1 .== ByteVector.splat(0xED)) .& fromA0
        invalid .|= (before1 .== ByteVector.splat(0xF0)) .& .!from90
        invalid .|= (before1 .== ByteVector.splat(0xF4)) .& from90
        return !ByteVector.any(invalid)
    }

    /// ``isValidBlock(_:)`` for the sixteen bytes from `start` where they are not all there to
    /// read in place: at the beginning, with NUL (which asks for no continuation) before it, and
    /// at the end, with spaces (which are no continuation) after it.
    private static func isValidBlock(copying bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var block = (ByteVector.splat(0), ByteVector.splat(ASCII.space))
        return withUnsafeMutableBytes(of: &block) { buffer in
            let width = ByteVector.width
            for index in max(start - 3, 0)..<min(start + width, bytes.count) { buffer[width + index - start] = bytes[index] }
            return isValidBlock(UnsafeRawPointer(buffer.baseAddress! + width))
        }
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
