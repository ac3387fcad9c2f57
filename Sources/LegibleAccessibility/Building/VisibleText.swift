/// The rendered text of a document as a growing UTF-8 buffer that also counts UTF-16 code units,
/// so every element gets both kinds of range (UTF-16 for UIKit and AppKit, which index text that
/// way) in one pass.
struct VisibleText {
    private(set) var bytes: [UInt8] = []
    private(set) var utf16Count = 0

    /// U+FFFC OBJECT REPLACEMENT CHARACTER: what an image or a formula is in a text view.
    static let attachment: [UInt8] = [0xEF, 0xBF, 0xBC]

    var utf8Count: Int { bytes.count }

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: piece)
        for byte in piece where byte & 0xC0 != 0x80 {
            utf16Count += byte >= 0xF0 ? 2 : 1
        }
    }

    mutating func append(_ piece: [UInt8]) {
        piece.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
        utf16Count += 1
    }

    mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
