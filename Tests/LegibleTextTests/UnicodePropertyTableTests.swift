import LegibleText
import Testing

/// The two-level tables answer what the generated run tables say, for every code point.
@Suite("Unicode property tables")
struct UnicodePropertyTableTests {
    /// The value of every code point by walking `runs` in order, the plain reading of the format.
    static func expand(_ runs: [UInt32]) -> [UInt8] {
        var values = [UInt8](repeating: 0, count: 0x110000)
        for (index, run) in runs.enumerated() {
            let end = index + 1 < runs.count ? Int(runs[index + 1] >> 8) : 0x110000
            for point in Int(run >> 8)..<end { values[point] = UInt8(truncatingIfNeeded: run) }
        }
        return values
    }

    @Test("each table gives every code point the value of the run that holds it",
          arguments: [("Sentence_Break", SentenceBreakProperty.runTable), ("Line_Break", LineBreakClass.runTable),
                      ("cell width and cluster", ScalarProperties.runTable)])
    func everyCodePoint(name: String, runs: [UInt32]) {
        let table = UnicodePropertyTable(runs: runs)
        let expected = Self.expand(runs)
        let differing = (0..<0x110000).filter { table[UInt32($0)] != expected[$0] }
        #expect(differing.isEmpty, "\(name): \(differing.count) code points differ, first \(differing.prefix(5))")
    }
}
