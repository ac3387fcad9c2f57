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
        pressedTarget = tapTarget(at: layoutPoint(touch.location(in: self)))
        isPressShown = pressedTarget != nil
        setNeedsDisplay()
        return pressedTarget != nil
    }

    /// The finger moved: the link is drawn pressed while the finger is on it, and not while it
    /// is off, as a button's highlight is.
    func movePress(_ touches: Set<UITouch>) -> Bool {
        guard let pressed = pressedTarget else { return false }
        let isInside = touches.first.flatMap { tapTarget(at: layoutPoint($0.location(in: self))) } == pressed
        if isInside != isPressShown {
            isPressShown = isInside
            setNeedsDisplay()
        }
        return true
    }

    /// The finger lifted: if it is still on the link it went down on, the link opens.
    func endPress(_ touches: Set<UITouch>) -> Bool {
        guard let pressed = pressedTarget else { return false }
        cancelPress()
        if let touch = touches.first, tapTarget(at: layoutPoint(touch.location(in: self))) == pressed {
            open(pressed)
        }
        return true
    }

    /// The system took the touch (a scroll began, a long press showed the menu): nothing opens.
    func cancelPress() {
        guard pressedTarget != nil else { return }
        pressedTarget = nil
        isPressShown = false
        setNeedsDisplay()
    }

    /// Does what a tap on a target does.
    func open(_ target: TapTarget) {
        switch target.action {
        case .openLink(let destination):
            // A link to a heading of this document (`#install`) scrolls there, as a footnote
            // reference does; any other goes to the app.
            if let heading = readingModel.anchorTargets().element(forDestination: destination) {
                show(heading.id)
            } else if let url = linkURL(destination) {
                follow(url)
            }
        case .goToFootnote(let footnote):
            if let footnote { show(footnote) }
        case .copyCode(let code):
            copyCode(code, of: target.element)
        case .loadImage(let source):
            loadImageAskedFor(source)
        }
    }

    /// What a tap at a point does: a code block's Copy button there, else the layout's target.
    func tapTarget(at point: LayoutPoint) -> TapTarget? {
        (drawnLayout as? TextKitLayout)?.copyButtonTarget(at: point) ?? documentLayout.tapTarget(at: point)
    }

    /// Scrolls an element into view and moves VoiceOver to it (a footnote a reference was
    /// tapped for, so that both readers land in the same place).
    func show(_ id: ElementID) {
        if let scrollView = enclosingScrollView, let frame = documentLayout.frame(of: id) {
            scrollView.scrollRectToVisible(convert(viewRect(frame), to: scrollView), animated: !UIAccessibility.isReduceMotionEnabled)
        }
        UIAccessibility.post(notification: .layoutChanged, argument: tree.focusTarget(for: id))
    }

    /// Fills the pressed link's text, behind it, in the link color made translucent.
    func drawPressedTarget(in context: CGContext) {
        guard isPressShown, let pressed = pressedTarget, let fill = color(.link).resolvedColor(with: traitCollection).cgColor.copy(alpha: 0.2) else { return }
        context.saveGState()
        context.setFillColor(fill)
        for rect in documentLayout.pressedRects(of: pressed) { context.fill(viewRect(rect)) }
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
        cancelPress()
        let items = ContextMenu.items(at: layoutPoint(location), in: documentLayout, model: readingModel, canShare: shareLink != nil)
        let actions = items.map(menuAction(for:))
        guard !actions.isEmpty else { return nil }
        menuPreviewRects = ContextMenu.previewRects(at: layoutPoint(location), in: documentLayout).map(viewRect)
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
        UIAction(title: item.title) { [weak self] _ in self?.perform(item) }
    }

    /// Does what a menu item says.
    func perform(_ item: MenuItem) {
        switch item.kind {
        case .open:
            if let url = linkURL(item.payload) { follow(url) }
        case .copyLink:
            // As a URL where it is one (so that apps that paste URLs get one), else as text.
            if let url = linkURL(item.payload) { UIPasteboard.general.url = url } else { UIPasteboard.general.string = item.payload }
        case .share:
            if let url = linkURL(item.payload) { shareLink?(url) }
        case .copyCode, .copyTeX, .copyMathML:
            UIPasteboard.general.string = item.payload
        case .goToFootnote:
            if let target = item.target { show(target) }
        }
    }
}
#endif
