import Foundation
import LegibleMarkdown

/// Parses and renders every corpus file to HTML, then does the same with cmark, and prints both
/// throughputs, the ratio of our time to cmark's, and peak memory on the largest file.
enum CommonMarkBenchmark {
    static func run(_ arguments: [String]) throws {
        let repetitions = Int(arguments.first ?? "") ?? 5
        let corpus = try Corpus.load()
        let cmark = try ReferenceParsers.cmark()
        let bytes = corpus.totalBytes
        print("corpus: \(corpus.files.count) files, \(bytes) bytes; fastest of \(repetitions) runs")

        var sink = 0
        let ours = Stopwatch.fastest(of: repetitions) {
            for file in corpus.files { sink &+= MarkdownDocument(parsing: file.bytes).html().utf8.count }
        }
        let reference = Stopwatch.fastest(of: repetitions) {
            for file in corpus.files { sink &+= cmark(file.bytes) }
        }
        print("legible (CommonMark): \(String(format: "%.3f", ours)) s  \(Stopwatch.megabytesPerSecond(bytes, ours))")
        print("cmark 0.30.2:         \(String(format: "%.3f", reference)) s  \(Stopwatch.megabytesPerSecond(bytes, reference))")
        print("time ratio legible/cmark: \(String(format: "%.2f", ours / reference))")

        guard let largest = corpus.files.max(by: { $0.bytes.count < $1.bytes.count }) else { return }
        let ourPeak = try MemoryProbe.measure(.legibleCommonMark, file: largest.path)
        let cmarkPeak = try MemoryProbe.measure(.cmark, file: largest.path)
        let size = largest.bytes.count
        print("peak memory growth on the largest file, \(largest.path.split(separator: "/").suffix(2).joined(separator: "/")) (\(size) bytes):")
        print("  legible \(ourPeak / 1024) KiB = \(String(format: "%.1f", Double(ourPeak) / Double(size)))x the file; cmark \(cmarkPeak / 1024) KiB")
        if sink == 42 { print("") }  // keeps the work from being optimised away
    }
}
