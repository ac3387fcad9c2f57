import LegibleText
import LegibleTestSupport
import Testing

/// The line breaker on reproducible random input, against the readable rules it is built from.
@Suite("Line breaking, random input")
struct LineBreakRandomTests {
    /// Scalars of every line break class and of the grapheme cluster rules that disagree with
    /// UAX #14 (marks after spaces, emoji sequences, regional indicators, Hangul jamo, prepended
    /// marks, CR LF), some of them multi-byte.
    static let alphabet: [Unicode.Scalar] = [
        "a", "b", "1", " ", "\n", "\r", "\u{0C}", "\u{85}", "\u{2028}", "\t", "-", "/", "(", ")", "[", "}",
        "!", ",", ".", "$", "%", "\"", "'", "\u{A0}", "\u{200B}", "\u{2060}", "\u{200D}", "\u{301}",
        "\u{FE0F}", "\u{2014}", "\u{FFFC}", "\u{2026}", "\u{3041}", "\u{3001}", "\u{FF08}", "\u{FF09}",
        "\u{6F22}", "\u{05D0}", "\u{0E01}", "\u{0E33}", "\u{AC00}", "\u{AC01}", "\u{1100}", "\u{1161}",
        "\u{11A8}", "\u{1F1EB}", "\u{1F1F7}", "\u{1F466}", "\u{1F3FB}", "\u{1F600}", "\u{1F02C}",
        "\u{0600}", "\u{0915}", "\u{094D}", "\u{093F}", "\u{00B4}", "\u{0F0B}", "\u{20AC}",
    ]

    static func text(length: Int, _ random: inout SeededRandom) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
        return String(scalars)
    }

    @Test("the state table takes the machine's actions in every step of random class sequences")
    func tableMatchesMachine() {
        let table = LineBreakStateTable.shared
        let classes = LineBreakClass.allCases
        var random = SeededRandom(seed: 14)
        var mismatches = 0
        for _ in 0..<500 {
            var machine = LineBreakMachine()
            var state = table.initialState
            for _ in 0..<100 {
                let scalarClass = classes[Int(random.next() % UInt64(classes.count))]
                let expected = machine.read(scalarClass)
                let actions: LineBreakMachine.Actions
                (state, actions) = table.step(from: state, reading: scalarClass)
                if actions != expected { mismatches += 1 }
            }
            if table.endActions(in: state) != machine.endActions { mismatches += 1 }
        }
        print("LineBreakStateTable: \(table.stateCount) states")
        #expect(mismatches == 0)
    }

    @Test("opportunities increase, end at the text's end, and are the UAX #14 ones on cluster boundaries")
    func opportunitiesOnClusterBoundaries() {
        var random = SeededRandom(seed: 29)
        for round in 0..<2_000 {
            var text = Self.text(length: 1 + round % 40, &random)
            let boundaries = Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [text.utf8.count])
            let unicode = text.withUTF8 { LineBreaker.unicodeOpportunities(inUTF8: $0) }
            let offsets = LineBreaker().opportunities(in: text).map(\.utf8Offset)
            #expect(offsets == unicode.map(\.utf8Offset).filter(boundaries.contains), "\(text.unicodeScalars.map(\.value))")
            #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count)
            #expect(offsets.last == text.utf8.count)
        }
    }
}
