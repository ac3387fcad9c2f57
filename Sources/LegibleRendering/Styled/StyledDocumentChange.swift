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
    /// When the first block changed is a table or code block that grew in place at the end of
    /// a stream, how many of a table's first rows, or of the code's first lines, are as they
    /// were (text and runs): a layout may keep their drawing (a table's, while its columns
    /// stay as wide). 0 otherwise.
    public let keptRows: Int
    /// How many bytes of code were highlighted to make the change: the work a growing code
    /// block cost (the code from the line the update changed), for benchmarks and tests.
    public let highlightedUTF8Count: Int

    /// Creates a change from its parts.
    public init(removedBlocks: Range<Int>, insertedBlocks: Range<Int>, utf16Shift: Int, keptRows: Int = 0, highlightedUTF8Count: Int = 0) {
        self.removedBlocks = removedBlocks
        self.insertedBlocks = insertedBlocks
        self.utf16Shift = utf16Shift
        self.keptRows = keptRows
        self.highlightedUTF8Count = highlightedUTF8Count
    }

    /// Whether no block changed.
    public var isEmpty: Bool { removedBlocks.isEmpty && insertedBlocks.isEmpty && utf16Shift == 0 }
}
