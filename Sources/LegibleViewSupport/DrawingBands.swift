package import LegibleRendering

/// The horizontal bands a view as tall as its document is drawn in, each in a surface of its
/// own, so that no drawing surface is taller than a band however long the answer: a view draws
/// into a backing store as large as its bounds at the screen's scale, which for a 20,000-point
/// answer at 3x is about 280 MB, and which Core Animation refuses past its largest layer (uikit
/// B8). When the view knows what part of it its scroll view shows, only the bands meeting that
/// part, widened by half its height above and below (what a scroll brings next), are drawn:
/// the surfaces then hold a few screens, whatever the document's length.
package enum DrawingBands {
    /// How tall a band is, in points: under a phone's screen, so that a band's surface at 3x
    /// (390 × 512 points, 1,170 × 1,536 pixels) is about 7 MB.
    package static let height = 512.0

    /// The bands to draw in a view `viewHeight` high: those meeting `visible` (in the view's
    /// coordinates) widened by half its height either way, or every band when `visible` is
    /// `nil` (not known) or not finite (better drawn whole than blank). Empty when the view is
    /// empty or nothing of it is near the visible part.
    package static func shown(viewHeight: Double, visible: LayoutRect?) -> Range<Int> {
        let count = Int((max(viewHeight, 0) / height).rounded(.up))
        guard let visible, visible.y.isFinite, visible.height.isFinite else { return 0..<count }
        let margin = max(visible.height, 0) / 2
        return meeting(top: visible.y - margin, bottom: visible.maxY + margin, count: count)
    }

    /// The bands a rectangle of the view meets: those to draw again when it changes.
    package static func meeting(_ rect: LayoutRect, viewHeight: Double) -> Range<Int> {
        meeting(top: rect.y, bottom: rect.maxY, count: Int((max(viewHeight, 0) / height).rounded(.up)))
    }

    /// Band `index`'s rectangle in a view `width` wide and `viewHeight` high: the last band is as
    /// high as what is left.
    package static func frame(of index: Int, width: Double, viewHeight: Double) -> LayoutRect {
        let top = Double(index) * height
        return LayoutRect(x: 0, y: top, width: width, height: max(0, min(height, viewHeight - top)))
    }

    private static func meeting(top: Double, bottom: Double, count: Int) -> Range<Int> {
        guard top.isFinite, bottom.isFinite, bottom > top, count > 0 else { return 0..<0 }
        let first = min(max(Int((top / height).rounded(.down)), 0), count)
        let end = min(max(Int((bottom / height).rounded(.up)), first), count)
        return first..<end
    }
}
