import LegibleMarkdown

/// Where emphasis, strong emphasis, strikethrough or a code span lies in ``ReadingModel/text``.
///
/// These are not elements (a screen reader does not stop on them), but a front end that draws
/// the text needs their ranges; the builder records them while it writes the text, so no front
/// end has to walk the syntax tree again to find them.
package struct InlineStyleSpan: Hashable, Sendable {
    /// ``MarkdownNode/Kind/emphasis``, ``MarkdownNode/Kind/strong``,
    /// ``MarkdownNode/Kind/strikethrough`` or ``MarkdownNode/Kind/code``.
    package let kind: MarkdownNode.Kind
    /// The span's text in UTF-8 bytes.
    package var utf8Range: Range<Int> { Int(utf8Start)..<Int(utf8End) }
    /// The span's text in UTF-16 code units.
    package var utf16Range: Range<Int> { Int(utf16Start)..<Int(utf16End) }

    var utf8Start: Int32
    var utf8End: Int32
    var utf16Start: Int32
    var utf16End: Int32
}

extension ReadingModel {
    /// The inline style spans that start inside `utf8Range` of ``text``, outer spans before the
    /// spans they contain.
    package func inlineStyleSpans(in utf8Range: Range<Int>) -> ArraySlice<InlineStyleSpan> {
        let spans = storage.inlineStyles
        // Spans are recorded in the order they open, so their starts are sorted.
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if Int(spans[middle].utf8Start) < utf8Range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < spans.count, Int(spans[end].utf8Start) < utf8Range.upperBound { end += 1 }
        return spans[low..<end]
    }
}
