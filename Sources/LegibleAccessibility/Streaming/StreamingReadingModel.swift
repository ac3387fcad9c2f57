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

        var length: TextBase { TextBase(utf8: Int32(model.text.utf8.count), utf16: Int32(model.text.utf16.count)) }

        /// Its elements but the document, placed at `start` in the document's text.
        func elements(at start: TextBase) -> [AccessibilityElement] {
            (1..<Int32(model.storage.records.count)).map { AccessibilityElement(storage: model.storage, index: $0, base: start) }
        }
    }

    /// Where a part stands: a segment by its position, or the footnotes after every segment.
    private enum Slot: Hashable, Comparable {
        case segment(Int)
        case footnotes
    }

    /// The segments' parts, in order.
    private var segmentParts: [Part] = []
    private var footnotesPart: Part?
    /// The footnote numbering the parts were built with.
    private var numbering: MarkdownSnapshot.Identity?
    private var latest: MarkdownSnapshot?
    /// The elements open at the last update, to tell which have finished since.
    private var open: Set<ElementID> = []
    /// The reading of every formula met so far: a formula in the tail is read once, not again
    /// at every append.
    private let readings = Locked<[String: FormulaReading]>([:])

    /// A model that speaks `phrases` and reads math in `mathStyle`.
    public init(phrases: PhraseTable = .english, mathStyle: MathSpeechStyle = .clearSpeak) {
        self.phrases = phrases
        self.mathStyle = mathStyle
    }

    /// The whole document's model as of the last update (built on demand). Its text and elements
    /// are what applying every update so far gives.
    public var model: ReadingModel? {
        latest.map { ReadingModel(snapshot: $0, phrases: phrases, mathStyle: mathStyle) }
    }

    /// Brings the model up to `snapshot` and says what changed.
    public func update(to snapshot: MarkdownSnapshot) -> ReadingModelUpdate {
        latest = snapshot
        let renumbered = snapshot.footnoteNumbering != numbering
        numbering = snapshot.footnoteNumbering

        // The new parts, keeping every part whose segment, footnote numbers and leading line
        // break are as before.
        var newSegmentParts: [Part] = []
        var followsText = false
        for (position, segment) in snapshot.segments.enumerated() {
            let old = position < segmentParts.count ? segmentParts[position] : nil
            var numbers: [Int]?
            if let old, old.identity == segment.id, old.followsText == followsText {
                if !renumbered {
                    newSegmentParts.append(old)
                    followsText = followsText || old.length.utf8 > 0
                    continue
                }
                numbers = Self.footnoteNumbers(of: segment)
                if old.footnoteNumbers == numbers {
                    newSegmentParts.append(old)
                    followsText = followsText || old.length.utf8 > 0
                    continue
                }
            }
            let part = makePart(identity: segment.id, footnoteNumbers: numbers ?? Self.footnoteNumbers(of: segment),
                                followsText: followsText, blocks: segment.blocks, footnotes: [])
            newSegmentParts.append(part)
            followsText = followsText || part.length.utf8 > 0
        }
        var newFootnotesPart = footnotesPart
        if renumbered || footnotesPart?.followsText != followsText {
            // Their numbering is new: the section spans the whole document, so it is worked out
            // anew, and only then.
            let definitions = snapshot.footnotes
            newFootnotesPart = definitions.isEmpty ? nil
                : makePart(identity: numbering, footnoteNumbers: [], followsText: followsText, blocks: [], footnotes: definitions)
        }

        // Line up the old and new parts by slot; runs of slots whose part changed are what the
        // text edits and the element comparison look at.
        var slots = (0..<max(segmentParts.count, newSegmentParts.count)).map(Slot.segment)
        if footnotesPart != nil || newFootnotesPart != nil { slots.append(.footnotes) }
        let oldParts = slots.map { part(at: $0, segments: segmentParts, footnotes: footnotesPart) }
        let newParts = slots.map { part(at: $0, segments: newSegmentParts, footnotes: newFootnotesPart) }
        let oldStarts = Self.starts(of: oldParts)
        let newStarts = Self.starts(of: newParts)
        var runs: [Range<Int>] = []
        for index in slots.indices where !Self.isSame(oldParts[index], newParts[index]) {
            if let last = runs.last, last.upperBound == index {
                runs[runs.count - 1] = last.lowerBound..<(index + 1)
            } else {
                runs.append(index..<(index + 1))
            }
        }

        // The text edits, first in the old text's coordinates.
        var edits: [(run: Range<Int>, old: TextRange, replacement: String)] = []
        for run in runs {
            let old = run.compactMap { oldParts[$0]?.model.text }.joined()
            let new = run.compactMap { newParts[$0]?.model.text }.joined()
            guard let edit = Self.edit(from: old, to: new) else { continue }
            edits.append((run, edit.range.moved(by: oldStarts[run.lowerBound]), edit.replacement))
        }
        var textEdits: [ReadingModelUpdate.TextEdit] = []
        var delta = TextBase.zero
        for edit in edits {
            let range = edit.old.moved(by: delta)
            textEdits.append(ReadingModelUpdate.TextEdit(utf16Range: range.utf16, utf8Range: range.utf8, replacement: edit.replacement))
            delta.utf8 += Int32(edit.replacement.utf8.count - edit.old.utf8.count)
            delta.utf16 += Int32(edit.replacement.utf16.count - edit.old.utf16.count)
        }

        // The elements of the changed parts, before and after.
        var before: [ElementID: (properties: AccessibilityElement.Properties, range: Range<Int>)] = [:]
        for run in runs {
            for index in run {
                guard let part = oldParts[index] else { continue }
                for element in part.elements(at: oldStarts[index]) {
                    before[element.id] = (part.properties[element.id] ?? element.properties, element.utf16Range)
                }
            }
        }
        var added: [AccessibilityElement] = []
        var changed: [AccessibilityElement] = []
        var rebuilt: [AccessibilityElement] = []
        var present = Set<ElementID>()
        for run in runs {
            for index in run {
                guard let part = newParts[index] else { continue }
                for element in part.elements(at: newStarts[index]) {
                    let id = element.id
                    guard present.insert(id).inserted else { continue }
                    rebuilt.append(element)
                    guard let old = before[id] else {
                        added.append(element)
                        continue
                    }
                    if old.properties != part.properties[id] || Self.moving(old.range, across: textEdits) != element.utf16Range {
                        changed.append(element)
                    }
                }
            }
        }
        // By the rule a view follows, an empty element at the place of an insertion stays before
        // it; a kept one that belongs after it (at the start of the next part) is listed.
        for edit in edits where edit.old.utf8.isEmpty && edit.old.utf8.lowerBound == Int(oldStarts[edit.run.upperBound].utf8) {
            var index = edit.run.upperBound
            while index < slots.count, let part = newParts[index] {
                let start = newStarts[index]
                changed += part.elements(at: start).filter { $0.utf8Range.isEmpty && $0.utf8Range.lowerBound == Int(start.utf8) }
                guard part.length.utf8 == 0 else { break }
                index += 1
            }
        }
        let removed = before.keys.filter { !present.contains($0) }.sorted()

        // What is still being written, and what finished since the last update.
        var nowOpen = Set<ElementID>()
        var finished: [AccessibilityElement] = []
        var unsettled: [ElementID: Int] = [:]
        let gone = Set(removed)
        for element in rebuilt {
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
        let tail = newSegmentParts.count - 1
        if !unaccounted.isEmpty, tail >= 0, Self.isSame(oldParts[tail], newParts[tail]) {
            for id in unaccounted.sorted() {
                guard let found = newSegmentParts[tail].model.element(id) else { continue }
                let element = AccessibilityElement(storage: found.storage, index: found.index, base: newStarts[tail])
                if let node = element.node, snapshot.isOpen(node) { nowOpen.insert(id) } else { finished.append(element) }
            }
        }
        open = nowOpen
        segmentParts = newSegmentParts
        footnotesPart = newFootnotesPart
        return ReadingModelUpdate(added: added, changed: changed, finished: finished, removed: removed, openElements: nowOpen,
                                  isComplete: snapshot.isComplete, textEdits: textEdits, unsettledOffsets: unsettled)
    }

    // MARK: Parts

    private func makePart(identity: MarkdownSnapshot.Identity?, footnoteNumbers: [Int], followsText: Bool,
                          blocks: [MarkdownNode], footnotes: [MarkdownNode]) -> Part {
        let size = (blocks.last?.sourceOffsets.upperBound ?? 0) - (blocks.first?.sourceOffsets.lowerBound ?? 0)
        let builder = ReadingModelBuilder(root: nil, blocks: blocks, footnotes: footnotes, followsText: followsText, expectedSize: size)
        let model = ReadingModel(builder: builder, phrases: phrases, mathStyle: mathStyle, readings: readings)
        var properties: [ElementID: AccessibilityElement.Properties] = [:]
        for element in model.elements where element.role != .document {
            properties[element.id] = element.properties
        }
        return Part(identity: identity, footnoteNumbers: footnoteNumbers, followsText: followsText, model: model, properties: properties)
    }

    private func part(at slot: Slot, segments: [Part], footnotes: Part?) -> Part? {
        switch slot {
        case .segment(let position): position < segments.count ? segments[position] : nil
        case .footnotes: footnotes
        }
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

    /// Where each part (or the place of a missing one) starts in the text they make together.
    private static func starts(of parts: [Part?]) -> [TextBase] {
        var result: [TextBase] = []
        var position = TextBase.zero
        for part in parts {
            result.append(position)
            if let length = part?.length {
                position.utf8 += length.utf8
                position.utf16 += length.utf16
            }
        }
        result.append(position)
        return result
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
