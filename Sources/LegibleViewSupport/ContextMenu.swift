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
}
