#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleViewSupport
import LegibleRendering
import UIKit

/// Geometry and pages: where every element, line and page of the core's layout is in the view,
/// and VoiceOver's three-finger swipes.
extension MarkdownTextView {
    // MARK: Geometry

    /// Where an element is drawn, in the view's coordinates.
    func frame(of id: ElementID) -> CGRect {
        documentLayout.frame(of: id).map(CGRect.init) ?? .null
    }

    /// Where a stretch of the text is drawn, in the view's coordinates: the rectangles of its
    /// lines, as one.
    func frame(ofUTF16 range: Range<Int>) -> CGRect {
        let rects = documentLayout.selectionRects(forUTF16: range).map(CGRect.init)
        return rects.dropFirst().reduce(rects.first ?? .null) { $0.union($1) }
    }

    /// The shape of a stretch of the text, in the view's coordinates: the rectangle of its text
    /// on each line it is on.
    func path(ofUTF16 range: Range<Int>) -> UIBezierPath {
        let path = UIBezierPath()
        for rect in documentLayout.selectionRects(forUTF16: range) { path.append(UIBezierPath(rect: CGRect(rect))) }
        return path
    }

    /// A point on the screen in the view's coordinates (what reading content is asked with).
    func viewPoint(fromScreen point: CGPoint) -> CGPoint {
        let origin = UIAccessibility.convertToScreenCoordinates(.zero, in: self).origin
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    // MARK: Pages

    /// The scroll view the view is in, if any.
    var enclosingScrollView: UIScrollView? {
        var view = superview
        while let current = view {
            if let scrollView = current as? UIScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }

    /// Turns to the next or previous page (a swipe up or down, read-all): the core reveals it
    /// and says which page it is. `false` when there is no page that way.
    func turnPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
        switch direction {
        case .next, .down: core.turnPage(forward: true)
        case .previous, .up: core.turnPage(forward: false)
        default: false
        }
    }

    /// Scrolls a code block (or a table, for any of its cells) wider than the view sideways, a
    /// page of columns at a time (`.right` shows the columns further right, `.left` those
    /// before). `false` for any other direction, a block that fits, or at the end.
    func scrollCode(_ element: ElementID, _ direction: UIAccessibilityScrollDirection) -> Bool {
        guard direction == .left || direction == .right else { return false }
        return core.scrollSideways(element, forward: direction == .right)
    }
}
#endif
