/// The outline of one glyph: closed contours of lines and Bézier curves, in font units with y
/// up, as the font's CFF charstring or TrueType `glyf` data draws it.
public struct GlyphOutline: Sendable, Equatable, OutlinePen {
    /// One step of the outline.
    public enum Segment: Sendable, Equatable {
        /// Starts a contour (and closes the one before).
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        /// A quadratic curve with its control point.
        case quadratic(x1: Double, y1: Double, x: Double, y: Double)
        /// A cubic curve with its two control points.
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
    }

    /// The steps, in drawing order; empty for a glyph without ink.
    public private(set) var segments: [Segment] = []

    mutating func move(to x: Double, _ y: Double) { segments.append(.move(x: x, y: y)) }
    mutating func line(to x: Double, _ y: Double) { segments.append(.line(x: x, y: y)) }
    mutating func quadraticCurve(_ x1: Double, _ y1: Double, to x2: Double, _ y2: Double) {
        segments.append(.quadratic(x1: x1, y1: y1, x: x2, y: y2))
    }
    mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to x3: Double, _ y3: Double) {
        segments.append(.cubic(x1: x1, y1: y1, x2: x2, y2: y2, x: x3, y: y3))
    }
}
