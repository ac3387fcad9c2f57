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
        writeAuthorAnchors(of: element)
        writeInlines(of: element)
        out.markup("</" + tag + ">\n")
    }

    /// Where a disclosure group (`<details>`) starts, with its name, or where it ends. Safe HTML
    /// writes them as the model has them, marks: the group's blocks are written one by one
    /// (and a streamed page patches them one by one), so no element of the page can hold them.
    /// Its start is a paragraph with the summary's text, "details" before it for a screen
    /// reader; its end is visually hidden text, "end of details", as a screen reader says
    /// "end of group". Unsafe HTML writes the author's `<details>` and `</details>`.
    mutating func writeDetailsMark(_ element: AccessibilityElement) {
        if out.options.html.contains(.unsafe), let html = element.rawHTML {
            writeRawHTMLBlock(element, html: html, tag: "p")
            return
        }
        if element.role == .endOfDetails {
            out.raw("<p")
            out.identity(element.id)
            out.raw(" class=\"legible-details-end legible-visually-hidden\">")
            out.text(element.label ?? "")
            out.raw("</p>\n")
            return
        }
        out.raw("<p")
        out.identity(element.id)
        out.raw(" class=\"legible-details\">")
        writeAuthorAnchors(of: element)
        out.raw("<span class=\"legible-visually-hidden\">")
        out.text(phrases.text(.details) + (element.utf8Range.isEmpty ? "" : phrases.text(.clauseSeparator)))
        out.raw("</span>")
        writeInlines(of: element)
        out.raw("</p>\n")
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
