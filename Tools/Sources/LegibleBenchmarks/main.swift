import Foundation

// Benchmarks for Legible. Build and run in release mode:
//   swift run -c release LegibleBenchmarks <name> [arguments]
// Each benchmark prints its throughput and, where a reference tool exists, the ratio against it,
// measured on the same input in the same run. A benchmark that misses its limit exits with 1.

let benchmarks: [String: ([String]) throws -> Void] = [
    "audit": AuditBenchmark.run,
    "audit-sample": AuditBenchmark.sample,
    "markdown": MarkdownBenchmark.run,
    "corpus-pass": CorpusPass.run,
    "memory-probe": MemoryProbe.run,
    "pathological": ScalingBenchmark.run,
    "unsafe-agreement": UnsafeHTMLAgreement.run,
    "pathological-probe": ScalingBenchmark.probe,
    "reading-model": ReadingModelBenchmark.run,
    "streaming": StreamingBenchmark.run,
    "streaming-chain": StreamingChainBenchmark.run,
    "math": MathBenchmark.run,
    "math-spans": MathSpanReport.run,
    "math-render": MathRender.run,
    "math-pathological": MathScalingBenchmark.run,
    "math-pathological-probe": MathScalingBenchmark.probe,
    "line-breaking": LineBreakingBenchmark.run,
    "highlight": HighlightBenchmark.run,
    "highlight-pathological": HighlightScalingBenchmark.run,
    "highlight-pathological-probe": HighlightScalingBenchmark.probe,
    "highlight-agreement": PygmentsAgreement.run,
    "highlight-blocks": PygmentsAgreement.dumpBlocks,
    "layout": LayoutBenchmark.run,
    "view-pathological": ViewScalingBenchmark.run,
    "view-pathological-probe": ViewScalingBenchmark.probe,
    "view-stream": ViewStreamBenchmark.run,
    "view-stream-probe": ViewStreamBenchmark.probe,
    "font-load": FontLoadBenchmark.run,
    "math-layout": MathLayoutBenchmark.run,
    "terminal-math": TerminalMathSweep.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let run = benchmarks[name] else {
    print("usage: LegibleBenchmarks <\(benchmarks.keys.sorted().joined(separator: "|"))> [arguments]")
    exit(2)
}
do {
    try run(Array(arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("LegibleBenchmarks \(name): \(error)\n".utf8))
    exit(1)
}
