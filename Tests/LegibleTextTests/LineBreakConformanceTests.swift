import LegibleText
import Testing

/// Unicode's own line breaking tests, `LineBreakTest.txt` of Unicode 15.0, read at test time.
/// Each line is a string of code points with `÷` where a break is allowed and `×` where none is.
@Suite("UAX #14 LineBreakTest.txt")
struct LineBreakConformanceTests {
    /// One test line: its text and the UTF-8 offsets of its break opportunities after the start.
    struct Case {
        let lineNumber: Int
        let text: String
        let opportunities: [Int]
    }

    static let fileName = "LineBreakTest.txt"

    /// The test lines of the file; comment and blank lines are not cases.
    static func cases() throws -> [Case] {
        var cases: [Case] = []
        let file = try UnicodeDataFiles.contents(of: fileName)
        for (index, line) in file.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.prefix { $0 != "#" }
            guard !data.allSatisfy(\.isWhitespace) else { continue }
            var scalars = String.UnicodeScalarView()
            var offsets: [Int] = []
            var offset = 0
            for field in data.split(whereSeparator: \.isWhitespace) {
                if field == "÷" {
                    if offset > 0 { offsets.append(offset) }
                } else if field != "×" {
                    let value = UInt32(field, radix: 16).flatMap(Unicode.Scalar.init)
                    let scalar = try #require(value, "line \(index + 1): \(field)")
                    scalars.append(scalar)
                    offset += UTF8.width(scalar)
                }
            }
            cases.append(Case(lineNumber: index + 1, text: String(scalars), opportunities: offsets))
        }
        return cases
    }

    /// The offsets UAX #14 alone gives for `text`, without the grapheme cluster tailoring.
    static func unicodeOffsets(in text: String) -> [Int] {
        var text = text
        return text.withUTF8 { LineBreaker.unicodeOpportunities(inUTF8: $0) }.map(\.utf8Offset)
    }

    @Test("every line of LineBreakTest.txt has the opportunities it marks", .needsUnicodeData(fileName))
    func everyLine() throws {
        let cases = try Self.cases()
        let failing = cases.filter { Self.unicodeOffsets(in: $0.text) != $0.opportunities }
        print("LineBreakTest.txt: \(cases.count - failing.count)/\(cases.count) lines pass")
        #expect(cases.count == 7654)
        #expect(failing.isEmpty, "failing lines: \(failing.prefix(50).map(\.lineNumber))")
    }

    @Test("the line breaker gives every line's opportunities except those inside a grapheme cluster",
          .needsUnicodeData(fileName))
    func everyLineWithClustersKeptWhole() throws {
        let cases = try Self.cases()
        var tailored = 0
        let failing = cases.filter { testCase in
            let boundaries = Set(testCase.text.indices.map { testCase.text.utf8.distance(from: testCase.text.startIndex, to: $0) }
                                 + [testCase.text.utf8.count])
            let expected = testCase.opportunities.filter(boundaries.contains)
            if expected != testCase.opportunities { tailored += 1 }
            return LineBreaker().opportunities(in: testCase.text).map(\.utf8Offset) != expected
        }
        print("LineBreakTest.txt: \(tailored) lines have an opportunity inside a grapheme cluster, which LineBreaker drops")
        #expect(failing.isEmpty, "failing lines: \(failing.prefix(50).map(\.lineNumber))")
    }
}
