import Foundation
import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import LegibleTestSupport

/// Times each pathological input at size n and 10·n and prints time(10·n)/time(n). Linear
/// behaviour gives about 10; the check fails at 15, which only super-linear growth reaches.
/// Inputs marked `streamed` are timed again streamed in 64-byte chunks. With `--reading`, each
/// case is timed through what a screen-reader front end does instead of the spec HTML: parse,
/// the reading model, and the accessible HTML page drawn from it. Inputs marked
/// `comparedWithReference` (link reference expansion bombs and their cousins) are also run at
/// 10·n by cmark in the CommonMark run, and our time and peak memory may be at most 10 times its
/// own (not by cmark-gfm in the `--gfm` run: Debian's cmark-gfm 0.29 crashes on the bomb).
///
/// Each timing runs in a fresh process (fastest of three). In one long-lived process, small
/// inputs would reuse memory that earlier runs warmed up while inputs of a hundred megabytes of
/// nodes always get fresh pages from the kernel, and the ratio would measure the allocator
/// rather than the parser. A ratio over the limit is measured again, up to twice, keeping the
/// fastest times: a machine busy for a moment slows one round, while super-linear growth slows
/// every round.
enum ScalingBenchmark {
    static let limit = 15.0
    /// How many times cmark's time and peak memory ours may be on an expansion bomb.
    static let referenceLimit = 10.0
    static let streamChunkSize = 64

    /// What a probe process runs.
    private enum Mode: String {
        case parse = "--parse"
        case stream = "--stream"
        case reference = "--reference"
        case reading = "--reading"
    }

    /// A probe's fastest time and its smallest peak memory growth.
    private struct Measurement {
        var seconds = Double.infinity
        var memory = Int.max

        mutating func keepBest(_ other: Measurement) {
            seconds = min(seconds, other.seconds)
            memory = min(memory, other.memory)
        }
    }

    static func run(_ arguments: [String]) throws {
        let gitHub = arguments.contains("--gfm")
        let reading = arguments.contains(Mode.reading.rawValue)
        let cases = gitHub ? PathologicalInput.commonMark + PathologicalInput.gitHub : PathologicalInput.commonMark
        print("pathological inputs, \(gitHub ? "GitHub preset" : "CommonMark")\(reading ? ", reading model and accessible page" : ""): "
              + "time(10n)/time(n), limit \(limit)")
        var failures: [String] = []
        for (index, input) in cases.enumerated() {
            for mode in reading ? [Mode.reading] : input.streamed ? [Mode.parse, .stream] : [.parse] {
                var (small, large) = (Measurement(), Measurement())
                var rounds = 0
                repeat {
                    small.keepBest(try measureInChild(index, input.benchmarkSize, gitHub, mode))
                    large.keepBest(try measureInChild(index, input.benchmarkSize * 10, gitHub, mode))
                    rounds += 1
                } while rounds < 3 && large.seconds / small.seconds >= limit
                let ratio = large.seconds / small.seconds
                let name = mode == .stream ? "\(input.name), streamed" : input.name
                print(String(format: "  %-60@ n=%8d %9.2f ms   10n %10.2f ms   ratio %5.1f  %@",
                             name as NSString, input.benchmarkSize, small.seconds * 1000, large.seconds * 1000, ratio,
                             (ratio < limit ? "ok" : "TOO SLOW") as NSString))
                if ratio >= limit { failures.append(name) }
            }
            // Against cmark only: cmark-gfm 0.29 (Debian's) crashes on the expansion bomb at 10·n.
            if input.comparedWithReference && !gitHub && !reading {
                failures += try compareWithReference(index, input, gitHub)
            }
        }
        if !failures.isEmpty {
            throw BenchmarkError("super-linear scaling or too far behind the reference: \(failures.joined(separator: ", "))")
        }
    }

