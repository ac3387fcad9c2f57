/// Tells a binary file from text by its first bytes, as they arrive.
///
/// A single NUL does not make a file binary: a Markdown document with a stray NUL is still text
/// the reader should see (the parser shows each NUL as U+FFFD, as CommonMark asks). A file is
/// binary when its first ``windowLength`` bytes hold a NUL and control bytes that text never
/// holds make up more than a tenth of them: executables, images, archives and compressed data
/// all start that way (an ELF header has 5 such bytes in its first 8, a PNG 4 in its first 16).
struct BinarySniffer {
    /// How far the input is looked at: git's measure for the same question.
    static let windowLength = 8000

    private var seen = 0
    private var controls = 0
    private var sawNUL = false

    /// Looks at the next `bytes` of the input.
    /// - Throws: ``InputFile/Unreadable`` once the bytes seen so far make the input binary.
    mutating func look(at bytes: some Collection<UInt8>, name: String) throws {
        guard seen < Self.windowLength else { return }
        for byte in bytes.prefix(Self.windowLength - seen) where Self.isControl(byte) {
            controls += 1
            if byte == 0 { sawNUL = true }
        }
        seen += min(bytes.count, Self.windowLength - seen)
        guard sawNUL, controls >= 2, controls * 10 > seen else { return }
        throw InputFile.Unreadable(path: name, reason: "it is a binary file, not text (\(controls) of its first \(seen) bytes are control bytes)")
    }

    /// C0 controls and DEL, except those text uses: tab, line feed, vertical tab, form feed,
    /// carriage return and escape (terminal transcripts hold colour sequences).
    private static func isControl(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x1B: false
        case 0x00..<0x20, 0x7F: true
        default: false
        }
    }
}
