import LegibleText
import Testing

/// Which sentences are finished while text is still arriving: a sentence is handed over only when
/// no text that could follow would change it.
@Suite("Finished sentences of streamed text")
struct StreamingFinalityTests {
    /// The finished sentences of `text`, as strings.
    func finished(_ text: String, isComplete: Bool = false) -> [String] {
        SentenceSegmenter().finishedSentenceRanges(in: text, isComplete: isComplete).map { String(text[$0]) }
    }

    @Test("a terminator at the end is not final until more text comes or the text is complete")
    func terminatorAtTheEnd() {
        #expect(finished("The end.") == [])
        #expect(finished("The end. ") == [])
        #expect(finished("Really?”") == [])
        #expect(finished("The end.", isComplete: true) == ["The end."])
    }

    @Test("the next sentence's first letter makes the boundary final")
    func nextSentenceBegins() {
        #expect(finished("The end. N") == ["The end. "])
        #expect(finished("Why? b") == ["Why? "])
        #expect(finished("天气很好。我") == ["天气很好。"])
    }

    @Test("after a full stop the boundary waits for a letter: “Mr. S” is final, “Mr. s” joins")
    func fullStopWaitsForALetter() {
        #expect(finished("Mr. ") == [])
        #expect(finished("Mr. S") == ["Mr. "])
        #expect(finished("Mr. s") == [])
    }

    @Test("after a full stop, digits, symbols and brackets do not decide; the first letter does")
    func fullStopWaitsPastNonLetters() {
        #expect(finished("etc. (42 ") == [])
        #expect(finished("etc. (42 a") == [])
        #expect(finished("etc. (42 A") == ["etc. "])
        #expect(finished("etc. (42 !") == ["etc. "])
        #expect(finished("etc. (42 \n") == ["etc. ", "(42 \n"])
    }

    @Test("after ? or !, a digit or symbol already decides: only a full stop waits for a letter")
    func strongTerminatorDecidesAtOnce() {
        #expect(finished("Why? 4") == ["Why? "])
        #expect(finished("Why? (") == ["Why? "])
    }

    @Test("spaces, closing marks, commas and more terminators keep the sentence open")
    func continuationsKeepItOpen() {
        #expect(finished("Why?!") == [])
        #expect(finished("Why? ") == [])
        #expect(finished("Why?)") == [])
        #expect(finished("Why?,") == [])
        #expect(finished("3.1") == [])
    }

    @Test("a line feed makes the boundary after it final at once")
    func lineFeedIsFinal() {
        #expect(finished("Heading\n") == ["Heading\n"])
        #expect(finished("Done.\u{2029}") == ["Done.\u{2029}"])
    }

    @Test("a carriage return waits for the next scalar, which may be its line feed")
    func carriageReturnWaits() {
        #expect(finished("Heading\r") == [])
        #expect(finished("Heading\r\n") == ["Heading\r\n"])
        #expect(finished("Heading\rB") == ["Heading\r"])
    }

    @Test("an empty text has no sentences, complete or not")
    func emptyText() {
        #expect(finished("") == [])
        #expect(finished("", isComplete: true) == [])
        var stream = SentenceStream()
        #expect(stream.finish() == [])
    }

    @Test("a stream hands over each sentence once, when it is finished")
    func streamHandsOverSentences() {
        var stream = SentenceStream()
        #expect(stream.append("Hello wor") == [])
        #expect(stream.append("ld. How are") == ["Hello world. "])
        #expect(stream.append(" you? I") == ["How are you? "])
        #expect(stream.append(" am fine.") == [])
        #expect(stream.finish() == ["I am fine."])
        #expect(stream.finish() == [])
        #expect(stream.text == "Hello world. How are you? I am fine.")
        #expect(stream.isComplete)
        #expect(stream.finishedSentenceRanges.map { stream.text[$0] } == ["Hello world. ", "How are you? ", "I am fine."])
    }

    @Test("one piece can finish several sentences, including one SB8 was waiting on")
    func onePieceFinishesSeveral() {
        var stream = SentenceStream()
        #expect(stream.append("See p. 4") == [])
        #expect(stream.append("2. Done! Next") == ["See p. ", "42. ", "Done! "])
    }

    @Test("a CR at the end of one piece and an LF at the start of the next are one separator")
    func crAndLFInTwoPieces() {
        var stream = SentenceStream()
        #expect(stream.append("Line\r") == [])
        #expect(stream.append("\nNext") == ["Line\r\n"])
    }

    @Test("the finished sentences of every prefix are a prefix of the whole text's sentences",
          arguments: [
              "Mr. Smith went to Washington. He said “Hi!” to e.g. me... OK?! 3.14 is pi.\r\nNew line.",
              "etc. (and more) etc. (And more) U.S.A. Today. 天气很好。我们走吧。 a\n\u{301}b",
              "Why?, he asked.\u{2029}Done. \u{AD}Next... 1. 2. 3. go",
          ])
    func everyPrefix(_ text: String) {
        let whole = finished(text, isComplete: true)
        let scalars = Array(text.unicodeScalars)
        for length in 0...scalars.count {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<length])
            let sentences = finished(String(prefix))
            #expect(Array(whole.prefix(sentences.count)) == sentences, "prefix of \(length) scalars")
        }
    }

    @Test("every boundary not yet final could still be removed by some text appended later")
    func unfinishedBoundariesCanStillChange() {
        // A lowercase letter answers SB8's look-ahead, a combining mark joins anything but a line
        // feed or separator, and a line feed joins a carriage return: so if none of the three
        // removes a boundary, nothing can, and it should have been reported as final.
        let continuations = ["a", "\u{301}", "\n"]
        func ends(_ text: String, isComplete: Bool) -> Set<Int> {
            let ranges = SentenceSegmenter().finishedSentenceRanges(in: text, isComplete: isComplete)
            return Set(ranges.map { text.utf8.distance(from: text.startIndex, to: $0.upperBound) })
        }
        var random = RandomText(seed: 8)
        for _ in 0..<1_000 {
            let text = random.text(length: 1 + random.below(16))
            let unfinished = ends(text, isComplete: true).subtracting(ends(text, isComplete: false))
            for boundary in unfinished {
                let removable = continuations.contains { !ends(text + $0, isComplete: true).contains(boundary) }
                #expect(removable, "\(text.debugDescription): UTF-8 offset \(boundary) is final but not reported")
            }
        }
    }

    @Test("on random text, streamed in random pieces, the stream gives the segmenter's sentences")
    func randomStreams() {
        var random = RandomText(seed: 29)
        for _ in 0..<500 {
            let text = random.text(length: 1 + random.below(40))
            let expected = finished(text, isComplete: true)
            var stream = SentenceStream()
            var sentences: [String] = []
            var received = ""
            for piece in random.pieces(of: text, maximum: 6) {
                let handedOver = stream.append(piece)
                received += piece
                sentences += handedOver
                // What the stream has handed over is what the segmenter finds finished so far.
                #expect(sentences == finished(received), "\(text.debugDescription)")
            }
            sentences += stream.finish()
            #expect(sentences == expected, "\(text.debugDescription)")
        }
    }
}
