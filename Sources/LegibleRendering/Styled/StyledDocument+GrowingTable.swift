import LegibleAccessibility

/// A table growing at the end of a streamed answer, styled at the cost of what arrived.
///
/// A language model writes a table row by row: every append changes its last row or adds one
/// (often with a line that is a paragraph until its cells arrive). Built again whole, the table
/// would cost its length at every append, so streaming it would cost the square of its length.
/// The rows before the first one the update can have touched are kept as they are (their cells,
/// runs, places and reading order); only the rows from there are built, from the update's table.
/// Whatever else the update changed after the table is applied as any change is (``BlockGrowth``).
struct GrowingTable {
    /// The table, as the update has it.
    let table: AccessibilityElement
    /// Its block.
    let block: Int
    /// How many of its first rows are kept.
    let keptRows: Int
    /// The rows after those, as the update has them.
    let addedRows: [AccessibilityElement]
    /// The elements recorded with the block after the kept rows (the other rows, their cells and
    /// what is inside them): they go, and the added rows' take their places.
    let dropped: [ElementID]

    /// The table growing in `update`, when the first top-level element it builds again is a
    /// top-level table with a block of its own, and nothing before the table's `keptRows` first
    /// rows changed (no text edit, no element added, changed or removed); else `nil`.
    init?(_ update: ReadingModelUpdate, rebuilding units: [AccessibilityElement], in document: StyledDocument) {
        guard let table = units.first, table.role == .table, let extent = document.extents[table.id], extent.blocks.count == 1,
              case let block = extent.blocks.lowerBound, block < document.blocks.count, document.blocks[block].id == table.id,
              document.blocks[block].nesting.isEmpty, case .table(let grid) = document.blocks[block].content,
              let editStart = update.textEdits.map(\.utf8Range.lowerBound).min(),
              let kept = Self.keptRowCount(of: grid, before: editStart) else { return nil }
        let lastKeptRow = grid.rows[kept - 1]
        let boundary = lastKeptRow.cells[lastKeptRow.cells.count - 1].utf8Range.upperBound
        let recorded = document.blockElements[block]
        guard let lastKept = recorded.lastIndex(of: lastKeptRow.id) else { return nil }
        let dropped = recorded[(lastKept + 1)...].filter { $0 != table.id }
        guard !(update.added + update.changed).contains(where: { $0.id != table.id && $0.utf8Range.lowerBound < boundary }) else { return nil }
        let droppedIDs = Set(dropped)
        for id in update.removed {
            guard let removed = document.extents[id] else { return nil }
            // In the table, only dropped elements go; before it, nothing.
            if removed.blocks.lowerBound == block ? !droppedIDs.contains(id) : removed.blocks.lowerBound < block { return nil }
        }
        guard let added = table.children(after: lastKeptRow.id) else { return nil }
        self.table = table
        self.block = block
        keptRows = kept
        addedRows = added
        self.dropped = dropped
    }

    /// How many of a table's rows come wholly before `offset` (UTF-8) and before its last row,
    /// the last of them ending in a cell with text (a gap after an empty cell may run on into
    /// the next row's); `nil` when none does.
    private static func keptRowCount(of grid: TableGrid, before offset: Int) -> Int? {
        var kept = grid.rows.count - 1
        while kept > 0 {
            if let last = grid.rows[kept - 1].cells.last, !last.utf8Range.isEmpty, last.utf8Range.upperBound < offset { return kept }
            kept -= 1
        }
        return nil
    }
}

extension StyledDocument {
    /// Grows the table in place, its text edited already: the rows after the kept ones are built
    /// from the update's table, and their elements take the dropped ones' places and order.
    mutating func grow(_ growing: GrowingTable) {
        let index = growing.block
        let kept = growing.keptRows
        // The old block's arrays are taken out of it, so that cutting them does not copy them.
        let (id, utf8Start, utf16Start) = (blocks[index].id, blocks[index].utf8Range.lowerBound, blocks[index].utf16Range.lowerBound)
        var runs = blocks[index].runs
        let content = blocks[index].content
        blocks[index] = StyledBlock(id: id, content: .thematicBreak, utf8Range: utf8Start..<utf8Start, utf16Range: utf16Start..<utf16Start,
                                    nesting: [], openedContainerCount: 0, runs: [])
        guard case .table(let grid) = consume content else { return }
        var rows = (consume grid).rows
        // Where the dropped cells are in reading order (they are text elements, one after another).
        let droppedIDs = Set(growing.dropped)
        let textStart = rows[kept].cells.first.flatMap { extents[$0.id]?.textOrder }
            ?? firstIndex(in: 0..<textElements.count) { (extents[textElements[$0]]?.blocks.lowerBound ?? 0) > index }
        var textEnd = textStart
        while textEnd < textElements.count, droppedIDs.contains(textElements[textEnd]) { textEnd += 1 }
        rows.removeSubrange(kept...)
        let lastKeptRow = rows[kept - 1]
        let lastCell = lastKeptRow.cells[lastKeptRow.cells.count - 1]
        runs.removeSubrange(firstIndex(in: 0..<runs.count) { runs[$0].utf8Range.upperBound > lastCell.utf8Range.upperBound }...)

        var progress = StyledDocumentBuilder.TableProgress()
        progress.columnCount = rows[0].cells.count
        progress.widestRow = rows.reduce(0) { max($0, $1.cells.count) }
        progress.covered = (lastCell.utf8Range.upperBound, lastCell.utf16Range.upperBound)
        progress.rows = consume rows
        var builder = StyledDocumentBuilder(text: text, units: [], firstBlock: index)
        builder.addTableRows(growing.addedRows, to: &progress, runs: &runs)
        let parts = builder.built
        let table = growing.table
        blocks[index] = StyledBlock(id: id, content: .table(progress.grid), utf8Range: utf8Start..<table.utf8Range.upperBound,
                                    utf16Range: utf16Start..<table.utf16Range.upperBound, nesting: [], openedContainerCount: 0, runs: runs)

        // The dropped elements go; the new ones take their places, in the order a whole build
        // records them (rows with what is in them, then the table).
        for id in growing.dropped { extents[id] = nil }
        var elements = blockElements[index]
        elements.removeSubrange((elements.lastIndex(of: lastKeptRow.id).map { $0 + 1 } ?? 0)...)
        let newIDs = parts.blockElements.first ?? []
        elements += newIDs + [table.id]
        blockElements[index] = elements
        for id in newIDs { extents[id] = parts.extents[id] }
        if let extent = extents[table.id] {
            extents[table.id] = ElementExtent(utf8Range: table.utf8Range, utf16Range: table.utf16Range, blocks: extent.blocks, textOrder: extent.textOrder)
        }

        // The new cells take the dropped ones' places in reading order; those after move.
        textElements.replaceSubrange(textStart..<textEnd, with: parts.textElements)
        for order in textStart..<textElements.count { extents[textElements[order]]?.textOrder = order }
    }
}
