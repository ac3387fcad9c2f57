import LegibleAccessibility

/// How far a code block is scrolled sideways. Code is not wrapped, so a line wider than the
/// code block's box would be cut off at its edge; instead the block scrolls a box's width (a
/// page of columns) at a time, as VoiceOver's three-finger swipes ask, and is drawn moved left
/// by ``offset`` inside its box. A display formula wider than the view scrolls the same way,
/// and so does a table wider than the view (its columns as wide as their words need,
/// ``TableColumnWidths``): its grid and its cells' lines move together.
///
/// ```swift
/// var scrolls = CodeBlockScroll.scrolls(in: layout, viewWidth: 320, keeping: [:])
/// scrolls[code.id]?.scroll(forward: true)     // true: the next page of columns shows
/// scrolls[code.id]?.page                      // 1, of scrolls[code.id]?.pageCount
/// ```
public struct CodeBlockScroll: Hashable, Sendable {
    /// Where the block's lines start, in the layout.
    public let left: Double
    /// How wide the block's widest line is.
    public let contentWidth: Double
    /// How wide the part of the box the lines show in is.
    public let visibleWidth: Double
    /// How far the lines are moved left: from 0 to `contentWidth - visibleWidth`.
    public private(set) var offset: Double
    /// The elements other than the block whose lines and boxes move with it: a table's cells
    /// (``scrolledElements(of:in:)``); none for code or a formula.
    public let movedElements: Set<ElementID>

    /// The scroll of a code block laid out in `layout` in a view `viewWidth` wide, at `offset`
    /// (kept within bounds); `nil` when every line fits. The lines show between the box's
    /// padding on the left (and the gutter of line numbers there, if any) and as much padding on
    /// the right as below the last line (or the view's edge, without a box).
    ///
    /// A table's lines are its cells' (``scrolledElements(of:in:)``) and show from its left edge
    /// to the view's.
    public init?(of element: ElementID, in layout: some DocumentLayout, viewWidth: Double, offset: Double = 0) {
        // A table's cells are gathered only when they are needed: for a table that fits, or
        // one whose grid is drawn, not at every append as it grows.
        let isTable = Self.hasCells(element, in: layout.document)
        var table: Set<ElementID> = []
        let frames: [LayoutRect]
        if !isTable {
            frames = layout.ownLinesFrame(of: element).map { [$0] } ?? []
        } else if let grid = layout.decorationFrame(of: element) {
            // The grid the layout draws: one question, however many cells.
            frames = [grid]
        } else {
            // Else the cells' boxes (their text stops short of their borders), else their lines.
            table = Self.scrolledElements(of: element, in: layout.document)
            let boxes = table.compactMap { layout.decorationFrame(of: $0) }
            frames = !boxes.isEmpty ? boxes : layout.lineIndices(of: element).map { layout.line(at: $0) }.filter { table.contains($0.element) }.map(\.frame)
        }
        guard let left = frames.map(\.x).min(), let right = frames.map(\.maxX).max() else { return nil }
        let bottom = frames.map(\.maxY).max() ?? 0
        let visibleRight = !isTable ? layout.decorationFrame(of: element).map { $0.maxX - max($0.maxY - bottom, 0) } ?? viewWidth : viewWidth
        guard visibleRight > left, right > visibleRight else { return nil }
        movedElements = isTable && table.isEmpty ? Self.scrolledElements(of: element, in: layout.document) : table
        self.left = left
        contentWidth = right - left
        visibleWidth = visibleRight - left
        self.offset = min(max(offset, 0), contentWidth - visibleWidth)
    }

    /// The scroll of every code block of the layout that is wider than its box, and of every
    /// display formula and table wider than the view (a formula is never shrunk, a table's words
    /// never broken: they scroll as code does), keeping how far each was scrolled in `old`
    /// (within its new bounds).
    public static func scrolls(in layout: some DocumentLayout, viewWidth: Double,
                               keeping old: [ElementID: CodeBlockScroll]) -> [ElementID: CodeBlockScroll] {
        var result: [ElementID: CodeBlockScroll] = [:]
        for block in layout.document.blocks where mayScroll(block) {
            result[block.id] = CodeBlockScroll(of: block.id, in: layout, viewWidth: viewWidth, offset: old[block.id]?.offset ?? 0)
        }
        return result
    }

    /// `scrolls` after a streamed append laid out again `changedBlocks` (indices of the layout's
    /// document): the scrolls of blocks gone are dropped, those of the changed blocks worked
    /// out again (keeping how far each was scrolled), the rest kept as they are; a block's
    /// scroll depends on its own lines alone. O(changed blocks' lines + scrolls).
    public static func scrolls(updating scrolls: [ElementID: CodeBlockScroll], in layout: some DocumentLayout, viewWidth: Double,
                               changedBlocks: Range<Int>) -> [ElementID: CodeBlockScroll] {
        let blocks = layout.document.blocks
        var result = scrolls.filter { layout.document.blockIndex(of: $0.key).map { !changedBlocks.contains($0) } ?? false }
        for index in changedBlocks.clamped(to: blocks.indices) where mayScroll(blocks[index]) {
            result[blocks[index].id] = CodeBlockScroll(of: blocks[index].id, in: layout, viewWidth: viewWidth, offset: scrolls[blocks[index].id]?.offset ?? 0)
        }
        return result
    }

    /// Whether a block may scroll sideways: code, a table, a display formula.
    private static func mayScroll(_ block: StyledBlock) -> Bool {
        switch block.content {
        case .code, .table: true
        case .math(let math): math.isDisplay
        default: false
        }
    }

