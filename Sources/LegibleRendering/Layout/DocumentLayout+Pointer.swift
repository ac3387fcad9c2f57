extension DocumentLayout {
    /// Where a pointer (a trackpad or mouse on iPadOS) over `point` shows that a link is there:
    /// the rectangle of the link's line under the point (a link that wraps has one a line,
    /// `pressedRects(of:)`), and what a click there does; `nil` where nothing is clicked. The
    /// same target as a tap's (`tapTarget(at:)`), so pointer and click agree.
    ///
    /// ```swift
    /// layout.pointerRegion(at: LayoutPoint(x: 6, y: 0))?.rect   // the link's text on line 0
    /// ```
    public func pointerRegion(at point: LayoutPoint) -> (rect: LayoutRect, target: TapTarget)? {
        guard let target = tapTarget(at: point) else { return nil }
        let rects = pressedRects(of: target)
        guard let rect = rects.first(where: { $0.contains(point) }) ?? rects.min(by: { distance($0, point) < distance($1, point) }) else { return nil }
        return (rect, target)
    }

    /// How far a point is from a rectangle (0 inside it).
    private func distance(_ rect: LayoutRect, _ point: LayoutPoint) -> Double {
        let dx = max(rect.x - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.y - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
