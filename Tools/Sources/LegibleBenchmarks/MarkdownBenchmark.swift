import Foundation
import LegibleMarkdown

/// Parses and renders every corpus file to HTML, with CommonMark against cmark and md4c's
/// CommonMark dialect, and with the GitHub preset against cmark-gfm (`-e table -e strikethrough
/// -e autolink -e tagfilter -e tasklist`) and md4c's GitHub dialect, in the same process on the
/// same files, taking turns. It prints, for parsing, for writing HTML from the parse, and for
/// both, each time, throughput and the ratio of our time to each reference's, then peak memory
/// on the largest file and on all files as one (each in a fresh process; see ``MemoryProbe``).
///
///     swift run -c release LegibleBenchmarks markdown [repetitions]
enum MarkdownBenchmark {
    static func run(_ arguments: [String]) throws {
        let repetitions = Int(arguments.first ?? "") ?? 5
        let corpus = try Corpus.load()
        print("corpus: \(corpus.files.count) files, \(corpus.totalBytes) bytes; fastest of \(repetitions) runs, taking turns")
        print("(md4c builds no tree: its parse is its parser with callbacks that do nothing, its HTML what md_html adds to that)")
        try compare("CommonMark", options: .commonMark, references: [try ReferenceParsers.cmark(), try ReferenceParsers.md4c(.commonMark)],
                    memory: (.legibleCommonMark, .cmark), corpus: corpus, repetitions: repetitions)
        try compare("GitHub preset", options: .gitHub, references: [try ReferenceParsers.cmarkGFM(), try ReferenceParsers.md4c(.gitHub)],
                    memory: (.legibleGitHub, .cmarkGFM), corpus: corpus, repetitions: repetitions)
    }

    /// Parse, HTML from the parse, and both, in seconds.
    private struct Times {
        var parse: Double
        var html: Double
        var total: Double
    }

    private static func compare(_ name: String, options: ParseOptions, references: [ReferenceParser],
                                memory: (ours: MemoryProbe.Workload, theirs: MemoryProbe.Workload),
                                corpus: Corpus, repetitions: Int) throws {
        var sink = 0
        let documents = corpus.files.map { MarkdownDocument(parsing: $0.bytes, options: options) }
        // GitHub's HTML form, as cmark-gfm writes it, for the GitHub preset.
        let htmlOptions: HTMLOptions = options == .commonMark ? [] : .gitHub
        var works: [() -> Void] = [
            { for file in corpus.files { sink &+= MarkdownDocument(parsing: file.bytes, options: options).root.lastChild?.sourceOffsets.upperBound ?? 0 } },
            { for document in documents { sink &+= document.html(options: htmlOptions).utf8.count } },
            { for file in corpus.files { sink &+= MarkdownDocument(parsing: file.bytes, options: options).html(options: htmlOptions).utf8.count } },
        ]
        for reference in references {
            let trees = reference.parseToTree.map { parse in corpus.files.map { parse($0.bytes) } } ?? []
            works.append { for file in corpus.files { sink &+= reference.parse(file.bytes) } }
            works.append { for tree in trees { sink &+= tree.html() } }
            works.append { for file in corpus.files { sink &+= reference.render(file.bytes) } }
        }
        let best = Stopwatch.fastestInTurn(of: repetitions, works)
        let ours = Times(parse: best[0], html: best[1], total: best[2])
        let theirs = references.enumerated().map { index, reference in
            let (parse, html, total) = (best[3 + 3 * index], best[4 + 3 * index], best[5 + 3 * index])
            // Without a tree, the time to write HTML is what writing it adds to the parse.
            return Times(parse: parse, html: reference.parseToTree == nil ? max(total - parse, 1e-9) : html, total: total)
        }

        let bytes = corpus.totalBytes
        let width = max(9, references.map { $0.name.count + 11 }.max() ?? 0)
        func label(_ text: String) -> String { ("  " + text).padding(toLength: width + 2, withPad: " ", startingAt: 0) }
        func cell(_ seconds: Double) -> String { String(format: "%7.3f s %8@", seconds, Stopwatch.megabytesPerSecond(bytes, seconds)) }
        func ratio(_ value: Double) -> String { String(format: "%7.2fx", value).padding(toLength: 21, withPad: " ", startingAt: 0) }
        print("\n\(name)")
        print(label("") + "parse".padding(toLength: 21, withPad: " ", startingAt: 0) + "HTML from the parse".padding(toLength: 21, withPad: " ", startingAt: 0)
              + "parse + HTML")
        for (title, times) in [("legible", ours)] + zip(references.map(\.name), theirs).map({ ($0, $1) }) {
            print(label(title) + [times.parse, times.html, times.total].map { cell($0) + "  " }.joined())
        }
        for (reference, times) in zip(references, theirs) {
            print(label("legible / " + reference.name) + ratio(ours.parse / times.parse) + ratio(ours.html / times.html)
                  + ratio(ours.total / times.total))
        }

        guard let largest = corpus.files.max(by: { $0.bytes.count < $1.bytes.count }) else { return }
        try printPeakMemory(of: "the largest file, " + largest.path.split(separator: "/").suffix(2).joined(separator: "/"),
                            file: largest.path, size: largest.bytes.count, memory: memory, reference: references[0].name)
        let concatenated = FileManager.default.temporaryDirectory.appendingPathComponent("legible-corpus-\(getpid()).md")
        try Data(corpus.files.flatMap(\.bytes)).write(to: concatenated)
        defer { try? FileManager.default.removeItem(at: concatenated) }
        try printPeakMemory(of: "the concatenated corpus", file: concatenated.path, size: corpus.totalBytes, memory: memory,
                            reference: references[0].name)
        if sink == 42 { print("") }  // keeps the work from being optimised away
    }

    private static func printPeakMemory(of name: String, file: String, size: Int,
                                        memory: (ours: MemoryProbe.Workload, theirs: MemoryProbe.Workload), reference: String) throws {
        let ourPeak = try MemoryProbe.measure(memory.ours, file: file)
        let theirPeak = try MemoryProbe.measure(memory.theirs, file: file)
        print("  peak memory growth on \(name) (\(size) bytes):")
        print("    legible \(ourPeak / 1024) KiB = \(String(format: "%.2f", Double(ourPeak) / Double(size)))x the input; "
              + "\(reference) \(theirPeak / 1024) KiB = \(String(format: "%.2f", Double(theirPeak) / Double(size)))x")
    }
}
