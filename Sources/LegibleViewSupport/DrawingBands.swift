package import LegibleRendering

/// The horizontal bands a view as tall as its document is drawn in, each in a surface of its
/// own, so that no drawing surface is taller than a band however long the answer: a view draws
/// into a backing store as large as its bounds at the screen's scale, which for a 20,000-point
/// answer at 3x is about 280 MB, and which Core Animation refuses past its largest layer (uikit
/// B8). When the view knows what part of it its scroll view shows, only the bands near that part
/// are drawn: the surfaces then hold a few screens, whatever the document's length.
package enum DrawingBands {
    /// How tall a band is, in points: under a phone's screen, so that a band's surface at 3x
    /// (390 × 512 points, 1,170 × 1,536 pixels) is about 7 MB.
    package static let height = 512.0
    /// How far past a band's edges its lines are drawn: a glyph's ink may reach beyond its line
    /// (accents stacked on a capital, a tall script, a swash), and a line just outside a band
    /// must still paint that ink into it, or it is cut at every band's edge. What falls outside
    /// the band's surface is not kept.
    package static let bleed = 64.0

    /// The bands to make in a view `viewHeight` high: those meeting `visible` (in the view's
    /// coordinates) widened by half its height either way (what a scroll brings next), or every
    /// band when `visible` is `nil` (not known) or not a finite place (better drawn whole than
    /// blank). Empty when the view is empty or nothing of it is near the visible part.
    package static func shown(viewHeight: Double, visible: LayoutRect?) -> Range<Int> {
        near(visible, margin: 0.5, viewHeight: viewHeight)
    }

    /// The bands to keep once made: those within one and a half visible heights of `visible`,
    /// more than ``shown(viewHeight:visible:)`` makes, so that scrolling a little back and forth
    /// at a band's edge does not make and drop the same band again and again.
    package static func kept(viewHeight: Double, visible: LayoutRect?) -> Range<Int> {
        near(visible, margin: 1.5, viewHeight: viewHeight)
    }

    /// The bands a rectangle of the view meets: those to draw again when it changes.
    package static func meeting(_ rect: LayoutRect, viewHeight: Double) -> Range<Int> {
        meeting(top: rect.y, bottom: rect.maxY, count: count(viewHeight))
    }

    /// Band `index`'s rectangle in a view `width` wide and `viewHeight` high: the last band is as
    /// high as what is left.
    package static func frame(of index: Int, width: Double, viewHeight: Double) -> LayoutRect {
        let top = Double(index) * height
        return LayoutRect(x: 0, y: top, width: width, height: max(0, min(height, viewHeight - top)))
    }

    private static func count(_ viewHeight: Double) -> Int {
        viewHeight.isFinite ? Int((max(viewHeight, 0) / height).rounded(.up)) : 0
    }

    private static func near(_ visible: LayoutRect?, margin: Double, viewHeight: Double) -> Range<Int> {
        let count = count(viewHeight)
        guard let visible, visible.y.isFinite, visible.height.isFinite, visible.maxY.isFinite else { return 0..<count }
        let widening = max(visible.height, 0) * margin
        return meeting(top: visible.y - widening, bottom: visible.maxY + widening, count: count)
    }

    /// The bands from the one holding `top` to the one holding `bottom`, within `0..<count`;
    /// clamped before any conversion to an integer, so that a huge rectangle (`CGRect.infinite`
    /// has finite, enormous fields) is every band rather than a crash.
    private static func meeting(top: Double, bottom: Double, count: Int) -> Range<Int> {
        guard top.isFinite, bottom.isFinite, bottom > top, count > 0 else { return 0..<0 }
        let first = Int(min(max((top / height).rounded(.down), 0), Double(count)))
        let end = Int(min(max((bottom / height).rounded(.up), Double(first)), Double(count)))
        return first..<end
    }
}
