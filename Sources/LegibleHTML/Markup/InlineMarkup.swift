import LegibleAccessibility
import LegibleMarkdown

extension DocumentMarkup {
    /// Writes the inline content of a text element (paragraph, heading, table cell, or text read
    /// out of an HTML block): its text, emphasis, code spans, struck-through, superscript and
    /// subscript text, line breaks and raw HTML as the options allow, and the links, images,
    /// formulas and footnote references in it, each named as the reading model names it.
    ///
    /// Everything comes from the model: its text and its ``InlineSpan``s, which open in
    /// document order and say how deeply each is nested, so the tags nest as the Markdown did
    /// (`*[a](b)*` and `[*a*](b)` cover the same text); the k-th link, image, formula or
    /// footnote reference span is the k-th of those elements below the text element. The links
    /// and styles the model read out of raw HTML are written as Legible's markup in safe HTML;
    /// unsafe HTML writes the author's tags instead.
    mutating func writeInlines(of element: AccessibilityElement) {
        let origin = element.utf8Range.lowerBound
        var inline: [AccessibilityElement] = []
        var pending: [AccessibilityElement] = element.children.reversed()
        while let child = pending.popLast() {
            inline.append(child)
            pending += child.children.reversed()
        }
        element.withTextBytes { text in
            var writer = InlineWriter(text: text, origin: origin, inline: inline, warnings: element.warningRanges)
            for span in element.inlineSpans { writer.write(span, of: element, to: &self) }
            writer.finish(to: &self)
        }
    }

    /// Writes a text element's spans in order, and its text between them.
    private struct InlineWriter {
        let text: UnsafeBufferPointer<UInt8>
        /// Where the element's text starts in the spans' coordinates.
        let origin: Int
        /// The link, image, formula and footnote reference elements below it, in document order.
        let inline: [AccessibilityElement]
        /// How far the text is written, from the element's start.
        var position = 0
        /// The next of `inline`.
        var nextInline = 0
        /// The open style and link spans, innermost last (in unsafe HTML, those read out of raw
        /// HTML too, though not written, as they count in the depth of the spans inside them).
        var open: [InlineSpan] = []
        /// A link written whole (a URL named as the model names it): the spans inside it are
        /// skipped, as its text is.
        var skipping: InlineSpan?
        /// Where the model's warnings are, in the spans' coordinates: a URL with one (where it
        /// really goes) is written as its text is, the warning in its span.
        let warnings: [Range<Int>]

        init(text: UnsafeBufferPointer<UInt8>, origin: Int, inline: [AccessibilityElement], warnings: [Range<Int>]) {
            self.text = text
            self.origin = origin
            self.inline = inline
            self.warnings = warnings
        }

        mutating func write(_ span: InlineSpan, of element: AccessibilityElement, to markup: inout DocumentMarkup) {
            let takesElement = span.kind == .link || span.kind == .image || span.kind == .math || span.kind == .footnoteReference
            if let link = skipping {
                if span.depth > link.depth {
                    if takesElement { nextInline += 1 }
                    return
                }
                skipping = nil
            }
            // What is open and does not hold this span ends before it.
            while open.count > span.depth { close(to: &markup) }
            let start = span.utf8Range.lowerBound - origin
            let end = span.utf8Range.upperBound - origin
            writeText(upTo: start, to: &markup)
            let inlineElement = takesElement && nextInline < inline.count ? inline[nextInline] : nil
            if takesElement { nextInline += 1 }
            if Self.isUnwritten(span, by: markup) {
                open.append(span)
                return
            }
            if let tag = Self.tag(of: span) {
                // A style holds the spans inside it (a code span, the warnings in its code).
                markup.out.markup("<" + tag + ">")
                open.append(span)
                return
            }
            switch span.kind {
            case .link:
                markup.writeLinkStart(inlineElement)
                // A URL with a warning after it (where it really goes) is named without it; the
                // warning is written after it, in its span.
                let warning = warnings.first { span.utf8Range.contains($0.lowerBound) }.map { ($0.lowerBound - origin)..<($0.upperBound - origin) }
                let urlEnd = warning?.lowerBound ?? end
                let opening = ContentWarning.opening.utf8.count
                let spokenWarning = warning.map { String(decoding: text[($0.lowerBound + opening)..<($0.upperBound - ContentWarning.closing.utf8.count)], as: UTF8.self) }
                if let inlineElement, markup.writeURLText(inlineElement, shown: String(decoding: text[start..<urlEnd], as: UTF8.self), warning: spokenWarning) {
                    position = urlEnd
                    if warning == nil {
                        markup.out.raw("</a>")
                        skipping = span
                    } else {
                        open.append(span)
                    }
                } else {
                    open.append(span)
                }
            case .warning:
                markup.writeWarning(UnsafeBufferPointer(rebasing: text[start..<end]))
                position = end
            case .softBreak:
                markup.out.raw("\n")
                position = end
            case .lineBreak:
                markup.out.raw("<br>\n")
                position = end
            case .inlineHTML where !markup.out.options.html.contains(.unsafe):
                // Safe HTML shows what a reader hears of raw HTML: a <br> is still a line break,
                // an <img> its alt.
                if end - start == 1 && text[start] == UInt8(ascii: "\n") {
                    markup.out.raw("<br>")
                    position = end
                } else {
                    writeText(upTo: end, to: &markup)
                }
            case .inlineHTML:
                if var html = element.rawHTML(of: span) { html.withUTF8 { markup.out.rawHTML($0) } }
                position = end
            case .image:
                if let inlineElement { markup.writeImage(inlineElement) }
                position = end
            case .math:
                if let inlineElement { markup.writeMath(inlineElement, display: false) }
                position = end
            case .footnoteReference:
                if let inlineElement {
                    markup.writeFootnoteReference(inlineElement)
                } else {
                    writeText(upTo: end, to: &markup)
                }
                position = end
            default:
                break
            }
        }

