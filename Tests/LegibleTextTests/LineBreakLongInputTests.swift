import LegibleText
import Testing

/// Long and hostile inputs for line breaking and widths give the right answer without hanging:
/// at these sizes, work that grew with the square of the length would take hours.
@Suite("Line breaking and widths, long input")
struct LineBreakLongInputTests {
    static let count = 100_000

    func offsets(_ text: String) -> [Int] { LineBreaker().opportunities(in: text).map(\.utf8Offset) }

    @Test("a word and 100,000 spaces, or 100,000 letters, have one opportunity: the end")
    func oneOpportunity() {
        let spaces = "a" + String(repeating: " ", count: Self.count)
        #expect(offsets(spaces) == [Self.count + 1])
        #expect(offsets(String(repeating: "a", count: Self.count)) == [Self.count])
    }

    @Test("100,000 combining marks each after a space hold no opportunity inside a cluster")
    func marksAfterSpaces() {
        let text = "x" + String(repeating: " \u{301}", count: Self.count)
        #expect(offsets(text) == [text.utf8.count])
        #expect(CellWidth.of(text) == Self.count + 1)
    }

    @Test("100,000 regional indicators pair into 50,000 flags, with a break between each two")
    func regionalIndicators() {
        let text = String(repeating: "\u{1F1EB}\u{1F1F7}", count: Self.count / 2)
        #expect(offsets(text) == Array(stride(from: 8, through: text.utf8.count, by: 8)))
        #expect(CellWidth.of(text) == Self.count)
    }

    @Test("100,000 prefixes each before an opening bracket hold and release a break each time")
    func heldBreaks() {
        let text = String(repeating: "$(", count: Self.count)
        #expect(offsets(text) == Array(stride(from: 1, to: text.utf8.count, by: 2)) + [text.utf8.count])
        let number = String(repeating: "$(", count: Self.count) + "1"
        #expect(offsets(number) == Array(stride(from: 1, to: number.utf8.count - 2, by: 2)) + [number.utf8.count])
    }

    @Test("100,000 carriage returns are 100,000 mandatory breaks")
    func carriageReturns() {
        let breaks = LineBreaker().opportunities(in: String(repeating: "\r", count: Self.count))
        #expect(breaks.count == Self.count && breaks.allSatisfy(\.isMandatory))
    }

    @Test("a chain of 100,000 emoji joined by zero width joiners is one cluster of two cells")
    func longEmojiSequence() {
        let text = String(repeating: "\u{1F469}\u{200D}", count: Self.count) + "\u{1F467}"
        #expect(text.count == 1)
        #expect(offsets(text) == [text.utf8.count])
        #expect(CellWidth.of(text) == 2)
    }
}
