import LegibleMarkdown
import LegibleMath

/// The reading model of a streamed document, kept up to date snapshot by snapshot at a cost
/// that follows what changed, not the length of the document, and reported as updates a view
/// applies to what it shows (see ``ReadingModelUpdate``).
///
/// ```swift
/// let stream = StreamingMarkdownDocument()
/// let model = StreamingReadingModel()
/// stream.append(token)
/// let update = model.update(to: stream.snapshot())
/// for edit in update.textEdits { … }             // the document's text, changed in place
/// for element in update.added { … }              // ranges in the whole document's text
/// ```
///
/// A streamed document is parsed in segments, and a segment that did not change is the same
/// object in the next snapshot; its elements are built once and kept. Only the segments that
/// changed (in practice the tail being written) are built again, and their elements compared
/// with the ones they replace. A footnote defined or first referenced later renumbers the
/// footnotes, so a kept segment whose references now have other numbers is built again too.
public final class StreamingReadingModel {
    /// The words the model adds.
    public let phrases: PhraseTable
    /// How math is spoken.
    public let mathStyle: MathSpeechStyle

    /// The model of one segment, or of the footnotes section, with what each element says.
    private struct Part {
        /// The segment, or the footnote numbering, the part was built from.
        let identity: MarkdownSnapshot.Identity?
        /// The numbers and occurrences its footnote references were given.
        let footnoteNumbers: [Int]
        /// Whether text came before it, so that its text starts with a line break.
        let followsText: Bool
        let model: ReadingModel
        let properties: [ElementID: AccessibilityElement.Properties]
        /// The length of its text.
        let length: TextBase

        /// Its elements but the document, placed at `start` in the document's text.
        func elements(at start: TextBase) -> [AccessibilityElement] {
            (1..<Int32(model.storage.recordCount)).map { AccessibilityElement(storage: model.storage, index: $0, base: start) }
        }
    }

    /// A place whose part an update replaced (or filled, or emptied): the part before and after,
    /// and where each starts in the document's text before and after the update.
    private struct Replacement {
        /// The segment's position, or, past every segment of the old and new snapshot, the
        /// footnotes section.
        let slot: Int
        let old: Part?
        let oldStart: TextBase
        let new: Part?
        var newStart = TextBase.zero
    }

    /// The segments' parts, in order.
    private var segmentParts: [Part] = []
    /// Where each segment's part starts in the document's text, and then where they end (where
    /// the footnotes start): kept, so that an append at the end finds them without adding up
    /// every part before it.
    private var segmentStarts: [TextBase] = [.zero]
    /// The positions of the parts whose segment has footnote references: the only ones a new
    /// footnote numbering can change.
    private var partsWithFootnoteReferences: Set<Int> = []
    private var footnotesPart: Part?
    /// The footnote numbering the parts were built with.
    private var numbering: MarkdownSnapshot.Identity?
    private var latest: MarkdownSnapshot?
    /// The document's language from its front matter (always in the first segment), and the
    /// first segment it was read from: read again only when that segment changed.
    private var language: String?
    private var languageSegment: MarkdownSnapshot.Identity?
    /// The elements open at the last update, to tell which have finished since.
    private var open: Set<ElementID> = []
    /// The reading of every formula met so far: a formula in the tail is read once, not again
    /// at every append.
    private let readings = Locked<[String: FormulaReading]>([:])
    /// The tail's part while its last block grows in place (see ``GrowingPart``).
    private var growing: GrowingPart?
    /// Whether a growing block's part is grown in place rather than built again whole.
    private let growsInPlace: Bool

    /// A model that speaks `phrases` and reads math in `mathStyle`.
    public convenience init(phrases: PhraseTable = .english, mathStyle: MathSpeechStyle = .clearSpeak) {
        self.init(phrases: phrases, mathStyle: mathStyle, growsInPlace: true)
    }

    /// A model that grows a growing block's part in place (`growsInPlace`, as the public one
    /// does) or builds it again whole at every update, as a reference to compare with.
    package init(phrases: PhraseTable = .english, mathStyle: MathSpeechStyle = .clearSpeak, growsInPlace: Bool) {
        self.phrases = phrases
        self.mathStyle = mathStyle
        self.growsInPlace = growsInPlace
    }

    /// Whether the last update grew the tail's part in place (for tests that check it does).
    package var grewInPlace: Bool { growing != nil }