    /// The elements whose lines a scroll of the block `element` moves, by the block: a table's
    /// cells (its lines are theirs); empty for any other block, whose lines are its own.
    public static func scrolledElements(of element: ElementID, in document: StyledDocument) -> Set<ElementID> {
        guard let index = document.blockIndex(of: element), case .table(let grid) = document.blocks[index].content else { return [] }
        return Set(grid.rows.flatMap(\.cells).map(\.id))
    }

    /// Whether `element` is a table with cells (``scrolledElements(of:in:)`` not empty), found
    /// without gathering them.
    private static func hasCells(_ element: ElementID, in document: StyledDocument) -> Bool {
        guard let index = document.blockIndex(of: element), case .table(let grid) = document.blocks[index].content else { return false }
        return grid.rows.contains { !$0.cells.isEmpty }
    }

    /// The block whose scroll moves `element`'s lines: the element itself when it scrolls, or
    /// the scrolled table it is a cell of; `nil` when nothing moves it.
    public static func block(moving element: ElementID, in scrolls: [ElementID: CodeBlockScroll]) -> ElementID? {
        scrolls[element] != nil ? element : scrolls.first { $0.value.movedElements.contains(element) }?.key
    }

    /// The scrolled block shown at a point of `layout` (as shown, ``ShownLayout``): the one
    /// whose line is there, or whose table cell's box is (a point in a cell's padding); what a
    /// sideways wheel or trackpad swipe there scrolls. `nil` over anything that does not scroll.
    public static func block(at point: LayoutPoint, in layout: some DocumentLayout, scrolls: [ElementID: CodeBlockScroll]) -> ElementID? {
        guard let element = layout.lineIndex(at: point).map({ layout.line(at: $0).element }) ?? layout.decorationElement(at: point) else {
            return nil
        }
        return block(moving: element, in: scrolls)
    }

    /// The scrolled block the keyboard's Left and Right arrows move: the one at `focus` (where
    /// the selection starts), else the highest whose frame shows in `visible`; `nil` when no
    /// scrolled block shows.
    ///
    /// ```swift
    /// CodeBlockScroll.keyboardBlock(at: nil, visible: LayoutRect(x: 0, y: 0, width: 320, height: 480),
    ///                               in: layout, scrolls: scrolls)   // the first wide block on screen
    /// ```
    public static func keyboardBlock(at focus: LayoutPoint?, visible: LayoutRect, in layout: some DocumentLayout,
                                     scrolls: [ElementID: CodeBlockScroll]) -> ElementID? {
        if let focus, let block = block(at: focus, in: layout, scrolls: scrolls) { return block }
        let shown = scrolls.keys.compactMap { id in
            layout.frame(of: id).flatMap { $0.y < visible.maxY && $0.maxY > visible.y ? (id: id, top: $0.y) : nil }
        }
        return shown.min { $0.top < $1.top }?.id
    }

    /// The farthest the lines can move.
    private var maximumOffset: Double { contentWidth - visibleWidth }

    /// How many pages of columns the widest line takes.
    public var pageCount: Int { Int((contentWidth / visibleWidth).rounded(.up)) }

    /// The page of columns showing (0 for the first); the last when scrolled to the end.
    public var page: Int { offset >= maximumOffset ? pageCount - 1 : Int(offset / visibleWidth) }

    /// Where a line of the block (`frame`, as laid out) is shown: moved left by ``offset`` and
    /// cut to the part of the box the lines show in (0 wide at its edge when scrolled out of it),
    /// so that VoiceOver's line frames follow what is drawn.
    ///
    /// ```swift
    /// scroll.shownFrame(of: layout.line(at: 0).frame)
    /// ```
    public func shownFrame(of frame: LayoutRect) -> LayoutRect {
        let right = left + visibleWidth
        let start = min(max(frame.x - offset, left), right)
        let end = min(max(frame.maxX - offset, left), right)
        return LayoutRect(x: start, y: frame.y, width: end - start, height: frame.height)
    }

    /// Moves the lines `distance` further left (right when negative), as a trackpad or a
    /// sideways scroll wheel asks, within bounds; `false` when that moves nothing.
    public mutating func scroll(by distance: Double) -> Bool {
        scroll(to: offset + distance)
    }

    /// Moves the lines to `offset` (kept within bounds), as a drag that has moved them that far
    /// asks; `false` when that moves nothing.
    public mutating func scroll(to offset: Double) -> Bool {
        let target = min(max(offset, 0), maximumOffset)
        guard target != self.offset else { return false }
        self.offset = target
        return true
    }

    /// Where a drag can move the lines: the part of the box they show in, as high as `frame`
    /// (the block's), and how wide the lines are, as a scroll view over the block needs them
    /// (its frame and content size).
    public func dragArea(in frame: LayoutRect) -> (visible: LayoutRect, contentWidth: Double) {
        (LayoutRect(x: left, y: frame.y, width: visibleWidth, height: frame.height), contentWidth)
    }

    /// Moves to the start of the next page of columns (right) or the previous one (left), the
    /// last one ending at the widest line's end; `false` when already at that end.
    public mutating func scroll(forward: Bool) -> Bool {
        let target = forward ? min(Double(page + 1) * visibleWidth, maximumOffset) : max(Double(page - 1) * visibleWidth, 0)
        guard target != offset else { return false }
        offset = target
        return true
    }
}
