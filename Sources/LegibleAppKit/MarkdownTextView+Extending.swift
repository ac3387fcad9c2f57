#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Foundation
import LegibleAccessibility
import LegibleRendering
import AppKit

/// What an app adds to the view: handlers of its own link schemes (``MarkdownTextView/linkHandlers``)
/// and renderers of blocks (``MarkdownTextView/blockRenderers``, drawn by the views
/// ``MarkdownTextView/makeBlockView`` makes).
extension MarkdownTextView {
    /// Opens a link the reader chose: through the handler of its scheme if the app gave one,
    /// else through ``openLink``.
    func follow(_ url: URL) {
        if linkHandlers.route(url) == .unhandled { openLink(url) }
    }

    /// New renderers: the elements are read anew and the blocks laid out and drawn anew.
    func renderersDidChange() {
        for view in blockViews.values { view.removeFromSuperview() }
        blockViews = [:]
        tree.rebuild(readingModel, in: self)
        relayout()
    }

    /// Places a view of the app's over each block a renderer draws: over the block's lines and
    /// the space reserved above them, across the view's width; a block gone takes its view with it.
    func arrangeBlockViews() {
        guard !blockRenderers.isEmpty, let make = makeBlockView else { return }
        var kept: [ElementID: NSView] = [:]
        let document = styledDocument
        let lineHeight = Double(textKitStyle(width: laidOutWidth).lineHeight)
        for block in document.blocks {
            guard let (_, custom) = blockRenderers.renderer(for: block, in: document), let lines = documentLayout.frame(of: block.id) else { continue }
            let reserved = blockRenderers.reservedSpace(for: block, in: document, width: Double(laidOutWidth), lineHeight: lineHeight)
            guard let view = blockViews[block.id] ?? make(custom) else { continue }
            if view.superview !== self { addSubview(view) }
            view.frame = viewRect(LayoutRect(x: lines.x, y: lines.y - reserved, width: max(documentLayout.size.width - lines.x, 0),
                                             height: lines.height + reserved))
            kept[block.id] = view
        }
        for (id, view) in blockViews where kept[id] == nil { view.removeFromSuperview() }
        blockViews = kept
    }
}
#endif
