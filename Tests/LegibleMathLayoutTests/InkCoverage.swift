import LegibleMathLayout

/// The ink of a laid-out formula, binarised on a pixel grid: which pixels' centres fall inside a
/// glyph's outline (non-zero winding, each glyph on its own, so that two overlapping glyphs or a
/// glyph over a rule never cancel) or inside a rule.
///
/// One rasteriser for both layouts compared, TeX's and ours, drawn from the same outlines: a
/// difference in ink is a difference in layout, not in drawing. The ink is kept as sorted,
/// merged spans of pixels per row, so comparing two formulas costs what their outlines cost,
/// not what their area does.
///
/// ```swift
/// var ink = InkCoverage(pixelsPerPoint: 10)      // 100 px per em at 10 pt
/// ink.fill(font.outline(of: glyph).segments, unitsPerEm: 1000, x: 0, y: 0, size: 10)
/// ink.intersectionOverUnion(with: other)          // 1 when the same pixels are inked
/// ```
struct InkCoverage {
    /// Pixels per point: 10 draws a 10 pt formula at 100 px per em.
    let pixelsPerPoint: Double
    /// For each row (y up, in pixels), the inked columns as sorted, disjoint ranges.
    private(set) var rows: [Int: [Range<Int>]] = [:]

    init(pixelsPerPoint: Double) {
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// How many pixels are inked.
    var area: Int {
        rows.values.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
    }

    /// Fills a glyph's outline (its segments, as ``GlyphOutline`` gives them: font units, y up)
    /// drawn at `size` points with its origin at (`x`, `y`) points.
    mutating func fill(_ segments: [GlyphOutline.Segment], unitsPerEm: Int, x: Double, y: Double, size: Double) {
        let scale = size / Double(unitsPerEm) * pixelsPerPoint
        func point(_ fx: Double, _ fy: Double) -> (Double, Double) {
            (x * pixelsPerPoint + fx * scale, y * pixelsPerPoint + fy * scale)
        }
        var crossings: [Int: [(x: Double, winding: Int)]] = [:]
        func edge(_ a: (Double, Double), _ b: (Double, Double)) {
            guard a.1 != b.1 else { return }
            let (low, high) = a.1 < b.1 ? (a, b) : (b, a)
            let winding = a.1 < b.1 ? 1 : -1
            // The rows whose centre (row + 0.5) is in [low.y, high.y).
            let first = Int((low.1 - 0.5).rounded(.up)), last = Int((high.1 - 0.5).rounded(.up)) - 1
            guard first <= last else { return }
            for row in first...last {
                let centre = Double(row) + 0.5
                let crossing = low.0 + (centre - low.1) * (high.0 - low.0) / (high.1 - low.1)
                crossings[row, default: []].append((crossing, winding))
            }
        }
        // Curves are cut into straight pieces: at 100 px per em a glyph's curves span a few
        // dozen pixels, and 16 pieces keep each within a fraction of a pixel of the curve.
        let pieces = 16
        var start = (0.0, 0.0), current = (0.0, 0.0)
        for segment in segments {
            switch segment {
            case .move(let mx, let my):
                edge(current, start)
                start = point(mx, my)
                current = start
            case .line(let lx, let ly):
                let next = point(lx, ly)
                edge(current, next)
                current = next
            case .quadratic(let x1, let y1, let qx, let qy):
                let control = point(x1, y1), end = point(qx, qy), from = current
                for step in 1...pieces {
                    let t = Double(step) / Double(pieces), u = 1 - t
                    let next = (u * u * from.0 + 2 * u * t * control.0 + t * t * end.0,
                                u * u * from.1 + 2 * u * t * control.1 + t * t * end.1)
                    edge(current, next)
                    current = next
                }
            case .cubic(let x1, let y1, let x2, let y2, let cx, let cy):
                let c1 = point(x1, y1), c2 = point(x2, y2), end = point(cx, cy), from = current
                for step in 1...pieces {
                    let t = Double(step) / Double(pieces), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let next = (a * from.0 + b * c1.0 + c * c2.0 + d * end.0, a * from.1 + b * c1.1 + c * c2.1 + d * end.1)
                    edge(current, next)
                    current = next
                }
            }
        }
        edge(current, start)
        for (row, list) in crossings {
            var winding = 0
            var spans: [Range<Int>] = []
            var spanStart = 0.0
            for crossing in list.sorted(by: { $0.x < $1.x }) {
                let before = winding
                winding += crossing.winding
                if before == 0, winding != 0 {
                    spanStart = crossing.x
                } else if before != 0, winding == 0 {
                    spans.append(Self.columns(from: spanStart, to: crossing.x))
                }
            }
            add(spans, row: row)
        }
    }

    /// Fills a rule: `width` points from `x`, from `depth` below `y` to `height` above it.
    mutating func fillRule(x: Double, y: Double, width: Double, height: Double, depth: Double) {
        let bottom = (y - depth) * pixelsPerPoint, top = (y + height) * pixelsPerPoint
        let first = Int((bottom - 0.5).rounded(.up)), last = Int((top - 0.5).rounded(.up)) - 1
        guard first <= last else { return }
        let columns = Self.columns(from: x * pixelsPerPoint, to: (x + width) * pixelsPerPoint)
        for row in first...last { add([columns], row: row) }
    }

    /// The columns whose centre (column + 0.5) is in [from, to).
    private static func columns(from: Double, to: Double) -> Range<Int> {
        let lower = Int((from - 0.5).rounded(.up)), upper = Int((to - 0.5).rounded(.up))
        return lower..<max(lower, upper)
    }

    /// Adds `spans` to `row`, keeping the row sorted and merged.
    private mutating func add(_ spans: [Range<Int>], row: Int) {
        let all = ((rows[row] ?? []) + spans.filter { !$0.isEmpty }).sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for span in all {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        if !merged.isEmpty { rows[row] = merged }
    }

    /// The pixels inked in both, over the pixels inked in either: 1 for the same ink (and for
    /// two formulas with none).
    func intersectionOverUnion(with other: InkCoverage) -> Double {
        var both = 0
        for (row, spans) in rows {
            guard let others = other.rows[row] else { continue }
            var i = 0, j = 0
            while i < spans.count, j < others.count {
                both += max(0, min(spans[i].upperBound, others[j].upperBound) - max(spans[i].lowerBound, others[j].lowerBound))
                if spans[i].upperBound < others[j].upperBound { i += 1 } else { j += 1 }
            }
        }
        let either = area + other.area - both
        return either == 0 ? 1 : Double(both) / Double(either)
    }
}
