import LegibleMarkdown
import LegibleTestSupport
import Testing

/// The GitHub preset (with footnotes and math on) against cmark-gfm 0.29.0.gfm.13's spec and
/// extension tests.
@Suite("GitHub Flavored Markdown conformance")
struct GitHubConformanceTests {
    private func render(_ markdown: String) -> String {
        MarkdownDocument(parsing: markdown, options: .gitHub).html(options: [.gitHub, .unsafe])
    }

    /// The spec's examples were written for cmark-gfm run with exactly the extensions each one
    /// names. Two extensions change core examples that name none: extended autolinks link the
    /// bare URLs of the CommonMark autolink examples (619 expects `http://example.com` as text,
    /// 628 expects the same construct linked), and the tag filter rewrites the `<script>` and
    /// `<style>` HTML blocks (140 to 147) that example 652 must filter. So those two follow each
    /// example's list; everything else in the preset (tables, strikethrough, task lists,
    /// footnotes, math) is on for every example, and the HTML has GitHub's form.
    private func specRender(_ example: SpecExample) -> (String) -> String {
        var parse = ParseOptions.gitHub
        var html: HTMLOptions = [.gitHub, .unsafe]
        let named = Set(example.extensions ?? [])
        if !named.contains("autolink") { parse.remove(.autolinks) }
        if !named.contains("tagfilter") { html.remove(.tagFilter) }
        return { MarkdownDocument(parsing: $0, options: parse).html(options: html) }
    }

    @Test("every enabled GFM spec example renders byte-identical HTML")
    func specExamples() throws {
        guard let examples = try SharedData.records("data/gfm/spec-0.29.0.gfm.13.json", as: SpecExample.self) else { return }
        let enabled = examples.filter { $0.disabled != true }
        #expect(enabled.count == 670)
        var failures: [Int] = []
        for example in enabled {
            failures += failingExamples([example], render: specRender(example))
        }
        #expect(failures.isEmpty, "\(failures.count) failing examples: \(failures)")
    }

    @Test("all 30 extension tests (tables, strikethrough, autolinks, tag filter, footnotes, task lists)")
    func extensionTests() throws {
        guard let examples = try SharedData.records("data/gfm/extensions.json", as: SpecExample.self) else { return }
        #expect(examples.count == 30)
        // One test only checks that odd input does not crash; its expected HTML is "<IGNORE>".
        let checked = examples.filter { !$0.html.hasPrefix("<IGNORE>") }
        for example in examples where example.html.hasPrefix("<IGNORE>") { _ = render(example.markdown) }
        let failures = failingExamples(checked, render: render)
        #expect(failures.isEmpty, "\(failures.count) failing examples: \(failures)")
    }

    @Test("all 26 regression tests (extended autolinks and the tag filter as each names them, like the spec)")
    func regressionTests() throws {
        guard let examples = try SharedData.records("data/gfm/regression.json", as: SpecExample.self) else { return }
        #expect(examples.count == 26)
        var failures: [Int] = []
        for example in examples {
            failures += failingExamples([example], render: specRender(example))
        }
        #expect(failures.isEmpty, "\(failures.count) failing examples: \(failures)")
    }
}
