public import LegibleAccessibility
public import LegibleRendering

/// The app's views drawing blocks (a diagram over a `mermaid` code block), placed over the
/// space the layout reserved for each, the same way in the UIKit and AppKit views: a view is
/// made once per block and kept while the block is, moved as the layout changes, and taken away
/// with its block.
///
/// ```swift
/// var views = BlockViews<NSView>()
/// views.arrange(renderers.placements(in: document, layout: layout, lineHeight: 17), make: makeBlockView) { view, frame in
///     if view.superview !== self { addSubview(view) }
///     view.frame = viewRect(frame)
/// } remove: { $0.removeFromSuperview() }
/// ```
public struct BlockViews<View: AnyObject> {
    /// The views, by the element of the block each draws.
    public private(set) var views: [ElementID: View] = [:]

    /// No views yet.
    public init() {}

    /// Places a view over each block at its frame (`place`), made by `make` for a block that has
    /// none (`nil`: nothing is drawn there); the views of blocks no longer placed are removed.
    public mutating func arrange(_ placements: [(block: CustomBlock, frame: LayoutRect)], make: (CustomBlock) -> View?,
                                 place: (View, LayoutRect) -> Void, remove: (View) -> Void) {
        var kept: [ElementID: View] = [:]
        for (block, frame) in placements {
            guard let view = views[block.element] ?? make(block) else { continue }
            place(view, frame)
            kept[block.element] = view
        }
        for (id, view) in views where kept[id] == nil { remove(view) }
        views = kept
    }

    /// Removes every view (the renderers or the view maker changed).
    public mutating func removeAll(_ remove: (View) -> Void) {
        views.values.forEach(remove)
        views = [:]
    }
}
