import LegibleMarkdown
import Testing

/// The check every input goes through before it is parsed: well-formed UTF-8 (Unicode table
/// 3-7) with no NUL, or it is repaired. It reads sixteen bytes at a time with the three before
/// them, so it is compared with the standard library's decoding wherever a byte may sit.
@Suite("Input validation")
struct InputValidationTests {
    @Test("well-formed text of every length is taken as it is; one NUL anywhere is not")
    func wellFormed() {
        let text = Array("a é 中 😀 ".utf8)
        for length in 0...130 {
            let bytes = Array((0..<length).map { text[$0 % text.count] })
            let cut = Array(String(decoding: bytes, as: UTF8.self).utf8.prefix { $0 != 0xEF })
            #expect(MarkdownDocument.needsNoRepair(cut), "\(cut)")
            for place in cut.indices {
                var withNUL = cut
                withNUL[place] = 0
                #expect(!MarkdownDocument.needsNoRepair(withNUL), "NUL at \(place) of \(cut.count)")
            }
        }
    }

    @Test("the edges of table 3-7, a sequence cut short, and a stray continuation byte, at every offset")
    func edgesAtEveryOffset() {
        let sequences: [[UInt8]] = [
            [0xC2, 0x80], [0xDF, 0xBF], [0xC0, 0x80], [0xC1, 0xBF],
            [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF],
            [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3],
        ]
        for sequence in sequences {
            for offset in 0...70 {
                for after in [0, 1, 40] {
                    let bytes = Array(repeating: UInt8(ascii: "a"), count: offset) + sequence + Array(repeating: UInt8(ascii: "b"), count: after)
                    #expect(MarkdownDocument.needsNoRepair(bytes) == Self.isCleanByStandardLibrary(bytes), "\(sequence) at \(offset), \(after) after")
                }
            }
        }
    }

    @Test("every pair of bytes after a lead byte, across a block boundary")
    func everyContinuationPair() {
        for lead in UInt8(0x80)...0xFF {
            for second in UInt8(0)...0xFF {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: 14) + [lead, second, 0x80, 0x80] + Array("tail".utf8)
                #expect(MarkdownDocument.needsNoRepair(bytes) == Self.isCleanByStandardLibrary(bytes), "\(lead) \(second)")
            }
        }
    }

    @Test("random bytes, mostly UTF-8 and mostly not, agree with the standard library")
    func randomBytes() {
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("中".utf8), Array("😀".utf8), Array("\n".utf8),
                                 [0x80], [0xBF], [0xC0], [0xE0], [0xED], [0xF0], [0xF4], [0xFF], [0x00]]
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<3000 {
            let length = Int.random(in: 0...200, using: &generator)
            let bytes: [UInt8]
            if trial % 3 == 0 {
                bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                // Mostly well-formed characters, with a bad piece now and then.
                bytes = (0..<length / 2).flatMap { _ in
                    Int.random(in: 0..<40, using: &generator) == 0 ? pieces.randomElement(using: &generator)! : pieces[Int.random(in: 0..<5, using: &generator)]
                }
            }
            #expect(MarkdownDocument.needsNoRepair(bytes) == Self.isCleanByStandardLibrary(bytes), "\(bytes)")
        }
    }

    /// Valid UTF-8 decodes to itself (the standard library replaces each ill-formed subsequence
    /// with U+FFFD), and holds no NUL.
    private static func isCleanByStandardLibrary(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
    }
}
