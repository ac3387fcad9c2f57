import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import LegibleRendering
import Testing

/// A complete page: language, title, main landmark, stylesheet.
@Suite("Accessible HTML: pages")
struct PageTests {
    private func page(_ markdown: String, options: AccessibleHTMLOptions = AccessibleHTMLOptions(), title: String? = nil) -> String {
        let model = ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub))
        return AccessibleHTMLRenderer(options: options).page(model, title: title)
    }

    @Test("the front matter's title and language are the page's")
    func frontMatter() {
        let model = ReadingModel(document: MarkdownDocument(parsing: "---\ntitle: Anleitung\nlang: de-CH\n---\n# Start\n", options: .documents))
        let html = AccessibleHTMLRenderer(options: AccessibleHTMLOptions(stylesheet: .none)).page(model)
        #expect(html.contains("<html lang=\"de-CH\">"))
        #expect(html.contains("<title>Anleitung</title>"))
        #expect(html.contains("<article id=\"legible-document-0\" class=\"legible\" lang=\"de-CH\">"))
        #expect(!html.contains("title:"))
    }

    @Test("a page has lang, the first heading as title, and the document in main")
    func structure() {
        let html = page("Intro\n\n## Mean & spread", options: AccessibleHTMLOptions(stylesheet: .none))
        #expect(html == """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Mean &amp; spread</title>
            </head>
            <body class="legible-page">
            <main>
            <article id="legible-document-0" class="legible" lang="en">
            <p id="legible-text-0">Intro</p>
            <h2 id="mean--spread">Mean &amp; spread</h2>
            </article>
            </main>
            </body>
            </html>

            """)
    }

    @Test("without a heading the title is the first words of the text")
    func titleFromText() {
        let model = ReadingModel(document: MarkdownDocument(parsing: "One two three four five six seven eight nine ten eleven twelve thirteen", options: .gitHub))
        #expect(AccessibleHTMLRenderer.title(of: model) == "One two three four five six seven eight nine ten eleven twelve…")
    }

    @Test("the stylesheet is embedded by default, or linked")
    func stylesheet() {
        #expect(page("x").contains("<style>\n/* Legible accessible HTML: the default stylesheet. */"))
        #expect(page("x", options: AccessibleHTMLOptions(stylesheet: .linked("legible.css"))).contains("<link rel=\"stylesheet\" href=\"legible.css\">"))
    }

    @Test("formulas are drawn in a math font in the color of the text around them; a display formula scrolls sideways only; an inline one is a plain inline box on the baseline")
    func mathRules() {
        let css = AccessibleHTMLRenderer.stylesheet
        #expect(css.contains(#".legible math { font-size: 1.1em; font-family: math, "STIX Two Math", "Latin Modern Math", "Cambria Math", serif; }"#))
        #expect(!css.contains("var(--legible-math)"))
        #expect(css.contains(".legible .legible-math-display { overflow: auto hidden; max-width: 100%; padding-block: 0.5em; }"))
        #expect(!css.contains("vertical-align: middle"))
        #expect(!css.contains(".legible-math:not(.legible-math-display)"))
    }

    @Test("a theme that sets formulas apart draws them in its formula color")
    func formulaColor() {
        var theme = Theme.standard
        theme.formulaColor = .math
        #expect(AccessibleHTMLRenderer.stylesheet(theme: theme)
            .contains(".legible math, .legible .legible-math-box, .legible .legible-math-display > svg { color: var(--legible-math); }"))
    }

    @Test("the stylesheet honours dark mode, more contrast and reduced motion")
    func mediaQueries() {
        let css = AccessibleHTMLRenderer.stylesheet
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains("@media (prefers-contrast: more)"))
        #expect(css.contains("@media (prefers-color-scheme: dark) and (prefers-contrast: more)"))
        #expect(css.contains("@media (prefers-reduced-motion: reduce)"))
        #expect(css.contains("--legible-link: #0969DA;"))
        #expect(css.contains("--legible-link: #4493F8;"))
    }
}
