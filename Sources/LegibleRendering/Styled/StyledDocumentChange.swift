/// Which blocks of a styled document an update of a streamed answer changed, for a view to
/// draw again only those (and move the ones after them).
public struct StyledDocumentChange: Hashable, Sendable {
    /// The blocks taken out, as indices of the blocks before the update.
    public let removedBlocks: Range<Int>
    /// The blocks put in their place, as indices of the blocks after the update. Blocks before
    /// them are as they were; blocks after them are the same, moved in the text.
    public let insertedBlocks: Range<Int>
    /// How many UTF-16 code units the text after the changed blocks moved by.
    public let utf16Shift: Int

    /// Creates a change from its parts.
    public init(removedBlocks: Range<Int>, insertedBlocks: Range<Int>, utf16Shift: Int) {
        self.removedBlocks = removedBlocks
        self.insertedBlocks = insertedBlocks
        self.utf16Shift = utf16Shift
    }

    /// Whether no block changed.
    public var isEmpty: Bool { removedBlocks.isEmpty && insertedBlocks.isEmpty && utf16Shift == 0 }
}
