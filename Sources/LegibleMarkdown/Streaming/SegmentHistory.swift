/// What happened to a stream's finished segments, and in what order: what lets a snapshot say
/// which of its segments differ from an earlier snapshot's without comparing them all, so that
/// a front end's work per append follows what changed, not how many segments there are.
///
/// Finished segments are only ever added at the end or, rarely, parsed again when a label they
/// looked up gets a definition later; the history counts both and lists the second.
struct SegmentHistory: Sendable {
    /// Shared by a stream and all its snapshots, so that a snapshot of another stream is never
    /// taken for an earlier one of the same (each snapshot holds it, so its address is never
    /// reused while a snapshot that could be compared lives).
    final class Stream: Sendable {}

    let stream = Stream()
    /// Counts changes to the finished segments: one for each segment finished or parsed again.
    private(set) var revision = 0
    /// The finished segments parsed again, by position, with the revision each made, oldest
    /// first.
    private var reparsed: [(revision: Int, position: Int)] = []

    /// Notes that a segment was finished.
    mutating func recordFinish() {
        revision += 1
    }

    /// Notes that the finished segment at `position` was parsed again.
    mutating func recordReparse(at position: Int) {
        revision += 1
        reparsed.append((revision, position))
    }

    /// The finished segments parsed again after `revision`, by position (possibly repeated), in
    /// time proportional to how many there are.
    func positionsReparsed(after revision: Int) -> [Int] {
        var positions: [Int] = []
        for entry in reparsed.reversed() {
            guard entry.revision > revision else { break }
            positions.append(entry.position)
        }
        return positions
    }
}
