#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit
import LegibleViewSupport
import UIKit

/// Taps and long presses for readers who see the view: a tap on a link (or on an image inside
/// one) opens it through ``MarkdownTextView/openLink``, a tap on a footnote reference shows the
/// footnote, a tap on a code block's Copy button copies its code, the link is drawn pressed while the finger is on it, and a long press on a link,
/// a code block or a formula shows a menu of what the reading model offers for it
/// (`AccessibilityElement.menuItems`). What is under a finger is the layout's answer
/// (`DocumentLayout.tapTarget(at:)`), the same VoiceOver's hit testing uses.
extension MarkdownTextView: UIContextMenuInteractionDelegate {
    // MARK: Taps

    /// A finger went down: the link under it, if any, is drawn pressed. `false` when there is
    /// none, so the touch goes on up the responder chain.
    func beginPress(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let touch = touches.first else { return false }
        return core.pressBegan(at: LayoutPoint(touch.location(in: self)))
    }

    /// The finger moved: the link is drawn pressed while the finger is on it.
    func movePress(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first else { return false }
        return core.pressMoved(to: LayoutPoint(touch.location(in: self)))
    }

    /// The finger lifted: if it is still on the link it went down on, the link opens.
    func endPress(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first else { return cancelPress() }
        return core.pressEnded(at: LayoutPoint(touch.location(in: self)))
    }

    /// The system took the touch (a scroll began, a long press showed the menu): nothing opens.
    @discardableResult
    func cancelPress() -> Bool {
        core.pressCancelled()
        return false
    }

    /// Fills the pressed link's text, behind it, in the link color made translucent (`origin`:
    /// the document's top left in the context).
    func drawPressedTarget(in context: CGContext, origin: CGPoint) {
        let rects = core.pressedRects
        guard !rects.isEmpty, let fill = color(.link).resolvedColor(with: traitCollection).cgColor.copy(alpha: 0.2) else { return }
        context.saveGState()
        context.setFillColor(fill)
        for rect in rects { context.fill(CGRect(rect).offsetBy(dx: origin.x, dy: origin.y)) }
        context.restoreGState()
    }

    // MARK: Menus

    /// The menu of what is under a long press: a link's Open, Copy Link and Share (Share only
    /// when ``MarkdownTextView/shareLink`` is set, since presenting a share sheet needs the
    /// app's view controller), a code block's Copy, a formula's Copy TeX and Copy MathML, a
    /// footnote reference's Go to Footnote. `nil` over plain text, so that no menu shows and
    /// the text selection's own long press goes on.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let actions = core.menuItems(at: LayoutPoint(location)).map(menuAction(for:))
        guard !actions.isEmpty else { return nil }
        menuPreviewRects = ContextMenu.previewRects(at: LayoutPoint(location), in: documentLayout).map(CGRect.init)
        return UIContextMenuConfiguration(identifier: NSString(string: "legible.menu"), previewProvider: nil) { _ in UIMenu(children: actions) }
    }

    /// What the menu lifts while it shows, and shrinks back into: the element pressed
    /// (`ContextMenu.previewRects(at:in:)`), not the whole view, which UIKit lifts without a
    /// preview (uikit B4).
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        menuPreview()
    }

    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        menuPreview()
    }

    /// The pressed element's lines, lifted from the view.
    private func menuPreview() -> UITargetedPreview? {
        guard !menuPreviewRects.isEmpty else { return nil }
        return UITargetedPreview(view: self, parameters: UIPreviewParameters(textLineRects: menuPreviewRects.map(NSValue.init(cgRect:))))
    }

    /// The menu action for an item.
    private func menuAction(for item: MenuItem) -> UIAction {
        UIAction(title: item.title) { [weak self] _ in self?.core.choose(item) }
    }
}
#endif
