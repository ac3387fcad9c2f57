import LegibleMarkdown
import LegibleTestSupport
import LegibleTestTraits
import Testing

@Suite("CommonMark 0.31.2 conformance")
struct CommonMarkConformanceTests {
    @Test("every spec example renders byte-identical HTML", .needsSharedData("data/commonmark/spec-0.31.2.json"))
    func specExamples() throws {
        let examples = try SharedData.records("data/commonmark/spec-0.31.2.json", as: SpecExample.self)
        #expect(examples.count == 652)
        let failures = failingExamples(examples) { MarkdownDocument(parsing: $0).html(options: .unsafe) }
        #expect(failures.isEmpty, "\(failures.count) failing examples: \(failures)")
    }
}
