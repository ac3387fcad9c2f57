import LegibleText
import Testing

/// The Script property of code points.
@Suite("Unicode script")
struct UnicodeScriptTests {
    @Test("letters have their script, digits and punctuation are common, marks inherited")
    func scripts() {
        #expect(UnicodeScript("a") == .latin)
        #expect(UnicodeScript("а") == .cyrillic)  // U+0430
        #expect(UnicodeScript("α") == .greek)
        #expect(UnicodeScript("漢") == .han)
        #expect(UnicodeScript("か") == .hiragana)
        #expect(UnicodeScript("7") == .common)
        #expect(UnicodeScript("\u{301}") == .inherited)
        #expect(UnicodeScript("\u{E0000}") == .unknown)
        #expect(UnicodeScript("م").code == "Arab")
    }

    @Test("every script named has a code in the table")
    func namedScripts() {
        #expect(UnicodeScript(code: "Qaaa") == nil)
        #expect([UnicodeScript.latin, .greek, .cyrillic, .armenian, .han, .hiragana, .katakana, .bopomofo, .hangul].map(\.code)
            == ["Latn", "Grek", "Cyrl", "Armn", "Hani", "Hira", "Kana", "Bopo", "Hang"])
    }
}
