/// Collects the words and pauses that speech rules produce, keeping them well formed: no pause
/// at the start or the end, no two pauses in a row (the longer one wins), no empty words.
///
/// It writes the finished ``MathSpeech/text`` as it goes, and cuts each stretch of words out of
/// that text when the stretch ends, so that the words are joined once rather than once for the
/// segments and again for the text.
struct SpeechBuffer {
    private(set) var segments: [MathSpeech.Segment] = []
    /// The speech so far, pauses written as punctuation.
    private var text = ""
    /// Where the words not yet in `segments` begin in `text`, as a UTF-8 offset; nil when there
    /// are none.
    private var wordsStart: Int?
    private var pendingPause: MathSpeech.Pause?

    /// Appends a word or several words.
    mutating func say(_ words: String) {
        guard !words.isEmpty else { return }
        if let pause = pendingPause {
            flushWords()
            if !segments.isEmpty {
                segments.append(.pause(pause))
                text.append(pause.punctuation)
            }
            pendingPause = nil
        }
        if !text.isEmpty { text.append(" ") }
        if wordsStart == nil { wordsStart = text.utf8.count }
        text.append(words)
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
        let utf8 = text.utf8
        segments.append(.words(String(text[utf8.index(utf8.startIndex, offsetBy: start)...])))
        wordsStart = nil
    }

    /// The finished speech.
    mutating func finish() -> MathSpeech {
        flushWords()
        pendingPause = nil
        return MathSpeech(segments: segments, text: text)
    }
}
