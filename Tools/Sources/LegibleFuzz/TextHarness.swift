import LegibleTestSupport
import LegibleText

/// Text segmentation: sentences cover the text exactly; the sentences finished before the text is
/// complete are the first sentences of the complete text; a stream of pieces finds the same
/// sentences; line-break opportunities rise strictly inside the text and end at its end.
enum TextHarness {
    static func problem(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let segmenter = SentenceSegmenter()
        let sentences = segmenter.sentences(in: text).map { Array($0.utf8) }
        if Array(sentences.joined()) != Array(text.utf8) { return "the sentences do not add up to the text" }
        let early = segmenter.finishedSentenceRanges(in: text, isComplete: false).map { Array(text[$0].utf8) }
        if !sentences.starts(with: early) { return "a sentence finished early changed when the text completed" }

        var stream = SentenceStream()
        var streamed: [[UInt8]] = []
        for piece in chunks(of: text, size: max(1, Int(bytes.first ?? 0) % 9)) {
            streamed += stream.append(piece).map { Array($0.utf8) }
        }
        streamed += stream.finish().map { Array($0.utf8) }
        if streamed != sentences { return "streamed sentences \(streamed.count) differ from the whole text's \(sentences.count)" }

        var previous = 0
        for opportunity in LineBreaker().opportunities(in: text) {
            if opportunity.utf8Offset <= previous || opportunity.utf8Offset > text.utf8.count {
                return "line-break opportunity at \(opportunity.utf8Offset) after \(previous) in \(text.utf8.count) bytes"
            }
            previous = opportunity.utf8Offset
        }
        if !text.isEmpty && previous != text.utf8.count { return "no line-break opportunity at the end" }
        return nil
    }
}
