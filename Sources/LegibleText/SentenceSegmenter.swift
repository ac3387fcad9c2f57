/// Splits text into sentences by the default sentence boundary rules of Unicode
/// ([UAX #29](https://www.unicode.org/reports/tr29/#Sentence_Boundaries), Unicode 15.0).
///
/// ```swift
/// let segmenter = SentenceSegmenter()
/// segmenter.sentences(in: "It rained. Then it stopped! Didn't it?")
/// // ["It rained. ", "Then it stopped! ", "Didn't it?"]
/// segmenter.sentences(in: "Pi is 3.14, e.g. roughly. (So they say.) Fine.")
/// // ["Pi is 3.14, e.g. roughly. ", "(So they say.) ", "Fine."]
/// segmenter.sentences(in: "天气很好。我们走吧。")
/// // ["天气很好。", "我们走吧。"]
/// ```
///
/// The sentences cover the text in order, without gaps: each keeps the closing quotes and
/// brackets, the spaces and the paragraph separator that follow its terminator, so joined they
/// give back the text. A line feed or other paragraph separator always ends a sentence, so
/// feed the segmenter text with the line breaks a reader would see, not source with soft wraps.
///
/// The default rules know no abbreviations. A full stop followed by a lowercase letter (after
/// any digits, spaces or punctuation) does not end a sentence, so "e.g. this" and "etc. (and
/// more)" stay whole; but "Mr. Smith" is split after "Mr. ", as Unicode's rules intend
/// without a dictionary. A full stop between digits (`3.14`) or between capital letters
/// (`U.S.A.`) never ends one. Only the full stop looks ahead: `?` and `!` end a sentence even
/// before a lowercase word, so `“Really?” she asked.` is two sentences.
///
/// Segmentation never fails and takes time and memory linear in the length of the text, for
/// any input, including long runs of full stops, spaces or digits. A segmenter is a small value:
/// make one and share it freely across threads.
///
/// For text that is still arriving, ``finishedSentenceRanges(in:isComplete:)`` says which sentences
/// can no longer change, and ``SentenceStream`` hands them over piece by piece.
public struct SentenceSegmenter: Sendable {
    /// A segmenter with the default rules of UAX #29.
    public init() {}

    /// The ranges of the sentences of `text`, in order; an empty text has none.
    ///
    /// ```swift
    /// let text = "Hello there. General Kenobi!"
    /// SentenceSegmenter().sentenceRanges(in: text).map { text[$0] }
    /// // ["Hello there. ", "General Kenobi!"]
    /// ```
    public func sentenceRanges(in text: String) -> [Range<String.Index>] {
        finishedSentenceRanges(in: text, isComplete: true)
    }

    /// The sentences of `text`, in order; an empty text has none.
    public func sentences(in text: String) -> [Substring] {
        sentenceRanges(in: text).map { text[$0] }
    }

    /// The ranges of the sentences of `text` that are finished: those that stay exactly as they
    /// are, with the same end, whatever text is appended to `text` later.
    ///
    /// ```swift
    /// let segmenter = SentenceSegmenter()
    /// segmenter.finishedSentenceRanges(in: "One. Two", isComplete: false)    // "One. "
    /// segmenter.finishedSentenceRanges(in: "One. Two", isComplete: true)     // "One. ", "Two"
    /// segmenter.finishedSentenceRanges(in: "Mr. ", isComplete: false)        // none yet
    /// segmenter.finishedSentenceRanges(in: "Mr. Smith", isComplete: false)   // "Mr. "
    /// segmenter.finishedSentenceRanges(in: "e.g. ", isComplete: false)       // none yet
    /// segmenter.finishedSentenceRanges(in: "e.g. this", isComplete: false)   // none (same sentence)
    /// segmenter.finishedSentenceRanges(in: "Hi.\n", isComplete: false)       // "Hi.\n"
    /// ```
    ///
    /// A sentence is finished when the boundary at its end is final. When `isComplete` is
    /// `true`, every boundary is final and this is ``sentenceRanges(in:)``. Otherwise a
    /// boundary is final exactly when the text after it already rules out every continuation
    /// that would remove it:
    ///
    /// - After a line feed, or after U+0085, U+2028 or U+2029, the boundary is final at once:
    ///   nothing can join a paragraph separator to what follows it.
    /// - After a carriage return, it is final once the next scalar has arrived and is not a
    ///   line feed (CR LF is one separator).
    /// - After a terminator with its closing marks and spaces (`?`, `!`, `。`, `.`, then any of
    ///   `"`, `)`, `’`…, then spaces), it is final once the next scalar has arrived and does not
    ///   continue the sentence: it is not a closing mark (before the first space), a space, a
    ///   separator, continuing punctuation such as `,` or `:`, or another terminator; after a
    ///   full stop it is not a lowercase letter, a digit right after the stop, or a capital
    ///   right after a capital and the stop (`U.S.A`).
    /// - After a full stop followed by a digit, symbol or closing mark (`"etc. (…"`), a
    ///   lowercase letter may still keep the sentence going, so the boundary is final only when
    ///   the first letter, terminator or separator arrives and is not lowercase.
    /// - The end of the text is final only when the text is complete, or when it follows a
    ///   paragraph separator other than a carriage return.
    ///
    /// In all of these, combining marks and format controls (Extend and Format) count as part of
    /// the scalar before them, so they never decide anything: "the next scalar" is the next one
    /// that is neither.
    ///
    /// So the finished sentences of a text that grows are always a prefix of the finished
    /// sentences of any longer text, and, once the text is complete, they are all its sentences.
    /// The work is linear in the length of `text`; ``SentenceStream`` avoids reading the text
    /// again each time a piece arrives.
    public func finishedSentenceRanges(in text: String, isComplete: Bool) -> [Range<String.Index>] {
        var machine = SentenceBoundaryMachine()
        var boundaries: [Int] = []
        machine.read(text, startingAt: 0, into: &boundaries)
        if isComplete {
            machine.finish(at: text.utf8.count, into: &boundaries)
        }
        return text.ranges(fromUTF8Offset: 0, toEach: boundaries)
    }
}
