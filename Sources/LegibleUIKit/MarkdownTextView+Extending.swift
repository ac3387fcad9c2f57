#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import LegibleAccessibility
import LegibleRendering
import LegibleViewSupport
import UIKit

/// What an app adds to the view: handlers of its own link schemes (``MarkdownTextView/linkHandlers``)
/// and renderers of blocks (``MarkdownTextView/blockRenderers``, drawn by the views
/// ``MarkdownTextView/makeBlockView`` makes).
extension MarkdownTextView {
    /// New renderers: the elements are read anew and the blocks laid out and drawn anew.
    func renderersDidChange() {
        blockViews.removeAll { $0.removeFromSuperview() }
        perform(.elementsChanged(nil))
        core.relayout()
    }

    /// Places a view of the app's over each block a renderer draws, where the renderers say
    /// (``BlockRenderers/placements(in:layout:lineHeight:)``); a block gone takes its view with it.
    func arrangeBlockViews() {
        guard let make = makeBlockView else { return }
        let lineHeight = Double(textKitStyle(width: CGFloat(core.width)).lineHeight)
        let placements = blockRenderers.placements(in: styledDocument, layout: documentLayout, lineHeight: lineHeight)
        blockViews.arrange(placements, make: make, place: place(_:at:)) { $0.removeFromSuperview() }
    }

    /// Puts a block's view over its block, as a subview.
    private func place(_ view: UIView, at frame: LayoutRect) {
        if view.superview !== self { addSubview(view) }
        view.frame = CGRect(frame)
    }
}
#endif
