import LegibleText
import Testing

/// Unicode's own sentence boundary tests, `SentenceBreakTest.txt` of Unicode 15.0, read at test
/// time. Each line is a string of code points with `÷` where a boundary is and `×` where none is.
@Suite("UAX #29 SentenceBreakTest.txt")
struct SentenceBreakConformanceTests {
    /// One test line: its scalars and the scalar offsets of its boundaries after the start.
    struct Case {
        let lineNumber: Int
        let text: String
        let boundaries: [Int]
    }

    static let fileName = "SentenceBreakTest.txt"

    /// The test lines of the file; comment and blank lines are not cases.
    static func cases() throws -> [Case] {
        var cases: [Case] = []
        let file = try UnicodeDataFiles.contents(of: fileName)
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let data = line.prefix { $0 != "#" }
            guard !data.allSatisfy(\.isWhitespace) else { continue }
            var scalars = String.UnicodeScalarView()
            var boundaries: [Int] = []
            for field in data.split(whereSeparator: \.isWhitespace) {
                if field == "÷" {
                    if !scalars.isEmpty { boundaries.append(scalars.count) }
                } else if field != "×" {
                    let value = UInt32(field, radix: 16).flatMap(Unicode.Scalar.init)
                    let scalar = try #require(value, "line \(index + 1): \(field)")
                    scalars.append(scalar)
                }
            }
            cases.append(Case(lineNumber: index + 1, text: String(scalars), boundaries: boundaries))
        }
        return cases
    }

    /// The scalar offsets where `ranges` end.
    static func scalarOffsets(of ranges: [Range<String.Index>], in text: String) -> [Int] {
        ranges.map { text.unicodeScalars.distance(from: text.startIndex, to: $0.upperBound) }
    }

    @Test("every line of SentenceBreakTest.txt has the boundaries it marks", .needsUnicodeData(fileName))
    func everyLine() throws {
        let cases = try Self.cases()
        let segmenter = SentenceSegmenter()
        let failing = cases.filter { testCase in
            Self.scalarOffsets(of: segmenter.sentenceRanges(in: testCase.text), in: testCase.text) != testCase.boundaries
        }
        print("SentenceBreakTest.txt: \(cases.count - failing.count)/\(cases.count) lines pass")
        #expect(cases.count == 502)
        #expect(failing.isEmpty, "failing lines: \(failing.map(\.lineNumber))")
    }

    @Test("every line streamed one scalar at a time gives the same sentences", .needsUnicodeData(fileName))
    func everyLineStreamed() throws {
        var failing: [Int] = []
        for testCase in try Self.cases() {
            var stream = SentenceStream()
            var sentences: [String] = []
            for scalar in testCase.text.unicodeScalars {
                sentences += stream.append(String(scalar))
            }
            sentences += stream.finish()
            let ends = sentences.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.unicodeScalars.count) }
            if ends != testCase.boundaries { failing.append(testCase.lineNumber) }
        }
        #expect(failing.isEmpty, "failing lines: \(failing)")
    }

    @Test("the naive reading of the rules that random tests compare against passes the file too", .needsUnicodeData(fileName))
    func referencePassesTheFile() throws {
        let failing = try Self.cases().filter { testCase in
            let properties = testCase.text.unicodeScalars.map(SentenceBreakProperty.init)
            return ReferenceSentenceBreaks.boundaries(of: properties) != testCase.boundaries
        }
        #expect(failing.isEmpty, "failing lines: \(failing.map(\.lineNumber))")
    }
}
