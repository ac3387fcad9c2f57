import LegibleText
import Testing

/// Long and hostile inputs segment correctly and do not hang: at these sizes, work that grew with
/// the square of the length would take hours. (Time is measured outside the tests.)
@Suite("Long input")
struct LongInputTests {
    static let length = 100_000

    func sentences(_ text: String) -> [Substring] { SentenceSegmenter().sentences(in: text) }

    @Test("100,000 full stops are one sentence")
    func fullStops() {
        let text = String(repeating: ".", count: Self.length)
        #expect(sentences(text).map(\.count) == [Self.length])
    }

    @Test("100,000 spaces after a full stop are one sentence")
    func spacesAfterFullStop() {
        let text = "a." + String(repeating: " ", count: Self.length)
        #expect(sentences(text).count == 1)
        #expect(sentences(text + "B").map(\.count) == [Self.length + 2, 1])
    }

    @Test("SB8 looks past 100,000 digits once, in either direction of the outcome")
    func digitsAfterFullStop() {
        let digits = String(repeating: "7", count: Self.length)
        #expect(sentences("a. " + digits).map(\.count) == [3, Self.length])
        #expect(sentences("a. " + digits + "x").count == 1)
        #expect(sentences("a. " + digits + "X").map(\.count) == [3, Self.length + 1])
    }

    @Test("100,000 alternating full stops and spaces are one sentence")
    func fullStopsAndSpaces() {
        let text = String(repeating: ". ", count: Self.length)
        #expect(sentences(text).count == 1)
    }

    @Test("100,000 short sentences are 100,000 sentences")
    func manySentences() {
        let text = String(repeating: "Go. ", count: Self.length)
        let found = sentences(text)
        #expect(found.count == Self.length)
        #expect(found.allSatisfy { $0 == "Go. " })
    }

    @Test("100,000 line feeds are 100,000 sentences; 100,000 combining marks stay in one")
    func separatorsAndMarks() {
        #expect(sentences(String(repeating: "\n", count: Self.length)).count == Self.length)
        #expect(sentences("a." + String(repeating: "\u{301}", count: Self.length) + " b").count == 1)
    }

    @Test("streaming 100,000 one-scalar pieces of full stops, then digits, finishes nothing early")
    func streamedRuns() {
        var stream = SentenceStream()
        var handedOver: [String] = []
        for _ in 0..<Self.length { handedOver += stream.append(".") }
        handedOver += stream.append(" ")
        for _ in 0..<Self.length { handedOver += stream.append("7") }
        #expect(handedOver.isEmpty)
        #expect(stream.append("A").map(\.count) == [Self.length + 1])
        #expect(stream.finish().map(\.count) == [Self.length + 1])
    }

    @Test("every scalar value, one after another, segments without trouble")
    func everyScalar() {
        var scalars = String.UnicodeScalarView()
        for value in UInt32(0)...0x10FFFF {
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        let text = String(scalars)
        #expect(sentences(text).joined() == text)
    }
}
