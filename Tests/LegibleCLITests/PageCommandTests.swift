import Foundation
import Testing

@Suite("legible page")
struct PageCommandTests {
    @Test("the page is titled by the document's first heading")
    func titleFromHeading() throws {
        let result = try LegibleCommand.run(["page", "Examples/travel-guide.md"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("<title>Three Days in Lisbon</title>"))
    }

    @Test("a document with no text (only link definitions) is titled by its file's name")
    func titleFromFileName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("references-only.md")
        try Data("[a]: https://example.com\n".utf8).write(to: file)
        let result = try LegibleCommand.run(["page", file.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("<title>references-only</title>"))
    }
}
