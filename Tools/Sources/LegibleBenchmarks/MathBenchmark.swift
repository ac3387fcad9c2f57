import Foundation
import LegibleMath
import LegibleTestSupport

/// Speaks every math span of the shared corpus in each style, several passes, and reports spans
/// per second and the slowest span.
///
///     swift run -c release LegibleBenchmarks math [passes]
enum MathBenchmark {
    static func run(_ arguments: [String]) throws {
        let passes = arguments.first.flatMap(Int.init) ?? 5
        let spans = try CorpusMathSpans.load()
        let texts = spans.map(\.tex)
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        print("math: \(texts.count) spans (\(bytes) bytes of TeX) from \(CorpusMathSpans.directories.joined(separator: ", "))")
        let clock = ContinuousClock()
        var totalSpans = 0
        var totalTime = Duration.zero
        for style in MathSpeechStyle.allStyles {
            let speaker = MathSpeaker(style: style)
            var words = 0
            // One warm-up pass, then the measured ones.
            for tex in texts { words &+= speaker.speak(tex).segments.count }
            let elapsed = clock.measure {
                for _ in 0..<passes {
                    for tex in texts { words &+= speaker.speak(tex).segments.count }
                }
            }
            let count = texts.count * passes
            totalSpans += count
            totalTime += elapsed
            print("math \(style): \(rate(count, elapsed)) spans/s (\(count) spans in \(seconds(elapsed)) s; checksum \(words))")
        }
        print("math total: \(rate(totalSpans, totalTime)) spans/s")
        // The slowest span: each span's best of three, so that a stray interruption does not count.
        var slowest: (Duration, String) = (.zero, "")
        let speaker = MathSpeaker()
        for tex in texts {
            var best = Duration.seconds(1)
            for _ in 0..<3 { best = min(best, clock.measure { _ = speaker.speak(tex) }) }
            if best > slowest.0 { slowest = (best, tex) }
        }
        print("math slowest span (clearspeak, \(seconds(slowest.0) * 1000) ms, \(slowest.1.utf8.count) bytes): \(slowest.1.prefix(120))")
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func rate(_ count: Int, _ duration: Duration) -> Int {
        Int(Double(count) / max(seconds(duration), 1e-9))
    }
}
