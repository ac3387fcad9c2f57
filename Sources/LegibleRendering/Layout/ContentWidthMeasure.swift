/// How wide a layout's content is, measured again only from where it changed: a bubble that
/// hugs a streamed answer asks its width after every append, and measuring every line each time
/// would make the stream cost the square of its length.
///
/// The widest right edge so far is kept line by line and block by block, so a change that keeps
/// the first lines and blocks (a streamed append) measures only those after them.
///
/// ```swift
/// var measure = ContentWidthMeasure()
/// measure.width(of: layout)                                // every line and block
/// measure.layoutChanged(fromLine: 120, fromBlock: 14)      // an append laid out from there
/// measure.width(of: updatedLayout)                         // lines 120… and blocks 14… only
/// ```
public struct ContentWidthMeasure: Sendable {
    /// The widest right edge of the lines up to each one, and of the blocks' drawings.
    private var lineEdges: [Double] = []
    private var blockEdges: [Double] = []

    /// A measure of nothing yet: the first width measures everything.
    public init() {}

    /// The layout measured next keeps the lines before `line` and the blocks before `block` as
    /// they were; what follows is measured again.
    public mutating func layoutChanged(fromLine line: Int, fromBlock block: Int) {
        lineEdges.removeLast(max(0, lineEdges.count - max(line, 0)))
        blockEdges.removeLast(max(0, blockEdges.count - max(block, 0)))
    }

    /// `layout`, laid out again after `plan`, is measured next: what `plan` may have changed is
    /// measured again, from the line before its first changed one (whose line break the change
    /// may have brought) and from the block before its first changed one.
    public mutating func layoutChanged(after plan: LayoutInvalidation, in layout: some DocumentLayout) {
        guard !plan.isWhole else { return self = ContentWidthMeasure() }
        layoutChanged(fromLine: plan.firstChangedLine(in: layout) - 1, fromBlock: plan.firstBlockToLayOut(in: layout.document))
    }

    /// How wide `layout`'s content is (see ``DocumentLayout/contentWidth``), measuring only what
    /// changed since the last time.
    public mutating func width(of layout: some DocumentLayout) -> Double {
        // A layout with fewer lines or blocks than were measured is not the one measured before.
        if lineEdges.count > layout.lineCount || blockEdges.count > layout.document.blocks.count {
            self = ContentWidthMeasure()
        }
        let text = layout.document.text.utf16
        var right = lineEdges.last ?? 0
        for index in lineEdges.count..<layout.lineCount {
            right = max(right, Self.textEdge(ofLine: index, in: layout, text: text))
            lineEdges.append(right)
        }
        var drawn = blockEdges.last ?? 0
        let blocks = layout.document.blocks
        for index in blockEdges.count..<blocks.count {
            if let frame = layout.decorationFrame(of: blocks[index].id) { drawn = max(drawn, frame.maxX) }
            blockEdges.append(drawn)
        }
        return max(right, drawn)
    }

    /// Where a line's text ends: at its last character other than a space or line break (a line
    /// that wraps keeps the space it wrapped at, and a line's frame may be as wide as the view).
    private static func textEdge(ofLine index: Int, in layout: some DocumentLayout, text: String.UTF16View) -> Double {
        let range = layout.line(at: index).utf16Range
        var end = range.upperBound
        while end > range.lowerBound, end <= text.count,
              [0x20, 0x0A, 0x0D].contains(text[text.index(text.startIndex, offsetBy: end - 1)]) { end -= 1 }
        return layout.xPosition(ofUTF16: end, inLine: index)
    }
}

extension DocumentLayout {
    /// How wide the document's content is: the right edge of its widest line's text or of what
    /// is drawn beside the text (a table's rules, a code block's frame), for a view that hugs a
    /// short message rather than filling its width.
    public var contentWidth: Double {
        var measure = ContentWidthMeasure()
        return measure.width(of: self)
    }
}
