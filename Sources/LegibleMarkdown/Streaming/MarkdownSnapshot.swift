/// A streamed document at one moment: the same syntax tree a ``MarkdownDocument`` parsed from
/// the text so far would have, held as the segments the stream parsed it in.
///
/// Its top-level ``blocks`` belong to different segments (each with a `document` node of its
/// own as parent); source ranges and offsets are those of the whole text, and footnotes are
/// numbered across the whole document.
public struct MarkdownSnapshot: Sendable {
    /// The syntax the document is parsed with.
    public let options: ParseOptions
    let segments: [DocumentStorage]
    let footnoteIndex: FootnoteIndex?

    init(options: ParseOptions, segments: [DocumentStorage]) {
        self.options = options
        self.segments = segments
        let hasFootnotes = segments.contains { !$0.segmentFacts.footnoteReferences.isEmpty }
        footnoteIndex = hasFootnotes ? FootnoteIndex(segments: segments) : nil
    }

    /// The top-level blocks, in order.
    public var blocks: [MarkdownNode] {
        segments.flatMap { storage in
            MarkdownNode(storage: storage, index: storage.root, footnoteIndex: footnoteIndex).children
        }
    }

    /// The referenced footnote definitions, in the order of their numbers.
    public var footnotes: [MarkdownNode] {
        (footnoteIndex?.footnotes ?? []).map {
            MarkdownNode(storage: $0.definition.storage, index: $0.definition.index, footnoteIndex: footnoteIndex)
        }
    }

    /// Renders the document as HTML, exactly as a ``MarkdownDocument`` of the same text would.
    public func html(options: HTMLOptions = []) -> String {
        var renderer = HTMLRenderer(parseOptions: self.options, htmlOptions: options, segments: segments, footnoteIndex: footnoteIndex)
        return renderer.render(segments)
    }
}
