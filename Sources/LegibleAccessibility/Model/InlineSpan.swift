import LegibleMarkdown

/// Where an inline construct lies in ``ReadingModel/text``: emphasis, strong emphasis,
/// strikethrough, a code span, superscript or subscript text, a link, an image, a formula or a
/// footnote reference, a soft or hard line break, raw inline HTML, or a warning the model added
/// (what hidden characters were there, where a disguised link goes).
///
/// Spans are not elements (a screen reader does not stop on emphasis), but a front end that
/// draws or writes the text needs them: the styled document takes its styles from them, the
/// accessible page its tags. The builder records them in the one walk of the syntax tree that
/// writes the text, in the order they open, each with how deeply it is nested, so no front end
/// has to walk the syntax tree again.
///
/// Raw HTML's tags are read as what they mean (see ``isReadFromRawHTML``): an `<a href>` is a
/// link span, `<b>` a strong one, `<sup>` and `<sub>` (which Markdown has not) superscript and
/// subscript. Spans always nest, however the author crossed the tags: a style whose tag closes
/// after an outer one's is ended with it and opened again after it (a link, being one element,
/// only ends).
///
/// What the text alone does not show: a soft line break is a space in it and a hard one a line
/// feed (as a line feed decoded from `&#10;` is); raw HTML is a line feed if it is a line break
/// (`<br>`), an image's `alt` if it is an `<img>`, and nothing otherwise, its markup kept for
/// ``AccessibilityElement/rawHTML(of:)``.
package struct InlineSpan: Hashable, Sendable {
    /// What a span is.
    package enum Kind: Hashable, Sendable {
        case emphasis, strong, strikethrough, code, superscript, `subscript`
        case link, image, math, footnoteReference, softBreak, lineBreak, inlineHTML
        /// Words the model added where the text hides or disguises something (`ContentWarning`):
        /// never the author's, and never holding another span.
        case warning
    }

    package let kind: Kind
    /// The span's text in UTF-8 bytes.
    package var utf8Range: Range<Int> { Int(utf8Start)..<Int(utf8End) }
    /// The span's text in UTF-16 code units.
    package var utf16Range: Range<Int> { Int(utf16Start)..<Int(utf16End) }
    /// How many style and link spans hold it. Two spans over the same text (`*[a](b)*` and
    /// `[*a*](b)`), or an empty one where another ends, are told apart by it: a writer closes
    /// what it has open until as many remain as the next span's depth.
    package var depth: Int { Int(nesting) }
    /// Whether it is one of the styles the text is drawn with (emphasis, strong,
    /// strikethrough, code, superscript, subscript).
    package var isStyle: Bool {
        switch kind {
        case .emphasis, .strong, .strikethrough, .code, .superscript, .subscript: true
        default: false
        }
    }
    /// Whether a raw HTML tag made it (a link of `<a href>`, a style of `<b>` or `<kbd>`), rather
    /// than Markdown: a writer that passes raw HTML through writes the author's tags instead, and
    /// such a code span may hold other spans.
    package let isReadFromRawHTML: Bool

    var utf8Start: Int32
    var utf8End: Int32
    var utf16Start: Int32
    var utf16End: Int32
    var nesting: Int32
    /// The record of the text element whose text holds it: an element with no text (a
    /// paragraph of nothing but `<b></b>`) starts where the next one does.
    var owner: Int32
    /// For raw inline HTML, its index in the storage's `inlineHTML`; for a warning, in its
    /// `warnings`; otherwise -1.
    var html: Int32 = -1
}

extension AccessibilityElement {
    /// The inline spans inside a text element's text, in the order they open (outer spans
    /// before the spans they contain), in the same coordinates as ``utf8Range`` (the document's,
    /// for an element of a streamed update).
    package var inlineSpans: [InlineSpan] {
        let spans = storage.inlineSpans
        let record = self.record
        // Spans are recorded in the order they open, so their starts are sorted.
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].utf8Start < record.textStart { low = middle + 1 } else { high = middle }
        }
        var result: [InlineSpan] = []
        var index = low
        while index < spans.count, spans[index].utf8Start <= record.textEnd {
            defer { index += 1 }
            guard spans[index].owner == self.index else { continue }
            var span = spans[index]
            span.utf8Start += base.utf8
            span.utf8End += base.utf8
            span.utf16Start += base.utf16
            span.utf16End += base.utf16
            result.append(span)
        }
        return result
    }

    /// Where the warnings the model added inside a text element's text lie (what hidden
    /// characters were there, where a disguised link goes: `ContentWarning`), in the
    /// coordinates of ``utf8Range``, in order. Each is shown between `⟦` and `⟧`.
    public var warningRanges: [Range<Int>] {
        inlineSpans.filter { $0.kind == .warning }.map(\.utf8Range)
    }

    /// The warnings the model added inside a text element's text, with where each lies (as
    /// ``warningRanges``) and whether it is in code (a code block, or a code span).
    package var contentWarnings: [(utf8Range: Range<Int>, warning: ContentWarning, isInCode: Bool)] {
        var codeSpans: [Range<Int>] = []
        var found: [(utf8Range: Range<Int>, warning: ContentWarning, isInCode: Bool)] = []
        for span in inlineSpans {
            if span.kind == .code { codeSpans.append(span.utf8Range) }
            guard span.kind == .warning, span.html >= 0, Int(span.html) < storage.warnings.count else { continue }
            let isInCode = role == .codeBlock || codeSpans.contains { $0.contains(span.utf8Range.lowerBound) }
            found.append((span.utf8Range, storage.warnings[Int(span.html)], isInCode))
        }
        return found
    }

    /// The markup of a raw inline HTML span of this element's model, as the author wrote it.
    package func rawHTML(of span: InlineSpan) -> String? {
        span.kind == .inlineHTML && span.html >= 0 && Int(span.html) < storage.inlineHTML.count ? storage.inlineHTML[Int(span.html)] : nil
    }

    /// Calls `body` with the UTF-8 bytes of the element's text.
    package func withTextBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let record = self.record
        return storage.withTextBytes(in: Int(record.textStart)..<Int(record.textEnd), body)
    }
}
