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

    @Test("a French document's page is in French, its visually hidden text too")
    func frenchPage() throws {
        let page = try LegibleCommand.run(["page", "Examples/answer-fr.md"]).standardOutput
        #expect(page.contains("<html lang=\"fr\""))
        #expect(page.contains("<span class=\"legible-visually-hidden\">code Python, 5 lignes</span>"))
        #expect(page.contains("<span class=\"legible-visually-hidden\">note 1</span>"))
        #expect(page.contains("aria-label=\"Revenir à l’appel de note 1\""))
        #expect(page.contains("aria-label=\"tâche\""))
        #expect(page.contains("class=\"legible-speech\">X suit la loi N calligraphique de, parenthèse gauche"))
        #expect(!page.contains("Python code") && !page.contains(">footnote 1<") && !page.contains("aria-label=\"task\""))
    }

    @Test("page --language writes the page in that language: its lang, and no English word of Legible's in what it hides or labels",
          arguments: ["fr", "es", "it"])
    func pageInLanguage(_ language: String) throws {
        // A document without words of its own, so every word on the page that is not markup is Legible's.
        let document = "# 1\n\n```python\nx = 1\n```\n\n$x^2$[^1] [2](https://example.com)\n\n- [ ] 3\n\n| 4 | 5 |\n|---|---|\n| 6 | 7 |\n\n[^1]: 8\n"
        let page = try LegibleCommand.run(["page", "--language", language], input: Array(document.utf8)).standardOutput
        #expect(page.contains("<html lang=\"\(language)\""))
        let said = try Self.spokenOnly(page)
        #expect(said.count >= 5, "the code block's, the task's, the footnotes' and the formula's words")
        let english = try ReadingCommandTests.tableWords("en")
        let allowed = try ReadingCommandTests.tableWords(language).union(ReadingCommandTests.words(document))
        let added = said.flatMap(ReadingCommandTests.words).filter { english.contains($0) && !allowed.contains($0) }
        #expect(added.isEmpty, "English words on the \(language) page: \(Set(added).sorted())")
    }

    /// What a page says only to assistive technology: its visually hidden text, its labels and
    /// its formulas' spoken form.
    static func spokenOnly(_ page: String) throws -> [String] {
        let patterns = [#"class="legible-visually-hidden">([^<]*)<"#, #"aria-label="([^"]*)""#, #"class="legible-speech">([^<]*)<"#]
        return try patterns.flatMap { pattern in
            page.matches(of: try Regex(pattern)).compactMap { match in match.output[1].substring.map(String.init) }
        }
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
