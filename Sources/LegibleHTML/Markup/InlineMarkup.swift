import LegibleAccessibility
import LegibleMarkdown

extension DocumentMarkup {
    /// Writes the inline content of a text element (paragraph, heading, table cell): its text,
    /// emphasis, code spans and struck-through text, and the links, images, formulas and
    /// footnote references in it, each named as the reading model names it.
    ///
    /// The walk follows the syntax tree's inlines, which nest properly, so the tags do too; what
    /// each inline element says comes from its element in the model.
    mutating func writeInlines(of element: AccessibilityElement) {
        guard let leaf = element.node else { return }
        inlineElements.removeAll(keepingCapacity: true)
        var pending = element.children
        while let child = pending.popLast() {
            inlineElements[child.id] = child
            pending += child.children
        }
        // An inline whose content is written by its own markup (an image's alt text, a
        // formula's TeX): its children are skipped until the walk leaves it.
        var skipping: MarkdownNode?
        for event in leaf.walk() {
            switch event {
            case .enter(let node):
                guard skipping == nil, node != leaf else { continue }
                if enter(node) { skipping = node }
            case .exit(let node):
                if let skipped = skipping {
                    if skipped == node { skipping = nil }
                    continue
                }
                guard node != leaf else { continue }
                exit(node)
            }
        }
        closeInlineHTML(deeperThan: -1)
    }

    /// Opens an inline; returns true when its children are written by it already.
    private mutating func enter(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .text:
            node.withLiteralBytes { out.text(bytes: $0) }
        case .softBreak:
            out.raw("\n")
        case .lineBreak:
            out.raw("<br>\n")
        case .code:
            out.raw("<code>")
            node.withLiteralBytes { out.text(bytes: $0) }
            out.raw("</code>")
        case .emphasis:
            inlineDepth += 1
            out.raw("<em>")
        case .strong:
            inlineDepth += 1
            out.raw("<strong>")
        case .strikethrough:
            inlineDepth += 1
            out.raw("<del>")
        case .inlineHTML where !out.options.html.contains(.unsafe) && HTMLText.isLineBreak(node):
            // Safe HTML shows what a reader hears of raw HTML: a <br> is still a line break.
            out.raw("<br>")
        case .inlineHTML where out.options.html.contains(.unsafe):
            out.rawHTML(node)
        case .inlineHTML:
            writeInlineHTMLTag(node)
        case .link:
            writeLinkStart(node)
            if writeURLText(node) {
                out.raw("</a>")
                return true
            }
            inlineDepth += 1
        case .image:
            writeImage(node)
            return true
        case .math:
            if let element = inlineElement(.math, node) {
                writeMath(element, display: false)
            }
            return true
        case .footnoteReference:
            writeFootnoteReference(node)
            return true
        default:
            break
        }
        return false
    }

    /// The model's element for an inline node of the text element being written.
    private func inlineElement(_ role: AccessibilityRole, _ node: MarkdownNode) -> AccessibilityElement? {
        inlineElements[ElementID(role: role, sourceOffset: node.sourceOffsets.lowerBound)]
    }

    private mutating func exit(_ node: MarkdownNode) {
        if [.emphasis, .strong, .strikethrough, .link].contains(node.kind) {
            inlineDepth -= 1
            closeInlineHTML(deeperThan: inlineDepth)
        }
        switch node.kind {
        case .emphasis: out.raw("</em>")
        case .strong: out.raw("</strong>")
        case .strikethrough: out.raw("</del>")
        case .link: out.raw("</a>")
        default: break
        }
    }

    /// `<a href>`, with a title if it has one.
    private mutating func writeLinkStart(_ node: MarkdownNode) {
        let element = inlineElement(.link, node)
        out.raw("<a")
        if let element { out.identity(element.id) }
        out.urlAttribute("href", node.destination ?? "", isImage: false)
        if let title = node.title { out.attribute("title", title) }
        out.raw(">")
    }

    /// A bare URL or autolink is named as the model says it (host and path), not spelled out:
    /// the parts of the URL the model leaves out (`https://`, `www.`, a query) stay visible but
    /// are hidden from the accessibility tree, so the name is the rest, which a voice-control user
    /// reads on screen (WCAG 2.5.3). A URL whose name is not a part of it (percent-encoded) shows
    /// its name.
    /// Returns true when it wrote the link's text.
    private mutating func writeURLText(_ node: MarkdownNode) -> Bool {
        guard node.linkStyle == .bareURL || node.linkStyle == .autolink,
              let label = inlineElement(.link, node)?.label else { return false }
        let shown = node.plainText
        guard label != shown else { return false }
        guard let range = shown.range(of: label) else {
            out.text(label)
            return true
        }
        if range.lowerBound > shown.startIndex {
            out.raw("<span aria-hidden=\"true\">")
            out.text(String(shown[..<range.lowerBound]))
            out.raw("</span>")
        }
        out.text(label)
        if range.upperBound < shown.endIndex {
            out.raw("<span aria-hidden=\"true\">")
            out.text(String(shown[range.upperBound...]))
            out.raw("</span>")
        }
        return true
    }

    /// `<img>` with the author's alt text, or the name the model makes from the file name, and
    /// a class saying the author gave none (``ImageFacts/lacksDescription``).
    private mutating func writeImage(_ node: MarkdownNode) {
        let element = inlineElement(.image, node)
        let facts = element?.image
        out.raw("<img")
        if let element { out.identity(element.id) }
        out.urlAttribute("src", node.destination ?? "", isImage: true)
        out.attribute("alt", element?.label ?? "")
        if let title = node.title { out.attribute("title", title) }
        if facts?.lacksDescription == true { out.raw(" class=\"legible-undescribed\" data-lacks-description=\"\"") }
        out.raw(">")
    }

    /// A footnote reference: its number, linked to the footnote, named "footnote 1".
    private mutating func writeFootnoteReference(_ node: MarkdownNode) {
        guard let element = inlineElement(.footnoteReference, node) else {
            node.withLiteralBytes { out.text(bytes: $0) }
            return
        }
        out.raw("<sup class=\"legible-footnote-reference\"><a")
        out.identity(element.id)
        if let target = element.actions.first(where: { $0.kind == .goToFootnote })?.target {
            out.raw(" href=\"#")
            out.markup(out.htmlID(target))
            out.raw("\"")
        }
        out.attribute("aria-label", element.label ?? "")
        out.raw(">")
        out.text(String(element.footnote?.number ?? 0))
        out.raw("</a></sup>")
    }
}
