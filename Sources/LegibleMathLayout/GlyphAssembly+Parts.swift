extension GlyphAssembly {
    /// The parts of an assembly at least `target` font units long, each with its offset from the
    /// start, and the total length, as LuaTeX assembles them: the fewest repeats of the extenders
    /// that reach the size with every overlap at its least (`minOverlap`, or less where a
    /// connector is shorter), then the parts stacked with every overlap at its most (the shorter
    /// of the two connectors) and each joint stretched by the same share of what it can give,
    /// until the assembly is `target` long or every overlap is at its least. A joint with long
    /// connectors so gives more than one with short ones: the extenders of a tall bracket part
    /// further than its ends do.
    func laidOut(target: Double, minOverlap: Int) -> (parts: [(glyph: UInt16, offset: Double)], length: Double) {
        guard !parts.isEmpty else { return ([], 0) }
        let hasExtender = parts.contains { $0.isExtender }
        var repeats = 0
        var sequence = expanded(repeats: 0)
        // Each repeat adds at least one extender's advance less the overlap; a limit keeps a part
        // that adds nothing (advance ≤ overlap) from looping.
        while hasExtender, Double(Self.length(sequence, overlaps: Self.leastOverlaps(sequence, minOverlap: minOverlap))) < target,
              repeats < Self.maximumRepeats {
            repeats += 1
            sequence = expanded(repeats: repeats)
        }
        let most = Self.mostOverlaps(sequence)
        let least = Self.leastOverlaps(sequence, minOverlap: minOverlap)
        let stretch = zip(most, least).reduce(0) { $0 + $1.0 - $1.1 }
        let shortfall = target - Double(Self.length(sequence, overlaps: most))
        // The share of its stretch every joint gives: none when the parts reach the size overlapping most.
        let share = stretch > 0 ? min(max(shortfall, 0), Double(stretch)) / Double(stretch) : 0
        var offset = 0.0
        var placed: [(glyph: UInt16, offset: Double)] = []
        for (index, part) in sequence.enumerated() {
            if index > 0 { offset -= Double(most[index - 1]) - Double(most[index - 1] - least[index - 1]) * share }
            placed.append((part.glyph, offset))
            offset += Double(part.fullAdvance)
        }
        return (placed, offset)
    }

    /// The most extenders an assembly repeats: enough for any delimiter a page can hold.
    static let maximumRepeats = 100

    private func expanded(repeats: Int) -> [Part] {
        parts.flatMap { $0.isExtender ? Array(repeating: $0, count: repeats) : [$0] }
    }

    /// The most each joint of `sequence` may overlap: the shorter of the connectors that meet.
    private static func mostOverlaps(_ sequence: [Part]) -> [Int] {
        zip(sequence, sequence.dropFirst()).map { max(0, min($0.endConnectorLength, $1.startConnectorLength)) }
    }

    /// The least each joint overlaps: the font's minimum, unless the connectors are shorter.
    private static func leastOverlaps(_ sequence: [Part], minOverlap: Int) -> [Int] {
        mostOverlaps(sequence).map { min($0, max(0, minOverlap)) }
    }

    /// The length of `sequence` with its joints overlapping by `overlaps`.
    private static func length(_ sequence: [Part], overlaps: [Int]) -> Int {
        sequence.reduce(0) { $0 + $1.fullAdvance } - overlaps.reduce(0, +)
    }
}
