import Testing
import LegibleMath
import LegibleTestSupport
import LegibleTestTraits

/// Every math span (`$…$`, `$$…$$`, math blocks, as the GitHub preset finds them) of every
/// Markdown document in the shared corpus, written as linear Unicode: no readable formula keeps
/// TeX markup (a command, `^{` or `_{`) in its linear form. A debug build checks every 8th
/// document (the release run in CI checks them all).
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
        let files = try SharedData.corpus()
        #expect(files.count == (try SharedData.corpusCount()))
        let writer = UnicodeMathWriter()
        var documents = 0
        var spans = 0
        var unreadable = 0
        var leaks: [String] = []
        for (index, file) in files.enumerated() where index % Self.stride == 0 && file.pathExtension == "md" {
            documents += 1
            for span in try CorpusMathSpans.spans(in: file) {
                spans += 1
                let linear = writer.linear(span.tex)
                guard linear.isReadable else {
                    unreadable += 1
                    continue
                }
                if Self.containsTeX(linear.text) { leaks.append("\(span.file): \(span.tex) -> \(linear.text)") }
            }
        }
        print("linear Unicode: \(spans) spans in \(documents) documents, \(unreadable) unreadable, \(leaks.count) readable with TeX left")
        for leak in leaks.prefix(20) { print("TeX in linear form: \(leak)") }
        #expect(spans > 0)
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