    /// The whole document's model as of the last update (built on demand). Its text and elements
    /// are what applying every update so far gives.
    public var model: ReadingModel? {
        latest.map { ReadingModel(snapshot: $0, phrases: phrases, mathStyle: mathStyle) }
    }

    /// Brings the model up to `snapshot` and says what changed.
    ///
    /// It looks only at the segments the snapshot says changed since the last update (in
    /// practice the tail), and at those with footnote references when the footnotes are
    /// numbered anew, so an append costs what it changed, however long the document is.
    public func update(to snapshot: MarkdownSnapshot) -> ReadingModelUpdate {
        if let update = grownUpdate(to: snapshot) { return update }
        growing = nil
        let previous = latest
        latest = snapshot
        let renumbered = snapshot.footnoteNumbering != numbering
        numbering = snapshot.footnoteNumbering
        if snapshot.segments.first?.id != languageSegment {
            languageSegment = snapshot.segments.first?.id
            language = snapshot.frontMatter?.language
        }

        // The footnotes' slot is past every segment, old and new.
        let footnotesSlot = max(segmentParts.count, snapshot.segments.count)
        let oldEnd = segmentStarts[segmentParts.count]
        var replacements = replaceSegmentParts(of: snapshot, changedSince: previous, renumbered: renumbered)
        replaceFootnotesPart(of: snapshot, renumbered: renumbered, slot: footnotesSlot, oldStart: oldEnd, into: &replacements)
        let edits = textEdits(of: Self.runs(of: replacements))
        let elements = elementChanges(old: replacements.flatMap { Self.elements(of: $0.old, at: $0.oldStart) },
                                      new: replacements.flatMap { Self.elements(of: $0.new, at: $0.newStart) },
                                      edits: edits, footnotesSlot: footnotesSlot)
        let openness = openness(after: elements, in: snapshot, replacements: replacements)
        // From the next update on, a tail whose last block the parser grows is grown here too.
        if growsInPlace, !snapshot.isComplete, let growth = snapshot.tailGrowth, let tail = segmentParts.last,
           segmentParts.count == snapshot.segments.count, tail.identity == snapshot.segments[snapshot.segments.count - 1].id {
            growing = GrowingPart.begin(from: tail.model, growth: growth)
        }
        return ReadingModelUpdate(added: elements.added, changed: elements.changed, finished: openness.finished,
                                  removed: elements.removed, openElements: open, isComplete: snapshot.isComplete,
                                  textEdits: edits.map(\.edit), unsettledOffsets: openness.unsettled, language: language)
    }

    /// The update for a snapshot in which only the tail's growing block grew, if that is all
    /// that happened: the tail's part is grown (``GrowingPart``) and compared with the last one
    /// only where it can differ, so the update costs what arrived, however long the block is.
    private func grownUpdate(to snapshot: MarkdownSnapshot) -> ReadingModelUpdate? {
        guard let growing, let previous = latest, let growth = snapshot.tailGrowth, growth.run == growing.run, !snapshot.isComplete,
              snapshot.footnoteNumbering == numbering, snapshot.segments.count == segmentParts.count,
              snapshot.segmentPositions(changedSince: previous) == [segmentParts.count - 1],
              let grown = growing.grow(to: snapshot, growth: growth) else { return nil }
        latest = snapshot
        let slot = segmentParts.count - 1
        let old = segmentParts[slot]
        let new = Part(identity: snapshot.segments[slot].id, footnoteNumbers: old.footnoteNumbers, followsText: old.followsText,
                       model: grown.model, properties: [:], length: grown.length)
        var replacements = [Replacement(slot: slot, old: old, oldStart: segmentStarts[slot], new: new)]
        store(&replacements, segmentCount: segmentParts.count)
        let footnotesSlot = segmentParts.count
        replaceFootnotesPart(of: snapshot, renumbered: false, slot: footnotesSlot, oldStart: segmentStarts[slot].advanced(by: old.length),
                             into: &replacements)
        // Before the text the last part had settled, nothing changed.
        let start = replacements[0].oldStart
        var edits: [RunEdit] = []
        let unchanged = grown.unchangedLength
        let oldText = old.model.storage.withTextBytes(in: Int(unchanged.utf8)..<Int(old.length.utf8)) { String(decoding: $0, as: UTF8.self) }
        let newText = new.model.storage.withTextBytes(in: Int(unchanged.utf8)..<Int(new.length.utf8)) { String(decoding: $0, as: UTF8.self) }
        if let edit = Self.edit(from: oldText, to: newText) {
            let oldRange = edit.range.moved(by: start.advanced(by: unchanged))
            edits.append(RunEdit(edit: ReadingModelUpdate.TextEdit(utf16Range: oldRange.utf16, utf8Range: oldRange.utf8, replacement: edit.replacement),
                                 oldRange: oldRange, oldEnd: start.advanced(by: old.length), lastSlot: slot))
        }
        // Elements can differ only from the first record the last append had not settled on,
        // and the block itself; the footnotes section only moves.
        let changing = { (part: Part, start: TextBase) in
            ([growing.block] + Array(grown.firstChangedRecord..<Int32(part.model.storage.recordCount))).map {
                (AccessibilityElement(storage: part.model.storage, index: $0, base: start), part)
            }
        }
        let elements = elementChanges(old: changing(old, start), new: changing(new, replacements[0].newStart), edits: edits,
                                      footnotesSlot: footnotesSlot)
        let openness = openness(after: elements, in: snapshot, replacements: replacements)
        return ReadingModelUpdate(added: elements.added, changed: elements.changed, finished: openness.finished,
                                  removed: elements.removed, openElements: open, isComplete: snapshot.isComplete,
                                  textEdits: edits.map(\.edit), unsettledOffsets: openness.unsettled,
                                  grownElement: new.model.storage.record(growing.block).id, language: language)
    }

