import LegibleMarkdown
import Testing

/// A streamed document's snapshot: its segments, and where the text being written stops being
/// final.
@Suite("Streaming: snapshots")
struct MarkdownSnapshotTests {
    /// The paragraph being written at the end of `text`, streamed, and its unsettled offset.
    private func unsettled(_ text: String) throws -> Int? {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        stream.append(text)
        let snapshot = stream.snapshot()
        let paragraph = try #require(snapshot.blocks.last)
        #expect(snapshot.isOpen(paragraph))
        return snapshot.unsettledOffset(in: paragraph)
    }

    @Test("text stops being final at the first opener nothing closes yet", arguments: [
        ("Done. See [the", 10), ("Done. Run `make", 10), ("Done. So $x", 9), ("Done. Mail <me@exa", 11),
        ("Done. Very *much", 11), ("Done. Very __much", 11), ("Done. Gone ~~old", 11), ("Done. See ![a cat", 10),
        ("Done. Math \\(x", 11), ("Done. Costs $", 12), ("Done. See [a](http://x", 10),
    ])
    func unresolvedOpeners(text: String, offset: Int) throws {
        #expect(try unsettled(text) == offset)
    }

    @Test("text whose constructs are all closed, or can never open, is final", arguments: [
        "Done. See [a](b) and `c` and $x$ and *d*.", "Costs $ 5 and 2 < 3.", "An escaped \\* star.", "Plain text",
    ])
    func settled(text: String) throws {
        #expect(try unsettled(text) == nil)
    }

    @Test("a finished paragraph has no unsettled text, even with literal openers")
    func finished() throws {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        stream.append("See [the\n\nNext")
        let snapshot = stream.snapshot()
        let first = try #require(snapshot.blocks.first)
        #expect(!snapshot.isOpen(first))
        #expect(snapshot.unsettledOffset(in: first) == nil)
    }

    @Test("segments: identity kept while finished, source offsets of the whole text, the tail unfinished")
    func segments() {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        stream.append("# One\n\nTwo\n\nThr")
        let first = stream.snapshot()
        stream.append("ee")
        let second = stream.snapshot()
        #expect(first.segments.map(\.isFinished) == [true, false])
        #expect(first.segments.first?.id == second.segments.first?.id)
        #expect(first.segments.last?.id != second.segments.last?.id)
        #expect(second.segments.map(\.sourceOffsets) == [0..<12, 12..<17])
        #expect(second.segments.flatMap(\.blocks).map(\.kind) == [.heading, .paragraph, .paragraph])
        stream.finish()
        #expect(stream.snapshot().segments.allSatisfy { $0.isFinished })
    }

    @Test("changed segments: the old tail and what follows it, and a finished segment parsed again")
    func changedSegments() {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        // An append finishes at most one segment: the text before the tail's last blank line.
        stream.append("See [docs].\n\nOne\n\nTw")
        let first = stream.snapshot()
        #expect(first.segments.map(\.sourceOffsets) == [0..<18, 18..<20])
        stream.append("o\n\nThree")
        let second = stream.snapshot()
        // The old tail, "Tw", finished as "Two"; "Three" is the new tail.
        #expect(second.segments.map(\.sourceOffsets) == [0..<18, 18..<23, 23..<28])
        #expect(second.segmentPositions(changedSince: first) == [1, 2])
        #expect(second.segmentPositions(changedSince: second) == [2])
        stream.append("\n\n[docs]: /docs\n")
        let third = stream.snapshot()
        // The definition parses the first segment, which looked the label up, again.
        #expect(third.segmentPositions(changedSince: second) == [0, 2, 3])
        #expect(third.segments[0].id != second.segments[0].id)
        #expect(third.segments[1].id == second.segments[1].id)
    }

    @Test("changed segments: a snapshot of another stream, or a later one, is compared in every position")
    func changedSegmentsOfAnotherStream() {
        let one = StreamingMarkdownDocument(options: .gitHub)
        let other = StreamingMarkdownDocument(options: .gitHub)
        one.append("A\n\nB\n\nC")
        other.append("A\n\nB")
        #expect(one.snapshot().segments.count == 2)
        #expect(one.snapshot().segmentPositions(changedSince: other.snapshot()) == [0, 1])
        let earlier = one.snapshot()
        one.append("\n\nD")
        #expect(one.snapshot().segments.count == 3)
        #expect(earlier.segmentPositions(changedSince: one.snapshot()) == [0, 1, 2])
    }

    @Test("footnote numbering: references are numbered across segments, and the numbering has an identity")
    func footnotes() {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        stream.append("A[^x].\n\n")
        #expect(stream.snapshot().footnoteNumbering == nil)
        stream.append("[^x]: Note.\n\nB[^x].\n")
        let snapshot = stream.snapshot()
        #expect(snapshot.segments.flatMap(\.footnoteReferences).map(\.footnoteNumber) == [1, 1])
        #expect(snapshot.segments.flatMap(\.footnoteReferences).map(\.footnoteOccurrence) == [1, 2])
    }
}
