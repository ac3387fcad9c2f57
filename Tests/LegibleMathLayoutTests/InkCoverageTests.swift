import LegibleMathLayout
import Testing

/// The rasteriser the ink comparison with TeX stands on: pixel centres inside the outline, one
/// glyph at a time, rules as rectangles.
@Suite("Ink coverage: the rasteriser of the ink comparison")
struct InkCoverageTests {
    /// A square `side` font units wide with its lower left corner at (`x`, `y`), drawn clockwise
    /// or counter-clockwise.
    static func square(x: Double = 0, y: Double = 0, side: Double, clockwise: Bool = false) -> [GlyphOutline.Segment] {
        let corners = [(x, y), (x + side, y), (x + side, y + side), (x, y + side)]
        let ordered = clockwise ? corners.reversed() : corners
        return [.move(x: ordered[0].0, y: ordered[0].1)] + ordered.dropFirst().map { .line(x: $0.0, y: $0.1) }
    }

    @Test("A 1 pt square at 10 px per point inks 10 × 10 pixels")
    func squareArea() {
        var ink = InkCoverage(pixelsPerPoint: 10)
        ink.fill(Self.square(side: 1000), unitsPerEm: 1000, x: 0, y: 0, size: 1)
        #expect(ink.area == 100)
    }

    @Test("A hole drawn the other way round is not inked; a glyph over another never cancels it")
    func windings() {
        var ring = InkCoverage(pixelsPerPoint: 10)
        ring.fill(Self.square(side: 1000) + Self.square(x: 250, y: 250, side: 500, clockwise: true), unitsPerEm: 1000, x: 0, y: 0, size: 1)
        #expect(ring.area == 100 - 25)

        var overlapping = InkCoverage(pixelsPerPoint: 10)
        overlapping.fill(Self.square(side: 1000), unitsPerEm: 1000, x: 0, y: 0, size: 1)
        overlapping.fill(Self.square(side: 1000, clockwise: true), unitsPerEm: 1000, x: 0.5, y: 0, size: 1)
        #expect(overlapping.area == 150)
    }

    @Test("A quadratic curve's ink is within a pixel of the area it bounds")
    func curve() {
        // The parabola from (0, 0) with control point (5, 10) to (10, 0) peaks at 5; with its
        // chord it encloses 2/3 · base · peak = 33.3 px².
        var ink = InkCoverage(pixelsPerPoint: 1)
        ink.fill([.move(x: 0, y: 0), .quadratic(x1: 5, y1: 10, x: 10, y: 0)], unitsPerEm: 1, x: 0, y: 0, size: 1)
        #expect(abs(Double(ink.area) - 100.0 / 3) < 3)
    }

    @Test("Intersection over union: 1 for the same ink, 1/3 for a square and its copy moved half a side")
    func intersectionOverUnion() {
        var a = InkCoverage(pixelsPerPoint: 10), b = InkCoverage(pixelsPerPoint: 10), c = InkCoverage(pixelsPerPoint: 10)
        a.fill(Self.square(side: 1000), unitsPerEm: 1000, x: 0, y: 0, size: 1)
        b.fill(Self.square(side: 1000), unitsPerEm: 1000, x: 0, y: 0, size: 1)
        c.fill(Self.square(side: 1000), unitsPerEm: 1000, x: 0.5, y: 0, size: 1)
        #expect(a.intersectionOverUnion(with: b) == 1)
        #expect(abs(a.intersectionOverUnion(with: c) - 1.0 / 3) < 1e-9)
        #expect(InkCoverage(pixelsPerPoint: 10).intersectionOverUnion(with: InkCoverage(pixelsPerPoint: 10)) == 1)
    }

    @Test("A rule inks its rectangle, from its depth below the baseline to its height above")
    func rule() {
        var ink = InkCoverage(pixelsPerPoint: 10)
        ink.fillRule(x: 1, y: 2, width: 3, height: 0.2, depth: 0.2)
        #expect(ink.area == 30 * 4)
        #expect(ink.rows.keys.sorted() == [18, 19, 20, 21])
    }
}
