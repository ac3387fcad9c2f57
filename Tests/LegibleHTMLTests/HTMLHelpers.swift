import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown

/// The accessible HTML fragment of GitHub Markdown, written with `options`.
func accessibleHTML(_ markdown: String, options: AccessibleHTMLOptions = AccessibleHTMLOptions(), language: String = "en") -> String {
    let model = ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub), phrases: PhraseTable.named(language) ?? .english)
    return AccessibleHTMLRenderer(options: options).fragment(model)
}

/// The HTML between `<article …>\n` and `</article>\n`: what the document's blocks became.
func body(_ markdown: String, options: AccessibleHTMLOptions = AccessibleHTMLOptions()) -> String {
    let html = accessibleHTML(markdown, options: options)
    guard let start = html.range(of: ">\n"), let end = html.range(of: "</article>\n", options: .backwards) else { return html }
    return String(html[start.upperBound..<end.lowerBound])
}
