import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleViewSupport

/// What one append costs a view that shows a streamed answer (issue 46: a growing block costs
/// what arrives): long blocks (`ViewScalingBenchmark`'s code block, table and paragraphs, at n
/// and 4n) and the corpus's largest answers stream in 16-byte chunks through the view core, one
/// frame per chunk, laid out in cells with the updater the terminal uses, 80 cells wide, read
/// page by page. Per append it reports the work the chain did against what arrived (the chunk)
/// and the document so far: the lines laid out again and the bytes of code highlighted again,
/// as the layout and the styled document count them, and the time; with `--callgrind`, the
/// instructions of a whole stream under valgrind's callgrind (for n and 4n, per append). Flat
/// means the 4n figures per append are those of n.
///
///     swift run -c release --package-path Tools LegibleBenchmarks view-stream [--callgrind]
enum ViewStreamBenchmark {
    static let chunkSize = 16
    static let largestAnswers = 3

    /// The work of one stream, summed and at its largest over the appends.
    struct Work {
        var appends = 0
        var bytes = 0
        var lines = 0
        var maxLines = 0
        var highlighted = 0
        var maxHighlighted = 0
        var seconds = 0.0

        func perAppend(_ total: Int) -> Double { Double(total) / Double(max(appends, 1)) }
    }

    static func run(_ arguments: [String]) throws {
        print("one append through the view core (\(chunkSize)-byte chunks, a frame each, cells at 80, pages of 24 rows); per append")
        print("document                                      bytes appends | lines/append   max | code bytes styled/append      max | µs/append")
        for input in ViewScalingBenchmark.inputs {
            for size in [input.size / 4, input.size] {
                report(input.name.replacingOccurrences(of: " n ", with: " \(size) "), MainActor.assumeIsolated { stream(input.markdown(size)) })
            }
        }
        let corpus = try Corpus.load()
        for file in corpus.files.sorted(by: { $0.bytes.count > $1.bytes.count }).prefix(largestAnswers) {
            report(URL(fileURLWithPath: file.path).lastPathComponent, MainActor.assumeIsolated { stream(String(decoding: file.bytes, as: UTF8.self)) })
        }
        if arguments.contains("--callgrind") { try callgrind() }
    }

    private static func report(_ name: String, _ work: Work) {
        print(String(format: "%-44@ %6d %7d | %12.1f %5d | %24.0f %8d | %9.1f",
                     String(name.prefix(44)) as NSString, work.bytes, work.appends, work.perAppend(work.lines), work.maxLines,
                     work.perAppend(work.highlighted), work.maxHighlighted, work.seconds / Double(max(work.appends, 1)) * 1e6))
    }

    /// Streams `markdown` through a core as `legible view` runs it, counting each append's work.
    @MainActor
    static func stream(_ markdown: String) -> Work {
        var work = Work()
        let core = MarkdownViewCore(options: .gitHub, layout: { document, width in
            CellLayout(document: document, options: CellLayoutOptions(width: Int(width)))
        }, updating: { layout, document, plan in
            guard var cells = layout as? CellLayout else { return nil }
            cells.apply(plan, to: document)
            // What this append laid out and highlighted, as the layout and the styled document
            // counted it (a growing table or code block keeps what came before the change).
            let lines = cells.laidOutLineCount
            let code = plan.highlightedUTF8Count
            work.lines += lines
            work.maxLines = max(work.maxLines, lines)
            work.highlighted += code
            work.maxHighlighted = max(work.maxHighlighted, code)
            return cells
        }, perform: { _ in })
        core.announcementPolicy = .quiet
        core.width = 80
        core.pageHeight = 24
        let bytes = Array(markdown.utf8)
        let start = DispatchTime.now().uptimeNanoseconds
        var position = 0
        while position < bytes.count {
            let end = min(bytes.count, position + chunkSize)
            core.append(bytes[position..<end])
            _ = core.displayFrame()
            position = end
            work.appends += 1
        }
        core.finish()
        work.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        work.bytes = bytes.count
        return work
    }

    /// The child's side of `--callgrind`: streams one input (`CASE SIZE`) and prints its appends.
    static func probe(_ arguments: [String]) throws {
        guard arguments.count >= 2, let index = Int(arguments[0]), let size = Int(arguments[1]),
              ViewScalingBenchmark.inputs.indices.contains(index) else {
            throw BenchmarkError("usage: view-stream-probe CASE SIZE")
        }
        let markdown = ViewScalingBenchmark.inputs[index].markdown(size)
        print(MainActor.assumeIsolated { stream(markdown) }.appends)
    }

    /// Each input streamed at a small n and 4n in a child under callgrind: the instructions per
    /// append, which do not vary with the machine's load.
    private static func callgrind() throws {
        print("instructions per append under callgrind (whole stream / appends)")
        for (index, input) in ViewScalingBenchmark.inputs.enumerated() {
            var perAppend: [Double] = []
            for size in [input.size / 20, input.size / 5] {
                let (instructions, appends) = try instructionsInChild(["view-stream-probe", String(index), String(size)])
                perAppend.append(Double(instructions) / Double(max(appends, 1)))
                print(String(format: "%-44@ n=%5d %6d appends %14.0f instructions/append",
                             String(input.name.prefix(44)) as NSString, size, appends, perAppend.last ?? 0))
            }
            print(String(format: "  4n/n per append: %.2f×", perAppend[1] / max(perAppend[0], 1)))
        }
    }

    /// Runs this program under `valgrind --tool=callgrind` with `arguments`: the instructions
    /// it collected and what it printed (the appends).
    private static func instructionsInChild(_ arguments: [String]) throws -> (Int, Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                             URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path] + arguments
        let (output, errors) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (output, errors)
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // callgrind ends with "==pid== Collected : 123456".
        guard process.terminationStatus == 0, let line = report.split(separator: "\n").last(where: { $0.contains("Collected :") }),
              let instructions = line.split(separator: " ").last.flatMap({ Int($0) }),
              let appends = Int(printed.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchmarkError("valgrind --tool=callgrind \(arguments.joined(separator: " ")) failed (is valgrind installed?)")
        }
        return (instructions, appends)
    }
}
