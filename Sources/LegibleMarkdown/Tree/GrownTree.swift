/// The syntax tree of a stream's tail whose last block, a table or a fenced code block, grows
/// in place (see ``GrowingTail``): the same tree a parse of the tail would give, held so that
/// making it at an append costs what the append added, however long the block already is.
///
/// What earlier appends settled (the blocks before the growing one, its complete rows or
/// lines) is in buffers the stream keeps appending to and this tree only views. The few nodes
/// whose links or ends change as the block grows (the document, its first block, the growing
/// block, a table's header row and last complete row) are stored here as they are now, in
/// the overrides of ``nodes`` (a ``LayeredArray``); the stream writes a shared node again only
/// once every tree that can see it overrides it. What the unfinished last line makes (a row
/// still being written, or what ends the table for now) is provisional, numbered after the
/// shared nodes.
final class GrownTree: Sendable {
    /// The settled nodes, those overridden, and those of the unfinished last line after them.
    let nodes: LayeredArray<RawNode>
    /// The stream's text, of which the tail's source is `sourceStart..<(sourceStart + sourceCount)`.
    let text: AppendOnlyBuffer<UInt8>.View
    let sourceStart: Int
    let sourceCount: Int
    /// Decoded literals: slices from `DocumentStorage/textBase` on are here.
    let literals: AppendOnlyBuffer<UInt8>.View
    /// Literals of the provisional nodes: slices from ``provisionalTextBase`` on are here.
    let provisionalLiterals: [UInt8]
    /// Where the start of each line is, as in `DocumentStorage/lineStarts`.
    let lineStarts: AppendOnlyBuffer<Int32>.View
    /// A code block whose literal is its slice and then a line break that is not in the
    /// source: its last line is still being written, and a literal's every line ends with one.
    /// `noNode` for none.
    let impliedLineBreak: Int32
    /// What the stream's later trees need to tell that this one grew from an earlier one.
    let growth: TailGrowth

    init(nodes: LayeredArray<RawNode>, text: AppendOnlyBuffer<UInt8>.View, sourceStart: Int, sourceCount: Int, literals: AppendOnlyBuffer<UInt8>.View,
         provisionalLiterals: [UInt8], lineStarts: AppendOnlyBuffer<Int32>.View, impliedLineBreak: Int32, growth: TailGrowth) {
        self.nodes = nodes
        self.text = text
        self.sourceStart = sourceStart
        self.sourceCount = sourceCount
        self.literals = literals
        self.provisionalLiterals = provisionalLiterals
        self.lineStarts = lineStarts
        self.impliedLineBreak = impliedLineBreak
        self.growth = growth
    }

    /// Slices of ``provisionalLiterals`` start here: past any offset of the source or of
    /// ``literals`` (inputs are at most 512 MB).
    static let provisionalTextBase: Int32 = 1 << 30

}

/// Which growth of a stream's tail a tree is, so that the stage after the parser can tell what
/// an append added to the growing block and take only that.
package struct TailGrowth: Sendable {
    /// The growing block's kind.
    package enum Kind: Sendable {
        case table, fencedCode
    }

    /// The same for every tree of one run of growth, and different from any other run's.
    package let run: ObjectIdentifier
    package let kind: Kind
    /// The growing block's node.
    package let block: Int32
    /// How many nodes were settled; nodes below are the same in every later tree of the run.
    package let settledNodes: Int32
    /// A table's complete body rows, or a code block's complete lines.
    package let settledCount: Int
    /// A code block's literal bytes that complete lines make (0 for a table).
    package let settledLiteral: Int
    /// The provisional nodes after the growing block (what ends a table for now), in order.
    package let provisionalBlocks: [Int32]
    /// A table's provisional last row, or `noNode`.
    package let provisionalRow: Int32
}
