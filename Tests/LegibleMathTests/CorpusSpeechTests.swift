import Testing
import LegibleMath
import LegibleTestSupport

/// Every math span of the real documents in the shared corpus (Dive into Deep Learning and the
/// OI-wiki math pages) is spoken in both styles without a crash, and no speech contains TeX
/// markup: a backslash or a brace would mean a command or group was read out raw.
@Suite("Corpus math spans")
struct CorpusSpeechTests {
    @Test("Every corpus span is spoken, with no backslash or brace in the speech")
    func everySpanIsSpoken() throws {
        guard let spans = try CorpusMathSpans.load() else { return }
        #expect(spans.count > 10_000)
        var slowest: (duration: Duration, tex: String) = (.zero, "")
        var leaks: [String] = []
        let clock = ContinuousClock()
        for span in spans {
            for style in MathSpeechStyle.allStyles {
                let speaker = MathSpeaker(style: style)
                var speech = MathSpeech?.none
                let duration = clock.measure { speech = speaker.speak(span.tex) }
                if duration > slowest.duration { slowest = (duration, span.tex) }
                let text = speech?.text ?? ""
                if text.contains(where: { $0 == "\\" || $0 == "{" || $0 == "}" }) {
                    leaks.append("\(span.file) [\(style)]: \(span.tex) -> \(text)")
                }
            }
        }
        print("corpus spans spoken: \(spans.count) in each of \(MathSpeechStyle.allStyles.count) styles")
        print("slowest span (\(slowest.duration)): \(slowest.tex.prefix(200))")
        for leak in leaks.prefix(20) { print("markup in speech: \(leak)") }
        #expect(leaks.isEmpty)
    }

    @Test("The scanner finds each kind of delimiter and skips code")
    func scannerFindsSpans() {
        let markdown = """
        Inline $a+b$ and \\(c\\), display $$x^2$$ and \\[y\\].
        Not math: `$code$`, an escaped \\$5, and

        ```
        $fenced$
        ```
        """
        #expect(CorpusMathSpans.scan(markdown) == ["a+b", "c", "x^2", "y"])
    }
}
