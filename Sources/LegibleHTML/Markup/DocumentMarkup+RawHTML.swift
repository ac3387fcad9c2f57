import LegibleAccessibility

/// Safe HTML writes what the reading model reads of raw HTML, never the author's tags: a
/// paragraph or heading read out of an HTML block as its text, with the links and styles the
/// model found in it (`<kbd>` as code) as Legible's markup, written from its spans as a
/// paragraph's are. Unsafe HTML passes the author's HTML through.
extension DocumentMarkup {
    /// A paragraph or heading the model read out of an HTML block, whose HTML is `html`.
    mutating func writeRawHTMLBlock(_ element: AccessibilityElement, html: String, tag: String) {
        if out.options.html.contains(.unsafe) {
            // The block's HTML is written once, with the first element read out of it.
            guard !element.continuesRawHTMLBlock else { return }
            out.raw("<div")
            out.identity(element.id)
            out.raw(" class=\"legible-html-block\">\n")
            var bytes = html
            bytes.withUTF8 { out.rawHTML($0) }
            out.newline()
            out.raw("</div>\n")
            return
        }
        out.markup("<" + tag)
        out.identity(element.id)
        if element.role == .text { out.raw(" class=\"legible-html-block\"") }
        out.raw(">")
        writeInlines(of: element)
        out.markup("</" + tag + ">\n")
    }

    /// In unsafe HTML, the raw HTML blocks just before an element's block that the model has no
    /// element for (a script, a comment, a lone `<div>`), as `legible html --unsafe` writes them:
    /// nothing else would write them, as the page is written from the model's elements.
    mutating func writeUnreadRawHTML(before element: AccessibilityElement) {
        guard out.options.html.contains(.unsafe) else { return }
        writeUnreadRawHTML(element.unreadRawHTMLBefore)
    }

    /// In unsafe HTML, the raw HTML blocks the model has no element for at the end of a
    /// container's blocks.
    mutating func writeUnreadRawHTML(endingChildrenOf element: AccessibilityElement) {
        guard out.options.html.contains(.unsafe) else { return }
        writeUnreadRawHTML(element.unreadRawHTMLAtEnd)
    }

    private mutating func writeUnreadRawHTML(_ blocks: [String]) {
        for block in blocks {
            var bytes = block
            bytes.withUTF8 { out.rawHTML($0) }
            out.newline()
        }
    }
}