        /// Closes what is still open and writes the rest of the text.
        mutating func finish(to markup: inout DocumentMarkup) {
            while !open.isEmpty { close(to: &markup) }
            writeText(upTo: text.count, to: &markup)
        }

        /// Writes the text up to where the innermost open span ends, and its closing tag.
        private mutating func close(to markup: inout DocumentMarkup) {
            guard let span = open.popLast() else { return }
            writeText(upTo: span.utf8Range.upperBound - origin, to: &markup)
            if Self.isUnwritten(span, by: markup) { return }
            if span.kind == .link {
                markup.out.raw("</a>")
            } else if let tag = Self.tag(of: span) {
                markup.out.markup("</" + tag + ">")
            }
        }

        /// Whether a span read out of raw HTML writes no tags: in unsafe HTML the author's tags,
        /// written as raw HTML spans, stand for it, and safe HTML leaves out a style over no
        /// text (`<b></b>`). It still counts in the depth of the spans inside it.
        private static func isUnwritten(_ span: InlineSpan, by markup: DocumentMarkup) -> Bool {
            span.isReadFromRawHTML && (markup.out.options.html.contains(.unsafe) || (span.isStyle && span.utf8Range.isEmpty))
        }

        /// The element a style span is written as.
        private static func tag(of span: InlineSpan) -> String? {
            switch span.kind {
            case .emphasis: "em"
            case .strong: "strong"
            case .strikethrough: "del"
            case .code: "code"
            case .superscript: "sup"
            case .subscript: "sub"
            default: nil
            }
        }

        private mutating func writeText(upTo end: Int, to markup: inout DocumentMarkup) {
            guard end > position else { return }
            markup.out.text(bytes: UnsafeBufferPointer(rebasing: text[position..<end]))
            position = end
        }
    }

    /// `<a href>`, with a title if it has one.
    fileprivate mutating func writeLinkStart(_ element: AccessibilityElement?) {
        let facts = element?.link
        out.raw("<a")
        if let element { out.identity(element.id) }
        let destination = facts?.destination ?? ""
        out.urlAttribute("href", pageDestination(of: destination) ?? destination, isImage: false)
        if let title = facts?.title { out.attribute("title", title) }
        out.raw(">")
    }

    /// A bare URL or autolink is named as the model says it (host and path), not spelled out:
    /// the parts of the URL the model leaves out (`https://`, `www.`, a query) stay visible but
    /// are hidden from the accessibility tree, so the name is the rest, which a voice-control user
    /// reads on screen (WCAG 2.5.3). A URL whose name is not a part of it (percent-encoded) shows
    /// its name.
    /// A URL followed by a warning of the model (`warning`, as said) is named without it.
    /// Returns true when it wrote the link's text, `shown`.
    fileprivate mutating func writeURLText(_ element: AccessibilityElement, shown: String, warning: String?) -> Bool {
        guard let style = element.link?.style, style == .bareURL || style == .autolink, var label = element.label else { return false }
        // The label ends with the warning, said: the URL's name is what comes before.
        if let warning, label.hasSuffix(" " + warning) { label = String(label.dropLast(warning.count + 1)) }
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

    /// A warning the model added (what hidden characters were there, where a disguised link
    /// goes): `<span class="legible-warning">`, drawn to stand out from the author's words.
    mutating func writeWarning(_ text: UnsafeBufferPointer<UInt8>) {
        out.raw("<span class=\"legible-warning\">")
        out.text(bytes: text)
        out.raw("</span>")
    }

    /// An image the options' ``AccessibleHTMLOptions/images`` policy lets load: `<img>` with the
    /// author's alt text, or the name the model makes from the file name, and a class saying the
    /// author gave none (``ImageFacts/lacksDescription``). Any other is shown by its words in its
    /// place, so that the page contacts no host the policy did not allow: a
    /// `<span class="legible-image-placeholder" role="img">` named as the model names the image
    /// (what a screen reader says of an image, loaded or not), showing the model's placeholder
    /// ("chart (image from example.com, not loaded)"), which says where it would come from.
    fileprivate mutating func writeImage(_ element: AccessibilityElement) {
        let facts = element.image
        guard case .load = out.options.images.decision(for: facts?.source ?? "") else {
            out.raw("<span class=\"legible-image-placeholder\" role=\"img\"")
            out.identity(element.id)
            out.attribute("aria-label", element.label ?? "")
            out.raw(">")
            out.text(facts?.placeholder ?? element.label ?? "")
            out.raw("</span>")
            return
        }
        out.raw("<img")
        out.identity(element.id)
        out.urlAttribute("src", facts?.source ?? "", isImage: true)
        out.attribute("alt", element.label ?? "")
        if let title = facts?.title { out.attribute("title", title) }
        if facts?.lacksDescription == true { out.raw(" class=\"legible-undescribed\" data-lacks-description=\"\"") }
        out.raw(">")
    }

    /// A footnote reference: its number, linked to the footnote, named "footnote 1".
    fileprivate mutating func writeFootnoteReference(_ element: AccessibilityElement) {
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
