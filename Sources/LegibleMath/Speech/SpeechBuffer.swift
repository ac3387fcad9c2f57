/// Collects the words and pauses that speech rules produce, keeping them well formed: no pause
/// at the start or the end, no two pauses in a row (the longer one wins), no empty words.
///
/// It writes the finished ``MathSpeech/text`` as it goes, and cuts each stretch of words out of
/// that text when the stretch ends, so that the words are joined once rather than once for the
/// segments and again for the text.
struct SpeechBuffer {
    private(set) var segments: [MathSpeech.Segment] = []
    /// The speech so far, pauses written as punctuation, in UTF-8: appending bytes is a copy,
    /// where appending to a `String` cost a few hundred instructions a word.
    private var text: [UInt8] = []
    /// Where the words not yet in `segments` begin in `text`; nil when there are none.
    private var wordsStart: Int?
    private var pendingPause: MathSpeech.Pause?
    /// Whether a pause before the first words is kept, for speech that is appended after other
    /// words (see ``ClearSpeakRules/afterPreposition(_:preposition:changingArticle:into:)``).
    private let keepsLeadingPause: Bool

    /// An empty buffer with room for the speech of a typical formula, which grown from nothing
    /// was copied to a new allocation three or four times. A buffer `keepingLeadingPause` starts
    /// its segments with a pause said before its first words.
    init(keepingLeadingPause: Bool = false) {
        keepsLeadingPause = keepingLeadingPause
        text.reserveCapacity(128)
    }

    /// The mark that ends an elided word (French "l’", Italian "dell’"): such a word is joined to
    /// the word after it, "l’intégrale", as the language writes it.
    static let elisionMark: Character = "\u{2019}"

    /// Appends a word or several words.
    mutating func say(_ words: String) {
        guard !words.isEmpty else { return }
        let words = Self.joiningElisions(words)
        if let pause = pendingPause {
            flushWords()
            if !segments.isEmpty || keepsLeadingPause {
                segments.append(.pause(pause))
                text.append(contentsOf: pause.punctuation.utf8)
            }
            pendingPause = nil
        }
        if !text.isEmpty, !text.suffix(Self.elisionBytes.count).elementsEqual(Self.elisionBytes) { text.append(UInt8(ascii: " ")) }
        if wordsStart == nil { wordsStart = text.count }
        // The bytes in place are one copy; appending the UTF-8 view walked it generically.
        if words.utf8.withContiguousStorageIfAvailable({ text.append(contentsOf: $0) }) == nil {
            text.append(contentsOf: words.utf8)
        }
    }

    private static let elisionBytes = Array(String(elisionMark).utf8)

    /// `words` without the spaces after elided words in them ("l’ intégrale" is "l’intégrale").
    private static func joiningElisions(_ words: String) -> String {
        // The mark's last byte is rare in speech, so most words are returned after one scan.
        guard words.utf8.contains(elisionBytes[2]) else { return words }
        var result = ""
        var afterElision = false
        for character in words {
            if afterElision, character == " " { continue }
            afterElision = character == elisionMark
            result.append(character)
        }
        return result
    }

    /// Appends a pause (merged with any pause right before it; dropped at the start and the end).
    mutating func pause(_ pause: MathSpeech.Pause = .short) {
        guard !isEmpty || keepsLeadingPause else { return }
        if let pending = pendingPause, pending >= pause { return }
        pendingPause = pause
    }

    /// Appends finished speech, words and pauses alike.
    mutating func append(_ speech: [MathSpeech.Segment]) {
        for segment in speech {
            switch segment {
            case .words(let words): say(words)
            case .pause(let strength): pause(strength)
            }
        }
    }

    /// Whether nothing has been said yet.
    var isEmpty: Bool { wordsStart == nil && segments.isEmpty }

    private mutating func flushWords() {
        guard let start = wordsStart else { return }
        // Room for the segments of a typical formula with pauses, made when the first one comes.
        if segments.isEmpty { segments.reserveCapacity(8) }
        segments.append(.words(String(decoding: text[start...], as: UTF8.self)))
        wordsStart = nil
    }

    /// The finished speech.
    mutating func finish() -> MathSpeech {
        pendingPause = nil
        let finished = String(decoding: text, as: UTF8.self)
        if segments.isEmpty, wordsStart == 0 {
            // Speech without a pause (most inline math) is one stretch of words: the text itself.
            wordsStart = nil
            return MathSpeech(segments: [.words(finished)], text: finished)
        }
        flushWords()
        return MathSpeech(segments: segments, text: finished)
    }
}
