#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit

/// Clicks and the pointer for readers who see the view: a click on a link (or on an image
/// inside one) opens it through ``MarkdownTextView/openLink``, a click on a footnote reference
/// shows the footnote, a click on a code block's Copy button copies its code, the link is drawn pressed while the button is down on it, and the
/// pointer is a pointing hand over every link. What is under the mouse is the layout's answer
/// (`DocumentLayout.tapTarget(at:)`), the same VoiceOver's hit testing uses.
extension MarkdownTextView {
    /// The button went down: the link under it, if any, is drawn pressed.
    func beginPress(at point: NSPoint) {
        pressedTarget = tapTarget(at: layoutPoint(point))
        isPressShown = pressedTarget != nil
        if pressedTarget != nil { needsDisplay = true }
    }

    /// The mouse was dragged: the link is drawn pressed only while the mouse is on it.
    func movePress(to point: NSPoint) {
        guard let pressed = pressedTarget else { return }
        let isInside = tapTarget(at: layoutPoint(point)) == pressed
        if isInside != isPressShown {
            isPressShown = isInside
            needsDisplay = true
        }
    }

    /// The button went up: if it is still on the link it went down on and no text was selected
    /// by dragging, the link opens.
    func endPress(at point: NSPoint) {
        guard let pressed = pressedTarget else { return }
        pressedTarget = nil
        isPressShown = false
        needsDisplay = true
        guard selection?.isEmpty ?? true, tapTarget(at: layoutPoint(point)) == pressed else { return }
        switch pressed.action {
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
            copyCode(code, of: pressed.element)
        case .loadImage(let source):
            loadImageAskedFor(source)
        }
    }

    /// What a click at a point does: a code block's Copy button there, else the layout's target.
    func tapTarget(at point: LayoutPoint) -> TapTarget? {
        (drawnLayout as? TextKitLayout)?.copyButtonTarget(at: point) ?? documentLayout.tapTarget(at: point)
    }

    /// Scrolls an element into view and points VoiceOver at it.
    func show(_ id: ElementID) {
        if let frame = documentLayout.frame(of: id) { scrollToVisible(viewRect(frame)) }
        if let object = tree.focusTarget(for: id) { moveVoiceOver(to: object) }
    }

    /// Fills the pressed link's text, behind it, in the link color made translucent.
    func drawPressedTarget(in context: CGContext) {
        guard isPressShown, let pressed = pressedTarget, let fill = painter.color(.link).copy(alpha: 0.2) else { return }
        context.saveGState()
        context.setFillColor(fill)
        for rect in documentLayout.pressedRects(of: pressed) { context.fill(viewRect(rect)) }
        context.restoreGState()
    }

    /// A pointing hand over each line of each link and footnote reference, as `resetCursorRects()`
    /// asks (cursor rectangles confined to the visible part, as `addCursorRect(_:cursor:)` says).
    func addLinkCursorRects() {
        let visible = visibleRect
        for target in documentLayout.tapTargets {
            for rect in documentLayout.pressedRects(of: target) {
                let shown = viewRect(rect).intersection(visible)
                if !shown.isEmpty { addCursorRect(shown, cursor: .pointingHand) }
            }
        }
    }

    /// A point of the view in the layout's coordinates.
    func layoutPoint(_ point: NSPoint) -> LayoutPoint {
        LayoutPoint(x: Double(point.x - textOrigin.x), y: Double(point.y - textOrigin.y))
    }
}
#endif
