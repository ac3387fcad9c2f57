import LegibleMarkdown
import LegibleTestSupport
import Testing

@Suite("CommonMark 0.31.2 conformance")
struct CommonMarkConformanceTests {
    @Test("every spec example renders byte-identical HTML")
    func specExamples() throws {
        guard let examples = try SharedData.records("data/commonmark/spec-0.31.2.json", as: SpecExample.self) else { return }
        #expect(examples.count == 652)
        let failures = failingExamples(examples) { MarkdownDocument(parsing: $0).html(options: .unsafe) }
        #expect(failures.isEmpty, "\(failures.count) failing examples: \(failures)")
    }
}
