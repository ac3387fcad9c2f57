// Serve Markdown as an accessible web page: headings, lists, tables and code named as the
// reading model names them, formulas as MathML beside their spoken form.
import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown

let markdown = "# Compound interest\n\nThe balance is $A = P(1 + r/n)^{nt}$."
let model = ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub))
let page = AccessibleHTMLRenderer().page(model)     // or .fragment(model), to embed in your page
print(page)
