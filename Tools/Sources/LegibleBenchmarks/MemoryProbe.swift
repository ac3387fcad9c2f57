import Foundation
import LegibleMarkdown

/// Peak memory is measured in a fresh process: in the benchmark's own process, memory freed by
/// earlier runs is reused and the peak would look smaller than it is.
enum MemoryProbe {
    /// How much of the file the warm-up run reads.
    static let warmUpBytes = 4_096

    /// What a probe process runs on one file.
    enum Workload: String {
        case legibleCommonMark = "legible-commonmark"
        case legibleGitHub = "legible-github"
        case cmark
        case cmarkGFM = "cmark-gfm"
    }

    /// Runs `LegibleBenchmarks memory-probe <workload> <file>` as a child process and returns the
    /// peak resident memory growth it reports, in bytes.
    static func measure(_ workload: Workload, file: String) throws -> Int {
        guard let bytes = try ChildProbe.run(["memory-probe", workload.rawValue, file]).flatMap({ Int($0) }) else {
            throw BenchmarkError("memory probe for \(workload.rawValue) failed")
        }
        return bytes
    }

    /// The child's side: run the workload once and print the peak growth.
    static func run(_ arguments: [String]) throws {
        guard arguments.count == 2, let workload = Workload(rawValue: arguments[0]) else {
            throw BenchmarkError("usage: memory-probe <legible-commonmark|legible-github|cmark|cmark-gfm> FILE")
        }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[1])))
        let work: ([UInt8]) -> Int
        switch workload {
        case .legibleCommonMark: work = { MarkdownDocument(parsing: $0).html().utf8.count }
        case .legibleGitHub: work = { MarkdownDocument(parsing: $0, options: .gitHub).html(options: .gitHub).utf8.count }
        case .cmark: work = try ReferenceParsers.cmark().render
        case .cmarkGFM: work = try ReferenceParsers.cmarkGFM().render
        }
        // The first run builds lazily made tables (entity names), which no larger document
        // makes larger, and code it reaches is paged in: a warm-up on a few lines and reading
        // every code page keep both out of the figure, for both parsers alike.
        var sink = work(Array(bytes.prefix(warmUpBytes)))
        sink &+= CodePages.makeResident()
        guard let growth = Stopwatch.peakMemoryGrowth({ sink &+= work(bytes) }) else {
            throw BenchmarkError("cannot read /proc/self/status")
        }
        print(sink >= 0 ? growth : 0)
    }
}
