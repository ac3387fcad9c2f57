import Foundation
import LegibleMarkdown

/// Peak memory is measured in a fresh process: in the benchmark's own process, memory freed by
/// earlier runs is reused and the peak would look smaller than it is.
enum MemoryProbe {
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["memory-probe", workload.rawValue, file]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let bytes = Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
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
        let work: () -> Int
        switch workload {
        case .legibleCommonMark: work = { MarkdownDocument(parsing: bytes).html().utf8.count }
        case .legibleGitHub: work = { MarkdownDocument(parsing: bytes, options: .gitHub).html().utf8.count }
        case .cmark:
            let cmark = try ReferenceParsers.cmark()
            work = { cmark(bytes) }
        case .cmarkGFM:
            let cmarkGFM = try ReferenceParsers.cmarkGFM()
            work = { cmarkGFM(bytes) }
        }
        var sink = 0
        guard let growth = Stopwatch.peakMemoryGrowth({ sink = work() }) else {
            throw BenchmarkError("cannot read /proc/self/status")
        }
        print(sink >= 0 ? growth : 0)
    }
}
