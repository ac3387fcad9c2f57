/// Escaping for HTML text, attributes and URLs, byte for byte as cmark writes it; every HTML
/// writer in the package escapes with it.
package enum HTMLEscaping {
    /// Appends text with `&`, `<`, `>` and `"` replaced by their entities.
    package static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteBuffer) {
        var runStart = 0
        while true {
            // Copies the text between escapes in runs.
            let index = firstEscaped(in: bytes, from: runStart)
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            guard index < bytes.count else { return }
            switch bytes[index] {
            case ASCII.ampersand: output.append("&amp;")
            case ASCII.lessThan: output.append("&lt;")
            case ASCII.greaterThan: output.append("&gt;")
            default: output.append("&quot;")
            }
            runStart = index + 1
        }
    }

    /// `text` with `&`, `<`, `>` and `"` replaced by their entities: for writers that build
    /// strings (a selection copied as HTML).
    package static func escaped(_ text: String) -> String {
        var text = text
        var output = ByteBuffer(capacity: text.utf8.count + 16)
        text.withUTF8 { appendEscaped($0, to: &output) }
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// A destination made safe for an `href` or `src`, as ``appendEscapedURL(_:to:)`` writes it.
    package static func escapedURL(_ url: String) -> String {
        var url = url
        var output = ByteBuffer(capacity: url.utf8.count + 16)
        url.withUTF8 { appendEscapedURL($0, to: &output) }
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The index of the first byte from `start` that is escaped, or the end: sixteen bytes at a
    /// time (see ``ByteVector``), the last ones as the sixteen that end the text where there are
    /// that many. Escaping reads every byte of text written: 7% of rendering the corpus when it
    /// went eight bytes at a time and the last ones byte by byte.
    @inline(__always)
    private static func firstEscaped(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let width = ByteVector.width
        var index = start
        while index + width <= bytes.count {
            if let lane = ByteVector.firstLane(escapedLanes(ByteVector.load(base + index))) { return index + lane }
            index += width
        }
        guard index < bytes.count else { return bytes.count }
        if bytes.count >= width {
            // Lanes before `index` were looked at already, or hold the escape just written.
            let windowStart = bytes.count - width
            let unread = ByteVector.laneIndices .>= ByteVector.splat(UInt8(index - windowStart))
            let lane = ByteVector.firstLane(escapedLanes(ByteVector.load(base + windowStart)) .& unread)
            return lane.map { windowStart + $0 } ?? bytes.count
        }
        while index < bytes.count && !isEscaped(base[index]) { index += 1 }
        return index
    }

    @inline(__always) private static func isEscaped(_ byte: UInt8) -> Bool {
        byte == ASCII.ampersand || byte == ASCII.lessThan || byte == ASCII.greaterThan || byte == ASCII.quote
    }

    /// The lanes holding `"` (0x22) or `&` (0x26), which both read 0x26 with bit 2 set, or `<`
    /// (0x3C) or `>` (0x3E), which both read 0x3E with bit 1 set: two tests instead of four.
    @inline(__always) private static func escapedLanes(_ bytes: SIMD16<UInt8>) -> ByteVector.Mask {
        ((bytes | ByteVector.splat(0x04)) .== ByteVector.splat(ASCII.ampersand))
            .| ((bytes | ByteVector.splat(0x02)) .== ByteVector.splat(ASCII.greaterThan))
    }

    /// Characters kept as they are in an `href` or `src`; `%` is kept so existing escapes stay.
    private static let urlSafe = ByteSet(Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~!*();:@=+$,/?#%".utf8))
    private static let hexDigits: StaticString = "0123456789ABCDEF"

    /// Appends a destination percent-encoded for an attribute: unsafe bytes become `%XX`, and `&`
    /// and `'` become entities.
    package static func appendEscapedURL(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteBuffer) {
        var index = 0
        while index < bytes.count {
            // Safe characters are copied in runs rather than one append each.
            let runStart = index
            index = urlSafe.firstIndex(in: bytes, from: index, to: bytes.count, member: false)
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            guard index < bytes.count else { return }
            let byte = bytes[index]
            if byte == ASCII.ampersand {
                output.append("&amp;")
            } else if byte == ASCII.apostrophe {
                output.append("&#x27;")
            } else {
                output.append(ASCII.percent)
                output.append(hexDigits.utf8Start[Int(byte >> 4)])
                output.append(hexDigits.utf8Start[Int(byte & 0x0F)])
            }
            index += 1
        }
    }

    /// Appends escaped text as the ``ByteBuffer`` form does, for writers that collect their HTML
    /// in an array (one more copy).
    package static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var buffer = ByteBuffer(capacity: bytes.count + bytes.count / 8)
        appendEscaped(bytes, to: &buffer)
        output.append(contentsOf: buffer.bytes)
    }

    /// Appends a percent-encoded destination as the ``ByteBuffer`` form does, for writers that
    /// collect their HTML in an array (one more copy).
    package static func appendEscapedURL(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var buffer = ByteBuffer(capacity: bytes.count + bytes.count / 4)
        appendEscapedURL(bytes, to: &buffer)
        output.append(contentsOf: buffer.bytes)
    }
}
