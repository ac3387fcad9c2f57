/// Finds where lines may break in text, by the line breaking algorithm of Unicode
/// ([UAX #14](https://www.unicode.org/reports/tr14/), Unicode 15.0).
///
/// ```swift
/// let breaker = LineBreaker()
/// let text = "Hello, world! (See 3.14.)"
/// breaker.opportunities(in: text).map(\.utf8Offset)
/// // [7 "world! …", 14 "(See …", 19 "3.14.)", 25 the end]
/// breaker.opportunities(in: "日本語").map(\.utf8Offset)
/// // [3, 6, 9]: between any two ideographs
/// breaker.opportunities(in: "one\ntwo").map { ($0.utf8Offset, $0.isMandatory) }
/// // [(4, true), (7, false)]
/// ```
///
/// Each opportunity is the UTF-8 offset at which a new line may start; the text between two
/// consecutive opportunities (and from the start to the first) must stay on one line. Spaces
/// stay at the end of the line before the break, so a layout can let them hang past the margin.
/// The last opportunity is always the end of a non-empty text (LB3); it is mandatory, like every
/// other, only when a hard line break comes just before it. An empty text has none.
///
/// The rules are Unicode's defaults, with the tailoring for numbers that Unicode's own tests use
/// (`$(12.50)`, `-3.5%` and `(1,000)` stay whole), and one more: no opportunity falls inside a
/// grapheme cluster, a Swift `Character`, so a line never ends between a letter and its accent,
/// inside an emoji sequence, or between a space and a combining mark written after it (which
/// UAX #14 alone would allow).
///
/// Finding the opportunities takes time and memory linear in the length of the text, whatever
/// it holds. A line breaker is a small value: make one and share it freely across threads.
public struct LineBreaker: Sendable {
    /// A line breaker with the default rules of UAX #14.
    public init() {}

    /// Where lines may (or must) break in `text`, in increasing order of offset: each
    /// opportunity is a UTF-8 offset from the start of `text` at which a new line may start, and
    /// whether it must (after a hard line break).
    public func opportunities(in text: some StringProtocol) -> [LineBreakOpportunity] {
        text.utf8.withContiguousStorageIfAvailable { opportunities(inUTF8: $0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { opportunities(inUTF8: $0) }
    }

    /// The opportunities of the valid UTF-8 `bytes`, without any inside a grapheme cluster.
    private func opportunities(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [LineBreakOpportunity] {
        var opportunities = Self.unicodeOpportunities(inUTF8: bytes)
        var clusters = GraphemeClusterBoundaries(bytes)
        var kept = 0
        for index in opportunities.indices where clusters.isBoundary(opportunities[index].utf8Offset) {
            opportunities[kept] = opportunities[index]
            kept += 1
        }
        opportunities.removeLast(opportunities.count - kept)
        return opportunities
    }

    /// The opportunities of the valid UTF-8 `bytes` by the rules of UAX #14 alone, which may fall
    /// inside a grapheme cluster (Unicode's test file expects them there).
    package static func unicodeOpportunities(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [LineBreakOpportunity] {
        var opportunities: [LineBreakOpportunity] = []
        LineBreakClass.asciiTable.withUnsafeBufferPointer { ascii in
            scan(bytes, ascii: ascii, into: &opportunities)
        }
        return opportunities
    }

    /// Runs the rules' state table over the scalars of `bytes`, with `ascii` the classes of the
    /// ASCII scalars (a buffer, so that the loop checks no bounds and captures nothing).
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, ascii: UnsafeBufferPointer<LineBreakClass>,
                             into opportunities: inout [LineBreakOpportunity]) {
        let rules = LineBreakStateTable.shared
        let table = LineBreakClass.table
        var state = rules.initialState
        var heldBreak = 0
        var index = 0
        var actions: LineBreakMachine.Actions
        while true {
            let length: Int
            if index == bytes.count {
                actions = rules.endActions(in: state)
                length = 0
            } else {
                let scalarClass: LineBreakClass
                (scalarClass, length) = bytes.scalarProperty(at: index, ascii: ascii) {
                    LineBreakClass.class(of: $0, in: table)
                }
                (state, actions) = rules.step(from: state, reading: scalarClass)
            }
            if !actions.isEmpty {
                if actions.contains(.releaseHeldBreak) {
                    opportunities.append(LineBreakOpportunity(utf8Offset: heldBreak, isMandatory: false))
                }
                if actions.contains(.breakBefore) {
                    opportunities.append(LineBreakOpportunity(utf8Offset: index, isMandatory: actions.contains(.mandatory)))
                }
                if actions.contains(.holdBreak) { heldBreak = index }
            }
            if length == 0 { return }
            index += length
        }
    }
}
