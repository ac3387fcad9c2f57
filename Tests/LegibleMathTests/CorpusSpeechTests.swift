import Testing
import LegibleMath
import LegibleTestSupport
import LegibleTestTraits

/// Every math span of the real documents in the shared corpus (Dive into Deep Learning and the
/// OI-wiki math pages) is spoken in both styles without a crash, and no speech contains TeX
/// markup: a backslash or a brace would mean a command or group was read out raw.
@Suite("Corpus math spans")
struct CorpusSpeechTests {
    @Test("Every corpus span is spoken, with no backslash or brace in the speech", .needsSharedData(SharedData.corpusManifest))
    func everySpanIsSpoken() throws {
        let spans = try CorpusMathSpans.load()
        #expect(spans.count > 10_000)
        var candidates: [(duration: Duration, tex: String)] = []
        var leaks: [String] = []
        let clock = ContinuousClock()
        // The first call builds the symbol and wording tables; keep that out of the timings.
        for style in MathSpeechStyle.allStyles { _ = MathSpeaker(style: style).speak("x") }
        for span in spans {
            for style in MathSpeechStyle.allStyles {
                let speaker = MathSpeaker(style: style)
                var speech = MathSpeech?.none
                let duration = clock.measure { speech = speaker.speak(span.tex) }
                if candidates.count < 10 || duration > candidates[candidates.count - 1].duration {
                    candidates.append((duration, span.tex))
                    candidates.sort { $0.duration > $1.duration }
                    if candidates.count > 10 { candidates.removeLast() }
                }
                let text = speech?.text ?? ""
                if text.contains(where: { $0 == "\\" || $0 == "{" || $0 == "}" }) {
                    leaks.append("\(span.file) [\(style)]: \(span.tex) -> \(text)")
                }
            }
        }
        // A single timing can be an interruption: the slowest span is the one whose best of five
        // runs is longest, among the ten slowest single runs.
        let slowest = candidates.map { candidate in
            (duration: (0..<5).map { _ in clock.measure { _ = MathSpeaker().speak(candidate.tex) } }.min()!, tex: candidate.tex)
        }.max { $0.duration < $1.duration }!
        print("corpus spans spoken: \(spans.count) in each of \(MathSpeechStyle.allStyles.count) styles")
        let shown = slowest.tex.split(whereSeparator: \.isNewline).joined(separator: " ").prefix(200)
        print("slowest span (\(slowest.duration), \(slowest.tex.utf8.count) bytes): \(shown)")
        for leak in leaks.prefix(20) { print("markup in speech: \(leak)") }
        #expect(leaks.isEmpty)
    }
}
