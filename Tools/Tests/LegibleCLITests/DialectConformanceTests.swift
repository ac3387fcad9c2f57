import Foundation
import LegibleMarkdown
import LegibleTestSupport
import Testing

/// `--gfm` and `--commonmark` render their specs exactly; the default, `--documents`, reads what
/// GitHub and documentation sites add outside them (front matter, alerts, `{#id}`).
@Suite("legible html: each dialect flag is its spec")
struct DialectConformanceTests {
    struct Example: Decodable {
        let example: Int
        let markdown: String
        let html: String
        let extensions: [String]?
        let disabled: Bool?
    }

    static func html(_ flags: [String], _ markdown: String) throws -> String {
        try LegibleCommand.run(["html", "--unsafe"] + flags, input: Array(markdown.utf8)).standardOutput
    }

    @Test("--commonmark: all 652 CommonMark 0.31.2 examples", .enabled(if: SharedData.isAvailable("data/commonmark/spec-0.31.2.json")))
    func commonMark() throws {
        let examples = try SharedData.records("data/commonmark/spec-0.31.2.json", as: Example.self)
        #expect(examples.count == 652)
        let failures = try examples.filter { try Self.html(["--commonmark"], $0.markdown) != $0.html }.map(\.example)
        #expect(failures.isEmpty, "\(failures)")
    }

    /// The GFM spec's examples were written for cmark-gfm run with the extensions each names; the
    /// tool, like GitHub, has them all on. An example may differ only where an extension it does
    /// not name (bare-URL autolinks, the tag filter) changes it, and then the tool's HTML is the
    /// library's with that extension on.
    @Test("--gfm: the 670 enabled GFM spec examples, every difference one of an extension the example does not name",
          .enabled(if: SharedData.isAvailable("data/gfm/spec-0.29.0.gfm.13.json")))
    func gitHub() throws {
        let examples = try SharedData.records("data/gfm/spec-0.29.0.gfm.13.json", as: Example.self).filter { $0.disabled != true }
        #expect(examples.count == 670)
        var differing: [Int] = []
        for example in examples {
            let output = try Self.html(["--gfm"], example.markdown)
            guard output != example.html else { continue }
            differing.append(example.example)
            let named = Set(example.extensions ?? [])
            #expect(!named.contains("autolink") || !named.contains("tagfilter"), "example \(example.example) names both and differs")
            let allOn = MarkdownDocument(parsing: example.markdown, options: .gitHub).html(options: [.gitHub, .unsafe])
            #expect(output == allOn, "example \(example.example)")
        }
        // Fewer than one in twenty: the autolink and tag filter examples that name neither.
        #expect(differing.count < 34, "\(differing)")
    }

    @Test("front matter and {#id} are read only by --documents (the default); --gfm shows them as GitHub does")
    func documentsOnly() throws {
        let frontMatter = "---\nFoo\n---\n"
        #expect(try Self.html(["--gfm"], frontMatter) == "<hr />\n<h2>Foo</h2>\n")
        #expect(try Self.html([], frontMatter) == "")
        #expect(try Self.html(["--documents"], frontMatter) == "")
        let headingID = "## Setup {#install}\n"
        #expect(try Self.html(["--gfm"], headingID) == "<h2>Setup {#install}</h2>\n")
        #expect(try Self.html([], headingID) == "<h2>Setup</h2>\n")
    }
}
