import Foundation
import LegibleMathLayout
import LegibleTestSupport

/// Typesets every math span of the shared corpus with Latin Modern Math loaded once, several
/// passes, and reports spans per second (issue 29's goal: at least 50,000), the slowest span and
/// the memory a kept layout holds (its display list's glyphs, rules and breakpoints).
///
///     swift run -c release LegibleBenchmarks math-layout [passes] [font path]
enum MathLayoutBenchmark {
    static let goalSpansPerSecond = 50_000.0

    static func run(_ arguments: [String]) throws {
        let passes = arguments.first.flatMap(Int.init) ?? 3
        let path = arguments.dropFirst().first ?? FontLoadBenchmark.latinModernMath
        let font = try OpenTypeFont(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        let typesetter = try MathTypesetter(font: font)
        let spans = try CorpusMathSpans.load()
        print("math-layout: \(spans.count) spans from \(CorpusMathSpans.directories.joined(separator: ", ")) in \((path as NSString).lastPathComponent)")

        // One pass kept, for the memory figure and as the warm-up.
        let layouts = spans.map { typesetter.layout(tex: $0.tex, display: $0.isDisplay) }
        var checksum = 0
        let seconds = Stopwatch.fastestProcessorTime(of: passes) {
            for span in spans { checksum &+= typesetter.layout(tex: span.tex, display: span.isDisplay).glyphs.count }
        }
        let rate = Double(spans.count) / max(seconds, 1e-9)
        print(String(format: "math-layout: %.0f spans/s (fastest of %d passes, %.3f s processor; checksum %d); goal %.0f",
                     rate, passes, seconds, checksum, goalSpansPerSecond))

        let bytes = layouts.reduce(0) { total, list in
            total + MemoryLayout<MathDisplayList>.stride
                + list.glyphs.count * MemoryLayout<MathDisplayList.Glyph>.stride
                + list.rules.count * MemoryLayout<MathDisplayList.Rule>.stride
                + list.breakpoints.count * MemoryLayout<Double>.stride
        }
        let glyphs = layouts.reduce(0) { $0 + $1.glyphs.count }
        print(String(format: "math-layout memory: %.0f bytes a kept layout on average (%.1f glyphs; %d bytes a glyph), %.1f MB for all",
                     Double(bytes) / Double(max(layouts.count, 1)), Double(glyphs) / Double(max(layouts.count, 1)),
                     MemoryLayout<MathDisplayList.Glyph>.stride, Double(bytes) / 1e6))

        // The slowest span, each the best of three so that a stray interruption does not count.
        var slowest = (seconds: 0.0, tex: "")
        for span in spans {
            let best = Stopwatch.fastestProcessorTime(of: 3) { _ = typesetter.layout(tex: span.tex, display: span.isDisplay) }
            if best > slowest.seconds { slowest = (best, span.tex) }
        }
        print(String(format: "math-layout slowest span (%.2f ms, %d bytes): ", slowest.seconds * 1000, slowest.tex.utf8.count)
              + slowest.tex.prefix(120).replacingOccurrences(of: "\n", with: " "))
        if rate < goalSpansPerSecond { print("math-layout: below the goal") }
    }
}
