/// The limit on what references to link reference definitions add to a document.
///
/// A definition is written once and may be used any number of times: one 50 KB destination used
/// 44,000 times in 226 KB of input would make 2 GB of links (an "expansion bomb"). As cmark does,
/// a reference is resolved only while the bytes of destinations and titles that references have
/// added stay within an allowance; past it the reference stays literal text. cmark's allowance is
/// the size of the whole document, and at least 100,000 bytes; here it is the size of the text
/// up to the end of the reference, and at least 100,000 bytes, so that a streamed document, whose
/// end is not known yet, decides every reference as the whole document will. Only adversarial
/// input comes near it: ordinary documents add a small fraction of their size.
///
/// The parse of one segment of a streamed document starts from what earlier segments added, and
/// remembers how far its decisions are from the limit, so the stream knows when a change in an
/// earlier segment can change them (see ``decidesAlike(startingAt:)``).
struct ReferenceExpansion: Sendable {
    /// The allowance of any document, however short.
    static let minimumAllowance = 100_000

    /// Bytes added by references in the text before this parse (earlier segments of a stream).
    var before = 0
    /// Bytes added by the references this parse resolved.
    var added = 0
    /// The least room any resolved reference left under the limit.
    private var slack = Int.max
    /// The least by which any refused reference went over the limit.
    private var shortfall = Int.max

    /// Whether a reference whose text ends at document offset `end` may add `size` bytes, and if
    /// so, counts them.
    mutating func admit(_ size: Int, endingAt end: Int) -> Bool {
        let allowance = max(Self.minimumAllowance, end)
        let total = before + added + size
        guard total <= allowance else {
            shortfall = min(shortfall, total - allowance)
            return false
        }
        added += size
        slack = min(slack, allowance - total)
        return true
    }

    /// Whether parsing again with `newBefore` bytes added before, instead of ``before``, would
    /// resolve exactly the same references: every resolved one still fits and no refused one
    /// does now.
    func decidesAlike(startingAt newBefore: Int) -> Bool {
        let shift = newBefore - before
        return shift <= slack && -shift < shortfall
    }
}
