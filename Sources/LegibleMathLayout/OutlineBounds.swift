/// Accumulates the ink bounds of an outline as it is drawn: every point that starts or ends a
/// segment, and the extremes of curves whose control points stick out of the box so far; and
/// the box of all its points, on and off the curve.
struct OutlineBounds: OutlinePen {
    private(set) var box: GlyphBounds?
    /// The box of every point of the outline, control points included.
    private(set) var controlBox: GlyphBounds?
    /// Where the pen is: a curve's extremes depend on where it starts.
    private var current = (x: 0.0, y: 0.0)

    mutating func move(to x: Double, _ y: Double) {
        add(x, y)
        current = (x, y)
    }

    mutating func line(to x: Double, _ y: Double) {
        add(x, y)
        current = (x, y)
    }

    mutating func quadraticCurve(_ x1: Double, _ y1: Double, to x2: Double, _ y2: Double) {
        addControl(x1, y1)
        addQuadratic(current.x, current.y, x1, y1, x2, y2)
        current = (x2, y2)
    }

    mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to x3: Double, _ y3: Double) {
        addControl(x1, y1)
        addControl(x2, y2)
        addCubic(current.x, current.y, x1, y1, x2, y2, x3, y3)
        current = (x3, y3)
    }

    private mutating func addControl(_ x: Double, _ y: Double) {
        controlBox = Self.grown(controlBox, x, y)
    }

    private mutating func add(_ x: Double, _ y: Double) {
        addControl(x, y)
        box = Self.grown(box, x, y)
    }

    /// `box` grown to hold (x, y); the point's own box when there is none yet.
    private static func grown(_ box: GlyphBounds?, _ x: Double, _ y: Double) -> GlyphBounds {
        guard var box else { return GlyphBounds(minX: x, minY: y, maxX: x, maxY: y) }
        box.minX = min(box.minX, x)
        box.minY = min(box.minY, y)
        box.maxX = max(box.maxX, x)
        box.maxY = max(box.maxY, y)
        return box
    }

    private func contains(_ x: Double, _ y: Double) -> Bool {
        guard let box else { return false }
        return box.minX <= x && x <= box.maxX && box.minY <= y && y <= box.maxY
    }

    /// A cubic Bézier from (x0, y0): the curve lies in the hull of its control points, so only
    /// when a control point is outside the box can an extreme (a root of the derivative) be.
    private mutating func addCubic(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                   _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        add(x3, y3)
        guard !contains(x1, y1) || !contains(x2, y2) else { return }
        for t in Self.cubicExtremes(x0, x1, x2, x3) + Self.cubicExtremes(y0, y1, y2, y3) {
            let s = 1 - t
            let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
            add(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3)
        }
    }

    /// A quadratic Bézier from (x0, y0), as TrueType draws.
    private mutating func addQuadratic(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        add(x2, y2)
        guard !contains(x1, y1) else { return }
        for t in [Self.quadraticExtreme(x0, x1, x2), Self.quadraticExtreme(y0, y1, y2)].compactMap({ $0 }) {
            let s = 1 - t
            add(s * s * x0 + 2 * s * t * x1 + t * t * x2, s * s * y0 + 2 * s * t * y1 + t * t * y2)
        }
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has a zero derivative.
    private static func cubicExtremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = 3 * (-p0 + 3 * p1 - 3 * p2 + p3), b = 6 * (p0 - 2 * p1 + p2), c = 3 * (p1 - p0)
        var roots = [Double]()
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func quadraticExtreme(_ p0: Double, _ p1: Double, _ p2: Double) -> Double? {
        let denominator = p0 - 2 * p1 + p2
        guard abs(denominator) > 1e-12 else { return nil }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? t : nil
    }
}
