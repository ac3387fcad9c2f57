/// A Markdown document that grows as text arrives, as a language model's answer does: after every
/// ``append(_:)-(String)`` its ``snapshot()`` is exactly what parsing all the text so far would
/// give, yet only the part that can still change is parsed again.
///
/// ```swift
/// let stream = StreamingMarkdownDocument(options: .gitHub)
/// for token in tokens {
///     stream.append(token)
///     render(stream.snapshot())
/// }
/// stream.finish()
/// ```
///
/// How it stays cheap: after a complete line where only the document itself is open, nothing
/// before that line can change, whatever follows (a paragraph that could become a setext
/// heading, take a lazy line or loosen its list is still open). The text before the last such
/// line is kept as finished *segments*, each parsed once; the rest, the *tail*, is parsed again
/// on every append. The one thing that reaches across segments is a definition: a link
/// reference or footnote defined after it is used. Each segment remembers the labels it looked
/// up, and when the tail's definition of one of them appears, changes or goes away, exactly
/// those segments are parsed again. The other is the limit on what references to definitions
/// may add (the larger of 100,000 bytes and the length of the text before the reference; see the
/// README's limits), which counts from the start of the document: a segment
/// parsed again that adds more or less makes the segments after it parse again only if their
/// references are that close to the limit, which ordinary text never is.
///
/// Bytes may be cut anywhere, even inside a character: an incomplete character at the end
/// waits for the rest of its bytes (and becomes U+FFFD if ``finish()`` finds it incomplete).
///
/// Like a ``MarkdownDocument``, a stream holds at most ``MarkdownDocument/maximumInputSize``
/// bytes: text past that is dropped and ``isTruncated`` is set, and its snapshots say so too.
public final class StreamingMarkdownDocument {
    /// A run of the text parsed on its own.
    struct Segment {
        var start: Int
        var end: Int
        var lineBase: Int32
        var storage: DocumentStorage
    }

    /// The syntax the document is parsed with.
    public let options: ParseOptions
    /// The text so far, made valid UTF-8 with no NUL.
    private var text: [UInt8] = []
    /// The bytes of a character whose remaining bytes have not arrived.
    private var pending: [UInt8] = []
    private var startChecked = false
    /// Whether ``finish()`` has been called; the document then takes no more text.
    public private(set) var isFinished = false
    /// Whether text arrived beyond ``MarkdownDocument/maximumInputSize`` bytes and was dropped;
    /// the document then takes no more text.
    public private(set) var isTruncated = false

    private var finished: [Segment] = []
    /// The finished segments' storages, kept apart so a snapshot shares them without copying.
    private var finishedStorages: [DocumentStorage] = []
    /// How many finished segments hold footnote references (the snapshot numbers footnotes
    /// only when there are any).
    private var finishedWithFootnotes = 0
    private var tail: Segment
    /// What the references of the finished segments added, in all.
    private var finishedReferenceExpansion = 0
    /// Link definitions and footnote labels of the finished segments (first wins).
    private var finishedLinkDefinitions = ReferenceMap()
    private var finishedFootnoteLabels: Set<String> = []
    /// For each label, the finished segments whose links or footnote references looked it up.
    private var segmentsLookingUp: [String: Set<Int>] = [:]
    /// For each link label, the finished segments that define it, in order. A segment's own
    /// definitions never change: they are blocks, found without looking anything up.
    private var segmentsDefining: [String: [Int]] = [:]
    /// Counts changes to the finished segments, so that what is worked out from them can be
    /// kept until they change.
    private var finishedGeneration = 0
    /// The footnote numbering of the finished segments, with the generation it was made for.
    private var footnoteIndexCache: (index: FootnoteIndex, generation: Int)?

    /// An empty document that will be parsed with `options`.
    public init(options: ParseOptions = .gitHub) {
        self.options = options
        var parser = MarkdownParser(options: options, segment: SegmentContext())
        tail = Segment(start: 0, end: 0, lineBase: 0, storage: parser.parse([]))
    }

    /// Appends text; the snapshot then shows the document as parsed from all text so far.
    /// Ignored once the document is finished.
    public func append(_ newText: String) {
        append(Array(newText.utf8))
    }

    /// Appends bytes, which may end inside a character; invalid UTF-8 and NUL become U+FFFD.
    public func append(_ bytes: some Sequence<UInt8>) {
        guard !isFinished && !isTruncated else { return }
        var incoming = pending
        incoming.append(contentsOf: bytes)
        let room = MarkdownDocument.maximumInputSize - text.count + InputSanitizer.truncationSlack
        if incoming.count > room { incoming.removeSubrange(room...) }
        let complete = InputSanitizer.completePrefixLength(incoming)
        pending = Array(incoming[complete...])
        add(Array(incoming[..<complete]))
    }

    /// Marks the end of the text: an incomplete character at the end becomes U+FFFD.
    public func finish() {
        guard !isFinished else { return }
        let rest = pending
        pending = []
        add(rest)
        isFinished = true
    }

