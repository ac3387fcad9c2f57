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
}
