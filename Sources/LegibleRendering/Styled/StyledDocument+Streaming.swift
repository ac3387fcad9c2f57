import LegibleAccessibility

/// A streamed answer's styled document, kept up to date by the reading model's updates.
///
/// The blocks are rebuilt by top-level element: those an update adds or changes (or holds an
/// added, changed or removed element) are built again from the update's elements; every other
/// block is kept, moved with the text edits. A streamed answer grows at its end, so an update
/// costs what changed there, not the length of the document.
///
/// ```swift
/// var styled = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "")))
/// let answer = StreamingAnswer()
/// for token in tokens {
///     let change = styled.apply(answer.append(token, at: now).update)
///     redraw(blocks: change.insertedBlocks)     // the rest only moved
/// }
/// ```
extension StyledDocument {
    /// Applies an update of a streamed reading model (whose ranges are the whole document's,
    /// as `ReadingModelUpdate` promises): afterwards the document equals a fresh build of
    /// the model so far.
    @discardableResult
    public mutating func apply(_ update: ReadingModelUpdate) -> StyledDocumentChange {
        var units = UnitsToRebuild(update, in: self)
        // A table or code block growing at the end keeps what came before the change (see
        // `BlockGrowth`); the rest of the update is applied as any other.
        let growing = BlockGrowth(update, rebuilding: units.rebuilt, in: self)
        if let growing { units = units.excluding(growing) }
        var window = oldWindow(of: units)
        let edits = update.textEdits
        edit(with: edits)
        let highlighted = growing.map { grow($0) } ?? 0
        let shift = { (block: StyledBlock) in Self.shift(of: block, by: edits) }
        // The blocks of new top-level elements go before the first old block that starts after
        // them: the window reaches there too (a streamed answer adds at its end while a link
        // earlier on changes: the window then spans both).
        for unit in units.rebuilt where extents[unit.id]?.blocks.isEmpty ?? true {
            window = Self.union(window, insertionIndex(of: unit, shift: shift))
        }
        // After a grown block the window starts right after it: the blocks between it and what
        // else changed moved with its text.
        if let growing, let changed = window { window = Self.union(changed, growing.block + 1..<growing.block + 1) }
        guard let old = window else {
            // Text moved, nothing else: every block after the first edit moves.
            let from = firstIndex(in: 0..<blocks.count) { shift(blocks[$0]) != (0, 0) }
            moveBlocks(from: from, blockShift: 0, shift: shift)
            return Self.change(removed: from..<from, inserted: from..<from, edits: edits, growing: growing, highlighted: highlighted)
        }
        let textBefore = firstIndex(in: 0..<textElements.count) { (extents[textElements[$0]]?.blocks.lowerBound ?? 0) >= old.lowerBound }
        let textAfter = firstIndex(in: textBefore..<textElements.count) { (extents[textElements[$0]]?.blocks.lowerBound ?? 0) >= old.upperBound }
        var highlightedInWindow = 0
        let inserted = replace(old, with: content(of: old, units: units, shift: shift, highlighted: &highlightedInWindow),
                               removing: units.removed, shift: shift)
        renumberTextElements(replacing: textBefore..<textAfter, inBlocks: inserted)
        return Self.change(removed: old, inserted: inserted, edits: edits, growing: growing, highlighted: highlighted + highlightedInWindow)
    }

    /// The change of blocks `removed` for `inserted`, taking in a table grown before them.
    private static func change(removed: Range<Int>, inserted: Range<Int>, edits: [ReadingModelUpdate.TextEdit],
                               growing: BlockGrowth?, highlighted: Int) -> StyledDocumentChange {
        guard let growing else {
            return StyledDocumentChange(removedBlocks: removed, insertedBlocks: inserted, utf16Shift: edits.utf16Delta, highlightedUTF8Count: highlighted)
        }
        let block = growing.block
        return StyledDocumentChange(removedBlocks: block..<max(block + 1, removed.upperBound), insertedBlocks: block..<max(block + 1, inserted.upperBound),
                                    utf16Shift: edits.utf16Delta, keptRows: growing.keptRows, highlightedUTF8Count: highlighted)
    }

    /// The top-level elements an update builds again, and those whose blocks go.
    private struct UnitsToRebuild {
        /// Built again, as the update has them, in text order.
        private(set) var rebuilt: [AccessibilityElement]
        private(set) var rebuiltIDs: Set<ElementID>
        /// Removed, and old top-level elements now inside another (display math that text after
        /// it on its closing line made part of a paragraph): they keep their identity but not
        /// their blocks, which go as a removed element's do; the element comes back in its new
        /// holder's.
        private(set) var removed: Set<ElementID>

