import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import Testing

/// The pace of announcements, on a virtual clock: coalescing, the longest wait, the minimum
/// interval and the completion.
@Suite("Streaming: the pace of announcements")
struct StreamAnnouncerTests {
    @Test("a sentence waits for the coalescing delay, and sentences finishing within it are said together")
    func coalescing() {
        let answer = StreamingAnswer(policy: .standard)
        // "First one." is finished once the next sentence begins.
        #expect(answer.append("First one. Second", at: .zero).announcements.isEmpty)
        #expect(answer.advance(to: .milliseconds(400)).isEmpty)
        #expect(answer.append(" one. Third", at: .milliseconds(300)).announcements.isEmpty)
        #expect(answer.nextAnnouncementTime == .milliseconds(800))
        let said = answer.advance(to: .milliseconds(800))
        #expect(said.map(\.text) == ["First one. Second one."])
        #expect(said.first?.time == .milliseconds(800))
    }

    @Test("a steady stream of sentences is not held back longer than the maximum delay")
    func maximumDelay() {
        let answer = StreamingAnswer(policy: .standard)
        var announcements: [Announcement] = []
        // A sentence finishes every 400 ms, always within the coalescing delay of the last.
        for step in 0..<20 {
            announcements += answer.append("Sentence \(step). ", at: .milliseconds(400 * step))
                .announcements
        }
        // The first sentence finished when the second began, at 400 ms.
        #expect(announcements.first?.time == .milliseconds(3_400))
        #expect(announcements.first?.text.hasPrefix("Sentence 0. Sentence 1.") == true)
    }

    @Test("announcements keep the minimum interval")
    func minimumInterval() {
        let answer = StreamingAnswer(policy: .standard)
        var announcements = answer.append("One. Two", at: .zero).announcements
        announcements += answer.advance(to: .milliseconds(500))
        announcements += answer.append(". Three", at: .milliseconds(600)).announcements
        announcements += answer.advance(to: .seconds(10))
        #expect(announcements.map(\.text) == ["One.", "Two."])
        #expect(announcements.map(\.time) == [.milliseconds(500), .milliseconds(2_000)])
    }

    @Test("the end of the answer is said after the rest, without waiting for coalescing")
    func completion() {
        let answer = StreamingAnswer(policy: .standard)
        var announcements = answer.append("Only one sentence", at: .zero).announcements
        announcements += answer.finish(at: .milliseconds(100)).announcements
        announcements += answer.advance(to: .seconds(10))
        #expect(announcements.map(\.text) == ["Only one sentence", "Answer complete"])
        #expect(announcements.map(\.time) == [.milliseconds(100), .milliseconds(1_600)])
        #expect(announcements.map(\.isCompletion) == [false, true])
        #expect(answer.nextAnnouncementTime == nil)
    }

    @Test("a footnote's text is said as that footnote, and a reference before its definition by its label")
    func footnotes() {
        var policy = AnnouncementPolicy.standard
        policy.announcesCompletion = false
        let (_, announcements) = streamAnswer("Rates vary.[^rates] Check.\n\n[^rates]: Banks set them daily.\n", policy: policy)
        #expect(announcements.map(\.text) == ["Rates vary. footnote rates Check. Footnote 1, Banks set them daily."])
    }

    @Test("a policy without completion says nothing at the end")
    func withoutCompletion() {
        var policy = AnnouncementPolicy.standard
        policy.announcesCompletion = false
        let (_, announcements) = streamAnswer("Just this.", policy: policy)
        #expect(announcements.map(\.text) == ["Just this."])
    }

    /// Prose streamed in random chunks is said in whole sentences, each once, in order: what
    /// is said, joined, is the text of the paragraphs.
    @Test("never half a word: streamed prose is said whole, once, in order", arguments: 1...20)
    func wholeSentences(seed: UInt64) {
        let prose = """
            Streaming answers arrive a few characters at a time. Mr. Smith's figures, e.g. 3.5 and \
            4.25, must not be split! Is "this" a question? Yes… and no.

            A second paragraph follows; it has one sentence that keeps going for a while without a stop

            Third, with a link to [the docs](https://example.com/docs) and `code`. End.
            """
        let bytes = Array(prose.utf8)
        var random = SeededRandom(seed: seed)
        var policy = AnnouncementPolicy.standard
        policy.announcesCompletion = false
        let answer = StreamingAnswer(policy: policy)
        var said: [String] = []
        var position = 0
        var time = Duration.zero
        while position < bytes.count {
            let end = min(bytes.count, position + Int(random.next() % 12) + 1)
            said += answer.append(bytes[position..<end], at: time).announcements.map(\.text)
            position = end
            time += .milliseconds(Int(random.next() % 200))
        }
        said += answer.finish(at: time).announcements.map(\.text) + answer.advance(to: time + .seconds(60)).map(\.text)
        // Announcements made together end each part with a stop; made apart, they do not.
        let joined = said.map { $0.last.map { ".!?…".contains($0) } == true ? $0 : $0 + "." }.joined(separator: " ")
        let expected = "Streaming answers arrive a few characters at a time. Mr. Smith's figures, e.g. 3.5 and 4.25, "
            + "must not be split! Is \"this\" a question? Yes… and no. A second paragraph follows; it has one sentence "
            + "that keeps going for a while without a stop. Third, with a link to the docs and code. End."
        #expect(joined == expected)
    }
}
