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
        var previous: UInt8 = 0
        for byte in string.utf8 {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte < 0xA0) { return true }
            previous = byte
        }
        return false
    }

    /// The string with every control replaced by its picture. With `keepingLineBreaksAndTabs`,
    /// line feeds, tabs and a carriage return before a line feed stay, as text output needs them
    /// and they cannot steer a terminal beyond the line.
    public static func replacing(in string: some StringProtocol, keepingLineBreaksAndTabs: Bool = false) -> String {
        guard containsControl(string) else { return String(string) }
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