        /// The units without a block grown in place, and what it drops.
        func excluding(_ growing: BlockGrowth) -> UnitsToRebuild {
            var units = self
            units.rebuilt.removeAll { $0.id == growing.unit }
            units.rebuiltIDs.remove(growing.unit)
            units.removed.subtract(growing.dropped)
            return units
        }

        init(_ update: ReadingModelUpdate, in document: StyledDocument) {
            rebuilt = update.changedTopLevelElements
            rebuiltIDs = Set(rebuilt.map(\.id))
            let ids = rebuiltIDs
            let absorbed = (update.added + update.changed).compactMap { element -> ElementID? in
                guard !ids.contains(element.id), let first = document.extents[element.id]?.blocks.lowerBound, first < document.blocks.count,
                      document.unitID(ofBlock: first) == element.id else { return nil }
                return element.id
            }
            removed = Set(update.removed).union(absorbed)
        }
    }

    /// The old blocks the update replaces: those of every top-level element built again or
    /// holding a removed (or absorbed) element; `nil` when none.
    private func oldWindow(of units: UnitsToRebuild) -> Range<Int>? {
        var window: Range<Int>?
        for id in units.rebuiltIDs {
            if let blocks = extents[id]?.blocks, !blocks.isEmpty { window = Self.union(window, blocks) }
        }
        for id in units.removed {
            guard let block = extents[id]?.blocks.lowerBound, block < blocks.count,
                  let unit = extents[unitID(ofBlock: block)]?.blocks else { continue }
            window = Self.union(window, unit)
        }
        return window
    }

    private static func union(_ window: Range<Int>?, _ blocks: Range<Int>) -> Range<Int> {
        window.map { min($0.lowerBound, blocks.lowerBound)..<max($0.upperBound, blocks.upperBound) } ?? blocks
    }

