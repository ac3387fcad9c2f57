import Foundation
// Benchmarks for Legible. Build and run in release mode:
//   swift run -c release LegibleBenchmarks <name> [arguments]
// Each benchmark prints its throughput and, where a reference tool exists, the ratio against it,
// measured on the same input in the same run.

let benchmarks: [String: ([String]) throws -> Void] = [
    "math": MathBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let run = benchmarks[name] else {
    print("usage: LegibleBenchmarks <\(benchmarks.keys.sorted().joined(separator: "|"))> [arguments]")
    exit(2)
}
try run(Array(arguments.dropFirst()))
