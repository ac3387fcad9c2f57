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
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        // This scan runs over all of `legible html`'s output, so it looks at 64 bytes with a
        // quick test of four vectors, and only a block that holds a byte worth a closer look
        // (a tab, a carriage return, 0xC2 of Latin-1 text) gets the exact test. Each block is
        // tested with the byte after it, so blocks need no state between them.
        while index + 4 * vectorWidth < count {
            let start = base + index
            var mayHold = mayHoldControl(load(start))
            for block in 1..<4 { mayHold .|= mayHoldControl(load(start + block * vectorWidth)) }
            if any(mayHold) {
                for block in 0..<4 where any(controlLanes(start + block * vectorWidth)) { return true }
            }
            index += 4 * vectorWidth
        }
        while index + vectorWidth < count {
            if any(controlLanes(base + index)) { return true }
            index += vectorWidth
        }
        // The last bytes one at a time, each with the byte after it as above.
        while index < count {
            let next: UInt8? = index + 1 < count ? base[index + 1] : nil
            switch base[index] {
            case 0x0D where next == 0x0A, 0x0A, 0x09: break
            case 0x00..<0x20, 0x7F: return true
            case 0xC2 where next.map { $0 & 0xE0 == 0x80 } ?? false: return true
            default: break
            }
            index += 1
        }
        return false
    }

    private typealias Mask = SIMDMask<SIMD16<Int8>>
    private static var vectorWidth: Int { 16 }

    // Vector compares need vectors on both sides: the standard library's vector-with-scalar
    // operators compile to a loop over the lanes, and its `any(_:)` to a call.
    @inline(__always) private static func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16(repeating: byte) }
    @inline(__always) private static func load(_ start: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(start).loadUnaligned(as: SIMD16<UInt8>.self)
    }
    @inline(__always) private static func any(_ mask: Mask) -> Bool {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        return words[0] | words[1] != 0
    }

    /// The lanes holding a control but a line feed, DEL, or 0xC2 (which leads a C1 control):
    /// what the exact test of ``controlLanes(_:)`` may find, in fewer instructions.
    @inline(__always)
    private static func mayHoldControl(_ bytes: SIMD16<UInt8>) -> Mask {
        ((bytes .< splat(0x20)) .& (bytes .!= splat(0x0A)))
            .| (bytes .== splat(0x7F)) .| (bytes .== splat(0xC2))
    }

    /// The lanes of the sixteen bytes at `start` that hold a control to replace: any control
    /// but a line feed, a tab and a carriage return before a line feed; DEL; a C1 control's
    /// 0xC2 (before 0x80...0x9F). Reads the byte after the sixteen as well.
    @inline(__always)
    private static func controlLanes(_ start: UnsafePointer<UInt8>) -> Mask {
        let bytes = load(start)
        let next = load(start + 1)
        let keptCarriageReturn = (bytes .== splat(0x0D)) .& (next .== splat(0x0A))
        let control = (bytes .< splat(0x20)) .& (bytes .!= splat(0x0A))
            .& (bytes .!= splat(0x09)) .& .!keptCarriageReturn
        let c1 = (bytes .== splat(0xC2)) .& ((next & splat(0xE0)) .== splat(0x80))
        return control .| (bytes .== splat(0x7F)) .| c1
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