    // MARK: Parts

    /// Builds again the parts of the segments that changed since `previous` (all of them without
    /// one) and, when the footnotes are numbered anew, of those whose references are numbered
    /// otherwise; a part is kept when its segment, footnote numbers and leading line break are
    /// as before. Stores the new parts and their starts, and returns what it replaced.
    private func replaceSegmentParts(of snapshot: MarkdownSnapshot, changedSince previous: MarkdownSnapshot?,
                                     renumbered: Bool) -> [Replacement] {
        let segments = snapshot.segments
        let oldCount = segmentParts.count
        var candidates = Set(previous.map { snapshot.segmentPositions(changedSince: $0) } ?? Array(0..<max(oldCount, segments.count)))
        if renumbered { candidates.formUnion(partsWithFootnoteReferences) }
        var queue = candidates.sorted()[...]
        var replacements: [Replacement] = []
        // Whether text comes before the next candidate: from the parts before the first, which
        // are kept, then carried from candidate to candidate across the kept parts between.
        var last: (position: Int, followsText: Bool, length: TextBase)?
        while let position = queue.popFirst() {
            let oldStart = segmentStarts[min(position, oldCount)]
            let followsText = if let last {
                last.followsText || last.length.utf8 > 0 || oldStart.utf8 > segmentStarts[min(last.position + 1, oldCount)].utf8
            } else {
                oldStart.utf8 > 0
            }
            let old = position < oldCount ? segmentParts[position] : nil
            let new = position < segments.count
                ? keptOrBuiltPart(for: segments[position], replacing: old, followsText: followsText, renumbered: renumbered)
                : nil
            if !Self.isSame(old, new) {
                replacements.append(Replacement(slot: position, old: old, oldStart: oldStart, new: new))
            }
            let length = new?.length ?? .zero
            last = (position, followsText, length)
            // A part that now starts the text, or no longer does, changes whether the kept part
            // after it follows text (only while every part before is empty).
            let next = position + 1
            if next < min(oldCount, segments.count), queue.first != next,
               segmentParts[next].followsText != (followsText || length.utf8 > 0) {
                queue.insert(next, at: queue.startIndex)
            }
        }
        store(&replacements, segmentCount: segments.count)
        return replacements
    }

    /// The part for `segment`: `old` if it still reads the same, else one built anew.
    private func keptOrBuiltPart(for segment: MarkdownSnapshot.Segment, replacing old: Part?, followsText: Bool,
                                 renumbered: Bool) -> Part {
        var numbers: [Int]?
        if let old, old.identity == segment.id, old.followsText == followsText {
            if !renumbered { return old }
            numbers = Self.footnoteNumbers(of: segment)
            if old.footnoteNumbers == numbers { return old }
        }
        return makePart(identity: segment.id, footnoteNumbers: numbers ?? Self.footnoteNumbers(of: segment),
                        followsText: followsText, blocks: segment.blocks, footnotes: [])
    }

