import LegibleAccessibility
import LegibleMarkdown

/// A selection as HTML, for the pasteboard's rich text: pasted into Mail, Notes or a word
/// processor it keeps its headings, lists, quotes, emphasis, links, code and tables.
extension StyledDocument {
    /// The HTML fragment of a UTF-16 range of ``text``: each block the range touches, cut to the
    /// range, in the containers it sits in (lists, items, quotes, footnotes), with its inline
    /// styles and links. A formula is its linear Unicode form (`x² + 1`, readable wherever it is
    /// pasted) titled with its TeX; an image is an `<img>` with its description as `alt`.
    ///
    /// ```swift
    /// let styled = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "# Hi\n\n- See *this*.")))
    /// styled.copiedHTML(utf16Range: 0..<styled.utf16Count)
    /// // <h1>Hi</h1><ul><li><p>See <em>this</em>.</p></li></ul>
    /// ```
    public func copiedHTML(utf16Range range: Range<Int>) -> String {
        let clamped = clampedUTF16Range(range)
        var html = ""
        var open: [BlockContainer] = []
        for block in blocks where block.utf16Range.overlaps(clamped) || (block.utf16Range.isEmpty && clamped.contains(block.utf16Range.lowerBound)) {
            let shared = zip(open, block.nesting).prefix { $0.id == $1.id }.count
            for container in open[shared...].reversed() { html += Self.closingTag(of: container) }
            for container in block.nesting[shared...] { html += Self.openingTag(of: container) }
            open = Array(block.nesting)
            html += blockHTML(block, within: clamped)
        }
        for container in open.reversed() { html += Self.closingTag(of: container) }
        return html
    }

    private func blockHTML(_ block: StyledBlock, within range: Range<Int>) -> String {
        let part = max(block.utf16Range.lowerBound, range.lowerBound)..<min(block.utf16Range.upperBound, range.upperBound)
        switch block.content {
        case .paragraph:
            return "<p>" + inlineHTML(block, within: part) + "</p>"
        case .heading(let level):
            return "<h\(level)>" + inlineHTML(block, within: part) + "</h\(level)>"
        case .code(let code):
            let language = code.languageIdentifier.map { " class=\"language-\(Self.escaped($0))\"" } ?? ""
            return "<pre><code\(language)>" + Self.escaped(String(substring(utf16Range: part))) + "</code></pre>"
        case .table(let grid):
            var rows = ""
            for row in grid.rows {
                let cells = row.cells.filter { $0.utf16Range.overlaps(part) || ($0.utf16Range.isEmpty && part.contains($0.utf16Range.lowerBound)) }
                guard !cells.isEmpty else { continue }
                let tag = row.isHeader ? "th" : "td"
                rows += "<tr>" + cells.map { cell in
                    let inside = max(cell.utf16Range.lowerBound, part.lowerBound)..<min(cell.utf16Range.upperBound, part.upperBound)
                    return "<\(tag)>" + inlineHTML(block, within: inside) + "</\(tag)>"
                }.joined() + "</tr>"
            }
            return "<table>" + rows + "</table>"
        case .math(let math):
            return "<p>" + Self.mathHTML(math) + "</p>"
        case .image(let image):
            return "<p>" + Self.imageHTML(image) + "</p>"
        case .thematicBreak:
            return "<hr>"
        case .emptyContainer:
            return ""
        }
    }

    /// The runs of `block` within `range`, each with its styles and link.
    private func inlineHTML(_ block: StyledBlock, within range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        var html = ""
        for run in block.runs where run.utf16Range.overlaps(range) {
            let part = max(run.utf16Range.lowerBound, range.lowerBound)..<min(run.utf16Range.upperBound, range.upperBound)
            let attributes = run.attributes
            var content: String
            switch attributes.attachment {
            case .image(let image)?: content = Self.imageHTML(image)
            case .math(let math)?: content = Self.mathHTML(math)
            case nil: content = Self.escaped(String(substring(utf16Range: part)))
            }
            // Innermost first, so the link ends up outermost, as the Markdown writes it.
            if attributes.inline.contains(.code) { content = "<code>" + content + "</code>" }
            if attributes.inline.contains(.superscript) { content = "<sup>" + content + "</sup>" }
            if attributes.inline.contains(.subscript) { content = "<sub>" + content + "</sub>" }
            if attributes.inline.contains(.strikethrough) { content = "<del>" + content + "</del>" }
            if attributes.inline.contains(.emphasis) { content = "<em>" + content + "</em>" }
            if attributes.inline.contains(.strong) { content = "<strong>" + content + "</strong>" }
            if attributes.footnoteReference != nil { content = "<sup>" + content + "</sup>" }
            if let link = attributes.link { content = "<a href=\"\(HTMLEscaping.escapedURL(link.destination))\">" + content + "</a>" }
            html += content
        }
        return html
    }

    private static func openingTag(of container: BlockContainer) -> String {
        switch container.kind {
        case .blockQuote: "<blockquote>"
        case .list(let kind, _, _): kind == .ordered ? "<ol>" : "<ul>"
        case .listItem(let marker):
            if case .task = marker.kind { "<li>" + escaped(marker.text) + " " } else { "<li>" }
        case .footnotes: "<section><hr>"
        case .footnote(let number): "<div><sup>\(number)</sup> "
        }
    }

    private static func closingTag(of container: BlockContainer) -> String {
        switch container.kind {
        case .blockQuote: "</blockquote>"
        case .list(let kind, _, _): kind == .ordered ? "</ol>" : "</ul>"
        case .listItem: "</li>"
        case .footnotes: "</section>"
        case .footnote: "</div>"
        }
    }

    private static func mathHTML(_ math: MathAttachment) -> String {
        "<span title=\"\(escaped(math.tex))\">" + escaped(math.linearForm) + "</span>"
    }

    private static func imageHTML(_ image: ImageAttachment) -> String {
        "<img src=\"\(HTMLEscaping.escapedURL(image.source))\" alt=\"\(escaped(image.description))\">"
    }

    /// Text safe in HTML content and in a double-quoted attribute, escaped as every HTML
    /// writer of the package escapes it.
    private static func escaped(_ text: String) -> String {
        HTMLEscaping.escaped(text)
    }
}
