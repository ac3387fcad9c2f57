import LegibleAccessibility
import LegibleMarkdown
import Testing

/// What a streamed answer with prose, math, code, a table and lists says under each policy,
/// 8 bytes every 100 ms of virtual time (80 bytes a second, a slow model).
@Suite("Streaming: announcements of an answer")
struct StreamAnnouncementTests {
    static func transcript(_ policy: AnnouncementPolicy) -> [String] {
        streamAnswer(streamedAnswer, policy: policy, chunk: 8, delay: .milliseconds(100)).announcements.map(\.transcript)
    }

    @Test("standard: finished sentences, code, table and display math summarised, the end")
    func standard() {
        #expect(Self.transcript(.standard) == [
            "0.700 Mean and spread",
            "2.500 The mean of n values is their sum divided by n. It is easy to compute. Formula. In Python it reads:",
            "4.600 Python code, 2 lines. Table, 3 rows, 2 columns. Steps to check:",
            "6.100 Sort the values. Find the middle one. Compare with the median. That is all.",
            "7.600 Answer complete",
        ])
    }

    @Test("verbose: headings, list numbers and task states said, display math read")
    func verbose() {
        #expect(Self.transcript(.verbose) == [
            "0.700 Heading level 2, Mean and spread",
            "2.500 The mean of n values is their sum divided by n. It is easy to compute. "
                + "x bar equals, 1 over n, the sum from i equals 1 to n of, x sub i. In Python it reads:",
            "4.600 Python code, 2 lines. Table, 3 rows, 2 columns. Steps to check:",
            "6.100 1, Sort the values. 2, Find the middle one. Checked, Compare with the median. That is all.",
            "7.600 Answer complete",
        ])
    }

    @Test("quiet: only the end, when it comes")
    func quiet() {
        #expect(Self.transcript(.quiet) == ["5.300 Answer complete"])
    }

    @Test("German phrases")
    func german() {
        let answer = StreamingAnswer(phrases: PhraseTable.named("de")!, policy: .standard)
        var said = answer.append("```swift\nlet x = 1\n```\n\nFertig.", at: .zero).announcements
        said += answer.finish(at: .seconds(1)).announcements + answer.advance(to: .seconds(10))
        #expect(said.map(\.text) == ["Swift-Code, 1 Zeile. Fertig.", "Antwort vollständig"])
    }
}
