/// TrueType outlines (`glyf` with `loca`): simple glyphs of quadratic contours, and composite
/// glyphs made of transformed other glyphs.
struct TrueTypeOutlines {
    /// A glyph's contours: points with whether each is on the curve, and where each contour ends.
    struct Outline {
        var x: [Double] = [], y: [Double] = [], onCurve: [Bool] = []
        var contourEnds: [Int] = []
    }

    private let glyf: ByteReader
    /// Where each glyph's data lies in `glyf`; an empty range is a glyph without outline.
    private let locations: [Range<Int>]

    init(_ glyf: ByteReader, locations: [Range<Int>]) throws {
        guard let last = locations.last, last.upperBound <= glyf.end - glyf.base else {
            throw FontError.truncated(table: "glyf", offset: locations.last?.upperBound ?? 0)
        }
        self.glyf = glyf
        self.locations = locations
    }

    /// `loca`: glyphCount + 1 offsets, halved in the short format, never decreasing.
    static func locations(_ loca: ByteReader, longOffsets: Bool, glyphCount: Int) throws -> [Range<Int>] {
        let offsets = try (0...glyphCount).map { longOffsets ? Int(try loca.uint32($0 * 4)) : Int(try loca.uint16($0 * 2)) * 2 }
        return try (0..<glyphCount).map { glyph in
            guard offsets[glyph] <= offsets[glyph + 1] else { throw FontError.malformed(table: "loca", reason: "glyph \(glyph) ends before it starts") }
            return offsets[glyph]..<offsets[glyph + 1]
        }
    }

    func allBounds() throws -> [OutlineBounds] {
        try locations.indices.map { glyph in
            var bounds = OutlineBounds()
            try draw(glyph, with: &bounds)
            return bounds
        }
    }

    /// Draws the contours of `glyph` with `pen`.
    func draw(_ glyph: Int, with pen: inout some OutlinePen) throws {
        let outline = try expandedOutline(of: glyph, depth: 0)
        var start = 0
        for end in outline.contourEnds {
            Self.addContour(outline, start...end, to: &pen)
            start = end + 1
        }
    }

    /// A closed contour of quadratic curves: two off-curve points in a row imply an on-curve
    /// point midway between them.
    private static func addContour(_ outline: Outline, _ points: ClosedRange<Int>, to pen: inout some OutlinePen) {
        let count = points.count
        func point(_ i: Int) -> (Double, Double) { (outline.x[points.lowerBound + i], outline.y[points.lowerBound + i]) }
        func midpoint(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) { ((a.0 + b.0) / 2, (a.1 + b.1) / 2) }
        let firstOn = (0..<count).first { outline.onCurve[points.lowerBound + $0] }
        // Without any on-curve point, the contour starts at the midpoint of its last and first points.
        let start = firstOn.map(point) ?? midpoint(point(count - 1), point(0))
        pen.move(to: start.0, start.1)
        var control: (Double, Double)?
        // The points after the start, once round; the contour then closes back to the start.
        let order = firstOn.map { first in (1..<count).map { (first + $0) % count } } ?? Array(0..<count)
        for index in order {
            let p = point(index)
            if outline.onCurve[points.lowerBound + index] {
                if let c = control { pen.quadraticCurve(c.0, c.1, to: p.0, p.1) } else { pen.line(to: p.0, p.1) }
                control = nil
            } else {
                if let c = control {
                    let middle = midpoint(c, p)
                    pen.quadraticCurve(c.0, c.1, to: middle.0, middle.1)
                }
                control = p
            }
        }
        if let c = control { pen.quadraticCurve(c.0, c.1, to: start.0, start.1) } else { pen.line(to: start.0, start.1) }
    }

    /// The outline of `glyph`, components expanded; `depth` counts the composites above it.
    private func expandedOutline(of glyph: Int, depth: Int) throws -> Outline {
        guard locations.indices.contains(glyph) else { throw FontError.malformed(table: "glyf", reason: "component glyph \(glyph) does not exist") }
        guard !locations[glyph].isEmpty else { return Outline() }
        let data = try glyf.at(locations[glyph].lowerBound)
        let bounded = ByteReader(bytes: data.bytes, base: data.base, end: glyf.base + locations[glyph].upperBound, table: "glyf")
        let contours = Int(try bounded.int16(0))
        return contours >= 0 ? try simpleOutline(bounded, contours: contours, glyph: glyph)
                             : try compositeOutline(bounded, glyph: glyph, depth: depth)
    }

