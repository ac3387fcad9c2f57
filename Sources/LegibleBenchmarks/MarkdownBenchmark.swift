import Foundation
import LegibleMarkdown

/// Parses and renders every corpus file to HTML, with CommonMark against cmark and with the
/// GitHub preset against cmark-gfm (`-e table -e strikethrough -e autolink -e tagfilter -e
/// tasklist`), in the same process on the same files, and prints each throughput, the ratio of
/// our time to the reference's, and peak memory on the largest file.
enum MarkdownBenchmark {
    static func run(_ arguments: [String]) throws {
        let repetitions = Int(arguments.first ?? "") ?? 5
        let corpus = try Corpus.load()
        let bytes = corpus.totalBytes
        print("corpus: \(corpus.files.count) files, \(bytes) bytes; fastest of \(repetitions) runs")
        try compare("CommonMark", options: .commonMark, reference: ("cmark 0.30.2", try ReferenceParsers.cmark()),
                    memory: (.legibleCommonMark, .cmark), corpus: corpus, repetitions: repetitions)
        try compare("GitHub preset", options: .gitHub, reference: ("cmark-gfm 0.29.0.gfm.6", try ReferenceParsers.cmarkGFM()),
                    memory: (.legibleGitHub, .cmarkGFM), corpus: corpus, repetitions: repetitions)
    }

    private static func compare(_ name: String, options: ParseOptions, reference: (name: String, render: ([UInt8]) -> Int),
                                memory: (ours: MemoryProbe.Workload, theirs: MemoryProbe.Workload),
                                corpus: Corpus, repetitions: Int) throws {
        let bytes = corpus.totalBytes
        var sink = 0
        let ours = Stopwatch.fastest(of: repetitions) {
            for file in corpus.files { sink &+= MarkdownDocument(parsing: file.bytes, options: options).html().utf8.count }
        }
        let theirs = Stopwatch.fastest(of: repetitions) {
            for file in corpus.files { sink &+= reference.render(file.bytes) }
        }
        print("\n\(name)")
        let width = reference.name.count + 1
        print(String(format: "  %@ %.3f s  %@", "legible:".padding(toLength: width, withPad: " ", startingAt: 0) as NSString,
                     ours, Stopwatch.megabytesPerSecond(bytes, ours) as NSString))
        print(String(format: "  %@ %.3f s  %@", (reference.name + ":") as NSString, theirs, Stopwatch.megabytesPerSecond(bytes, theirs) as NSString))
        print(String(format: "  time ratio legible/%@: %.2f", reference.name as NSString, ours / theirs))
        guard let largest = corpus.files.max(by: { $0.bytes.count < $1.bytes.count }) else { return }
        let ourPeak = try MemoryProbe.measure(memory.ours, file: largest.path)
        let theirPeak = try MemoryProbe.measure(memory.theirs, file: largest.path)
        let size = largest.bytes.count
        print("  peak memory growth on the largest file, \(largest.path.split(separator: "/").suffix(2).joined(separator: "/")) (\(size) bytes):")
        print("    legible \(ourPeak / 1024) KiB = \(String(format: "%.1f", Double(ourPeak) / Double(size)))x the file; \(reference.name) \(theirPeak / 1024) KiB")
        if sink == 42 { print("") }  // keeps the work from being optimised away
    }
}
