import LegibleAccessibility

/// What a view must lay out, draw and announce again after its styled document changed: the
/// platform-neutral plan that the TextKit views and the cell layout apply, so that a streamed
/// append costs the blocks it changed, not the document.
///
/// The changed blocks are whole top-level blocks (``StyledDocumentChange``), so the text a view
/// replaces runs from the end of the block before them to the start of the block after them:
/// the text before is the same, the text after only moved by ``utf16Shift``.
///
/// ```swift
/// let change = styled.apply(update)
/// let plan = LayoutInvalidation(change: change, update: update, document: styled)
/// storage.replaceCharacters(in: NSRange(plan.replacedUTF16Range), with: text(of: plan.insertedUTF16Range))
/// setNeedsDisplay(plan.redrawFrame(in: layout).map(viewRect) ?? bounds)
/// UIAccessibility.post(notification: .layoutChanged, argument: nil)   // for plan.accessibilityUTF16Range
/// ```
public struct LayoutInvalidation: Hashable, Sendable {
    /// Whether the whole document is new (shown whole, or the first append of a stream): a view
    /// lays everything out again and the ranges below are the whole text.
    public let isWhole: Bool
    /// The blocks taken out, as indices of the blocks before the change.
    public let removedBlocks: Range<Int>
    /// The blocks to lay out again, as indices of the blocks after the change.
    public let insertedBlocks: Range<Int>
    /// The stretch of the text before the change that the change replaced, in UTF-16 code units.
    public let replacedUTF16Range: Range<Int>
    /// What took its place, in UTF-16 code units of the text after the change.
    public let insertedUTF16Range: Range<Int>
    /// How far the text after the change moved, in UTF-16 code units.
    public let utf16Shift: Int
    /// The text whose accessibility elements were added or changed, in the text after the
    /// change: what a layout-changed notification is about. `nil` when no element was added or
    /// changed (an update that only finished elements).
    public let accessibilityUTF16Range: Range<Int>?
    /// Of a table or code block that grew in place (the first block changed), how many first
    /// rows or lines are as they were (``StyledDocumentChange/keptRows``); 0 otherwise.
    public let keptRows: Int
    /// The bytes of code highlighted to make the change (``StyledDocumentChange/highlightedUTF8Count``);
    /// for a document shown whole, 0.
    public let highlightedUTF8Count: Int

    /// The plan for a document shown whole.
    public init(wholeDocument document: StyledDocument, previousUTF16Count: Int) {
        isWhole = true
        removedBlocks = 0..<0
        insertedBlocks = 0..<document.blocks.count
        replacedUTF16Range = 0..<previousUTF16Count
        insertedUTF16Range = 0..<document.utf16Count
        utf16Shift = document.utf16Count - previousUTF16Count
        accessibilityUTF16Range = 0..<document.utf16Count
        keptRows = 0
        highlightedUTF8Count = 0
    }

    /// The plan for a styled document that applied `update` (see ``StyledDocument/apply(_:)``)
    /// with `change` and is now `document`.
    public init(change: StyledDocumentChange, update: ReadingModelUpdate, document: StyledDocument) {
        isWhole = false
        removedBlocks = change.removedBlocks
        insertedBlocks = change.insertedBlocks
        utf16Shift = change.utf16Shift
        keptRows = change.keptRows
        highlightedUTF8Count = change.highlightedUTF8Count
        let blocks = change.insertedBlocks
        let start = blocks.lowerBound > 0 ? document.blocks[blocks.lowerBound - 1].utf16Range.upperBound : 0
        let end = blocks.upperBound < document.blocks.count ? document.blocks[blocks.upperBound].utf16Range.lowerBound : document.utf16Count
        // A change of text alone (no block rebuilt or removed) replaces only what its edits
        // did, between blocks that moved; a view lays out from the first edit on.
        let lower = blocks.isEmpty && change.removedBlocks.isEmpty ? (update.textEdits.first?.utf16Range.lowerBound ?? end) : start
        insertedUTF16Range = min(lower, end)..<end
        replacedUTF16Range = insertedUTF16Range.lowerBound..<max(insertedUTF16Range.lowerBound, end - utf16Shift)
        let touched = (update.added + update.changed).filter { $0.role != .document }.map(\.utf16Range)
        accessibilityUTF16Range = touched.dropFirst().reduce(touched.first) { union, range in
            union.map { min($0.lowerBound, range.lowerBound)..<max($0.upperBound, range.upperBound) }
        }
    }

    /// The first block of `document` (laid out after the change) that a layout which keeps the
    /// blocks before it, as they were, and lays out the rest again must start from: the block
    /// before the first changed one, whose line break the changed blocks follow (a block added at
    /// the end brings the break with it), or before the first text edit when no block was
    /// rebuilt. The text before that block's start is the same before and after the change.
    public func firstBlockToLayOut(in document: StyledDocument) -> Int {
        guard !isWhole else { return 0 }
        let blocks = document.blocks
        let first = insertedBlocks.isEmpty && removedBlocks.isEmpty
            ? firstIndex(in: 0..<blocks.count) { blocks[$0].utf16Range.upperBound >= insertedUTF16Range.lowerBound }
            : insertedBlocks.lowerBound
        return max(min(first, blocks.count) - 1, 0)
    }

    /// The first line of `layout` (laid out after the change) that may not be as it was before:
    /// the first one it laid out again, else the first line of the changed text.
    public func firstChangedLine(in layout: some DocumentLayout) -> Int {
        isWhole ? 0 : layout.firstLineLaidOutAgain ?? layout.firstLineIndex(from: insertedUTF16Range.lowerBound)
    }

    /// Whether nothing must be laid out or drawn again.
    public var isEmpty: Bool { !isWhole && removedBlocks.isEmpty && insertedBlocks.isEmpty && utf16Shift == 0 }

    /// The part of `layout` (laid out after the change) to draw again: from the bottom of the
    /// last line before the changed text to the bottom of the document, the full width (what
    /// follows the changed blocks may have moved up or down). `nil` when nothing changed.
    public func redrawFrame(in layout: some DocumentLayout) -> LayoutRect? {
        guard !isEmpty else { return nil }
        let first = firstChangedLine(in: layout)
        let top = first > 0 ? layout.line(at: first - 1).frame.maxY : 0
        return LayoutRect(x: 0, y: top, width: layout.size.width, height: max(0, layout.size.height - top))
    }
}
