import Foundation
import LegibleHighlight
import LegibleTestSupport

/// Highlighting speed: throughput over every corpus code block in a language Legible
/// highlights, against Pygments on the same blocks in the same run; and streaming: a block of
/// 2,000 lines appended in 4-byte chunks, with the median and 99th-percentile cost of an append
/// while the block is short and when it is long.
///
/// `highlight [REPETITIONS] [--no-reference] [--no-streaming] [--language NAME]` (the last, to
/// profile one language's highlighting). Targets: at least 50 MB/s in release (printed), and an append's
/// median cost flat with the block's length: at 2,000 lines at most twice what it is at 100
/// (checked; missing it exits with 1).
enum HighlightBenchmark {
    static let chunkSize = 4
    static let blockLines = 2_000
    /// The stretches of lines whose appends are summarised.
    static let windows = [0..<100, 400..<500, 900..<1_000, 1_900..<2_000]

    static func run(_ arguments: [String]) throws {
        let repetitions = Int(arguments.first ?? "") ?? 5
        var blocks = try PygmentsAgreement.supportedBlocks()
        if let name = PygmentsAgreement.value(of: "--language", in: arguments) { blocks = blocks.filter { $0.language.name == name } }
        try throughput(blocks, repetitions: repetitions, reference: !arguments.contains("--no-reference"))
        if !arguments.contains("--no-streaming") { try streaming(blocks) }
    }

    // MARK: Throughput

    private static func throughput(_ blocks: [PygmentsAgreement.Block], repetitions: Int, reference: Bool) throws {
        let bytes = blocks.reduce(0) { $0 + $1.code.utf8.count }
        var sink = 0
        let highlighters = blocks.map { CodeHighlighter(language: $0.language) }
        let ours = Stopwatch.fastestProcessorTime(of: repetitions) {
            for (block, highlighter) in zip(blocks, highlighters) { sink &+= highlighter.runs(in: block.code).count }
        }
        print("highlighting \(blocks.count) corpus code blocks, \(bytes) bytes; least processor time of \(repetitions) runs")
        print(String(format: "  legible:  %.3f s  %@  (target ≥ 50 MB/s)", ours, Stopwatch.megabytesPerSecond(bytes, ours) as NSString))
        if !reference {
            // Measured only when asked for.
        } else if let theirs = try pygmentsTime(blocks, repetitions: min(repetitions, 3)) {
            print(String(format: "  Pygments: %.3f s  %@", theirs, Stopwatch.megabytesPerSecond(bytes, theirs) as NSString))
            print(String(format: "  legible is %.0f× faster than Pygments", theirs / ours))
        } else {
            print("  Pygments: not available (pip install pygments)")
        }
        var languages: [String: (bytes: Int, seconds: Double)] = [:]
        for name in Set(blocks.map(\.language.name)) {
            let own = blocks.filter { $0.language.name == name }
            let seconds = Stopwatch.fastestProcessorTime(of: repetitions) {
                for block in own { sink &+= CodeHighlighter(language: block.language).runs(in: block.code).count }
            }
            languages[name] = (own.reduce(0) { $0 + $1.code.utf8.count }, seconds)
        }
        print("  by language: " + languages.sorted { $0.value.bytes > $1.value.bytes }.map { name, figures in
            "\(name) \(Stopwatch.megabytesPerSecond(figures.bytes, figures.seconds))"
        }.joined(separator: ", "))
        if sink == 42 { print("") }  // keeps the work from being optimised away
    }

