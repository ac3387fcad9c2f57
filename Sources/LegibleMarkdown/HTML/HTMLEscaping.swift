/// Escaping for HTML text, attributes and URLs, byte for byte as cmark writes it; every HTML
/// writer in the package escapes with it.
package enum HTMLEscaping {
    /// Appends text with `&`, `<`, `>` and `"` replaced by their entities.
    package static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            // All four bytes to escape are below `?`, which letters and UTF-8 are not: one
            // comparison clears most text.
            guard byte < ASCII.question,
                  byte == ASCII.ampersand || byte == ASCII.lessThan || byte == ASCII.greaterThan || byte == ASCII.quote else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch byte {
            case ASCII.ampersand: output.append(contentsOf: "&amp;".utf8)
            case ASCII.lessThan: output.append(contentsOf: "&lt;".utf8)
            case ASCII.greaterThan: output.append(contentsOf: "&gt;".utf8)
            default: output.append(contentsOf: "&quot;".utf8)
            }
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    /// Characters kept as they are in an `href` or `src`; `%` is kept so existing escapes stay.
    private static let urlSafe = ByteSet(Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~!*();:@=+$,/?#%".utf8))
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends a destination percent-encoded for an attribute: unsafe bytes become `%XX`, and `&`
    /// and `'` become entities.
    package static func appendEscapedURL(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            if urlSafe.contains(byte) {
                output.append(byte)
            } else if byte == ASCII.ampersand {
                output.append(contentsOf: "&amp;".utf8)
            } else if byte == ASCII.apostrophe {
                output.append(contentsOf: "&#x27;".utf8)
            } else {
                output.append(ASCII.percent)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }
}
