import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// Nothing lost, nothing doubled (``ReadingModelCoverage``) over every corpus document.
@Suite("Corpus: nothing lost, nothing doubled")
struct CorpusCoverageTests {
    @Test("every corpus document", .needsSharedData(SharedData.corpusManifest))
    func corpus() throws {
        let files = try SharedData.corpus()
        var checked = 0
        for file in files {
            let document = MarkdownDocument(parsing: try Data(contentsOf: file), options: .gitHub)
            let model = ReadingModel(document: document)
            let name = file.pathComponents.suffix(3).joined(separator: "/")
            let problems = ReadingModelCoverage.problems(model, document)
            #expect(problems.isEmpty, "\(name): \(problems.prefix(3).joined(separator: "; "))")
            checked += 1
        }
        #expect(checked == (try SharedData.corpusCount()))
    }

    /// Raw HTML whose `<` is followed by a letter outside ASCII, which no tag starts with, or
    /// whose `>` is followed by a combining mark: the reader sees what a browser shows, and the
    /// check must expect the same (fuzzers found the check getting both wrong).
    @Test("raw HTML with non-ASCII after a less-than or a greater-than sign", arguments: [
        "<div>\n<ʛ\u{FFFD}>The above</div>\n", "<div>\n<é>x</é> <b>y</b> <!-- z --> &amp;\n", "<div>\n<\n",
        // A combining mark after `>`: the tag ends at the `>` all the same.
        "  </tr>\n</table>\u{20DB}table>\n", "<div>\n<!-- a -->\u{301} b <!-- c --\u{301}> d -->\n",
    ])
    func nonASCIITagLikeText(markdown: String) {
        for options in [ParseOptions.commonMark, .gitHub] {
            let document = MarkdownDocument(parsing: Array(markdown.utf8), options: options)
            let problems = ReadingModelCoverage.problems(ReadingModel(document: document), document)
            #expect(problems.isEmpty, "\(problems)")
        }
        let document = MarkdownDocument(parsing: Array("<div>\n<é>x</é>\n".utf8), options: .commonMark)
        // `</` starts an end tag or, before a non-letter, a bogus comment: hidden either way.
        #expect(String(String.UnicodeScalarView(ReadingModelCoverage.visibleCharacters(of: document))) == "<é>x")
    }
}
