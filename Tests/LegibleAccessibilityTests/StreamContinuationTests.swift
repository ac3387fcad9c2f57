import LegibleAccessibility
import Testing

/// Whether growing text continues what is shown, compared as UTF-8 bytes, so that a token that
/// joins the last character shown (one grapheme cluster across two tokens) still continues it.
@Suite("Stream continuation: appending bytes, not characters")
struct StreamContinuationTests {
    @Test("new text after what is shown is what it adds", arguments: [
        ("Compound interest", "Compound interest grows", " grows"),
        ("", "# Title", "# Title"),
        ("Same", "Same", ""),
    ])
    func plainText(shown: String, text: String, added: String) throws {
        let bytes = try #require(StreamContinuation.appended(to: shown, toReach: text))
        #expect(Array(bytes) == Array(added.utf8))
    }

    @Test("a token that extends the last character shown continues it", arguments: [
        // A skin-tone modifier after an emoji: 👍 then 👍🏽.
        ("Thumbs 👍", "Thumbs 👍\u{1F3FD} up", "\u{1F3FD} up"),
        // A combining acute accent after a letter: e then é.
        ("Caf" + "e", "Caf" + "e\u{301} au lait", "\u{301} au lait"),
        // The second regional indicator of a flag: 🇨 then 🇨🇭.
        ("Made in \u{1F1E8}", "Made in \u{1F1E8}\u{1F1ED}.", "\u{1F1ED}."),
    ])
    func graphemeExtended(shown: String, text: String, added: String) throws {
        // As characters, the text does not start with what is shown: the last one has changed.
        #expect(!text.hasPrefix(shown))
        let bytes = try #require(StreamContinuation.appended(to: shown, toReach: text))
        #expect(Array(bytes) == Array(added.utf8))
    }

    @Test("text that does not begin with what is shown is no continuation", arguments: [
        ("Hello", "Help"),
        ("Longer text", "Longer"),
        ("é", "e\u{301}"),  // canonically equivalent, but other bytes: replaced, not appended
    ])
    func notContinued(shown: String, text: String) {
        #expect(StreamContinuation.appended(to: shown, toReach: text) == nil)
    }
}
