import Foundation

/// Time-ratio scaling for probes that print only their seconds (highlighting's pathological
/// inputs): each case timed at its size n and at 10·n in fresh processes, as the parser's
/// `ScalingBenchmark` does (which also measures peak memory and streaming, in its own format).
enum ScalingCheck {
    /// Prints each case's time(10·n)/time(n) and throws if one reaches ``ScalingBenchmark/limit``.
    /// `probe` gives the probe arguments for (case index, size).
    static func check(_ cases: [(name: String, size: Int)], probe: (Int, Int) -> [String]) throws {
        let limit = ScalingBenchmark.limit
        var failures: [String] = []
        for (index, input) in cases.enumerated() {
            var (smallTime, largeTime) = (Double.infinity, Double.infinity)
            var rounds = 0
            // A ratio over the limit is measured again, up to twice: a busy moment slows one
            // round, super-linear growth slows every round.
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
}
