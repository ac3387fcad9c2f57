/// The immutable storage behind a ``MarkdownDocument``: the sanitized source, the node arena,
/// the text buffers, and the start offset of every line.
///
/// It is a class only so that every ``MarkdownNode`` can share it cheaply; all its properties are
/// constants, which is what makes it `Sendable`.
final class DocumentStorage: Sendable {
    let source: [UInt8]
    let nodes: [RawNode]
    /// Block content and literals decoded while parsing blocks.
    let blockText: [UInt8]
    /// Literals decoded while parsing inlines; slice offsets from ``inlineTextBase`` on are here.
    let inlineText: [UInt8]
    /// Byte offset at which each source line starts; `lineStarts[0] == 0`.
    let lineStarts: [Int32]
    /// Index of the document node.
    let root: Int32
    /// Titles of links and images and info strings of fenced code blocks, by node index: few
    /// nodes have one, so they are kept here rather than in every node.
    let secondaryText: [Int32: TextSlice]
    /// The referenced footnotes; footnote number `n` is `footnotes[n - 1]`.
    let footnotes: [Footnote]
    /// For a segment of a streamed document: where it starts in the whole text, in bytes and
    /// lines. Node offsets are relative to the segment; the public API adds these.
    let sourceBase: Int32
    let lineBase: Int32
    /// What a segment of a streamed document needs to know about itself; empty for a document.
    let segmentFacts: SegmentFacts

    var inlineTextBase: Int32 { Int32(blockText.count) }

    init(source: [UInt8], nodes: [RawNode], blockText: [UInt8], inlineText: [UInt8], lineStarts: [Int32], root: Int32,
         secondaryText: [Int32: TextSlice], footnotes: [Footnote], sourceBase: Int32 = 0, lineBase: Int32 = 0,
         segmentFacts: SegmentFacts = SegmentFacts()) {
        self.secondaryText = secondaryText
        self.footnotes = footnotes
        self.sourceBase = sourceBase
        self.lineBase = lineBase
        self.segmentFacts = segmentFacts
        self.source = source
        self.nodes = nodes
        self.blockText = blockText
        self.inlineText = inlineText
        self.lineStarts = lineStarts
        self.root = root
    }

    func string(_ slice: TextSlice) -> String {
        withText { String(decoding: $0[slice], as: UTF8.self) }
    }

    /// Calls `body` with both text buffers, for reading many slices without copying.
    func withText<Result>(_ body: (TextBuffers) throws -> Result) rethrows -> Result {
        try blockText.withUnsafeBufferPointer { block in
            try inlineText.withUnsafeBufferPointer { inline in
                try body(TextBuffers(block: block, inline: inline))
            }
        }
    }

    /// Which reference to its footnote (1 for the first) a footnote reference node is.
    func footnoteReferenceIndex(of reference: Int32, number: Int32) -> Int {
        let references = footnotes[Int(number) - 1].references
        // References were made in document order, so their indices ascend.
        var low = 0
        var high = references.count - 1
        while low < high {
            let middle = (low + high) / 2
            if references[middle] < reference { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// The 1-based line and UTF-8 column of a byte offset.
    func location(ofOffset offset: Int32) -> SourcePosition {
        // Binary search for the last line that starts at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(offset: Int(sourceBase + offset), line: Int(lineBase) + low + 1, column: Int(offset - lineStarts[low]) + 1)
    }
}

/// Both text buffers of a document, for resolving slices.
struct TextBuffers {
    let block: UnsafeBufferPointer<UInt8>
    let inline: UnsafeBufferPointer<UInt8>

    subscript(slice: TextSlice) -> UnsafeBufferPointer<UInt8> {
        let start = Int(slice.start)
        if start < block.count {
            return UnsafeBufferPointer(rebasing: block[start..<(start + Int(slice.count))])
        }
        let inlineStart = start - block.count
        return UnsafeBufferPointer(rebasing: inline[inlineStart..<(inlineStart + Int(slice.count))])
    }
}
