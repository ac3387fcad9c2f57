import LegibleRendering
import Testing

/// Controls shown as pictures, line breaks and tabs kept where text output needs them.
@Suite("Control pictures")
struct ControlPicturesTests {
    @Test("keeping line breaks and tabs: text with only those comes back as it was")
    func onlyLineBreaks() {
        #expect(ControlPictures.replacing(in: "a\nb\tc\r\nd\n", keepingLineBreaksAndTabs: true) == "a\nb\tc\r\nd\n")
    }

    @Test("keeping line breaks and tabs: any other control is a picture, a lone carriage return too, wherever it is")
    func otherControls() {
        #expect(ControlPictures.replacing(in: "a\n\u{1B}[2J\n", keepingLineBreaksAndTabs: true) == "a\n␛[2J\n")
        #expect(ControlPictures.replacing(in: "a\rb\n", keepingLineBreaksAndTabs: true) == "a␍b\n")
        #expect(ControlPictures.replacing(in: "end\r", keepingLineBreaksAndTabs: true) == "end␍")
        #expect(ControlPictures.replacing(in: "\r\r\n", keepingLineBreaksAndTabs: true) == "␍\r\n")
        #expect(ControlPictures.replacing(in: "c1\u{85}\n\u{7F}", keepingLineBreaksAndTabs: true) == "c1\u{FFFD}\n␡")
    }

    @Test("keeping line breaks and tabs: a control is found at any place in long text, a C1 control split across eight-byte words too")
    func controlsAtEveryOffset() {
        let text = "The quick brown fox jumps over the lazy dog."
        for offset in 0...text.utf8.count {
            let index = text.utf8.index(text.startIndex, offsetBy: offset)
            let (before, after) = (text[..<index], text[index...])
            for (control, picture) in [("\u{1B}", "␛"), ("\u{7F}", "␡"), ("\u{85}", "\u{FFFD}"), ("\r", "␍"), ("\u{0}", "␀")] {
                #expect(ControlPictures.replacing(in: before + control + after, keepingLineBreaksAndTabs: true) == before + picture + after)
            }
            for kept in ["\n", "\t", "\r\n", "é"] {
                #expect(ControlPictures.replacing(in: before + kept + after, keepingLineBreaksAndTabs: true) == before + kept + after)
            }
        }
    }

    @Test("the scan over bytes agrees with a reading byte by byte, at every length and offset, on random and adversarial bytes")
    func byteScanAgreesWithByteByByte() {
        // The bytes that matter, and around them, often enough that most buffers hold several.
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xC2, 0xC3, 0xFF, 0x61]
        var generator = SystemRandomNumberGenerator()
        for length in 0...150 {
            for trial in 0..<40 {
                let bytes = (0..<length).map { _ in
                    trial % 4 == 0 ? UInt8.random(in: 0...255, using: &generator) : interesting.randomElement(using: &generator)!
                }
                let found = bytes.withUnsafeBufferPointer { ControlPictures.containsControlOtherThanLineBreaksAndTabs($0) }
                #expect(found == Self.holdsControlOtherThanLineBreaksAndTabs(bytes), "\(bytes)")
            }
        }
        // Text with nothing to replace but one byte pair somewhere, for every place.
        let text = Array(String(repeating: "a\tb\r\nc é ", count: 20).utf8)
        for offset in 0...text.count {
            for pair in [[0x0D, 0x61], [0xC2, 0x85], [0xC2, 0xA0], [0x1B, 0x61], [0x7F, 0x61], [0x0D]] as [[UInt8]] {
                let bytes = Array(text[..<offset]) + pair + (pair.count == 1 ? [] : Array(text[offset...]))
                let found = bytes.withUnsafeBufferPointer { ControlPictures.containsControlOtherThanLineBreaksAndTabs($0) }
                #expect(found == Self.holdsControlOtherThanLineBreaksAndTabs(bytes), "\(pair) at \(offset)")
            }
        }
    }

    /// The definition, one byte at a time: a control but a line feed, a tab and a carriage
    /// return before a line feed; DEL; 0xC2 before 0x80...0x9F (a C1 control).
    private static func holdsControlOtherThanLineBreaksAndTabs(_ bytes: [UInt8]) -> Bool {
        bytes.indices.contains { index in
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch bytes[index] {
            case 0x0D: return next != 0x0A
            case 0x0A, 0x09: return false
            case 0x00..<0x20, 0x7F: return true
            case 0xC2: return next.map { (0x80..<0xA0).contains($0) } ?? false
            default: return false
            }
        }
    }

    @Test("without keeping them, line breaks and tabs are pictures as well")
    func everything() {
        #expect(ControlPictures.replacing(in: "a\tb\n") == "a␉b␊")
    }
}
