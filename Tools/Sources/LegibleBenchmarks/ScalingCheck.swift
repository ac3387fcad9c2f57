import Foundation

/// Time-ratio scaling for probes that print their seconds, and optionally after a space their
/// peak memory growth in bytes (highlighting's and math's pathological inputs): each case timed
/// at its size n and at 10·n in fresh processes, as the parser's `ScalingBenchmark` does (which
/// also streams and compares with cmark, in its own format).
enum ScalingCheck {
    /// Prints each case's time(10·n)/time(n), and memory(10·n)/memory(n) when the probe reports
    /// memory (either counted from 1 MiB, so that a few pages of noise at n make no ratio), and
    /// throws if one reaches ``ScalingBenchmark/limit``.
    /// `probe` gives the probe arguments for (case index, size).
    static func check(_ cases: [(name: String, size: Int)], probe: (Int, Int) -> [String]) throws {
        let limit = ScalingBenchmark.limit
        var failures: [String] = []
        for (index, input) in cases.enumerated() {
            var (small, large) = (Measurement(), Measurement())
            var rounds = 0
            // A ratio over the limit is measured again, up to twice: a busy moment slows one
            // round, super-linear growth slows every round.
            repeat {
                small.keepBest(try measureInChild(probe(index, input.size)))
                large.keepBest(try measureInChild(probe(index, input.size * 10)))
                rounds += 1
            } while rounds < 3 && large.seconds / small.seconds >= limit
            let ratio = large.seconds / small.seconds
            var line = String(format: "  %-52@ n=%8d %9.2f ms   10n %10.2f ms   ratio %5.1f",
                              input.name as NSString, input.size, small.seconds * 1000, large.seconds * 1000, ratio)
            var linear = ratio < limit
            if let smallMemory = small.memory, let largeMemory = large.memory {
                let floor = 1 << 20
                let memoryRatio = Double(max(largeMemory, floor)) / Double(max(smallMemory, floor))
                line += String(format: "   memory %7d KiB, 10n %8d KiB, ratio %5.1f", smallMemory / 1024, largeMemory / 1024, memoryRatio)
                linear = linear && memoryRatio < limit
            }
            print(line + "  " + (linear ? "ok" : "TOO SLOW"))
            if !linear { failures.append(input.name) }
        }
        if !failures.isEmpty {
            throw BenchmarkError("super-linear scaling: \(failures.joined(separator: ", "))")
        }
    }

    /// A probe's fastest time and, when it reports one, its smallest peak memory growth.
    private struct Measurement {
        var seconds = Double.infinity
        var memory: Int?

        mutating func keepBest(_ other: Measurement) {
            seconds = min(seconds, other.seconds)
            if let growth = other.memory { memory = min(memory ?? growth, growth) }
        }
    }

    /// The best of three fresh processes running one probe.
    private static func measureInChild(_ arguments: [String]) throws -> Measurement {
        var best = Measurement()
        for _ in 0..<3 {
            let fields = try ChildProbe.run(arguments)?.split(separator: " ") ?? []
            guard let seconds = fields.first.flatMap({ Double($0) }) else {
                throw BenchmarkError("timing process \(arguments.joined(separator: " ")) failed")
            }
            best.keepBest(Measurement(seconds: seconds, memory: fields.dropFirst().first.flatMap { Int($0) }))
        }
        return best
    }
}
