/// The font's map from Unicode scalar values to glyphs (`cmap`), as sorted runs of consecutive
/// characters on consecutive glyphs, looked up by binary search.
public struct CharacterMap: Sendable {
    /// A run: characters `first...last` map to glyphs `glyph`, `glyph + 1`, and so on.
    struct Run: Sendable {
        var first: UInt32
        var last: UInt32
        var glyph: UInt32
    }

    private let runs: [Run]

    /// The glyph of `scalar`, or `nil` when the font has none.
    public func glyph(for scalar: UInt32) -> UInt16? {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].last < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].first <= scalar else { return nil }
        return UInt16(runs[low].glyph + (scalar - runs[low].first))
    }

    /// Every mapped character with its glyph, in character order.
    public var mappings: [(scalar: UInt32, glyph: UInt16)] {
        runs.flatMap { run in (run.first...run.last).map { ($0, UInt16(run.glyph + ($0 - run.first))) } }
    }

    /// Reads the best Unicode subtable: a full-repertoire one (format 12) when present, else the
    /// Basic Multilingual Plane one (format 4), preferring the Windows platform's as fonts and
    /// readers commonly do.
    init(_ cmap: ByteReader, glyphCount: Int) throws {
        let count = Int(try cmap.uint16(2))
        var subtables = [(rank: Int, offset: Int)]()
        for index in 0..<count {
            let record = 4 + index * 8
            let platform = try cmap.uint16(record), encoding = try cmap.uint16(record + 2)
            let rank: Int? = switch (platform, encoding) {
            case (3, 10): 0
            case (0, 6): 1
            case (0, 4): 2
            case (3, 1): 3
            case (0, 3): 4
            case (0, 2): 5
            case (0, 1): 6
            case (0, 0): 7
            default: nil
            }
            if let rank { subtables.append((rank, Int(try cmap.uint32(record + 4)))) }
        }
        guard let best = subtables.min(by: { $0.rank < $1.rank }) else {
            throw FontError.unsupported(table: "cmap", reason: "no Unicode subtable")
        }
        let subtable = try cmap.at(best.offset)
        var runs: [Run]
        switch try subtable.uint16(0) {
        case 4: runs = try Self.segmentRuns(subtable)
        case 12: runs = try Self.groupRuns(subtable)
        case let format: throw FontError.unsupported(table: "cmap", reason: "Unicode subtable format \(format)")
        }
        runs.sort { $0.first < $1.first }
        for (index, run) in runs.enumerated() {
            guard run.glyph + (run.last - run.first) < glyphCount else {
                throw FontError.malformed(table: "cmap", reason: "U+\(String(run.first, radix: 16, uppercase: true)) maps past the last glyph")
            }
            guard index == 0 || runs[index - 1].last < run.first else {
                throw FontError.malformed(table: "cmap", reason: "overlapping ranges at U+\(String(run.first, radix: 16, uppercase: true))")
            }
        }
        self.runs = runs
    }

    /// Format 4: segments of the Basic Multilingual Plane, each mapping by a delta or through an
    /// array of glyph ids; expanded character by character (at most 65,536) and merged into runs.
    private static func segmentRuns(_ table: ByteReader) throws -> [Run] {
        let segments = Int(try table.uint16(6)) / 2
        let ends = 14, starts = ends + segments * 2 + 2, deltas = starts + segments * 2, rangeOffsets = deltas + segments * 2
        var runs = [Run]()
        var previousLast = -1
        for segment in 0..<segments {
            let first = Int(try table.uint16(starts + segment * 2)), last = Int(try table.uint16(ends + segment * 2))
            // Segments are sorted and disjoint, which also bounds the expansion to 65,536 characters.
            guard first > previousLast, first <= last else {
                throw FontError.malformed(table: "cmap", reason: "format 4 segment \(segment) is out of order or empty")
            }
            previousLast = last
            let delta = Int(try table.uint16(deltas + segment * 2))
            let rangeOffsetPosition = rangeOffsets + segment * 2
            let rangeOffset = Int(try table.uint16(rangeOffsetPosition))
            for character in first...last {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (character + delta) & 0xFFFF
                } else {
                    // The offset is from the idRangeOffset entry itself into glyphIdArray.
                    glyph = Int(try table.uint16(rangeOffsetPosition + rangeOffset + (character - first) * 2))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                guard glyph != 0 else { continue }
                if let previous = runs.last, previous.last + 1 == UInt32(character),
                   previous.glyph + (previous.last - previous.first) + 1 == UInt32(glyph) {
                    runs[runs.count - 1].last += 1
                } else {
                    runs.append(Run(first: UInt32(character), last: UInt32(character), glyph: UInt32(glyph)))
                }
            }
        }
        return runs
    }

    /// Format 12: sequential map groups, which are runs already.
    private static func groupRuns(_ table: ByteReader) throws -> [Run] {
        let count = Int(try table.uint32(12))
        try table.require(16, count * 12)
        return try (0..<count).compactMap { index in
            let group = 16 + index * 12
            let first = try table.uint32(group), last = try table.uint32(group + 4), glyph = try table.uint32(group + 8)
            guard first <= last, last <= 0x10FFFF else {
                throw FontError.malformed(table: "cmap", reason: "group \(index) is not a range of Unicode scalars")
            }
            // Glyph 0 is .notdef: a run that starts there maps its first character to nothing.
            if glyph == 0 { return first == last ? nil : Run(first: first + 1, last: last, glyph: 1) }
            return Run(first: first, last: last, glyph: glyph)
        }
    }
}