    /// The time Pygments takes to lex the same blocks (fastest of `repetitions`), measured by
    /// `Scripts/time-pygments.py` in a subprocess, or nil when Python or Pygments is missing.
    private static func pygmentsTime(_ blocks: [PygmentsAgreement.Block], repetitions: Int) throws -> Double? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("legible-highlight-blocks-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let objects = blocks.map { ["language": $0.language.name, "code": $0.code] }
        try JSONSerialization.data(withJSONObject: objects).write(to: file)
        let script = URL(fileURLWithPath: PygmentsAgreement.snapshotPath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/time-pygments.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path, String(repetitions)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    // MARK: Streaming

    private static func streaming(_ blocks: [PygmentsAgreement.Block]) throws {
        print("\nstreaming a \(blockLines)-line block in \(chunkSize)-byte chunks; append times in microseconds")
        print("language      whole block  " + windows.map { "lines \($0.lowerBound + 1)–\($0.upperBound): median  p99" }.joined(separator: " | "))
        var failures: [String] = []
        for name in ["swift", "python", "rust", "javascript"] {
            guard let language = CodeLanguage(named: name) else { continue }
            let code = block(of: language, from: blocks)
            let whole = Stopwatch.fastest(of: 5) { _ = CodeHighlighter(language: language).runs(in: code) }
            let appends = timeAppends(code, language)
            var medians: [Double] = []
            var line = name.padding(toLength: 13, withPad: " ", startingAt: 0) + String(format: " %9.0f  ", whole * 1e6)
            for window in windows {
                let times = appends.filter { window.contains($0.line) }.map(\.seconds)
                let median = StreamingBenchmark.percentile(times, 0.5)
                medians.append(median)
                line += String(format: "%16.2f %6.2f   ", median * 1e6, StreamingBenchmark.percentile(times, 0.99) * 1e6)
            }
            print(line)
            let growth = (medians.last ?? 0) / max(medians.first ?? 1, 1e-9)
            print(String(format: "              the median append at %d lines is %.2f× the one at 100 lines (target ≤ 2×)", blockLines, growth))
            if growth > 2 { failures.append(name) }
        }
        if !failures.isEmpty {
            throw BenchmarkError("streamed appends grow with the block's length: \(failures.joined(separator: ", "))")
        }
    }

    /// Corpus blocks of `language` joined until they make `blockLines` lines.
    static func block(of language: CodeLanguage, from blocks: [PygmentsAgreement.Block]) -> String {
        var lines: [Substring] = []
        for block in blocks where block.language == language {
            lines += block.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            if lines.count >= blockLines { break }
        }
        return lines.prefix(blockLines).joined(separator: "\n") + "\n"
    }

    /// The time of every append, with the number of complete lines before it.
    private static func timeAppends(_ code: String, _ language: CodeLanguage) -> [(line: Int, seconds: Double)] {
        let stream = StreamingCodeHighlighter(language: language)
        var times: [(Int, Double)] = []
        var line = 0
        for chunk in chunks(of: code, size: chunkSize) {
            let start = DispatchTime.now().uptimeNanoseconds
            stream.append(chunk)
            times.append((line, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
            line += chunk.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        return times
    }
}

/// Highlighting's pathological inputs (`HighlightPathologicalInput`), timed at n and 10·n in
/// fresh processes like the parser's (processor time, so that a busy machine disturbs the
/// ratio less): a ratio near 10 is linear, 15 fails. Two cases are also
/// streamed (in 16-byte chunks), where an append must not cost time in proportion to the line.
enum HighlightScalingBenchmark {
    static let streamedCases = ["one line of a million bytes (Swift)", "many lines in a block comment (C)"]

    static func run(_ arguments: [String]) throws {
        let cases = HighlightPathologicalInput.all
        print("highlighting pathological inputs: time(10n)/time(n), limit \(ScalingBenchmark.limit)")
        var named = cases.map { ($0.name, $0.benchmarkSize) }
        for name in streamedCases {
            if let input = cases.first(where: { $0.name == name }) { named.append(("streamed: " + name, input.benchmarkSize / 50)) }
        }
        try ScalingCheck.check(named) { index, size in
            if index < cases.count { return ["highlight-pathological-probe", String(index), String(size)] }
            let caseIndex = cases.firstIndex { $0.name == streamedCases[index - cases.count] } ?? 0
            return ["highlight-pathological-probe", String(caseIndex), String(size), "--stream"]
        }
    }

    /// The child's side: build the input, warm up, time one highlighting (or one stream).
    static func probe(_ arguments: [String]) throws {
        guard arguments.count >= 2, let index = Int(arguments[0]), let size = Int(arguments[1]),
              HighlightPathologicalInput.all.indices.contains(index) else {
            throw BenchmarkError("usage: highlight-pathological-probe CASE SIZE [--stream]")
        }
        let input = HighlightPathologicalInput.all[index]
        let code = input.code(size)
        let highlighter = CodeHighlighter(languageName: input.language)
        var sink = highlighter.runs(in: "let x = \"warm\" // up\n").count
        let pieces = arguments.contains("--stream") ? chunks(of: code, size: 16) : []
        let seconds = Stopwatch.fastestProcessorTime(of: 1) {
            if pieces.isEmpty {
                sink &+= highlighter.runs(in: code).count
            } else {
                let stream = StreamingCodeHighlighter(language: highlighter.language)
                for piece in pieces { sink &+= stream.append(piece).firstChangedRun }
            }
        }
        print(sink >= 0 ? seconds : 0)
    }
}
