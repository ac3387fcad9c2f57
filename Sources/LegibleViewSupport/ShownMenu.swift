public import LegibleAccessibility
public import LegibleRendering

/// A menu to show over the document, decided once for every view: where it opens, whether it
/// starts with Copy (it opens on selected text, as a text view's does: appkit C10), and the
/// items of the element there (``ContextMenu``).
///
/// ```swift
/// core.select(0..<8)
/// core.menu(at: LayoutPoint(x: 2, y: 0))   // copiesSelection: true, items: [] — "Copy"
/// core.menuForSelection()                 // at the selection's first character
/// ```
public struct ShownMenu: Equatable, Sendable {
    /// Where it opens, in layout coordinates.
    public let anchor: LayoutPoint
    /// Whether it starts with Copy, for the selection.
    public let copiesSelection: Bool
    /// The element's items.
    public let items: [MenuItem]
}

extension MarkdownViewCore {
    /// The menu of a right or Control click (or a long press) at a point: Copy when the point
    /// is on selected text, then the items of the element there; `nil` over plain text that is
    /// not selected (the platform's own menu, if any, shows).
    public func menu(at point: LayoutPoint) -> ShownMenu? {
        shownMenu(at: point, items: menuItems(at: point))
    }

    /// The menu the keyboard asks for (Control-Return): that of the selection's first
    /// character, where ``ContextMenu/keyboardAnchor(selection:in:)`` says (appkit C5); `nil`
    /// with nothing selected.
    public func menuForSelection() -> ShownMenu? {
        ContextMenu.keyboardAnchor(selection: selection, in: documentLayout).flatMap(menu(at:))
    }

    /// The menu of an element a screen reader asks for (VoiceOver's Show Menu on a link or a
    /// formula: appkit C5), opening on the first line of its text, or of `stretch` when the
    /// element stands for a stretch of a paragraph; `nil` when it has none.
    public func menu(of id: ElementID, stretch: Range<Int>? = nil) -> ShownMenu? {
        guard let range = stretch ?? styledDocument.utf16Range(of: id),
              let anchor = ContextMenu.anchor(ofUTF16: range, in: documentLayout) else { return nil }
        return shownMenu(at: anchor, items: menuItems(of: id))
    }

    private func shownMenu(at point: LayoutPoint, items: [MenuItem]) -> ShownMenu? {
        let onSelection = selectionRects.contains { $0.contains(point) }
        guard onSelection || !items.isEmpty else { return nil }
        return ShownMenu(anchor: point, copiesSelection: onSelection, items: items)
    }
}
