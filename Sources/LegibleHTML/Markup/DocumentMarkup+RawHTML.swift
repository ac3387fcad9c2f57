import LegibleAccessibility
import LegibleMarkdown

/// Safe HTML writes what the reading model reads of raw HTML, never the author's tags: a
/// paragraph or heading read out of an HTML block as its text, with the links the model found in
/// it as links and its styles (`<kbd>` as code) as Legible's markup; an `<a href>` among a
/// paragraph's inlines as the model's link. Unsafe HTML passes the author's HTML through.
extension DocumentMarkup {
    /// A paragraph or heading the model read out of an HTML block.
    mutating func writeRawHTMLBlock(_ element: AccessibilityElement, tag: String) {
        guard let node = element.node else { return }
        if out.options.html.contains(.unsafe) {
            // The block's HTML is written once, with the first element read out of it.
            guard !element.continuesRawHTMLBlock else { return }
            out.raw("<div")
            out.identity(element.id)
            out.raw(" class=\"legible-html-block\">\n")
            out.rawHTML(node)
            out.newline()
            out.raw("</div>\n")
            return
        }
        out.markup("<" + tag)
        out.identity(element.id)
        if element.role == .text { out.raw(" class=\"legible-html-block\"") }
        out.raw(">")
        writeTextWithMarks(of: element)
        out.markup("</" + tag + ">\n")
    }

    /// In unsafe HTML, the raw HTML blocks just before an element's block that the model has no
    /// element for (a script, a comment, a lone `<div>`), as `legible html --unsafe` writes them:
    /// nothing else would write them, as the page is written from the model's elements.
    mutating func writeUnreadRawHTML(before element: AccessibilityElement) {
        guard out.options.html.contains(.unsafe), !element.continuesRawHTMLBlock, let node = element.node, node.kind.isBlock else { return }
        writeUnreadRawHTML(endingAt: node.previousSibling)
    }

    /// In unsafe HTML, the raw HTML blocks the model has no element for at the end of a
    /// container's blocks.
    mutating func writeUnreadRawHTML(endingChildrenOf element: AccessibilityElement) {
        guard out.options.html.contains(.unsafe), let node = element.node else { return }
        writeUnreadRawHTML(endingAt: node.lastChild)
    }

    /// The unread raw HTML blocks that end at `last`, in document order; footnote definitions,
    /// written elsewhere, are passed over.
    private mutating func writeUnreadRawHTML(endingAt last: MarkdownNode?) {
        var unread: [MarkdownNode] = []
        var sibling = last
        while let current = sibling {
            if current.kind == .htmlBlock, !HTMLText.isRead(current) {
                unread.append(current)
            } else if current.kind != .footnoteDefinition {
                break
            }
            sibling = current.previousSibling
        }
        for block in unread.reversed() {
            out.rawHTML(block)
            out.newline()
        }
    }

    /// The element's text with its links and style spans as markup. Marks that overlap without
    /// nesting (a `<b>` that ends inside a link) are closed and opened again around the
    /// boundary, so the markup nests; a link opened again carries no second `id`.
    private mutating func writeTextWithMarks(of element: AccessibilityElement) {
        enum Kind { case link(AccessibilityElement), style(String) }
        let origin = element.utf8Range.lowerBound
        var marks: [(range: Range<Int>, kind: Kind)] = []
        for child in element.children where child.role == .link {
            marks.append(((child.utf8Range.lowerBound - origin)..<(child.utf8Range.upperBound - origin), .link(child)))
        }
        for span in element.inlineStyleSpans {
            marks.append(((span.utf8Range.lowerBound - origin)..<(span.utf8Range.upperBound - origin), .style(Self.tag(of: span.kind))))
        }
        // Outer marks first: by start, the longer first.
        marks.sort { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }
        let text = Array(element.renderedText.utf8)
        let boundaries = Set([0, text.count] + marks.flatMap { [$0.range.lowerBound, $0.range.upperBound] }).sorted()
        var open: [Int] = []
        var identified: Set<Int> = []
        func closeMark(_ index: Int) {
            switch marks[index].kind {
            case .link: out.raw("</a>")
            case .style(let tag): out.markup("</" + tag + ">")
            }
        }
        for (start, end) in zip(boundaries, boundaries.dropFirst()) {
            let active = marks.indices.filter { marks[$0].range.lowerBound <= start && marks[$0].range.upperBound >= end }
            let kept = open.prefix { active.contains($0) }.count
            while open.count > kept { closeMark(open.removeLast()) }
            for index in active where !open.contains(index) {
                switch marks[index].kind {
                case .link(let link):
                    out.raw("<a")
                    if identified.insert(index).inserted { out.identity(link.id) }
                    out.urlAttribute("href", link.link?.destination ?? "", isImage: false)
                    out.raw(">")
                case .style(let tag):
                    out.markup("<" + tag + ">")
                }
                open.append(index)
            }
            out.text(String(decoding: text[start..<end], as: UTF8.self))
        }
        while let index = open.popLast() { closeMark(index) }
    }

    /// An inline HTML tag of a paragraph in safe HTML: the model's link for an `<a href>` and
    /// the style of a style tag, opened here and closed by their end tags, or when the Markdown
    /// inline they were opened in ends (so the markup nests), or at the end of the paragraph;
    /// other tags write nothing.
    mutating func writeInlineHTMLTag(_ node: MarkdownNode) {
        guard let literal = node.literal, let token = HTMLTokenizer.tokens(literal).first else { return }
        switch token.kind {
        case .startTag("a", _):
            guard let link = inlineElements[ElementID(role: .link, sourceOffset: node.sourceOffsets.lowerBound)] else { return }
            closeInlineHTML(upTo: "a")
            out.raw("<a")
            out.identity(link.id)
            out.urlAttribute("href", link.link?.destination ?? "", isImage: false)
            out.raw(">")
            openInlineHTML.append((name: "a", tag: "a", depth: inlineDepth))
        case .startTag(let name, _):
            guard let kind = HTMLText.styleKind(name) else { return }
            let tag = Self.tag(of: kind)
            out.markup("<" + tag + ">")
            openInlineHTML.append((name: name, tag: tag, depth: inlineDepth))
        case .endTag(let name):
            closeInlineHTML(upTo: name)
        default:
            break
        }
    }

    /// Closes the tags inline HTML opened deeper than `depth` of Markdown inlines, innermost first.
    mutating func closeInlineHTML(deeperThan depth: Int) {
        while let last = openInlineHTML.last, last.depth > depth {
            out.markup("</" + last.tag + ">")
            openInlineHTML.removeLast()
        }
    }

    /// Closes the open tags down to and including the innermost `name`, if it was opened in the
    /// Markdown inline being written (as the model closes only those).
    private mutating func closeInlineHTML(upTo name: String) {
        guard openInlineHTML.last(where: { $0.name == name })?.depth == inlineDepth else { return }
        while let last = openInlineHTML.popLast() {
            out.markup("</" + last.tag + ">")
            if last.name == name { return }
        }
    }

    /// The markup of an inline style span.
    static func tag(of kind: InlineStyleSpan.Kind) -> String {
        switch kind {
        case .strong: "strong"
        case .emphasis: "em"
        case .strikethrough: "del"
        case .code: "code"
        case .superscript: "sup"
        case .subscript: "sub"
        }
    }
}
