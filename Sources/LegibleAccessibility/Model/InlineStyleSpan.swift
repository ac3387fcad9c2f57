import LegibleMarkdown

/// Where emphasis, strong emphasis, strikethrough, a code span, or superscript or subscript
/// text (which only raw HTML's `<sup>` and `<sub>` make) lies in ``ReadingModel/text``.
///
/// These are not elements (a screen reader does not stop on them), but a front end that draws
/// the text needs their ranges; the builder records them while it writes the text, so no front
/// end has to walk the syntax tree again to find them.
package struct InlineStyleSpan: Hashable, Sendable {
    /// What a span shows its text as.
    package enum Kind: Hashable, Sendable {
        case emphasis, strong, strikethrough, code, superscript, `subscript`
    }

    package let kind: Kind
    /// The span's text in UTF-8 bytes.
    package var utf8Range: Range<Int> { Int(utf8Start)..<Int(utf8End) }
    /// The span's text in UTF-16 code units.
    package var utf16Range: Range<Int> { Int(utf16Start)..<Int(utf16End) }

    var utf8Start: Int32
    var utf8End: Int32
    var utf16Start: Int32
    var utf16End: Int32
}

extension AccessibilityElement {
    /// The inline style spans inside a text element's text, outer spans before the spans they
    /// contain, in the same coordinates as ``utf8Range`` (the document's, for an element of a
    /// streamed update).
    package var inlineStyleSpans: [InlineStyleSpan] {
        let spans = storage.inlineStyles
        let record = self.record
        // Spans are recorded in the order they open, so their starts are sorted.
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].utf8Start < record.textStart { low = middle + 1 } else { high = middle }
        }
        var result: [InlineStyleSpan] = []
        var index = low
        while index < spans.count, spans[index].utf8Start < record.textEnd {
            var span = spans[index]
            span.utf8Start += base.utf8
            span.utf8End += base.utf8
            span.utf16Start += base.utf16
            span.utf16End += base.utf16
            result.append(span)
            index += 1
        }
        return result
    }
}
