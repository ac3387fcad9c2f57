import LegibleText
import Testing

/// What the default rules of UAX #29 make of everyday text: one behaviour per test, the input
/// beside the sentences it gives.
@Suite("Sentences")
struct SentenceSegmenterTests {
    /// The sentences of `text`, as strings.
    func sentences(_ text: String) -> [String] {
        SentenceSegmenter().sentences(in: text).map(String.init)
    }

    @Test("a full stop, a space and a capital letter start a new sentence")
    func fullStopBeforeCapital() {
        #expect(sentences("It rained. Then it stopped.") == ["It rained. ", "Then it stopped."])
    }

    @Test("the sentences keep their trailing spaces and join back into the text")
    func sentencesCoverTheText() {
        let text = "One.   Two!  Three?\nFour"
        #expect(sentences(text) == ["One.   ", "Two!  ", "Three?\n", "Four"])
        #expect(sentences(text).joined() == text)
    }

    @Test("an empty text has no sentences")
    func emptyText() {
        #expect(sentences("") == [])
        #expect(SentenceSegmenter().sentenceRanges(in: "") == [])
    }

    @Test("text without a terminator is one sentence, and so is white space alone")
    func noTerminator() {
        #expect(sentences("no full stop here") == ["no full stop here"])
        #expect(sentences("   ") == ["   "])
    }

    @Test("no abbreviation list: “Mr. Smith” splits before the capital, as the default rules say")
    func abbreviationBeforeCapital() {
        #expect(sentences("Mr. Smith arrived.") == ["Mr. ", "Smith arrived."])
    }

    @Test("a lowercase letter after a full stop continues the sentence: “e.g. this”, “end. next”")
    func fullStopBeforeLowercase() {
        #expect(sentences("Take e.g. this one.") == ["Take e.g. this one."])
        #expect(sentences("The end. next part") == ["The end. next part"])
        #expect(sentences("The end. Next part") == ["The end. ", "Next part"])
    }

    @Test("after a full stop, digits, symbols and brackets are skipped to find a lowercase letter")
    func lookAheadPastNonLetters() {
        #expect(sentences("And so on, etc. (and more).") == ["And so on, etc. (and more)."])
        #expect(sentences("And so on, etc. (And more).") == ["And so on, etc. ", "(And more)."])
        #expect(sentences("See p. 42 and on.") == ["See p. 42 and on."])
        #expect(sentences("See p. 42 Also.") == ["See p. ", "42 Also."])
    }

    @Test("a full stop between digits is a decimal point: 3.14")
    func decimalPoint() {
        #expect(sentences("Pi is 3.14 or so. Yes.") == ["Pi is 3.14 or so. ", "Yes."])
    }

    @Test("a full stop between capital letters is an initialism: U.S.A.")
    func initialism() {
        #expect(sentences("He moved to the U.S.A. last year.") == ["He moved to the U.S.A. last year."])
        #expect(sentences("I met J.R.R. Tolkien.") == ["I met J.R.R. ", "Tolkien."])
    }

    @Test("runs of terminators stay together: ?!, ?? and ...")
    func terminatorRuns() {
        #expect(sentences("Really?! Yes.") == ["Really?! ", "Yes."])
        #expect(sentences("What?? No!!") == ["What?? ", "No!!"])
        #expect(sentences("Wait... Go.") == ["Wait... ", "Go."])
        #expect(sentences("Wait...what?") == ["Wait...what?"])
    }

    @Test("closing quotes and brackets after a terminator stay with its sentence")
    func closingMarksAfterTerminator() {
        #expect(sentences("He said “Stop.” Then he left.") == ["He said “Stop.” ", "Then he left."])
        #expect(sentences("(See above.) Next.") == ["(See above.) ", "Next."])
        #expect(sentences("\"Why?\") Because.") == ["\"Why?\") ", "Because."])
    }

    @Test("an opening quote after the space starts the next sentence")
    func openingQuoteStartsNextSentence() {
        #expect(sentences("He left. “Why?” she asked.") == ["He left. ", "“Why?” ", "she asked."])
    }

    @Test("only a full stop looks for a lowercase letter: after ? or ! a lowercase word starts a sentence")
    func questionMarkBeforeLowercase() {
        #expect(sentences("Why? because.") == ["Why? ", "because."])
    }

    @Test("a comma or colon after a terminator continues the sentence")
    func continuingPunctuation() {
        #expect(sentences("“Stop!”, he said.") == ["“Stop!”, he said."])
        #expect(sentences("Note.: keep going") == ["Note.: keep going"])
    }

    @Test("the ideographic full stop 。 ends a sentence, with or without a space")
    func ideographicFullStop() {
        #expect(sentences("天气很好。我们走吧。") == ["天气很好。", "我们走吧。"])
        #expect(sentences("今日は晴れ。 明日は雨。") == ["今日は晴れ。 ", "明日は雨。"])
    }

    @Test("other scripts' terminators: Devanagari danda, Arabic question mark")
    func otherScripts() {
        #expect(sentences("यह है। वह है।") == ["यह है। ", "वह है।"])
        #expect(sentences("كيف حالك؟ بخير.") == ["كيف حالك؟ ", "بخير."])
    }

    @Test("a line feed, CR LF or paragraph separator ends a sentence, terminator or not")
    func paragraphSeparators() {
        #expect(sentences("Title\nBody text") == ["Title\n", "Body text"])
        #expect(sentences("a\r\nb") == ["a\r\n", "b"])
        #expect(sentences("a\rb") == ["a\r", "b"])
        #expect(sentences("a\u{2029}b\u{2028}c\u{85}d") == ["a\u{2029}", "b\u{2028}", "c\u{85}", "d"])
    }

    @Test("a blank line is a sentence of its own; the separator stays with the terminator before it")
    func blankLines() {
        #expect(sentences("One.\n\nTwo.") == ["One.\n", "\n", "Two."])
        #expect(sentences("One. \r\n\r\nTwo.") == ["One. \r\n", "\r\n", "Two."])
    }

    @Test("combining marks and format controls after a terminator are ignored, not split off")
    func marksAfterTerminator() {
        #expect(sentences("Done.\u{301} Next") == ["Done.\u{301} ", "Next"])
        #expect(sentences("Done. \u{AD}Next") == ["Done. \u{AD}", "Next"])
        #expect(sentences("3.\u{200B}14") == ["3.\u{200B}14"])
    }

    @Test("a combining mark after a line feed starts the next sentence")
    func markAfterLineFeed() {
        #expect(sentences("a\n\u{301}b") == ["a\n", "\u{301}b"])
    }

    @Test("emoji and other multi-byte scalars are kept whole")
    func multiByteScalars() {
        #expect(sentences("Nice 🙂. Great 👍🏽! Done") == ["Nice 🙂. ", "Great 👍🏽! ", "Done"])
    }

    @Test("ranges index the text they came from")
    func rangesIndexTheText() {
        let text = "Héllo wörld. Ünïcode!"
        let ranges = SentenceSegmenter().sentenceRanges(in: text)
        #expect(ranges.map { text[$0] } == ["Héllo wörld. ", "Ünïcode!"])
        #expect(ranges.first?.lowerBound == text.startIndex)
        #expect(ranges.last?.upperBound == text.endIndex)
    }
}
