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
                if CorpusMathSpans.containsTeX(linear.text) { leaks.append("\(span.file): \(span.tex) -> \(linear.text)") }
            }
        }
        print("linear Unicode: \(spans) spans in \(documents) documents, \(unreadable) unreadable, \(leaks.count) readable with TeX left")
        for leak in leaks.prefix(20) { print("TeX in linear form: \(leak)") }
        #expect(spans > 0)
        #expect(leaks.isEmpty)
    }

    @Test("The markup check finds commands and braced scripts")
    func markupCheck() {
        #expect(CorpusMathSpans.containsTeX(#"a \alpha"#))
        #expect(CorpusMathSpans.containsTeX("x^{2}"))
        #expect(CorpusMathSpans.containsTeX("x_{i}"))
        #expect(!CorpusMathSpans.containsTeX("x^(i+1) ∖ y"))
        #expect(!CorpusMathSpans.containsTeX(#"a \ b"#))
    }
}
