/// Control characters shown as symbols. A C0 or C1 control or DEL written to a terminal moves
/// its cursor, clears it or starts an escape sequence (`ESC ] 0 ;` sets the window title), so
/// whatever a document holds is shown as a symbol instead: a C0 control as its Control Pictures
/// symbol (`␛` for ESC), DEL as `␡`, and a C1 control, which has no picture, as U+FFFD.
///
/// ```swift
/// ControlPictures.replacing(in: "a\u{1B}[2Jb") // "a␛[2Jb"
/// ControlPictures.replacing(in: "a\tb\r\n", keepingLineBreaksAndTabs: true) // "a\tb\r\n"
/// ```
public enum ControlPictures {
    /// The picture of a control scalar, or `nil` for any other.
    public static func picture(ofScalar value: UInt32) -> String? {
        switch value {
        case 0x00..<0x20: String(Unicode.Scalar(0x2400 + value)!)
        case 0x7F: "\u{2421}"
        case 0x80..<0xA0: "\u{FFFD}"
        default: nil
        }
    }

    /// Whether a string holds a C0 or C1 control or DEL (read from its UTF-8: a C1 control is
    /// `C2 80`–`C2 9F`).
    public static func containsControl(_ string: some StringProtocol) -> Bool {
        withUTF8(of: string) { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte < 0xA0) { return true }
                previous = byte
            }
            return false
        }
    }

    /// Runs `body` over the string's UTF-8 in contiguous memory: a loop over a buffer, where one
    /// over a generic string's UTF-8 view goes through its protocol witnesses byte by byte.
    private static func withUTF8<Result>(of string: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(string)
        return copy.withUTF8(body)
    }

    /// Whether a string holds a control that ``replacing(in:keepingLineBreaksAndTabs:)`` keeping
    /// line breaks and tabs would replace: any but a line feed, a tab and a carriage return
    /// before a line feed.
    static func containsControlOtherThanLineBreaksAndTabs(_ string: some StringProtocol) -> Bool {
        withUTF8(of: string) { containsControlOtherThanLineBreaksAndTabs($0) }
    }

    /// Whether UTF-8 text holds a control that ``replacing(in:keepingLineBreaksAndTabs:)``
    /// keeping line breaks and tabs would replace, for a writer that has the bytes already.
    public static func containsControlOtherThanLineBreaksAndTabs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var carriageReturnPending = false
        var index = 0
        while true {
            // Eight bytes at a time past words that hold nothing to look at: this scan runs
            // over all of `legible html`'s output, and byte by byte it was a fifth of the run.
            // Neither a pending carriage return nor a C1 control's first byte is in a word.
            if !carriageReturnPending && previous != 0xC2 {
                while index + 8 <= bytes.count,
                      !mayHoldControlOtherThanLineFeeds(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                }
                previous = 0
            }
            guard index < bytes.count else { return carriageReturnPending }
            let end = min(index + 8, bytes.count)
            for byte in bytes[index..<end] {
                if carriageReturnPending {
                    if byte != 0x0A { return true }
                    carriageReturnPending = false
                }
                if byte == 0x0D {
                    carriageReturnPending = true
                } else if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte < 0xA0) {
                    return true
                }
                previous = byte
            }
            index = end
        }
    }

    /// Whether any of the eight bytes of `word` is one the byte-by-byte scan must see: a control
    /// but a line feed, DEL, or 0xC2 (which leads a C1 control). Each step works on a byte's low
    /// seven bits, so no carry reaches the next byte and the answer is exact for every byte.
    @inline(__always)
    private static func mayHoldControlOtherThanLineFeeds(_ littleEndianWord: UInt64) -> Bool {
        let word = UInt64(littleEndian: littleEndianWord)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let lowBits = ones &* 0x7F
        // A byte's high bit is set when the byte equals `value`: its low bits plus 0x7F reach
        // the high bit unless they are all zero.
        func equal(_ value: UInt64) -> UInt64 {
            let difference = word ^ (ones &* value)
            return ~(((difference & lowBits) &+ lowBits) | difference) & highBits
        }
        // An ASCII byte plus one, in seven bits, is below 0x21 for a control or DEL (which
        // wraps to zero); plus 0x5F more reaches the high bit from 0x21 up.
        let shifted = ((word & lowBits) &+ ones) & lowBits
        let controlOrDelete = ~(shifted &+ ones &* 0x5F) & ~word & highBits
        // Output is full of line feeds, which are controls to keep.
        var found = controlOrDelete ^ equal(0x0A)
        if word & highBits != 0 { found |= equal(0xC2) }
        return found != 0
    }

    /// The string with every control replaced by its picture. With `keepingLineBreaksAndTabs`,
    /// line feeds, tabs and a carriage return before a line feed stay, as text output needs them
    /// and they cannot steer a terminal beyond the line.
    public static func replacing(in string: some StringProtocol, keepingLineBreaksAndTabs: Bool = false) -> String {
        // Nearly all text holds line breaks: looking past them first keeps such text a copy,
        // not a rebuild scalar by scalar (it was most of `legible html`'s time on a large file).
        guard keepingLineBreaksAndTabs ? containsControlOtherThanLineBreaksAndTabs(string) : containsControl(string) else {
            return String(string)
        }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        let scalars = Array(string.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let kept = keepingLineBreaksAndTabs
                && (scalar == "\n" || scalar == "\t" || (scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"))
            if !kept, let picture = picture(ofScalar: scalar.value) {
                result += picture
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
