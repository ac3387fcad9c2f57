/// What a glyph's outline is drawn with: the CFF and `glyf` interpreters call it for each
/// segment, so one interpreter serves both measuring a glyph (``OutlineBounds``) and keeping
/// its path (``GlyphOutline``). Coordinates are in font units, y up.
protocol OutlinePen {
    /// Starts a new contour at (x, y); the previous one, if any, is closed.
    mutating func move(to x: Double, _ y: Double)
    mutating func line(to x: Double, _ y: Double)
    /// A quadratic Bézier (TrueType) with control point (x1, y1).
    mutating func quadraticCurve(_ x1: Double, _ y1: Double, to x2: Double, _ y2: Double)
    /// A cubic Bézier (CFF) with control points (x1, y1) and (x2, y2).
    mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to x3: Double, _ y3: Double)
}
