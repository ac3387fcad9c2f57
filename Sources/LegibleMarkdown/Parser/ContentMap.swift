/// Where block content copied into the text arena came from: the source offset of each run of
/// bytes the block phase copied, in arena order, so that inline nodes, which are made from
/// arena offsets, get source offsets.
///
/// It is a type of its own, not methods of the parser, because a non-mutating method of the
/// parser (a large struct) called from a mutating one copies the whole parser first: mapping
/// the offsets of every inline node that way was 5% of parsing the corpus.
struct ContentMap {
    /// A run of block content copied into the text arena from a known source offset.
    struct Segment {
        var arenaOffset: Int32
        var sourceOffset: Int32
        /// False for the spaces that stand in for a partially consumed tab: they all map to the tab.
        var advances = true

        /// The source offset that `offset`, an arena offset in or after this run, was copied from.
        func sourceOffset(of offset: Int32) -> Int32 {
            advances ? sourceOffset + max(0, offset - arenaOffset) : sourceOffset
        }
    }

    private(set) var segments: [Segment] = []
    /// Arena offset minus source offset along the last run, or `Int32.min` (which no run has:
    /// both offsets are below 2³¹) when there is none or it does not advance.
    private var lastShift = Int32.min

    var count: Int { segments.count }

    /// Adds a run, unless the last run already maps it: a line that follows the previous one in
    /// both the arena and the source (a paragraph's or code block's lines with no prefix taken
    /// off) maps exactly as the run before it does, and one run per line was the largest thing
    /// the parser held besides the input, the arena and the nodes.
    mutating func append(_ segment: Segment) {
        let shift = segment.advances ? segment.arenaOffset - segment.sourceOffset : Int32.min
        if shift == lastShift && shift != Int32.min { return }
        lastShift = shift
        segments.append(segment)
    }

    /// Ends the last run after a newline that the source does not have there (a line ended by
    /// a carriage return alone, or by the end of the input): the next line maps as the run
    /// before would, but the bytes between differ, and a literal is read from the source only
    /// within a run (see ``KeptText``).
    mutating func endRun() {
        lastShift = Int32.min
    }

    /// The source offset that a text-arena offset of block content was copied from.
    func sourceOffset(ofArenaOffset offset: Int32) -> Int32 {
        guard !segments.isEmpty else { return 0 }
        return sourceOffset(of: offset, segment: segmentIndex(containing: offset, in: 0..<segments.count))
    }

    /// The last segment in `range` that starts at or before `offset` (binary search).
    func segmentIndex(containing offset: Int32, in range: Range<Int>) -> Int {
        var low = range.lowerBound
        var high = range.upperBound - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].arenaOffset <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The last segment in `range` that starts at or before `offset`, looked for from `hint` on,
    /// where offsets mapped in order mostly are: in steps that double, then by binary search
    /// within the last step, so a segment far after the hint (the next paragraph's, after a
    /// long list or code block) costs the logarithm of the distance, not of the whole map.
    func segmentIndex(containing offset: Int32, near hint: Int, in range: Range<Int>) -> Int {
        guard range.contains(hint) && segments[hint].arenaOffset <= offset else { return segmentIndex(containing: offset, in: range) }
        var low = hint
        var step = 1
        while low + step < range.upperBound && segments[low + step].arenaOffset <= offset {
            low += step
            step *= 2
        }
        return step == 1 ? low : segmentIndex(containing: offset, in: low..<min(low + step, range.upperBound))
    }

    func sourceOffset(of offset: Int32, segment index: Int) -> Int32 {
        segments[index].sourceOffset(of: offset)
    }
}
