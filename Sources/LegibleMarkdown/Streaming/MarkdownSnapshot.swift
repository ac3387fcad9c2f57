/// A streamed document at one moment: the same syntax tree a ``MarkdownDocument`` parsed from
/// the text so far would have, held as the segments the stream parsed it in.
///
/// Its top-level ``blocks`` belong to different segments (each with a `document` node of its
/// own as parent); source ranges and offsets are those of the whole text, and footnotes are
/// numbered across the whole document.
public struct MarkdownSnapshot: Sendable {
    /// The syntax the document is parsed with.
    public let options: ParseOptions
    /// Whether the stream was finished: then nothing is still being written.
    public let isComplete: Bool
    /// Whether the stream received more than ``MarkdownDocument/maximumInputSize`` bytes and
    /// the rest was dropped; the snapshot shows the text it kept.
    public let isTruncated: Bool
    /// The finished segments (shared with the stream, not copied) and the tail.
    let finished: [DocumentStorage]
    let tail: DocumentStorage
    let footnoteIndex: FootnoteIndex?

    /// The finished segments, then the tail.
    var segments: [DocumentStorage] { finished + [tail] }

    init(options: ParseOptions, finished: [DocumentStorage], tail: DocumentStorage, footnoteIndex: FootnoteIndex?,
         isComplete: Bool, isTruncated: Bool) {
        self.options = options
        self.isComplete = isComplete
        self.isTruncated = isTruncated
        self.finished = finished
        self.tail = tail
        self.footnoteIndex = footnoteIndex
    }

    /// The identity of the footnote numbering: two snapshots with the same one have the same
    /// footnotes, numbered and referenced alike, with the same definitions.
    package var footnotesIdentity: ObjectIdentifier? { footnoteIndex.map(ObjectIdentifier.init) }

    /// Whether a block is still being written: it is open at the end of the text so far (the
    /// paragraph being typed, the list or table it is in, an unclosed code fence), so later text
    /// may still change it. Everything else is finished and will not change, except that a
    /// link or footnote defined later can still turn text in it into a link.
    public func isOpen(_ node: MarkdownNode) -> Bool {
        guard !isComplete, node.storage === tail else { return false }
        return tail.segmentFacts.openAtEnd.contains(node.index)
    }

    /// How many segments there are: the finished ones and the tail.
    package var segmentCount: Int { finished.count + 1 }

    /// The identity of segment `position` (the tail is the last): a segment that is the same
    /// object in two snapshots has the same blocks.
    package func segmentIdentity(_ position: Int) -> ObjectIdentifier {
        ObjectIdentifier(position < finished.count ? finished[position] : tail)
    }

    /// The number and occurrence of each footnote reference in segment `position`, in order
    /// (zeros for a reference whose footnote is not numbered): all a segment says that depends
    /// on the other segments' footnotes, so a segment kept from an earlier snapshot reads the
    /// same as long as these stay the same.
    package func footnoteNumbers(ofSegment position: Int) -> [Int32] {
        let storage = position < finished.count ? finished[position] : tail
        guard let footnoteIndex else { return [] }
        return storage.segmentFacts.footnoteReferences.flatMap { occurrence -> [Int32] in
            let found = footnoteIndex.reference(NodeReference(storage: storage, index: occurrence.node))
            return [found?.number ?? 0, found?.occurrence ?? 0]
        }
    }

    /// The top-level blocks of segment `position`.
    package func blocks(ofSegment position: Int) -> [MarkdownNode] {
        let storage = position < finished.count ? finished[position] : tail
        return Array(MarkdownNode(storage: storage, index: storage.root, footnoteIndex: footnoteIndex).children)
    }

    /// The whole text the snapshot was parsed from.
    public var text: String {
        String(decoding: segments.flatMap(\.source), as: UTF8.self)
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
        var renderer = HTMLRenderer(options: options, segments: segments, footnoteIndex: footnoteIndex)
        return renderer.render(segments)
    }
}
