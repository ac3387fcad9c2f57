import Foundation
import LegibleText
import Testing

/// The Sentence_Break property of every scalar, as `SentenceBreakProperty.txt` gives it.
@Suite("Sentence_Break property")
struct SentenceBreakPropertyTests {
    @Test("a scalar of each class has its class")
    func oneOfEachClass() {
        let examples: [(Unicode.Scalar, SentenceBreakProperty)] = [
            ("\r", .cr), ("\n", .lf), ("\u{0301}", .extend), ("\u{2029}", .sep), ("\u{00AD}", .format),
            (" ", .sp), ("a", .lower), ("A", .upper), ("\u{5929}", .oLetter), ("7", .numeric),
            (".", .aTerm), (",", .sContinue), ("?", .sTerm), ("\u{3002}", .sTerm), (")", .close),
            ("$", .other), ("\u{1F642}", .other), ("\u{10FFFF}", .other),
        ]
        for (scalar, property) in examples {
            #expect(SentenceBreakProperty(scalar) == property, "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    @Test("every scalar has the property SentenceBreakProperty.txt lists, or Other",
          .needsUnicodeData("SentenceBreakProperty.txt"))
    func everyScalarMatchesTheDataFile() throws {
        let names: [Substring: SentenceBreakProperty] = [
            "Other": .other, "CR": .cr, "LF": .lf, "Extend": .extend, "Sep": .sep, "Format": .format,
            "Sp": .sp, "Lower": .lower, "Upper": .upper, "OLetter": .oLetter, "Numeric": .numeric,
            "ATerm": .aTerm, "SContinue": .sContinue, "STerm": .sTerm, "Close": .close,
        ]
        var expected = [SentenceBreakProperty](repeating: .other, count: 0x110000)
        for line in try UnicodeDataFiles.contents(of: "SentenceBreakProperty.txt").split(separator: "\n") {
            let data = line.prefix { $0 != "#" }
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { continue }
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
            let first = try #require(Int(bounds[0], radix: 16))
            let last = try #require(Int(bounds[bounds.count - 1], radix: 16))
            let property = try #require(names[Substring(fields[1])], "unknown class \(fields[1])")
            for value in first...last { expected[value] = property }
        }
        var mismatches: [String] = []
        for value in 0..<0x110000 {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }  // surrogates
            if SentenceBreakProperty(scalar) != expected[value] {
                mismatches.append(String(value, radix: 16, uppercase: true))
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) scalars differ, first: \(mismatches.prefix(20))")
    }
}
