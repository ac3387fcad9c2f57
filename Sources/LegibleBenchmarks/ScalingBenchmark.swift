import Foundation
import LegibleMarkdown
import LegibleTestSupport

/// Times each pathological input at size n and 10·n and prints time(10·n)/time(n). Linear
/// behaviour gives about 10; the check fails at 15, which only super-linear growth reaches.
///
/// Each timing runs in a fresh process (fastest of three). In one long-lived process, small
/// inputs would reuse memory that earlier runs warmed up while inputs of a hundred megabytes of
/// nodes always get fresh pages from the kernel, and the ratio would measure the allocator
/// rather than the parser. A ratio over the limit is measured again, up to twice, keeping the
/// fastest times: a machine busy for a moment slows one round, while super-linear growth slows
/// every round.
enum ScalingBenchmark {
    static let limit = 15.0

    static func run(_ arguments: [String]) throws {
        let gitHub = arguments.contains("--gfm")
        let cases = gitHub ? PathologicalInput.commonMark + PathologicalInput.gitHub : PathologicalInput.commonMark
        print("pathological inputs, \(gitHub ? "GitHub preset" : "CommonMark"): time(10n)/time(n), limit \(limit)")
        try checkScaling(cases.map { ($0.name, $0.benchmarkSize) }) { index, size in
            ["pathological-probe", String(index), String(size)] + (gitHub ? ["--gfm"] : [])
        }
    }

    /// Times each case at its size n and at 10·n, each in fresh processes run with the probe
    /// arguments for (case index, size), prints the ratios, and throws if one is over
    /// ``limit``.
    static func checkScaling(_ cases: [(name: String, size: Int)], probe: (Int, Int) -> [String]) throws {
        var failures: [String] = []
        for (index, input) in cases.enumerated() {
            var (smallTime, largeTime) = (Double.infinity, Double.infinity)
            var rounds = 0
            repeat {
                smallTime = min(smallTime, try timeInChild(probe(index, input.size)))
                largeTime = min(largeTime, try timeInChild(probe(index, input.size * 10)))
                rounds += 1
            } while rounds < 3 && largeTime / smallTime >= limit
            let ratio = largeTime / smallTime
            print(String(format: "  %-52@ n=%8d %9.2f ms   10n %10.2f ms   ratio %5.1f  %@",
                         input.name as NSString, input.size, smallTime * 1000, largeTime * 1000, ratio,
                         (ratio < limit ? "ok" : "TOO SLOW") as NSString))
            if ratio >= limit { failures.append(input.name) }
        }
        if !failures.isEmpty {
            throw BenchmarkError("super-linear scaling: \(failures.joined(separator: ", "))")
        }
    }

    /// The fastest of three fresh processes running one probe.
    private static func timeInChild(_ arguments: [String]) throws -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            guard let seconds = try ChildProbe.run(arguments).flatMap({ Double($0) }) else {
                throw BenchmarkError("timing process \(arguments.joined(separator: " ")) failed")
            }
            best = min(best, seconds)
        }
        return best
    }

    /// The child's side: build the input, warm up on a small document, time one run.
    static func probe(_ arguments: [String]) throws {
        let gitHub = arguments.contains("--gfm")
        let cases = gitHub ? PathologicalInput.commonMark + PathologicalInput.gitHub : PathologicalInput.commonMark
        guard arguments.count >= 2, let index = Int(arguments[0]), let size = Int(arguments[1]), cases.indices.contains(index) else {
            throw BenchmarkError("usage: pathological-probe CASE SIZE [--gfm]")
        }
        let options: ParseOptions = gitHub ? .gitHub : .commonMark
        let bytes = Array(cases[index].markdown(size).utf8)
        var sink = MarkdownDocument(parsing: "# warm *up* [a](b) `c`", options: options).html().utf8.count
        let seconds = Stopwatch.fastest(of: 1) {
            sink &+= MarkdownDocument(parsing: bytes, options: options).html().utf8.count
        }
        print(sink >= 0 ? seconds : 0)
    }
}
