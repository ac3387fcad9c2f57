/// Finds the sentences of a text that arrives in pieces, such as a language model's answer
/// streamed token by token, and hands over each sentence as soon as it is finished.
///
/// ```swift
/// var stream = SentenceStream()
/// stream.append("Hello wor")      // []
/// stream.append("ld. How are")    // ["Hello world. "]
/// stream.append(" you? I")        // ["How are you? "]
/// stream.append(" am fine.")      // []: "fine." may still go on ("fine.\u{201D}", "fine.com")
/// stream.finish()                 // ["I am fine."]
/// ```
///
/// A sentence is finished when no text that could still arrive would change it; the exact rule
/// is in ``SentenceSegmenter/finishedSentenceRanges(in:isComplete:)``. In short, the sentence
/// after a terminator is finished when the next sentence visibly begins (a capital letter, a
/// digit, another script, …), or at a line break; whatever is left is finished by ``finish()``.
/// The sentences handed over are, in order, exactly those ``SentenceSegmenter`` finds in the
/// whole text, however the text was cut into pieces.
///
/// Each piece is read once, so a whole stream takes time linear in its length, even when a
/// sentence grows through thousands of pieces. A stream is a value: copying it copies its state.
public struct SentenceStream: Sendable {
    /// All the text appended so far.
    public private(set) var text = ""

    /// Whether ``finish()`` has been called: the text is complete and every sentence finished.
    public private(set) var isComplete = false

    /// The sentence rules, with what they remember of the text read so far.
    private var machine = SentenceBoundaryMachine()

    /// The UTF-8 offsets in `text` where the finished sentences end, in order.
    private var boundaries: [Int] = []

    /// An empty stream.
    public init() {}

    /// Appends `piece` to the text and returns the sentences that it finished, in order (often
    /// none, sometimes several).
    ///
    /// - Precondition: ``finish()`` has not been called; a complete text cannot grow.
    @discardableResult
    public mutating func append(_ piece: String) -> [String] {
        precondition(!isComplete, "SentenceStream.append(_:) after finish(): the text is complete")
        let offset = text.utf8.count
        text.append(piece)
        // Keeps `text` native UTF-8, so that turning offsets into indices is constant time.
        text.makeContiguousUTF8()
        let finishedBefore = boundaries.count
        machine.read(piece, startingAt: offset, into: &boundaries)
        return sentences(after: finishedBefore)
    }

    /// Marks the text as complete and returns the sentences that were not finished yet (none for
    /// an empty text). Calling it again returns no sentences.
    @discardableResult
    public mutating func finish() -> [String] {
        if isComplete { return [] }
        isComplete = true
        let finishedBefore = boundaries.count
        machine.finish(at: text.utf8.count, into: &boundaries)
        return sentences(after: finishedBefore)
    }

    /// The ranges in ``text`` of all the sentences finished so far, in order. The text after the
    /// last of them (or all of it, if there is none) is the sentence still in progress.
    public var finishedSentenceRanges: [Range<String.Index>] {
        text.ranges(fromUTF8Offset: 0, toEach: boundaries)
    }

    /// The sentences that end at `boundaries[first...]`, as strings of their own, so that the
    /// caller holding them does not keep `text` shared (which would copy it at the next append).
    private func sentences(after first: Int) -> [String] {
        guard first < boundaries.count else { return [] }
        let start = first == 0 ? 0 : boundaries[first - 1]
        return text.ranges(fromUTF8Offset: start, toEach: boundaries[first...]).map { String(text[$0]) }
    }
}
