/// Collects the words and pauses that speech rules produce, keeping them well formed: no pause
/// at the start or the end, no two pauses in a row (the longer one wins), no empty words.
struct SpeechBuffer {
    private(set) var segments: [MathSpeech.Segment] = []
    private var words = ""
    private var pendingPause: MathSpeech.Pause?

    /// Appends a word or several words.
    mutating func say(_ text: String) {
        guard !text.isEmpty else { return }
        if let pause = pendingPause {
            flushWords()
            if !segments.isEmpty { segments.append(.pause(pause)) }
            pendingPause = nil
        }
        if !words.isEmpty { words.append(" ") }
        words.append(text)
    }

    /// Appends a pause (merged with any pause right before it; dropped at the start and the end).
    mutating func pause(_ pause: MathSpeech.Pause = .short) {
        guard !words.isEmpty || !segments.isEmpty else { return }
        if let pending = pendingPause, pending >= pause { return }
        pendingPause = pause
    }

    /// Appends finished speech, words and pauses alike.
    mutating func append(_ speech: MathSpeech) {
        for segment in speech.segments {
            switch segment {
            case .words(let text): say(text)
            case .pause(let strength): pause(strength)
            }
        }
    }

    /// Whether nothing has been said yet.
    var isEmpty: Bool { words.isEmpty && segments.isEmpty }

    private mutating func flushWords() {
        guard !words.isEmpty else { return }
        segments.append(.words(words))
        words = ""
    }

    /// The finished speech.
    mutating func finish() -> MathSpeech {
        flushWords()
        pendingPause = nil
        return MathSpeech(segments: segments)
    }
}
