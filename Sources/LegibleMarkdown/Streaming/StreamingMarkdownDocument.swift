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
    /// The text so far, made valid UTF-8 with no NUL. Trees of a growing tail view it in place
    /// (see ``GrowingTail``), so it is only ever appended to.
    private let text = AppendOnlyBuffer<UInt8>(capacity: 4096)
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
    /// The changes to the finished segments, counted so that what is worked out from them can
    /// be kept until they change, and listed so that a snapshot can say which segments changed.
    private var history = SegmentHistory()
    /// The footnote numbering of the finished segments, with the revision it was made for.
    private var footnoteIndexCache: (index: FootnoteIndex, revision: Int)?
    /// The tail's last block growing in place, while it does (see ``GrowingTail``).
    private var growing: GrowingTail?
    /// Where a block that could not grow in place starts in the text.
    private var refusedGrowth: Int?

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
                         history: history, isComplete: isFinished, isTruncated: isTruncated)
    }

    /// The footnote numbering across segments, if any segment refers to a footnote. Numbering
    /// looks at every segment, so it is kept while the finished segments stay the same and
    /// the tail has no footnotes of its own: then the tail cannot change it.
    private func footnoteIndex() -> FootnoteIndex? {
        let tailFacts = tail.storage.segmentFacts
        let tailHasFootnotes = !tailFacts.footnoteReferences.isEmpty || !tailFacts.footnoteDefinitions.isEmpty
        guard finishedWithFootnotes > 0 || !tailFacts.footnoteReferences.isEmpty else { return nil }
        if !tailHasFootnotes, let cached = footnoteIndexCache, cached.revision == history.revision { return cached.index }
        let index = FootnoteIndex(segments: finishedStorages + [tail.storage])
        footnoteIndexCache = tailHasFootnotes ? nil : (index, history.revision)
        return index
    }

    /// The text so far (a character still missing bytes is not included).
    public var textSoFar: String { String(decoding: text.view, as: UTF8.self) }

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
        if let growing {
            switch growing.extend(text: text, end: text.count, surroundings: surroundings) {
            case .grown(let storage):
                let changed = changedLabels(from: tail.storage.segmentFacts, to: storage.segmentFacts)
                // A definition that the unfinished line of the last append made and this one
                // took back: the segments it changed are parsed again, and the tail with them.
                if changed.isEmpty {
                    tail.end = text.count
                    tail.storage = storage
                    return
                }
                self.growing = nil
            case .notNow:
                break
            case .ended:
                self.growing = nil
            }
        }
        let start = tail.start
        reparseWholeTail()
        // A growth outlives a full parse only while the tail starts where it did.
        if tail.start != start { growing = nil }
        if growing == nil { beginGrowing() }
    }

    /// What a line of a growing tail parsed alone needs from the finished segments. (It lives
    /// only as long as the append; see ``changedLabels(from:to:)``.)
    private var surroundings: GrowingTail.Surroundings {
        let (finishedLinks, finishedFootnotes) = (finishedLinkDefinitions, finishedFootnoteLabels)
        return GrowingTail.Surroundings(earlierLinkDefinition: { finishedLinks.definition(for: $0) },
                                        definesFootnoteElsewhere: { finishedFootnotes.contains($0) },
                                        referenceExpansionBefore: finishedReferenceExpansion)
    }

    /// Lets the tail's last block grow in place from now on, if it is a table or code block
    /// that can (see ``GrowingTail``): its complete lines, parsed once more here, are what later
    /// appends add to. A block that cannot is not tried again until the tail starts elsewhere.
    private func beginGrowing() {
        let facts = tail.storage.segmentFacts
        let last = tail.storage.lastChild(of: tail.storage.root)
        guard last != noNode, facts.openAtEnd.contains(last) else { return }
        let blockStart = tail.start + Int(tail.storage.node(last).start)
        guard refusedGrowth != blockStart else { return }
        let kind = tail.storage.node(last).kind
        guard kind == .table || kind == .codeBlock else { return }
        let view = text.view
        var settledEnd = text.count
        while settledEnd > tail.start && !ASCII.isLineEnd(view[settledEnd - 1]) { settledEnd -= 1 }
        guard settledEnd > tail.start, view[settledEnd - 1] == ASCII.newline else { return }
        let settled = settledEnd == text.count ? tail.storage : parseTail(upTo: settledEnd)
        // Until its unfinished line is complete, the block may not be one yet (a delimiter row
        // being written makes a table only for now): growth waits for a later append.
        let settledLast = settled.lastChild(of: settled.root)
        guard settledLast != noNode, tail.start + Int(settled.node(settledLast).start) == blockStart, settled.node(settledLast).kind == kind
        else { return }
        growing = GrowingTail.begin(settled: settled, options: options, tailStart: tail.start, surroundings: surroundings)
        if growing == nil { refusedGrowth = blockStart }
    }

    private func reparseWholeTail() {
        var parsed = parseTail()
        // The whole tail's blocks, and so its definitions, are those of the segment it may now
        // finish followed by those of the new tail: comparing them with the old tail's, before
        // the finished segments change, finds every label whose definition changed.
        let changed = changedLabels(from: tail.storage.segmentFacts, to: parsed.segmentFacts)
        // Blocks before the last checkpoint are final: they become a finished segment.
        if let checkpoint = parsed.segmentFacts.checkpoints.last {
            let absolute = tail.start + Int(checkpoint)
            let lines = Int32(parsed.lineStarts.firstIndex(of: checkpoint) ?? 0)
            let storage = parseFinishing(tail.start..<absolute, beforeTail: parsed.segmentFacts)
            finish(Segment(start: tail.start, end: absolute, lineBase: tail.lineBase, storage: storage))
            tail.start = absolute
            tail.lineBase += lines
            parsed = parseTail()
        }
        tail.end = text.count
        tail.storage = parsed
        reparseSegmentsAffected(by: changed)
    }

    /// The labels whose definition differs between two parses of the tail after the same
    /// finished segments: as the first definition of a label wins, only labels the finished
    /// segments leave undefined can differ.
    ///
    /// It reads the finished definitions in place, keeping no copy of them: a copy still held
    /// when ``finish(_:)`` adds a segment's definitions would make that add copy them all,
    /// which made streaming many definitions quadratic.
    private func changedLabels(from old: SegmentFacts, to new: SegmentFacts) -> Set<String> {
        let (oldLinks, newLinks) = (old.linkDefinitions, new.linkDefinitions)
        let links = Set(oldLinks.all.keys).union(newLinks.all.keys).filter {
            finishedLinkDefinitions.definition(for: $0) == nil && oldLinks.definition(for: $0) != newLinks.definition(for: $0)
        }
        let footnotes = Set(old.footnoteDefinitions.map(\.label)).symmetricDifference(new.footnoteDefinitions.map(\.label))
        return links.union(footnotes.subtracting(finishedFootnoteLabels))
    }

    /// Parses the text before the tail's last checkpoint, which is about to become a finished
    /// segment; `tailFacts` are those of the tail it is cut from, whose definitions include the
    /// ones after it. (Its context lives only as long as this call, so that no copy of the
    /// finished definitions outlives it; see ``changedLabels(from:to:)``.)
    private func parseFinishing(_ range: Range<Int>, beforeTail tailFacts: SegmentFacts) -> DocumentStorage {
        let (links, finishedLinks) = (tailFacts.linkDefinitions, finishedLinkDefinitions)
        let tailFootnotes = Set(tailFacts.footnoteDefinitions.map(\.label))
        let finishedFootnotes = finishedFootnoteLabels
        let context = SegmentContext(earlierLinkDefinition: { finishedLinks.definition(for: $0) },
                                     laterLinkDefinition: { links.definition(for: $0) },
                                     definesFootnoteElsewhere: { finishedFootnotes.contains($0) || tailFootnotes.contains($0) },
                                     referenceExpansionBefore: finishedReferenceExpansion,
                                     sourceBase: Int32(range.lowerBound), lineBase: tail.lineBase)
        return parse(range, context)
    }

    /// Parses the tail: from its start to the end of the text (or to `end`), after every
    /// finished segment.
    private func parseTail(upTo end: Int? = nil) -> DocumentStorage {
        let (finishedLinks, finishedFootnotes) = (finishedLinkDefinitions, finishedFootnoteLabels)
        let context = SegmentContext(earlierLinkDefinition: { finishedLinks.definition(for: $0) },
                                     definesFootnoteElsewhere: { finishedFootnotes.contains($0) },
                                     referenceExpansionBefore: finishedReferenceExpansion,
                                     sourceBase: Int32(tail.start), lineBase: tail.lineBase)
        return parse(tail.start..<(end ?? text.count), context)
    }

    private func finish(_ segment: Segment) {
        let index = finished.count
        history.recordFinish()
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
        let old = finished[index].storage.segmentFacts
        let storage = parseFinishedAgain(index, referenceExpansionBefore: referenceExpansionBefore)
        if !old.footnoteReferences.isEmpty { finishedWithFootnotes -= 1 }
        if !storage.segmentFacts.footnoteReferences.isEmpty { finishedWithFootnotes += 1 }
        finished[index].storage = storage
        finishedStorages[index] = storage
        history.recordReparse(at: index)
        for label in old.lookedUpLabels { segmentsLookingUp[label]?.remove(index) }
        for label in storage.segmentFacts.lookedUpLabels { segmentsLookingUp[label, default: []].insert(index) }
    }

    /// Finished segment `index` parsed with the definitions around it as they are now. (Its
    /// context, which shares the finished segments, lives only as long as this call, so that
    /// ``reparseFinished(_:referenceExpansionBefore:)`` replaces the segment without copying
    /// them all.)
    private func parseFinishedAgain(_ index: Int, referenceExpansionBefore: Int) -> DocumentStorage {
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
        return parse(finished[index].start..<finished[index].end, context)
    }

    private func parse(_ range: Range<Int>, _ context: SegmentContext) -> DocumentStorage {
        var parser = MarkdownParser(options: options, segment: context)
        return parser.parse(Array(text.view[range]))
    }
}
