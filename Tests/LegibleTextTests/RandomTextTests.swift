import LegibleText
import Testing

/// The segmenter agrees with a naive, position-by-position reading of the rules
/// (``ReferenceSentenceBreaks``) on random text that mixes every Sentence_Break class.
@Suite("Random text against the rules read naively")
struct RandomTextTests {
    @Test("boundaries match the naive reading on 5,000 random texts")
    func matchesNaiveReading() {
        var random = RandomText(seed: 0x5B29)
        var failures: [String] = []
        for _ in 0..<5_000 {
            let text = random.text(length: random.below(24))
            let expected = ReferenceSentenceBreaks.boundaries(of: text.unicodeScalars.map(SentenceBreakProperty.init))
            let found = SentenceSegmenter().sentenceRanges(in: text).map {
                text.unicodeScalars.distance(from: text.startIndex, to: $0.upperBound)
            }
            if found != expected { failures.append(text.debugDescription) }
        }
        #expect(failures.isEmpty, "\(failures.count) differ, e.g. \(failures.prefix(5))")
    }

    @Test("sentences cover random text exactly, in order, and none is empty")
    func sentencesCoverText() {
        var random = RandomText(seed: 7)
        for _ in 0..<1_000 {
            let text = random.text(length: random.below(60))
            let sentences = SentenceSegmenter().sentences(in: text)
            #expect(sentences.joined() == text)
            #expect(!sentences.contains { $0.isEmpty })
        }
    }
}
