import LegibleText
import Testing

/// Which code points are hidden, and which honest text needs and keeps.
@Suite("Hidden characters")
struct HiddenCharactersTests {
    /// The hidden runs of `text`, each as its kind and its code points in hex.
    func runs(_ text: String, _ context: HiddenCharacters.Context = .prose, keeping: Bool = false) -> [String] {
        var copy = text
        return copy.withUTF8 { bytes in
            HiddenCharacters.runs(in: bytes, context: context, keepsExplicitControl: { keeping }).map { run in
                "\(run.kind) " + run.scalars.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            }
        }
    }

    @Test("tag characters spell the ASCII they copy")
    func tagText() {
        var text = "Hi\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}!"
        let found = text.withUTF8 { HiddenCharacters.runs(in: $0, context: .prose) }
        #expect(found.map(\.spelledText) == ["ignore"])
        #expect(found.map(\.utf8Range) == [2..<26])
    }

    @Test("zero width spaces, word joiners and a BOM in Latin text are hidden, each run once")
    func invisible() {
        #expect(runs("pass\u{200B}\u{200B}word") == ["invisible 200B 200B"])
        #expect(runs("a\u{2060}b\u{FEFF}c") == ["invisible 2060", "invisible FEFF"])
        #expect(runs("no hidden characters, ‘quoted’ — “and” …") == [])
    }

    @Test("a run of mixed kinds is cut where the kind changes")
    func mixedRun() {
        #expect(runs("a\u{200B}\u{E0041}\u{202E}b", .code) == ["invisible 200B", "tagText E0041", "directionControl 202E"])
    }

    @Test("emoji ZWJ sequences, with presentation selectors and skin tones, are honest")
    func emojiSequences() {
        #expect(runs("family 👨‍👩‍👧, heart on fire ❤️‍🔥, technologist 👩🏽‍💻") == [])
        #expect(runs("a\u{200D}b") == ["invisible 200D"])
        #expect(runs("👨\u{200D}\u{200D}👩") == ["invisible 200D 200D"])
    }

    @Test("joiners between letters of joining scripts and after a virama are honest")
    func joinersInScripts() {
        #expect(runs("می‌خواهم") == [])  // Persian, with ZWNJ
        #expect(runs("क्‍ष") == [])     // Devanagari, ZWJ after virama
        #expect(runs("Auf\u{200C}lage") == ["invisible 200C"])
    }

    @Test("a zero width space between Thai words is honest, between Latin ones it is not")
    func zeroWidthSpaceInThai() {
        #expect(runs("ภาษา\u{200B}ไทย") == [])
        #expect(runs("hello\u{200B}world") == ["invisible 200B"])
    }

    @Test("a soft hyphen on its own is honest, in a run of hidden characters it is not")
    func softHyphen() {
        #expect(runs("Donau\u{AD}dampf\u{AD}schiff, \u{AD}<sub>") == [])
        #expect(runs("a\u{AD}\u{AD}b") == ["invisible AD AD"])
        #expect(runs("a\u{200B}\u{AD}b") == ["invisible 200B AD"])
    }

    @Test("one variation selector after a visible character is honest, a run of them hides bytes")
    func variationSelectors() {
        #expect(runs("☺\u{FE0F} 葛\u{E0100}") == [])
        #expect(runs("😀\u{FE00}\u{FE01}\u{FE02}") == ["invisible FE01 FE02"])
        #expect(runs("x\u{E0100}") == ["invisible E0100"])
        #expect(runs(" \u{FE0F}") == ["invisible FE0F"])
    }

    @Test("the flags of England, Scotland and Wales keep their tag sequences")
    func subdivisionFlags() {
        #expect(runs("🏴󠁧󠁢󠁥󠁮󠁧󠁿 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏴󠁧󠁢󠁷󠁬󠁳󠁿") == [])
        // Text smuggled after a flag is not a flag's sequence: no cancel tag, or capitals.
        #expect(runs("🏴\u{E0048}\u{E0069}") == ["tagText E0048 E0069"])
    }

    @Test("in code every direction control is marked, in prose only those not kept")
    func directionControls() {
        #expect(runs("x\u{202E}y\u{202C}", .code) == ["directionControl 202E", "directionControl 202C"])
        #expect(runs("x\u{200F}y", .code) == ["directionControl 200F"])
        #expect(runs("x\u{200F}y\u{061C}", .prose) == [])
        #expect(runs("x\u{2067}y\u{2069}", .prose, keeping: true) == [])
        #expect(runs("x\u{2067}y\u{2069}", .prose, keeping: false) == ["directionControl 2067", "directionControl 2069"])
    }

    @Test("the explicit controls of a text are listed in order, marks left out")
    func explicitControls() {
        var text = "a\u{200F}\u{2067}b\u{202E}c\u{2069}"
        #expect(text.withUTF8 { HiddenCharacters.explicitDirectionControls(in: $0) } == [0x2067, 0x202E, 0x2069])
    }

    @Test("the default ignorables are Unicode's, code point for code point")
    func defaultIgnorablesMatchTheStandardLibrary() {
        var differences: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.properties.isDefaultIgnorableCodePoint != HiddenCharacters.isDefaultIgnorable(value) { differences.append(value) }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10).map { String($0, radix: 16) })")
    }

    @Test("a long run of tag characters is one run, found in linear time")
    func longRun() {
        let text = "a" + String(repeating: "\u{E0061}", count: 100_000) + "b"
        #expect(runs(text).count == 1)
    }
}
