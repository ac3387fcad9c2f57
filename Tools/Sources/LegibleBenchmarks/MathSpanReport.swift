import Foundation
import LegibleTestSupport

/// Prints the math spans the parser finds in the math-heavy corpus, one JSON object a line
/// (`{"file":…,"display":…,"tex":…}`), then a summary on standard error.
/// `Scripts/compare-math-spans.py` compares them with markdown-it-py's dollarmath plugin.
enum MathSpanReport {
    static func run(_ arguments: [String]) throws {
        let spans = try CorpusMathSpans.load()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var output = Data()
        for span in spans {
            output.append(try encoder.encode(Entry(file: span.file, display: span.isDisplay, tex: span.tex)))
            output.append(0x0A)
        }
        FileHandle.standardOutput.write(output)
        let display = spans.filter(\.isDisplay).count
        FileHandle.standardError.write(Data("math spans: \(spans.count) (\(spans.count - display) inline, \(display) display)\n".utf8))
    }

    private struct Entry: Encodable {
        let file: String
        let display: Bool
        let tex: String
    }
}