    /// Puts the new segment parts in place, works out again the starts that moved (from the
    /// first replaced part up to where the starts agree again: at the end, in practice), and
    /// sets each replacement's new start.
    private func store(_ replacements: inout [Replacement], segmentCount: Int) {
        guard let first = replacements.first?.slot, let lastReplaced = replacements.last?.slot else { return }
        for replacement in replacements {
            if let new = replacement.new {
                if replacement.slot < segmentParts.count { segmentParts[replacement.slot] = new } else { segmentParts.append(new) }
                if new.footnoteNumbers.isEmpty {
                    partsWithFootnoteReferences.remove(replacement.slot)
                } else {
                    partsWithFootnoteReferences.insert(replacement.slot)
                }
            } else {
                partsWithFootnoteReferences.remove(replacement.slot)
            }
        }
        if segmentParts.count > segmentCount { segmentParts.removeLast(segmentParts.count - segmentCount) }
        if segmentStarts.count > segmentCount + 1 { segmentStarts.removeLast(segmentStarts.count - segmentCount - 1) }
        var position = segmentStarts[first]
        var index = first
        while index < segmentCount {
            if index > lastReplaced, index < segmentStarts.count, segmentStarts[index] == position { break }
            if index < segmentStarts.count { segmentStarts[index] = position } else { segmentStarts.append(position) }
            position = position.advanced(by: segmentParts[index].length)
            index += 1
        }
        if index == segmentCount {
            if index < segmentStarts.count { segmentStarts[index] = position } else { segmentStarts.append(position) }
        }
        for index in replacements.indices {
            replacements[index].newStart = segmentStarts[min(replacements[index].slot, segmentCount)]
        }
    }

    /// Builds the footnotes section again when the numbering is new (the section spans the whole
    /// document, so it is worked out anew, and only then) or whether text comes before it
    /// changed; the replacement, if any, goes after the segments'.
    private func replaceFootnotesPart(of snapshot: MarkdownSnapshot, renumbered: Bool, slot: Int, oldStart: TextBase,
                                      into replacements: inout [Replacement]) {
        let end = segmentStarts[segmentParts.count]
        let followsText = end.utf8 > 0
        var new = footnotesPart
        if renumbered || footnotesPart?.followsText != followsText {
            let definitions = snapshot.footnotes
            new = definitions.isEmpty ? nil
                : makePart(identity: numbering, footnoteNumbers: [], followsText: followsText, blocks: [], footnotes: definitions)
        }
        guard !Self.isSame(footnotesPart, new) else { return }
        replacements.append(Replacement(slot: slot, old: footnotesPart, oldStart: oldStart, new: new, newStart: end))
        footnotesPart = new
    }

    private func makePart(identity: MarkdownSnapshot.Identity?, footnoteNumbers: [Int], followsText: Bool,
                          blocks: [MarkdownNode], footnotes: [MarkdownNode]) -> Part {
        let size = (blocks.last?.sourceOffsets.upperBound ?? 0) - (blocks.first?.sourceOffsets.lowerBound ?? 0)
        let builder = ReadingModelBuilder(root: nil, blocks: blocks, footnotes: footnotes, followsText: followsText, expectedSize: size,
                                          phrases: phrases, trusted: latest?.options.contains(.trusted) ?? false)
        let model = ReadingModel(builder: builder, phrases: phrases, mathStyle: mathStyle, readings: readings)
        var properties: [ElementID: AccessibilityElement.Properties] = [:]
        for element in model.elements where element.role != .document {
            properties[element.id] = element.properties
        }
        let length = TextBase(utf8: Int32(model.text.utf8.count), utf16: Int32(model.text.utf16.count))
        return Part(identity: identity, footnoteNumbers: footnoteNumbers, followsText: followsText, model: model,
                    properties: properties, length: length)
    }

    /// Whether two parts are the same built part (kept, not built again).
    private static func isSame(_ old: Part?, _ new: Part?) -> Bool {
        switch (old, new) {
        case (nil, nil): true
        case let (old?, new?): old.model.storage === new.model.storage
        default: false
        }
    }

    /// The number and occurrence of each footnote reference in a segment, in order: all a
    /// segment says that depends on the other segments.
    private static func footnoteNumbers(of segment: MarkdownSnapshot.Segment) -> [Int] {
        segment.footnoteReferences.flatMap { [$0.footnoteNumber ?? 0, $0.footnoteOccurrence ?? 0] }
    }

