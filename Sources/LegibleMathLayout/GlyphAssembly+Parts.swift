extension GlyphAssembly {
    /// The parts of an assembly at least `target` font units long, each with its offset from the
    /// start, and the total length (OpenType's MathVariants: the fewest repeats of the extenders
    /// that reach the size, then overlaps shared equally, between `minOverlap` and what the
    /// connectors allow, so the assembly comes as close to `target` as it can).
    func laidOut(target: Int, minOverlap: Int) -> (parts: [(glyph: UInt16, offset: Double)], length: Double) {
        guard !parts.isEmpty else { return ([], 0) }
        let hasExtender = parts.contains { $0.isExtender }
        var repeats = 0
        var sequence = expanded(repeats: 0)
        // Each repeat adds at least one extender's advance less the overlap; a limit keeps a part
        // that adds nothing (advance ≤ overlap) from looping.
        while hasExtender, maximumLength(sequence, minOverlap: minOverlap) < Double(target), repeats < Self.maximumRepeats {
            repeats += 1
            sequence = expanded(repeats: repeats)
        }
        let joints = sequence.count - 1
        var overlap = Double(minOverlap)
        if joints > 0 {
            let allowed = (0..<joints).map { min(sequence[$0].endConnectorLength, sequence[$0 + 1].startConnectorLength) }.min() ?? minOverlap
            let total = Double(sequence.reduce(0) { $0 + $1.fullAdvance })
            overlap = min(Double(max(allowed, minOverlap)), max(Double(minOverlap), (total - Double(target)) / Double(joints)))
        }
        var offset = 0.0
        var placed: [(glyph: UInt16, offset: Double)] = []
        for (index, part) in sequence.enumerated() {
            if index > 0 { offset -= overlap }
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

    private func maximumLength(_ sequence: [Part], minOverlap: Int) -> Double {
        Double(sequence.reduce(0) { $0 + $1.fullAdvance } - minOverlap * max(0, sequence.count - 1))
    }
}
