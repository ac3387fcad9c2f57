public import LegibleAccessibility

/// The top-level blocks of a document (the children of its root) in reading order, kept by
/// identity while an answer streams in, without the whole reading model: what a view's
/// accessibility tree lists directly under the view, updated from each `ReadingModelUpdate`
/// at the cost of the blocks it changed (and a shift of those after its first text edit).
///
/// ```swift
/// var order = TopLevelOrder(model)        // a document shown whole
/// order.apply(update)                     // each streamed update
/// order.ids                               // [heading, paragraph, list, …]
/// ```
public struct TopLevelOrder: Sendable {
    /// The top-level blocks' identities, in reading order.
    public private(set) var ids: [ElementID] = []
    /// Where each block is in the document's text (UTF-16), by position in ``ids``.
    private var ranges: [Range<Int>] = []

    /// The top-level blocks of `model`.
    public init(_ model: ReadingModel) {
        for block in model.root.children {
            ids.append(block.id)
            ranges.append(block.utf16Range)
        }
    }

    /// No blocks.
    public init() {}

    /// Applies a streamed update: removed blocks go; the others move with the text edits; each
    /// of `ReadingModelUpdate.changedTopLevelElements` takes its new place (a new block is put
    /// where its text starts).
    public mutating func apply(_ update: ReadingModelUpdate) {
        if !update.removed.isEmpty {
            let removed = Set(update.removed)
            let kept = ids.indices.filter { !removed.contains(ids[$0]) }
            ids = kept.map { ids[$0] }
            ranges = kept.map { ranges[$0] }
        }
        for edit in update.textEdits {
            // Ranges ending at or before the edit stay; the rest move (a range the edit cuts
            // into is its block's, which the update lists as changed or removed).
            let first = firstIndex(in: ranges.indices) { ranges[$0].upperBound > edit.utf16Range.lowerBound }
            for index in first..<ranges.count {
                ranges[index] = edit.utf16Range(moving: ranges[index]) ?? ranges[index]
            }
        }
        // Blocks that were there first (a changed one the edits cut into has its new place
        // only now), then new ones, placed among them where their text starts.
        var new: [AccessibilityElement] = []
        for block in update.changedTopLevelElements {
            // Looked for from the end, where a stream changes things.
            guard let index = ids.lastIndex(of: block.id) else {
                new.append(block)
                continue
            }
            ranges[index] = block.utf16Range
        }
        for block in new {
            let index = firstIndex(in: ranges.indices) { ranges[$0].lowerBound > block.utf16Range.lowerBound }
            ids.insert(block.id, at: index)
            ranges.insert(block.utf16Range, at: index)
        }
    }
}
