import LegibleMarkdown

/// The text a reader sees of raw HTML: tags are not spoken, their text is kept.
package enum HTMLText {
    /// Elements that start a new line of text: without the break, an HTML table or list reads as
    /// one run-together word ("NameValuea1").
    private static let lineElements: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "div", "dl", "dt", "figcaption",
        "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
        "section", "summary", "table", "tbody", "tfoot", "thead", "tr", "ul",
    ]
    /// Elements whose neighbours are separate words: the cells of a row.
    private static let wordElements: Set<String> = ["td", "th"]

    /// `html` without its tags, comments, processing instructions and the contents of `script`,
    /// `style` and `template`; an `<img>` is its `alt`; block elements and table rows start a
    /// line, table cells are words apart; character references are decoded as the parser decodes
    /// them in Markdown text.
    static func visibleText(_ html: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(html.count)
        func separate(before name: String) {
            let separator = lineElements.contains(name) ? UInt8(ascii: "\n") : wordElements.contains(name) ? UInt8(ascii: " ") : nil
            guard let separator, let last = result.last else { return }
            if last == UInt8(ascii: " ") && separator == UInt8(ascii: "\n") { result[result.count - 1] = separator }
            if last != UInt8(ascii: "\n") && last != UInt8(ascii: " ") { result.append(separator) }
        }
        for token in HTMLTokenizer.tokens(html) {
            switch token.kind {
            case .text:
                result += HTMLTokenizer.decodingReferences(html, token.range)
            case .startTag(let name, let attributes):
                separate(before: name)
                if name == "img", let alt = attributes["alt"] { result += Array(alt.utf8) }
            case .endTag(let name):
                separate(before: name)
            case .comment, .hiddenRaw:
                continue
            }
        }
        return result
    }

    /// Whether an inline HTML span is a `<br>`: a line break as the author wrote it in HTML, read
    /// and shown as one (without it, "x<br>next" reads "xnext").
    package static func isLineBreak(_ node: MarkdownNode) -> Bool {
        guard node.kind == .inlineHTML, let literal = node.literal else { return false }
        guard case .startTag("br", _)? = HTMLTokenizer.tokens(literal).first?.kind else { return false }
        return true
    }
}
