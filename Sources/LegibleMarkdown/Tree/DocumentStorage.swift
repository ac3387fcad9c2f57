/// The immutable storage behind a ``MarkdownDocument``: the sanitized source, the node arena,
/// the decoded text, and the start offset of every line.
///
/// It is a class only so that every ``MarkdownNode`` can share it cheaply; all its properties are
/// constants, which is what makes it `Sendable`.
final class DocumentStorage: Sendable {
    let source: [UInt8]
    let nodes: [RawNode]
    /// Literals that are not a run of the source as it stands; slice offsets from ``textBase``
    /// on are here (see ``TextSlice``).
    let text: [UInt8]
    let textBase: Int32
    /// Byte offset at which each source line starts; `lineStarts[0] == 0`.
    let lineStarts: [Int32]
    /// Index of the document node.
    let root: Int32
    /// Titles of links and images and info strings of fenced code blocks, by node index: few
    /// nodes have one, so they are kept here rather than in every node.
    let secondaryText: [Int32: TextSlice]
    /// The referenced footnotes; footnote number `n` is `footnotes[n - 1]`.
    let footnotes: [Footnote]
    /// The number of each referenced footnote's definition and of each reference to one.
    let footnoteNumbers: [Int32: Int32]
    /// For a segment of a streamed document: where it starts in the whole text, in bytes and
    /// lines. Node offsets are relative to the segment; the public API adds these.
    let sourceBase: Int32
    let lineBase: Int32
    /// What a segment of a streamed document needs to know about itself; empty for a document.
    let segmentFacts: SegmentFacts

    init(source: [UInt8], nodes: [RawNode], text: [UInt8], textBase: Int32, lineStarts: [Int32], root: Int32,
         secondaryText: [Int32: TextSlice], footnotes: [Footnote], footnoteNumbers: [Int32: Int32], sourceBase: Int32 = 0, lineBase: Int32 = 0,
         segmentFacts: SegmentFacts = SegmentFacts()) {
        self.secondaryText = secondaryText
        self.footnotes = footnotes
        self.footnoteNumbers = footnoteNumbers
        self.sourceBase = sourceBase
        self.lineBase = lineBase
        self.segmentFacts = segmentFacts
        self.source = source
        self.nodes = nodes
        self.text = text
        self.textBase = textBase
        self.lineStarts = lineStarts
        self.root = root
    }

    func string(_ slice: TextSlice) -> String {
        withText { String(decoding: $0[slice], as: UTF8.self) }
    }

    /// Calls `body` with the source and the text buffer, for reading many slices without copying.
    func withText<Result>(_ body: (TextBuffers) throws -> Result) rethrows -> Result {
        try source.withUnsafeBufferPointer { source in
            try text.withUnsafeBufferPointer { text in
                try body(TextBuffers(source: source, text: text, textBase: Int(textBase)))
            }
        }
    }

    /// The number of a footnote definition or reference node, or 0 if it has none.
    func footnoteNumber(of node: Int32) -> Int32 { footnoteNumbers[node] ?? 0 }

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

/// The source and the text buffer of a document, for resolving slices.
struct TextBuffers {
    let source: UnsafeBufferPointer<UInt8>
    let text: UnsafeBufferPointer<UInt8>
    let textBase: Int

    subscript(slice: TextSlice) -> UnsafeBufferPointer<UInt8> {
        guard slice.count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        if slice.isInSource {
            let start = Int(~slice.start)
            return UnsafeBufferPointer(rebasing: source[start..<(start + Int(slice.count))])
        }
        let start = Int(slice.start) - textBase
        return UnsafeBufferPointer(rebasing: text[start..<(start + Int(slice.count))])
    }
}
