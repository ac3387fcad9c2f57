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
        withUTF8(of: string) { bytes in
            var previous: UInt8 = 0
            var carriageReturnPending = false
            for byte in bytes {
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
            return carriageReturnPending
        }
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
