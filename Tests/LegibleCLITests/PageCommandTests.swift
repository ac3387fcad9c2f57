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

    static let scripted = Array("[x](javascript:alert(1))\n\n<div onclick=\"alert(2)\">d</div>\n\n<script>alert(3)</script>\n".utf8)

    @Test("--unsafe does what its help says: javascript: links and onclick= pass, <script> is escaped only by GitHub's tag filter")
    func unsafe() throws {
        let help = try LegibleCommand.run(["page", "--help"]).standardOutput
        #expect(help.contains("event attributes (onclick=) and javascript: links pass"))
        #expect(!help.contains("scripts still filtered"))
        let gitHub = try LegibleCommand.run(["page", "--unsafe", "--fragment", "-"], input: Self.scripted).standardOutput
        #expect(gitHub.contains("href=\"javascript:alert(1)\""))
        #expect(gitHub.contains("<div onclick=\"alert(2)\">"))
        #expect(gitHub.contains("&lt;script>alert(3)"))
        let commonMark = try LegibleCommand.run(["page", "--unsafe", "--commonmark", "--fragment", "-"], input: Self.scripted).standardOutput
        #expect(commonMark.contains("<script>alert(3)</script>"))
    }

    @Test("without --unsafe none of it passes")
    func safe() throws {
        let output = try LegibleCommand.run(["page", "--fragment", "-"], input: Self.scripted).standardOutput
        #expect(!output.contains("javascript:"))
        #expect(!output.contains("onclick=\""))
        #expect(!output.contains("<script"))
    }
}
