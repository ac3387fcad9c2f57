import Foundation
import LegibleAudit
import LegibleMarkdown
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// The audit over every corpus document: it finishes, sees every document the manifest lists, and
/// every finding lies inside its document with a message and a fix.
@Suite("Corpus: every document audited")
struct CorpusAuditTests {
    @Test("every corpus document", .needsSharedData(SharedData.corpusManifest))
    func corpus() throws {
        let files = try SharedData.corpus()
        #expect(files.count == (try SharedData.corpusCount()))
        let auditor = Auditor()
        var total = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            for finding in auditor.audit(markdown: bytes) {
                total += 1
                #expect(finding.range.lowerBound <= finding.range.upperBound && finding.range.upperBound.line <= lineCount,
                        "\(file.lastPathComponent): \(finding.ruleID) at \(finding.range) lies outside the document")
                #expect(!finding.message.isEmpty && !finding.fix.isEmpty)
            }
        }
        print("corpus documents audited: \(files.count), findings: \(total)")
    }
}
