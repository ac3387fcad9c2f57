import Foundation
import LegibleText

/// Finds the line break opportunities and the cell widths of every corpus document, the work a
/// terminal layout does before it places anything, and compares with references run on the same
/// files in the same run: ICU's line break iterator (C, from Debian's libicu72) for line breaking,
/// and Python's `unicodedata.east_asian_width` for widths (per scalar, so it does less than
/// CellWidth, which splits grapheme clusters and reads emoji sequences).
///
/// Arguments: the number of runs to take the fastest of (3), and a subdirectory of the corpus.
enum LineBreakingBenchmark {
    static func run(_ arguments: [String]) throws {
        let repetitions = Int(arguments.first ?? "") ?? 3
        let corpus = try Corpus.load(arguments.dropFirst().first ?? "")
        let bytes = corpus.totalBytes
        let texts = corpus.files.map { String(decoding: $0.bytes, as: UTF8.self) }
        print("corpus: \(corpus.files.count) files, \(bytes) bytes; fastest of \(repetitions) runs")
        var sink = 0

        let breaker = LineBreaker()
        var ours: [[LineBreakOpportunity]] = []
        let breaking = Stopwatch.fastest(of: repetitions) { ours = texts.map { breaker.opportunities(in: $0) } }
        report("LineBreaker.opportunities(in:)", breaking, bytes)
        do {
            let icu = try ICULineBreaker.load()
            var theirs: [[Int]] = []
            let reference = Stopwatch.fastest(of: repetitions) { theirs = corpus.files.map { icu.opportunities($0.bytes) } }
            report("\(icu.name) line break iterator", reference, bytes)
            print(String(format: "  time ratio LineBreaker/ICU: %.2f", breaking / reference))
            let same = zip(ours, theirs).filter { $0.0.map(\.utf8Offset) == $0.1 }.count
            let ourCount = ours.reduce(0) { $0 + $1.count }
            let shared = zip(ours, theirs).reduce(0) { $0 + Set($1.0.map(\.utf8Offset)).intersection($1.1).count }
            let theirCount = theirs.reduce(0) { $0 + $1.count }
            print("  agreement with ICU: \(same)/\(texts.count) files identical; \(shared) opportunities shared, "
                  + "\(ourCount - shared) only ours, \(theirCount - shared) only ICU's")
        } catch {
            print("  no ICU reference: \(error)")
        }

        let widths = Stopwatch.fastest(of: repetitions) { for text in texts { sink &+= CellWidth.of(text) } }
        report("CellWidth.of(text)", widths, bytes)
        let perCharacter = Stopwatch.fastest(of: repetitions) {
            for text in texts { for character in text { sink &+= CellWidth.of(character) } }
        }
        report("CellWidth.of(character), each", perCharacter, bytes)
        let counting = Stopwatch.fastest(of: repetitions) { for text in texts { sink &+= text.count } }
        report("Swift's String.count (clusters)", counting, bytes)
        if let python = try pythonEastAsianWidth(files: corpus.files.map(\.path)) {
            report("Python unicodedata.east_asian_width", python, bytes)
            print(String(format: "  time ratio CellWidth.of(text)/Python: %.3f", widths / python))
        } else {
            print("  no Python reference (python3 did not run)")
        }
        print(String(format: "layout inputs of the whole corpus (opportunities and text widths): %.3f s", breaking + widths))
        if sink == 42 { print("") }  // keeps the work from being optimised away
    }

    private static func report(_ name: String, _ seconds: Double, _ bytes: Int) {
        print(String(format: "  %@ %.3f s  %@", name.padding(toLength: 40, withPad: " ", startingAt: 0) as NSString,
                     seconds, Stopwatch.megabytesPerSecond(bytes, seconds) as NSString))
    }

    /// The seconds Python takes to add up `east_asian_width` over every scalar of `files` (one
    /// run, after reading the files: it is some twenty times slower, so noise does not matter),
    /// or nil when python3 cannot run.
    private static func pythonEastAsianWidth(files: [String]) throws -> Double? {
        let script = """
            import sys, time, unicodedata
            texts = [open(path, encoding="utf-8").read() for path in sys.stdin.read().split("\\n") if path]
            width = unicodedata.east_asian_width
            start = time.perf_counter()
            total = sum(2 if width(c) in "WF" else 1 for text in texts for c in text)
            print(time.perf_counter() - start)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        input.fileHandleForWriting.write(Data(files.joined(separator: "\n").utf8))
        try input.fileHandleForWriting.close()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
