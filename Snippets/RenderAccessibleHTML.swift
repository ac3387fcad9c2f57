// Render a reading model as accessible HTML: a whole page, or a fragment to embed in a page of
// your own with the default stylesheet.
import LegibleHTML
// snippet.hide
import LegibleAccessibility
import LegibleMarkdown

let answer = "## Compound interest\n\nThe balance is $A = P(1 + r/n)^{nt}$.\n"
// snippet.show

let model = ReadingModel(document: MarkdownDocument(parsing: answer, options: .gitHub))
let renderer = AccessibleHTMLRenderer()
let page = renderer.page(model)              // <!DOCTYPE html>, lang, <title>, main, the default stylesheet
let fragment = renderer.fragment(model)      // <article class="legible" lang="en">…</article>, to embed
let stylesheet = AccessibleHTMLRenderer.stylesheet
// snippet.hide
print(page.count, fragment, stylesheet.count)
// snippet.show