    private func simpleOutline(_ data: ByteReader, contours: Int, glyph: Int) throws -> Outline {
        var outline = Outline()
        var previousEnd = -1
        for contour in 0..<contours {
            let end = Int(try data.uint16(10 + contour * 2))
            guard end > previousEnd else { throw FontError.malformed(table: "glyf", reason: "glyph \(glyph): contour ends out of order") }
            outline.contourEnds.append(end)
            previousEnd = end
        }
        let pointCount = previousEnd + 1
        var at = 10 + contours * 2
        at += 2 + Int(try data.uint16(at)) // instructions
        var flags = [UInt8]()
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try data.uint8(at)
            at += 1
            var repeats = 1
            if flag & 0x08 != 0 { repeats += Int(try data.uint8(at)); at += 1 }
            flags.append(contentsOf: repeatElement(flag, count: min(repeats, pointCount - flags.count)))
        }
        func coordinates(short: UInt8, sameOrPositive: UInt8) throws -> [Double] {
            var value = 0
            return try flags.map { flag in
                if flag & short != 0 {
                    let delta = Int(try data.uint8(at))
                    at += 1
                    value += flag & sameOrPositive != 0 ? delta : -delta
                } else if flag & sameOrPositive == 0 {
                    value += Int(try data.int16(at))
                    at += 2
                }
                return Double(value)
            }
        }
        outline.x = try coordinates(short: 0x02, sameOrPositive: 0x10)
        outline.y = try coordinates(short: 0x04, sameOrPositive: 0x20)
        outline.onCurve = flags.map { $0 & 0x01 != 0 }
        return outline
    }

    private func compositeOutline(_ data: ByteReader, glyph: Int, depth: Int) throws -> Outline {
        guard depth < FontLimits.compositeNesting else {
            throw FontError.limitExceeded(table: "glyf", reason: "glyph \(glyph): composites nested deeper than \(FontLimits.compositeNesting) (a cycle?)")
        }
        var outline = Outline()
        var at = 10
        var more = true
        while more {
            let flags = try data.uint16(at), component = Int(try data.uint16(at + 2))
            at += 4
            more = flags & 0x0020 != 0
            let words = flags & 0x0001 != 0, xyValues = flags & 0x0002 != 0
            let argument1: Int, argument2: Int
            if words {
                argument1 = xyValues ? Int(try data.int16(at)) : Int(try data.uint16(at))
                argument2 = xyValues ? Int(try data.int16(at + 2)) : Int(try data.uint16(at + 2))
                at += 4
            } else {
                argument1 = xyValues ? Int(Int8(bitPattern: try data.uint8(at))) : Int(try data.uint8(at))
                argument2 = xyValues ? Int(Int8(bitPattern: try data.uint8(at + 1))) : Int(try data.uint8(at + 1))
                at += 2
            }
            func f2dot14(_ offset: Int) throws -> Double { Double(try data.int16(offset)) / 16384 }
            var (xx, xy, yx, yy) = (1.0, 0.0, 0.0, 1.0)
            if flags & 0x0008 != 0 {
                xx = try f2dot14(at); yy = xx; at += 2
            } else if flags & 0x0040 != 0 {
                xx = try f2dot14(at); yy = try f2dot14(at + 2); at += 4
            } else if flags & 0x0080 != 0 {
                xx = try f2dot14(at); xy = try f2dot14(at + 2); yx = try f2dot14(at + 4); yy = try f2dot14(at + 6); at += 8
            }
            var part = try expandedOutline(of: component, depth: depth + 1)
            for i in part.x.indices {
                let (px, py) = (part.x[i], part.y[i])
                part.x[i] = px * xx + py * yx
                part.y[i] = px * xy + py * yy
            }
            var (dx, dy) = (Double(argument1), Double(argument2))
            if !xyValues {
                // Point matching: the component's point argument2 lands on the composite's point argument1.
                guard argument1 < outline.x.count, argument2 < part.x.count else {
                    throw FontError.malformed(table: "glyf", reason: "glyph \(glyph): anchor point out of range")
                }
                (dx, dy) = (outline.x[argument1] - part.x[argument2], outline.y[argument1] - part.y[argument2])
            }
            let offset = outline.x.count
            outline.x += part.x.map { $0 + dx }
            outline.y += part.y.map { $0 + dy }
            outline.onCurve += part.onCurve
            outline.contourEnds += part.contourEnds.map { $0 + offset }
            guard outline.x.count <= FontLimits.compositePoints else {
                throw FontError.limitExceeded(table: "glyf", reason: "glyph \(glyph): more than \(FontLimits.compositePoints) points")
            }
        }
        return outline
    }
}
