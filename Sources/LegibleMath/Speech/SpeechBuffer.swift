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

    /// An empty buffer with room for the speech of a typical formula, which grown from nothing
    /// was copied to a new allocation three or four times.
    init() {
        text.reserveCapacity(128)
    }

    /// Appends a word or several words.
    mutating func say(_ words: String) {
        guard !words.isEmpty else { return }
        if let pause = pendingPause {
            flushWords()
            if !segments.isEmpty {
                segments.append(.pause(pause))
                text.append(contentsOf: pause.punctuation.utf8)
            }
            pendingPause = nil
        }
        if !text.isEmpty { text.append(UInt8(ascii: " ")) }
        if wordsStart == nil { wordsStart = text.count }
        // The bytes in place are one copy; appending the UTF-8 view walked it generically.
        if words.utf8.withContiguousStorageIfAvailable({ text.append(contentsOf: $0) }) == nil {
            text.append(contentsOf: words.utf8)
        }
    }

    /// Appends a pause (merged with any pause right before it; dropped at the start and the end).
    mutating func pause(_ pause: MathSpeech.Pause = .short) {
        guard !isEmpty else { return }
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
