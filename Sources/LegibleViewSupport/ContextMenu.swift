public import LegibleAccessibility
public import LegibleRendering

/// The menu a long press (iOS, iPadOS, visionOS) or a right or Control click (macOS) shows:
/// the items the reading model gives the element under the point (`AccessibilityElement.menuItems`:
/// a link's Open, Copy Link and Share, a code block's Copy, a formula's Copy TeX and Copy
/// MathML, a footnote reference's Go to Footnote), the same in every view. Share only when the
/// app can share (it presents the share sheet or picker); none over plain text, so the text's
/// own menu or selection goes on.
///
/// ```swift
/// ContextMenu.items(at: point, in: layout, model: model, canShare: false).map(\.title)   // ["Open", "Copy Link"]
/// ```
public enum ContextMenu {
    /// The items for `point` of `layout`, which shows `model`.
    public static func items(at point: LayoutPoint, in layout: any DocumentLayout, model: ReadingModel, canShare: Bool) -> [MenuItem] {
        guard let id = layout.element(at: point), let element = model.element(id) else { return [] }
        return element.menuItems.filter { canShare || $0.kind != .share }
    }

    /// What a menu's preview lifts (a long press): the element under the point, as the lines of
    /// its text (a link that wraps is lifted on both of its lines), or as its frame when it has
    /// no text of its own (a code block, a table). Empty where there is no element; UIKit would
    /// lift the whole view, a chat bubble or a document taller than the screen.
    public static func previewRects(at point: LayoutPoint, in layout: any DocumentLayout) -> [LayoutRect] {
        guard let id = layout.element(at: point) else { return [] }
        if [.link, .image, .math, .footnoteReference].contains(id.role), let range = layout.document.utf16Range(of: id) {
            return layout.selectionRects(forUTF16: range)
        }
        return layout.frame(of: id).map { [$0] } ?? []
    }

    /// Where the menu the keyboard asks for opens (Control-Return, or a key binding of
    /// `showContextMenuForSelection:`; macOS asks the view, and a view that does not answer
    /// gets the menu of whatever is at its middle, which for a long document is some element
    /// off screen): on the first character of the selection, with the menu of what is there;
    /// `nil` with nothing selected, for no menu.
    public static func keyboardAnchor(selection: Range<Int>?, in layout: any DocumentLayout) -> LayoutPoint? {
        guard let selection, !selection.isEmpty else { return nil }
        return anchor(ofUTF16: selection.lowerBound..<selection.lowerBound + 1, in: layout)
    }

    /// Where the menu of an element VoiceOver asks for opens ("show menu", VO-Shift-M on a
    /// link): the middle of the first line of its text (`range`), whose menu is the element's.
    public static func anchor(ofUTF16 range: Range<Int>, in layout: any DocumentLayout) -> LayoutPoint? {
        layout.selectionRects(forUTF16: range).first.map { LayoutPoint(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
    }
}