    /// The replacements in runs of neighbouring slots: each run is one stretch of text replaced.
    private static func runs(of replacements: [Replacement]) -> [ArraySlice<Replacement>] {
        var runs: [ArraySlice<Replacement>] = []
        var start = 0
        for index in replacements.indices where index + 1 == replacements.count || replacements[index + 1].slot != replacements[index].slot + 1 {
            runs.append(replacements[start...index])
            start = index + 1
        }
        return runs
    }

    // MARK: What changed

    /// The text edit that replaces one run of neighbouring parts.
    private struct RunEdit {
        /// The edit, in the text as the edits before it leave it.
        let edit: ReadingModelUpdate.TextEdit
        /// The range it replaces in the text before the update.
        let oldRange: TextRange
        /// Where the run ended before the update.
        let oldEnd: TextBase
        /// The last slot of the run.
        let lastSlot: Int
    }

    /// The text edit of each run, in order: first worked out in the old text's coordinates,
    /// then moved by the edits before it.
    private func textEdits(of runs: [ArraySlice<Replacement>]) -> [RunEdit] {
        var result: [RunEdit] = []
        var delta = TextBase.zero
        for run in runs {
            let old = run.compactMap { $0.old?.model.text }.joined()
            let new = run.compactMap { $0.new?.model.text }.joined()
            guard let first = run.first, let last = run.last, let edit = Self.edit(from: old, to: new) else { continue }
            let oldRange = edit.range.moved(by: first.oldStart)
            let range = oldRange.moved(by: delta)
            let oldEnd = run.reduce(first.oldStart) { $0.advanced(by: $1.old?.length ?? .zero) }
            result.append(RunEdit(edit: ReadingModelUpdate.TextEdit(utf16Range: range.utf16, utf8Range: range.utf8, replacement: edit.replacement),
                                  oldRange: oldRange, oldEnd: oldEnd, lastSlot: last.slot))
            delta.utf8 += Int32(edit.replacement.utf8.count - oldRange.utf8.count)
            delta.utf16 += Int32(edit.replacement.utf16.count - oldRange.utf16.count)
        }
        return result
    }

    /// The elements of the replaced parts, compared before and after.
    private struct ElementChanges {
        var added: [AccessibilityElement] = []
        var changed: [AccessibilityElement] = []
        var removed: [ElementID] = []
        /// Every element of the new parts, in order.
        var rebuilt: [AccessibilityElement] = []
    }

    /// The elements of a part placed at `start`, each with the part, whose stored properties
    /// are theirs.
    private static func elements(of part: Part?, at start: TextBase) -> [(element: AccessibilityElement, part: Part)] {
        part.map { part in part.elements(at: start).map { ($0, part) } } ?? []
    }

    /// Compares the elements the replaced parts had (`old`) with those their replacements have
    /// (`new`), both in reading order.
    private func elementChanges(old: [(element: AccessibilityElement, part: Part)], new: [(element: AccessibilityElement, part: Part)],
                                edits: [RunEdit], footnotesSlot: Int) -> ElementChanges {
        let textEdits = edits.map(\.edit)
        var before: [ElementID: (element: AccessibilityElement, part: Part)] = [:]
        for (element, part) in old {
            before[element.id] = (element, part)
        }
        var changes = ElementChanges()
        var present = Set<ElementID>()
        for (element, part) in new {
            let id = element.id
            guard present.insert(id).inserted else { continue }
            changes.rebuilt.append(element)
            guard let old = before[id] else {
                changes.added.append(element)
                continue
            }
            // The ranges first: a growing block's range grows at every append, and its properties
            // hold its whole text (a code block's Copy action), which is not read when it need not be.
            if Self.moving(old.element.utf16Range, across: textEdits) != element.utf16Range
                || (old.part.properties[id] ?? old.element.properties) != (part.properties[id] ?? element.properties) {
                changes.changed.append(element)
            }
        }
        // By the rule a view follows, an empty element at the place of an insertion stays before
        // it; a kept one that belongs after it (at the start of the next part) is listed.
        for edit in edits where edit.oldRange.utf8.isEmpty && edit.oldRange.utf8.lowerBound == Int(edit.oldEnd.utf8) {
            var slot = edit.lastSlot + 1
            while let (part, start) = part(at: slot, footnotesSlot: footnotesSlot) {
                changes.changed += part.elements(at: start).filter { $0.utf8Range.isEmpty && $0.utf8Range.lowerBound == Int(start.utf8) }
                guard part.length.utf8 == 0 else { break }
                slot += 1
            }
        }
        changes.removed = before.keys.filter { !present.contains($0) }.sorted()
        return changes
    }