    /// Edits the text in place (no view of it is held across an edit, so it is not copied).
    mutating func edit(with edits: [ReadingModelUpdate.TextEdit]) {
        for edit in edits {
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: edit.utf8Range.lowerBound)
            let end = text.utf8.index(start, offsetBy: edit.utf8Range.count)
            text.replaceSubrange(start..<end, with: edit.replacement)
            utf16Count += edit.replacement.utf16.count - edit.utf16Range.count
        }
    }

    /// How far the edits move a block that they do not cut into, in UTF-8 and UTF-16.
    static func shift(of block: StyledBlock, by edits: [ReadingModelUpdate.TextEdit]) -> (utf8: Int, utf16: Int) {
        var range8 = block.utf8Range
        var range16 = block.utf16Range
        for edit in edits {
            range8 = edit.utf8Range(moving: range8) ?? range8
            range16 = edit.utf16Range(moving: range16) ?? range16
        }
        return (range8.lowerBound - block.utf8Range.lowerBound, range16.lowerBound - block.utf16Range.lowerBound)
    }

    /// Blocks of one top-level element, with their elements and extents counted from the chunk's
    /// first block, and where they go in text order.
    private typealias Chunk = (start: Int, order: ElementID, blocks: [StyledBlock], elements: [[ElementID]], extents: [ElementID: ElementExtent])

    /// The new content of the window `old`: the top-level elements built again, and the old
    /// ones inside it that were not, moved; in text order.
    private func content(of old: Range<Int>, units: UnitsToRebuild, shift: (StyledBlock) -> (utf8: Int, utf16: Int), highlighted: inout Int) -> [Chunk] {
        var chunks: [Chunk] = []
        var index = old.lowerBound
        while index < old.upperBound {
            let unit = unitID(ofBlock: index)
            let end = extents[unit]?.blocks.upperBound ?? index + 1
            defer { index = max(end, index + 1) }
            if units.rebuiltIDs.contains(unit) || units.removed.contains(unit) { continue }
            var moved: [StyledBlock] = []
            var elements: [[ElementID]] = []
            var kept: [ElementID: ElementExtent] = [:]
            for block in index..<min(end, old.upperBound) {
                let (utf8, utf16) = shift(blocks[block])
                moved.append(blocks[block].shifted(utf8: utf8, utf16: utf16))
                elements.append(blockElements[block])
                for id in blockElements[block] {
                    guard var extent = extents[id] else { continue }
                    extent.utf8Range = extent.utf8Range.lowerBound + utf8..<extent.utf8Range.upperBound + utf8
                    extent.utf16Range = extent.utf16Range.lowerBound + utf16..<extent.utf16Range.upperBound + utf16
                    extent.blocks = extent.blocks.lowerBound - index..<extent.blocks.upperBound - index
                    kept[id] = extent
                }
            }
            chunks.append((moved.first?.utf16Range.lowerBound ?? 0, unit, moved, elements, kept))
        }
        for unit in units.rebuilt {
            var builder = StyledDocumentBuilder(text: text, units: [unit], firstBlock: 0)
            let parts = builder.build()
            highlighted += builder.highlightedUTF8Count
            chunks.append((unit.utf16Range.lowerBound, unit.id, parts.blocks, parts.blockElements, parts.extents))
        }
        return chunks.sorted { ($0.start, $0.order) < ($1.start, $1.order) }
    }

    /// Takes the window's old blocks and their elements (and the `removed` elements) out, puts
    /// `chunks` in, and moves the blocks after them; returns where the new blocks are.
    private mutating func replace(_ old: Range<Int>, with chunks: [Chunk], removing removed: Set<ElementID>,
                                  shift: (StyledBlock) -> (utf8: Int, utf16: Int)) -> Range<Int> {
        for block in old { for id in blockElements[block] { extents[id] = nil } }
        for id in removed { extents[id] = nil }
        var newBlocks: [StyledBlock] = []
        var newElements: [[ElementID]] = []
        for chunk in chunks {
            let first = old.lowerBound + newBlocks.count
            for (id, extent) in chunk.extents {
                var placed = extent
                placed.blocks = extent.blocks.lowerBound + first..<extent.blocks.upperBound + first
                extents[id] = placed
            }
            newBlocks += chunk.blocks
            newElements += chunk.elements
        }
        blocks.replaceSubrange(old, with: newBlocks)
        blockElements.replaceSubrange(old, with: newElements)
        let inserted = old.lowerBound..<old.lowerBound + newBlocks.count
        moveBlocks(from: inserted.upperBound, blockShift: newBlocks.count - old.count, shift: shift)
        return inserted
    }

    /// Puts the text elements of the blocks `inserted` in reading order where those at
    /// `replaced` were, and numbers them again from there on.
    private mutating func renumberTextElements(replacing replaced: Range<Int>, inBlocks inserted: Range<Int>) {
        textElements.replaceSubrange(replaced, with: inserted.flatMap { blocks[$0].textElementIDs })
        for order in replaced.lowerBound..<textElements.count { extents[textElements[order]]?.textOrder = order }
    }

    /// Where the blocks of a new top-level element go among the old blocks (moved by `shift`):
    /// before the first that starts after it, or at the same place and is not before it in
    /// identity order (an empty block there).
    private func insertionIndex(of unit: AccessibilityElement, shift: (StyledBlock) -> (utf8: Int, utf16: Int)) -> Range<Int> {
        let start = unit.utf16Range.lowerBound
        let at = firstIndex(in: 0..<blocks.count) { index in
            let moved = blocks[index].utf16Range.lowerBound + shift(blocks[index]).utf16
            return moved > start || (moved == start && !(blocks[index].utf16Range.isEmpty && blocks[index].id < unit.id))
        }
        return at..<at
    }

    /// The top-level element a block belongs to: its outermost container, or itself.
    private func unitID(ofBlock index: Int) -> ElementID {
        blocks[index].nesting.first?.id ?? blocks[index].id
    }

    /// Moves the blocks from `start` on (whose content did not change) and their elements with
    /// the text edits, and their block indices by `blockShift`.
    mutating func moveBlocks(from start: Int, blockShift: Int, shift: (StyledBlock) -> (utf8: Int, utf16: Int)) {
        guard start < blocks.count else { return }
        for index in start..<blocks.count {
            let (utf8, utf16) = shift(blocks[index])
            guard utf8 != 0 || utf16 != 0 || blockShift != 0 else { continue }
            blocks[index] = blocks[index].shifted(utf8: utf8, utf16: utf16)
            for id in blockElements[index] {
                guard var extent = extents[id] else { continue }
                extent.utf8Range = extent.utf8Range.lowerBound + utf8..<extent.utf8Range.upperBound + utf8
                extent.utf16Range = extent.utf16Range.lowerBound + utf16..<extent.utf16Range.upperBound + utf16
                extent.blocks = extent.blocks.lowerBound + blockShift..<extent.blocks.upperBound + blockShift
                extents[id] = extent
            }
        }
    }
}

extension [ReadingModelUpdate.TextEdit] {
    /// How far the edits move text after all of them, in UTF-16 code units.
    var utf16Delta: Int { reduce(0) { $0 + $1.replacement.utf16.count - $1.utf16Range.count } }
}
