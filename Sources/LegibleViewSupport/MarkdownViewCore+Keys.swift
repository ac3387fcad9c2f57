public import LegibleRendering

/// The keyboard's sideways scroll: Left and Right arrows scroll a code block, display formula or
/// table wider than its box a page of columns, the same decision for every view that takes keys.
extension MarkdownViewCore {
    /// Scrolls a page of columns further right (`forward`) or back, in the wide block the
    /// selection starts in, else the first one showing in `visible` (the part of the document on
    /// screen, layout coordinates), and says which page shows (``ViewCommand/pageTurned(_:)``).
    /// `false` when no block there scrolls that way: the key goes on to the platform.
    @discardableResult
    public func scrollSideways(forward: Bool, visible: LayoutRect) -> Bool {
        let layout = documentLayout
        let start = selection.flatMap { layout.selectionRects(forUTF16: $0).first }.map { LayoutPoint(x: $0.x, y: $0.y + $0.height / 2) }
        guard let id = CodeBlockScroll.keyboardBlock(at: start, visible: visible, in: layout, scrolls: codeScrolls) else { return false }
        return scrollSideways(id, forward: forward)
    }
}
