import Testing
import LegibleMath
import LegibleTestSupport
import LegibleTestTraits

/// Every math span of the real documents in the shared corpus, written as linear Unicode: no
/// readable formula keeps TeX markup (a command, `^{` or `_{`) in its linear form. A debug
/// build checks every 8th span (the release run in CI checks them all).
@Suite("Corpus: linear Unicode math")
struct CorpusLinearMathTests {
    #if DEBUG
    static let stride = 8
    #else
    static let stride = 1
    #endif

    /// Whether `text` holds TeX markup: a backslash before a letter, `^{` or `_{`.
    static func containsTeX(_ text: String) -> Bool {
        if text.contains("^{") || text.contains("_{") { return true }
        var previous: Character?
        for character in text {
            if previous == "\\", character.isLetter { return true }
            previous = character
        }
        return false
    }

    @Test("No readable corpus formula keeps TeX markup in its linear form", .needsSharedData(SharedData.corpusManifest))
    func noMarkupLeft() throws {
        let spans = try CorpusMathSpans.load()
        #expect(spans.count > 10_000)
        let writer = UnicodeMathWriter()
        var checked = 0
        var unreadable = 0
        var leaks: [String] = []
        for (index, span) in spans.enumerated() where index % Self.stride == 0 {
            let linear = writer.linear(span.tex)
            checked += 1
            guard linear.isReadable else {
                unreadable += 1
                continue
            }
            if Self.containsTeX(linear.text) { leaks.append("\(span.file): \(span.tex) -> \(linear.text)") }
        }
        print("linear Unicode: \(checked) spans, \(unreadable) unreadable, \(leaks.count) readable with TeX left")
        for leak in leaks.prefix(20) { print("TeX in linear form: \(leak)") }
        #expect(leaks.isEmpty)
    }

    @Test("The markup check finds commands and braced scripts")
    func markupCheck() {
        #expect(Self.containsTeX(#"a \alpha"#))
        #expect(Self.containsTeX("x^{2}"))
        #expect(Self.containsTeX("x_{i}"))
        #expect(!Self.containsTeX("x^(i+1) ∖ y"))
        #expect(!Self.containsTeX(#"a \ b"#))
    }
}