    /// The part at a slot after an update, with its start.
    private func part(at slot: Int, footnotesSlot: Int) -> (Part, TextBase)? {
        if slot < segmentParts.count { return (segmentParts[slot], segmentStarts[slot]) }
        if slot == footnotesSlot, let footnotesPart { return (footnotesPart, segmentStarts[segmentParts.count]) }
        return nil
    }

    /// What is still being written, and what finished since the last update; stores the open
    /// elements.
    private func openness(after changes: ElementChanges, in snapshot: MarkdownSnapshot,
                          replacements: [Replacement]) -> (finished: [AccessibilityElement], unsettled: [ElementID: Int]) {
        var nowOpen = Set<ElementID>()
        var finished: [AccessibilityElement] = []
        var unsettled: [ElementID: Int] = [:]
        let gone = Set(changes.removed)
        for element in changes.rebuilt {
            if let node = element.node, snapshot.isOpen(node) {
                nowOpen.insert(element.id)
                if element.role == .text, let offset = snapshot.unsettledOffset(in: node) { unsettled[element.id] = offset }
            } else if open.contains(element.id) && !gone.contains(element.id) {
                finished.append(element)
            }
        }
        // The tail, when it was not built again, still holds the open elements: all still open,
        // unless the stream was finished without new text.
        let unaccounted = open.subtracting(nowOpen).subtracting(gone).subtracting(finished.map(\.id))
        let tail = segmentParts.count - 1
        if !unaccounted.isEmpty, tail >= 0, !replacements.contains(where: { $0.slot == tail }) {
            for id in unaccounted.sorted() {
                guard let found = segmentParts[tail].model.element(id) else { continue }
                let element = AccessibilityElement(storage: found.storage, index: found.index, base: segmentStarts[tail])
                if let node = element.node, snapshot.isOpen(node) { nowOpen.insert(id) } else { finished.append(element) }
            }
        }
        open = nowOpen
        return (finished, unsettled)
    }

    // MARK: Text edits

    /// A range of a text in both encodings.
    struct TextRange {
        var utf8: Range<Int>
        var utf16: Range<Int>

        func moved(by offset: TextBase) -> TextRange {
            TextRange(utf8: (utf8.lowerBound + Int(offset.utf8))..<(utf8.upperBound + Int(offset.utf8)),
                      utf16: (utf16.lowerBound + Int(offset.utf16))..<(utf16.upperBound + Int(offset.utf16)))
        }
    }

    /// The one edit that turns `old` into `new`: the part between their common start and their
    /// common end, cut at whole characters; `nil` if they are the same.
    static func edit(from old: String, to new: String) -> (range: TextRange, replacement: String)? {
        let oldBytes = Array(old.utf8)
        let newBytes = Array(new.utf8)
        guard oldBytes != newBytes else { return nil }
        var prefix = 0
        while prefix < oldBytes.count && prefix < newBytes.count && oldBytes[prefix] == newBytes[prefix] { prefix += 1 }
        while prefix > 0 && oldBytes.count > prefix && oldBytes[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        while prefix > 0 && newBytes.count > prefix && newBytes[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        let longestSuffix = min(oldBytes.count, newBytes.count) - prefix
        while suffix < longestSuffix && oldBytes[oldBytes.count - 1 - suffix] == newBytes[newBytes.count - 1 - suffix] { suffix += 1 }
        while suffix > 0 && oldBytes[oldBytes.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        let oldEnd = oldBytes.count - suffix
        let newEnd = newBytes.count - suffix
        let prefixUTF16 = utf16Count(oldBytes[..<prefix])
        let replaced = utf16Count(oldBytes[prefix..<oldEnd])
        return (TextRange(utf8: prefix..<oldEnd, utf16: prefixUTF16..<(prefixUTF16 + replaced)),
                String(decoding: newBytes[prefix..<newEnd], as: UTF8.self))
    }

    private static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
        return count
    }

    /// Where a UTF-16 range of the old text is after `edits`, by the rule a view follows; `nil`
    /// if an edit cuts into it.
    private static func moving(_ range: Range<Int>, across edits: [ReadingModelUpdate.TextEdit]) -> Range<Int>? {
        var range = range
        for edit in edits {
            guard let moved = edit.utf16Range(moving: range) else { return nil }
            range = moved
        }
        return range
    }
}