    /// Our time and peak memory at 10·n against the reference's; returns the names of failures.
    private static func compareWithReference(_ index: Int, _ input: PathologicalInput, _ gitHub: Bool) throws -> [String] {
        var (ours, theirs) = (Measurement(), Measurement())
        var rounds = 0
        func ratios() -> (time: Double, memory: Double) {
            (ours.seconds / theirs.seconds, Double(ours.memory) / Double(max(theirs.memory, 1 << 20)))
        }
        repeat {
            ours.keepBest(try measureInChild(index, input.benchmarkSize * 10, gitHub, .parse))
            theirs.keepBest(try measureInChild(index, input.benchmarkSize * 10, gitHub, .reference))
            rounds += 1
        } while rounds < 3 && ratios().time > referenceLimit
        let (time, memory) = ratios()
        let ok = time <= referenceLimit && memory <= referenceLimit
        print(String(format: "    at 10n against %@: time %.2f ms vs %.2f ms (%.2fx), peak memory %d KiB vs %d KiB (%.2fx, either counted from 1 MiB)  %@",
                     (gitHub ? "cmark-gfm" : "cmark") as NSString, ours.seconds * 1000, theirs.seconds * 1000, time,
                     ours.memory / 1024, theirs.memory / 1024, memory, (ok ? "ok" : "TOO FAR BEHIND") as NSString))
        return ok ? [] : ["\(input.name) against the reference"]
    }

    /// The fastest of three fresh processes running one case once.
    private static func measureInChild(_ index: Int, _ size: Int, _ gitHub: Bool, _ mode: Mode) throws -> Measurement {
        var best = Measurement()
        for _ in 0..<3 {
            let arguments = ["pathological-probe", String(index), String(size), mode.rawValue] + (gitHub ? ["--gfm"] : [])
            guard let fields = try ChildProbe.run(arguments)?.split(separator: " "), fields.count == 2,
                  let seconds = Double(fields[0]), let memory = Int(fields[1]) else {
                throw BenchmarkError("probe for case \(index) at size \(size) (\(mode.rawValue)) failed")
            }
            best.keepBest(Measurement(seconds: seconds, memory: memory))
        }
        return best
    }

    /// The child's side: build the input, warm up on a small document, then parse and render it
    /// once (streamed in chunks, or by the reference, as asked); prints the time in seconds and
    /// the peak memory growth in bytes.
    static func probe(_ arguments: [String]) throws {
        let gitHub = arguments.contains("--gfm")
        let cases = gitHub ? PathologicalInput.commonMark + PathologicalInput.gitHub : PathologicalInput.commonMark
        guard arguments.count >= 2, let index = Int(arguments[0]), let size = Int(arguments[1]), cases.indices.contains(index) else {
            throw BenchmarkError("usage: pathological-probe CASE SIZE [--parse|--stream|--reference|--reading] [--gfm]")
        }
        let mode = arguments.dropFirst(2).compactMap(Mode.init(rawValue:)).first ?? .parse
        let options: ParseOptions = gitHub ? .gitHub : .commonMark
        let bytes = Array(cases[index].markdown(size).utf8)
        let work: ([UInt8]) -> Int
        switch mode {
        case .parse:
            work = { MarkdownDocument(parsing: $0, options: options).html().utf8.count }
        case .stream:
            work = { bytes in
                let stream = StreamingMarkdownDocument(options: options)
                for start in stride(from: 0, to: bytes.count, by: streamChunkSize) {
                    stream.append(bytes[start..<min(bytes.count, start + streamChunkSize)])
                }
                stream.finish()
                return stream.snapshot().html().utf8.count
            }
        case .reading:
            work = { AccessibleHTMLRenderer().page(ReadingModel(document: MarkdownDocument(parsing: $0, options: options))).utf8.count }
        case .reference:
            work = try (gitHub ? ReferenceParsers.cmarkGFM() : ReferenceParsers.cmark()).render
        }
        var sink = work(Array("# warm *up* [a](b) `c`\n\n[d]\n\n[d]: /e\n".utf8))
        var seconds = 0.0
        guard let memory = Stopwatch.peakMemoryGrowth({ seconds = Stopwatch.fastest(of: 1) { sink &+= work(bytes) } }) else {
            throw BenchmarkError("cannot read /proc/self/status")
        }
        print(sink >= 0 ? "\(seconds) \(memory)" : "0 0")
    }
}
