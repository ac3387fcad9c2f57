/// A streamed document at one moment: the same syntax tree a ``MarkdownDocument`` parsed from
/// the text so far would have, held as the segments the stream parsed it in.
///
/// Its top-level ``blocks`` belong to different segments (each with a `document` node of its
/// own as parent); source ranges and offsets are those of the whole text, and footnotes are
/// numbered across the whole document.
///
/// A front end that keeps work per segment (a styled rendering, a reading model) redoes it only
/// for the segments whose ``Segment/id`` is new, because a segment with the same identity in two
/// snapshots has the same blocks; ``segmentPositions(changedSince:)`` finds them without
/// looking at every segment:
///
/// ```swift
/// for position in snapshot.segmentPositions(changedSince: previous) where position < snapshot.segments.count {
///     let segment = snapshot.segments[position]
///     if rendered[position]?.id != segment.id { rendered[position] = (segment.id, render(segment.blocks)) }
/// }
/// ```
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
    /// The stream's changes to its finished segments up to this snapshot.
    let history: SegmentHistory

    /// The finished segments' storages, then the tail's.
    var storages: [DocumentStorage] { finished + [tail] }

    /// The front matter at the start of the stream, as ``MarkdownDocument/frontMatter`` gives it
    /// for the same text, once its closing fence has arrived. (It is always within the first
    /// segment: no segment starts inside what may still become front matter.)
    public var frontMatter: FrontMatter? {
        options.contains(.frontMatter) ? FrontMatter((finished.first ?? tail).sourceBytes) : nil
    }

    init(options: ParseOptions, finished: [DocumentStorage], tail: DocumentStorage, footnoteIndex: FootnoteIndex?,
         history: SegmentHistory, isComplete: Bool, isTruncated: Bool) {
        self.options = options
        self.isComplete = isComplete
        self.isTruncated = isTruncated
        self.finished = finished
        self.tail = tail
        self.footnoteIndex = footnoteIndex
        self.history = history
    }

    /// The identity of an immutable part of a snapshot: a segment, or the footnote numbering.
    /// Two snapshots that share a part give it the same identity.
    public struct Identity: Hashable, Sendable {
        let object: ObjectIdentifier
    }

    /// A run of top-level blocks parsed together. Every segment but the last is finished: text
    /// that arrives later cannot change it, except that a link or footnote defined later can turn
    /// text in it into a link, which gives the segment a new identity. The last segment, the
    /// tail, is parsed again whenever text arrives.
    public struct Segment: Sendable, Identifiable {
        let storage: DocumentStorage
        let footnoteIndex: FootnoteIndex?

        /// The same in two snapshots exactly when the segment's blocks are the same.
        public let id: Identity
        /// Whether later text can no longer change it: true for all but the tail, and for the
        /// tail too once the stream is finished.
        public let isFinished: Bool

        /// Where its text is in the document's source, in UTF-8 bytes.
        public var sourceOffsets: Range<Int> {
            Int(storage.sourceBase)..<(Int(storage.sourceBase) + storage.sourceCount)
        }

        /// Its top-level blocks, in order.
        public var blocks: [MarkdownNode] {
            Array(MarkdownNode(storage: storage, index: storage.root, footnoteIndex: footnoteIndex).children)
        }

        /// Its footnote references, in order, numbered as in this snapshot: all a segment says
        /// that depends on the others, so a segment kept from an earlier snapshot reads the same
        /// as long as its references' ``MarkdownNode/footnoteNumber`` and
        /// ``MarkdownNode/footnoteOccurrence`` stay the same.
        public var footnoteReferences: [MarkdownNode] {
            storage.segmentFacts.footnoteReferences.map { MarkdownNode(storage: storage, index: $0.node, footnoteIndex: footnoteIndex) }
        }
    }

    /// The segments of a snapshot, in order: the finished ones, then the tail. Each is made when
    /// it is read, so reading one costs the same however many there are.
    public struct Segments: RandomAccessCollection, Sendable {
        let finished: [DocumentStorage]
        let tail: DocumentStorage
        let footnoteIndex: FootnoteIndex?
        let isComplete: Bool

        public var startIndex: Int { 0 }
        /// One past the tail: there is always a tail, even an empty one.
        public var endIndex: Int { finished.count + 1 }

        public subscript(position: Int) -> Segment {
            precondition(indices.contains(position), "segment position \(position) out of \(indices)")
            let storage = position < finished.count ? finished[position] : tail
            return Segment(storage: storage, footnoteIndex: footnoteIndex, id: Identity(object: ObjectIdentifier(storage)),
                           isFinished: isComplete || position < finished.count)
        }
    }

    /// The segments, in order: the finished ones, then the tail.
    public var segments: Segments {
        Segments(finished: finished, tail: tail, footnoteIndex: footnoteIndex, isComplete: isComplete)
    }

    /// The positions in ``segments`` whose segment may not be the one `earlier` has there (new,
    /// parsed again, or gone), in increasing order; a segment at any other position is the
    /// same segment, with the same ``Segment/id``.
    ///
    /// For an earlier snapshot of the same stream this takes time proportional to what changed:
    /// the old tail and what follows it, and the rare finished segment parsed again because a
    /// label it used was defined later. Otherwise (another stream, or a later snapshot) it
    /// lists every position of either.
    public func segmentPositions(changedSince earlier: MarkdownSnapshot) -> [Int] {
        let count = finished.count + 1
        let earlierTail = earlier.finished.count
        guard earlier.history.stream === history.stream, earlier.history.revision <= history.revision, earlierTail < count else {
            return Array(0..<max(count, earlierTail + 1))
        }
        let reparsed = Set(history.positionsReparsed(after: earlier.history.revision).filter { $0 < earlierTail })
        return reparsed.sorted() + Array(earlierTail..<count)
    }

    /// How the tail's last block has grown in place, if it is a table or code block the stream
    /// adds lines to without parsing the tail again (see ``GrowingTail``).
    package var tailGrowth: TailGrowth? { tail.grown?.growth }

    /// The node of the tail at an arena index (see ``MarkdownNode/arenaIndex``), carrying the
    /// snapshot's footnote numbering, or `nil` for `noNode`.
    package func tailNode(_ index: Int32) -> MarkdownNode? {
        index < 0 ? nil : MarkdownNode(storage: tail, index: index, footnoteIndex: footnoteIndex)
    }

    /// The identity of the footnote numbering: two snapshots with the same one have the same
    /// footnotes, numbered and referenced alike, with the same definitions. `nil` when nothing
    /// refers to a footnote.
    public var footnoteNumbering: Identity? { footnoteIndex.map { Identity(object: ObjectIdentifier($0)) } }

    /// Whether a block is still being written: it is open at the end of the text so far (the
    /// paragraph being typed, the list or table it is in, an unclosed code fence), so later text
    /// may still change it. Everything else is finished and will not change, except that a
    /// link or footnote defined later can still turn text in it into a link.
    public func isOpen(_ node: MarkdownNode) -> Bool {
        guard !isComplete, node.storage === tail else { return false }
        return tail.segmentFacts.openAtEnd.contains(node.index)
    }

    /// Where the text of a paragraph, heading or table cell still being written stops being
    /// final, as a source offset: the first `[`, backtick, `$`, `<`, `\(`, `\[` or emphasis
    /// delimiter run the parser left unresolved, which later text may still turn into a link,
    /// code, a formula, an autolink or emphasis. Text before it is final; `nil` when all of it is
    /// (or the block is finished).
    ///
    /// ```swift
    /// // "The answer is 42. See [the" — the open bracket may become a link.
    /// snapshot.unsettledOffset(in: paragraph)    // 22
    /// ```
    public func unsettledOffset(in node: MarkdownNode) -> Int? {
        guard isOpen(node), let offset = tail.segmentFacts.unsettledOffsets[node.index] else { return nil }
        return Int(tail.sourceBase + offset)
    }

    /// The whole text the snapshot was parsed from.
    public var text: String {
        String(decoding: storages.flatMap(\.sourceBytes), as: UTF8.self)
    }

    /// The top-level blocks, in order.
    public var blocks: [MarkdownNode] {
        storages.flatMap { storage in
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
    public func html(options: HTMLOptions = [], headingIDPrefix: String = "") -> String {
        let storages = self.storages
        var renderer = HTMLRenderer(options: options, segments: storages, footnoteIndex: footnoteIndex, headingIDPrefix: headingIDPrefix)
        return renderer.render(storages)
    }
}
