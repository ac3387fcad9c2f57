import LegibleMarkdown
import LegibleMath

/// The reading model of a streamed document, kept up to date snapshot by snapshot at a cost
/// that follows what changed, not the length of the document.
///
/// A streamed document is parsed in segments, and a segment that did not change is the same
/// object in the next snapshot; its elements are built once and kept. Only the segments that
/// changed (in practice the tail being written) are built again, and their elements compared
/// with the ones they replace. A footnote defined or first referenced later renumbers the
/// footnotes, so a kept segment whose references now have other numbers is built again too.
///
/// ```swift
/// let stream = StreamingMarkdownDocument()
/// let model = StreamingReadingModel()
/// stream.append(token)
/// let update = model.update(to: stream.snapshot())
/// for element in update.added { … }
/// ```
///
/// The elements in an update belong to the model of their segment: their identities, roles,
/// labels and facts are the document's, but their text ranges count from the start of their
/// segment. ``model`` builds the whole document's model when a front end needs all of it.
public final class StreamingReadingModel {
    /// The words the model adds.
    public let phrases: PhraseTable
    /// How math is spoken.
    public let mathStyle: MathSpeechStyle

    /// The elements of one segment's model, or of the footnotes section, with what each says.
    private struct Part {
        /// The segment, or the footnote numbering, the part was built from.
        let segment: ObjectIdentifier?
        /// The numbers its footnote references were given.
        let footnoteNumbers: [Int32]
        let model: ReadingModel
        let properties: [ElementID: AccessibilityElement.Properties]
    }

    private var parts: [Part] = []
    private var footnotes: Part?
    /// The footnote numbering the parts were built with.
    private var numbering: ObjectIdentifier?
    private var latest: MarkdownSnapshot?
    /// The elements open at the last update, to tell which have finished since.
    private var open: Set<ElementID> = []

    public init(phrases: PhraseTable = .english, mathStyle: MathSpeechStyle = .clearSpeak) {
        self.phrases = phrases
        self.mathStyle = mathStyle
    }

    /// The whole document's model as of the last update (built on demand).
    public var model: ReadingModel? {
        latest.map { ReadingModel(snapshot: $0, phrases: phrases, mathStyle: mathStyle) }
    }

    /// Brings the model up to `snapshot` and says what changed.
    public func update(to snapshot: MarkdownSnapshot) -> ReadingModelUpdate {
        latest = snapshot
        var replaced: [Part] = []
        var built: [Part] = []
        let renumbered = snapshot.footnotesIdentity != numbering
        numbering = snapshot.footnotesIdentity
        // A segment that is the same object as before keeps its part, unless its footnote
        // references were renumbered.
        for position in 0..<snapshot.segmentCount {
            let identity = snapshot.segmentIdentity(position)
            let kept = position < parts.count && parts[position].segment == identity
            if kept && !renumbered { continue }
            let numbers = snapshot.footnoteNumbers(ofSegment: position)
            if kept && parts[position].footnoteNumbers == numbers { continue }
            let part = makePart(segment: identity, footnoteNumbers: numbers, blocks: snapshot.blocks(ofSegment: position), footnotes: [])
            if position < parts.count {
                replaced.append(parts[position])
                parts[position] = part
            } else {
                parts.append(part)
            }
            built.append(part)
        }
        while parts.count > snapshot.segmentCount { replaced.append(parts.removeLast()) }
        // The footnotes section is built again when their numbering is new (it then spans the
        // whole document, so it is worked out anew, and only then).
        if renumbered {
            if let old = footnotes { replaced.append(old) }
            let definitions = snapshot.footnotes
            footnotes = definitions.isEmpty ? nil : makePart(segment: numbering, footnoteNumbers: [], blocks: [], footnotes: definitions)
            if let new = footnotes { built.append(new) }
        }

        let update = Self.difference(from: replaced, to: built)
        var nowOpen = Set<ElementID>()
        var finished: [AccessibilityElement] = []
        let removed = Set(update.removed)
        for part in built {
            for element in part.model.elements where element.role != .document {
                if let node = element.node, snapshot.isOpen(node) {
                    nowOpen.insert(element.id)
                } else if open.contains(element.id) && !removed.contains(element.id) {
                    finished.append(element)
                }
            }
        }
        // A part not built again can still hold elements that finished: the tail's open blocks
        // when the stream is finished without new text.
        var unaccounted = open.subtracting(nowOpen).subtracting(removed).subtracting(finished.map(\.id))
        let rebuilt = Set(built.map(\.segment))
        for part in parts where !unaccounted.isEmpty && !rebuilt.contains(part.segment) {
            for element in part.model.elements where unaccounted.contains(element.id) {
                unaccounted.remove(element.id)
                if let node = element.node, snapshot.isOpen(node) { nowOpen.insert(element.id) } else { finished.append(element) }
            }
        }
        open = nowOpen
        return ReadingModelUpdate(added: update.added, changed: update.changed, finished: finished, removed: update.removed,
                                  openElements: nowOpen, isComplete: snapshot.isComplete)
    }

    private func makePart(segment: ObjectIdentifier?, footnoteNumbers: [Int32], blocks: [MarkdownNode], footnotes: [MarkdownNode]) -> Part {
        let builder = ReadingModelBuilder(root: nil, blocks: blocks, footnotes: footnotes,
                                          expectedSize: (blocks.last?.sourceOffsets.upperBound ?? 0) - (blocks.first?.sourceOffsets.lowerBound ?? 0))
        let model = ReadingModel(builder: builder, phrases: phrases, mathStyle: mathStyle)
        var properties: [ElementID: AccessibilityElement.Properties] = [:]
        for element in model.elements where element.role != .document {
            properties[element.id] = element.properties
        }
        return Part(segment: segment, footnoteNumbers: footnoteNumbers, model: model, properties: properties)
    }

    private static func difference(from old: [Part], to new: [Part]) -> (added: [AccessibilityElement], changed: [AccessibilityElement], removed: [ElementID]) {
        var before: [ElementID: AccessibilityElement.Properties] = [:]
        for part in old { before.merge(part.properties) { first, _ in first } }
        var added: [AccessibilityElement] = []
        var changed: [AccessibilityElement] = []
        var present = Set<ElementID>()
        for part in new {
            for element in part.model.elements where element.role != .document {
                let id = element.id
                guard present.insert(id).inserted else { continue }
                switch before[id] {
                case nil: added.append(element)
                case let properties? where properties != part.properties[id]: changed.append(element)
                default: break
                }
            }
        }
        let removed = before.keys.filter { !present.contains($0) }.sorted()
        return (added, changed, removed)
    }
}