    /// The document as parsed from all text so far, as an immutable value.
    public func snapshot() -> MarkdownSnapshot {
        MarkdownSnapshot(options: options, finished: finishedStorages, tail: tail.storage, footnoteIndex: footnoteIndex(),
                         isComplete: isFinished, isTruncated: isTruncated)
    }

    /// The footnote numbering across segments, if any segment refers to a footnote. Numbering
    /// looks at every segment, so it is kept while the finished segments stay the same and
    /// the tail has no footnotes of its own: then the tail cannot change it.
    private func footnoteIndex() -> FootnoteIndex? {
        let tailFacts = tail.storage.segmentFacts
        let tailHasFootnotes = !tailFacts.footnoteReferences.isEmpty || !tailFacts.footnoteDefinitions.isEmpty
        guard finishedWithFootnotes > 0 || !tailFacts.footnoteReferences.isEmpty else { return nil }
        if !tailHasFootnotes, let cached = footnoteIndexCache, cached.generation == finishedGeneration { return cached.index }
        let index = FootnoteIndex(segments: finishedStorages + [tail.storage])
        footnoteIndexCache = tailHasFootnotes ? nil : (index, finishedGeneration)
        return index
    }

    /// The text so far (a character still missing bytes is not included).
    public var textSoFar: String { String(decoding: text, as: UTF8.self) }

    /// How many bytes of text are parsed.
    public var byteCount: Int { text.count }

    /// How many of the bytes appended last wait for the rest of their character: the snapshot
    /// is the parse of everything appended except these.
    public var pendingByteCount: Int { pending.count }

    // MARK: Parsing

    private func add(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        var bytes = bytes
        if !startChecked {
            // A byte order mark is only one at the very start.
            if bytes.count < 3 && [0xEF, 0xBB, 0xBF].starts(with: bytes) {
                pending = bytes + pending
                return
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            startChecked = true
        }
        var sanitized = InputSanitizer.sanitizeFragment(bytes)
        if InputSanitizer.truncate(&sanitized, to: MarkdownDocument.maximumInputSize - text.count) {
            isTruncated = true
            pending = []
        }
        text.append(contentsOf: sanitized)
        reparseTail()
    }

    private func reparseTail() {
        let before = DefinitionsView(finishedLinks: finishedLinkDefinitions, finishedFootnotes: finishedFootnoteLabels,
                                     changing: [tail.storage.segmentFacts])
        var parsed = parseTail()
        var changing: [SegmentFacts] = []
        // Blocks before the last checkpoint are final: they become a finished segment.
        if let checkpoint = parsed.segmentFacts.checkpoints.last {
            let absolute = tail.start + Int(checkpoint)
            let lines = Int32(parsed.lineStarts.firstIndex(of: checkpoint) ?? 0)
            let (links, finishedLinks) = (parsed.segmentFacts.linkDefinitions, finishedLinkDefinitions)
            let tailFootnotes = Set(parsed.segmentFacts.footnoteDefinitions.map(\.label))
            let finishedFootnotes = finishedFootnoteLabels
            let context = SegmentContext(earlierLinkDefinition: { finishedLinks.definition(for: $0) },
                                         laterLinkDefinition: { links.definition(for: $0) },
                                         definesFootnoteElsewhere: { finishedFootnotes.contains($0) || tailFootnotes.contains($0) },
                                         referenceExpansionBefore: finishedReferenceExpansion,
                                         sourceBase: Int32(tail.start), lineBase: tail.lineBase)
            let segment = parse(tail.start..<absolute, context)
            finish(Segment(start: tail.start, end: absolute, lineBase: tail.lineBase, storage: segment))
            changing.append(segment.segmentFacts)
            tail.start = absolute
            tail.lineBase += lines
            parsed = parseTail()
        }
        tail.end = text.count
        tail.storage = parsed
        let after = DefinitionsView(finishedLinks: finishedLinkDefinitions, finishedFootnotes: finishedFootnoteLabels,
                                    changing: changing + [tail.storage.segmentFacts])
        reparseSegmentsAffected(by: before.changedLabels(comparedWith: after))
    }

    /// Parses the tail: from its start to the end of the text, after every finished segment.
    private func parseTail() -> DocumentStorage {
        let (finishedLinks, finishedFootnotes) = (finishedLinkDefinitions, finishedFootnoteLabels)
        let context = SegmentContext(earlierLinkDefinition: { finishedLinks.definition(for: $0) },
                                     definesFootnoteElsewhere: { finishedFootnotes.contains($0) },
                                     referenceExpansionBefore: finishedReferenceExpansion,
                                     sourceBase: Int32(tail.start), lineBase: tail.lineBase)
        return parse(tail.start..<text.count, context)
    }

    private func finish(_ segment: Segment) {
        let index = finished.count
        finishedGeneration += 1
        finished.append(segment)
        finishedStorages.append(segment.storage)
        finishedReferenceExpansion += segment.storage.segmentFacts.referenceExpansion.added
        if !segment.storage.segmentFacts.footnoteReferences.isEmpty { finishedWithFootnotes += 1 }
        finishedLinkDefinitions.addMissing(from: segment.storage.segmentFacts.linkDefinitions)
        for label in segment.storage.segmentFacts.linkDefinitions.all.keys { segmentsDefining[label, default: []].append(index) }
        finishedFootnoteLabels.formUnion(segment.storage.segmentFacts.footnoteDefinitions.map(\.label))
        for label in segment.storage.segmentFacts.lookedUpLabels { segmentsLookingUp[label, default: []].insert(index) }
    }

    /// Parses again, in order, the finished segments that looked up a label whose definition
    /// appeared, changed or went away, then those after them whose references now fall on the
    /// other side of the expansion limit.
    private func reparseSegmentsAffected(by changed: Set<String>) {
        guard !changed.isEmpty else { return }
        let affected = changed.reduce(into: Set<Int>()) { $0.formUnion(segmentsLookingUp[$1] ?? []) }
        guard let first = affected.min() else { return }
        var expansion = finished[first].storage.segmentFacts.referenceExpansion.before
        for index in first..<finished.count {
            let facts = finished[index].storage.segmentFacts.referenceExpansion
            if affected.contains(index) || !facts.decidesAlike(startingAt: expansion) {
                reparseFinished(index, referenceExpansionBefore: expansion)
            }
            expansion += finished[index].storage.segmentFacts.referenceExpansion.added
        }
        finishedReferenceExpansion = expansion
        if !tail.storage.segmentFacts.referenceExpansion.decidesAlike(startingAt: expansion) {
            tail.storage = parseTail()
        }
    }

    /// Parses a finished segment again, with what the references before it added.
    private func reparseFinished(_ index: Int, referenceExpansionBefore: Int) {
        let (finished, segmentsDefining) = (self.finished, self.segmentsDefining)
        let tailFacts = tail.storage.segmentFacts
        let tailFootnotes = Set(tailFacts.footnoteDefinitions.map(\.label))
        let finishedFootnotes = finishedFootnoteLabels
        func definition(_ label: String, inSegment position: Int) -> ReferenceMap.Definition? {
            finished[position].storage.segmentFacts.linkDefinitions.definition(for: label)
        }
        let context = SegmentContext(
            earlierLinkDefinition: { label in
                segmentsDefining[label]?.first.flatMap { $0 < index ? definition(label, inSegment: $0) : nil }
            },
            laterLinkDefinition: { label in
                if let later = segmentsDefining[label]?.first(where: { $0 > index }) { return definition(label, inSegment: later) }
                return tailFacts.linkDefinitions.definition(for: label)
            },
            definesFootnoteElsewhere: { finishedFootnotes.contains($0) || tailFootnotes.contains($0) },
            referenceExpansionBefore: referenceExpansionBefore,
            sourceBase: Int32(finished[index].start), lineBase: finished[index].lineBase)
        let segment = finished[index]
        let old = segment.storage.segmentFacts.lookedUpLabels
        let storage = parse(segment.start..<segment.end, context)
        if !segment.storage.segmentFacts.footnoteReferences.isEmpty { finishedWithFootnotes -= 1 }
        if !storage.segmentFacts.footnoteReferences.isEmpty { finishedWithFootnotes += 1 }
        self.finished[index].storage = storage
        finishedStorages[index] = storage
        finishedGeneration += 1
        for label in old { segmentsLookingUp[label]?.remove(index) }
        for label in storage.segmentFacts.lookedUpLabels { segmentsLookingUp[label, default: []].insert(index) }
    }

    /// What the whole document defines for the labels defined where definitions can have
    /// changed: the tail, and a segment finished from it in this append (its definitions may
    /// have arrived together with the blank line that finished it, unseen in the tail before).
    /// Each label's first definition in document order, and which footnote labels are defined.
    private struct DefinitionsView {
        let finishedLinks: ReferenceMap
        let finishedFootnotes: Set<String>
        let changing: [SegmentFacts]

        func link(_ label: String) -> ReferenceMap.Definition? {
            if let definition = finishedLinks.definition(for: label) { return definition }
            return changing.lazy.compactMap { $0.linkDefinitions.definition(for: label) }.first
        }

        func definesFootnote(_ label: String) -> Bool {
            finishedFootnotes.contains(label) || changing.contains { $0.footnoteDefinitions.contains { $0.label == label } }
        }

        /// The labels whose definition differs between the two views; only labels defined
        /// where definitions can have changed can differ, since finished segments keep theirs.
        func changedLabels(comparedWith other: DefinitionsView) -> Set<String> {
            let facts = changing + other.changing
            let links = facts.reduce(into: Set<String>()) { $0.formUnion($1.linkDefinitions.all.keys) }
            let footnotes = facts.reduce(into: Set<String>()) { $0.formUnion($1.footnoteDefinitions.map(\.label)) }
            return links.filter { link($0) != other.link($0) }
                .union(footnotes.filter { definesFootnote($0) != other.definesFootnote($0) })
        }
    }

    private func parse(_ range: Range<Int>, _ context: SegmentContext) -> DocumentStorage {
        var parser = MarkdownParser(options: options, segment: context)
        return parser.parse(Array(text[range]))
    }
}
