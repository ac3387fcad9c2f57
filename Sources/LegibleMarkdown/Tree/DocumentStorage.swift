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
    /// For the tail of a stream whose last block grows in place: its nodes, source, literals and
    /// line starts, viewed where the stream keeps them (``source``, ``nodes``, ``text`` and
    /// ``lineStarts`` are then empty). Read them through the methods below.
    let grown: GrownTree?

    init(source: [UInt8], nodes: [RawNode], text: [UInt8], textBase: Int32, lineStarts: [Int32], root: Int32,
         secondaryText: [Int32: TextSlice], footnotes: [Footnote], footnoteNumbers: [Int32: Int32], sourceBase: Int32 = 0, lineBase: Int32 = 0,
         segmentFacts: SegmentFacts = SegmentFacts(), grown: GrownTree? = nil) {
        self.grown = grown
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

    /// The node at `index`.
    @inline(__always) func node(_ index: Int32) -> RawNode {
        if let grown { return grown.nodes[Int(index)] }
        return nodes[Int(index)]
    }

    /// How many nodes there are.
    var nodeCount: Int { grown?.nodes.count ?? nodes.count }

    /// The last child of `parent`, or `noNode` (through the ring ``RawNode/previous`` makes).
    func lastChild(of parent: Int32) -> Int32 {
        let first = node(parent).firstChild
        return first == noNode ? noNode : node(first).previous
    }

    /// The sibling before `index`, or `noNode` for a first child.
    func previousSibling(of index: Int32) -> Int32 {
        let parent = node(index).parent
        return parent == noNode || node(parent).firstChild == index ? noNode : node(index).previous
    }

    /// Calls `body` with every node in one buffer (a grown tree's are gathered into one first).
    func withNodes<Result>(_ body: (UnsafeBufferPointer<RawNode>) throws -> Result) rethrows -> Result {
        guard let grown else { return try nodes.withUnsafeBufferPointer(body) }
        return try Array(grown.nodes).withUnsafeBufferPointer(body)
    }

    /// The length of the source in bytes.
    var sourceCount: Int { grown?.sourceCount ?? source.count }

    /// The source's bytes (a grown tree's are copied out).
    var sourceBytes: [UInt8] {
        guard let grown else { return source }
        return grown.text.withUnsafeBufferPointer { Array($0[grown.sourceStart..<(grown.sourceStart + grown.sourceCount)]) }
    }

    /// Whether the literal of the node at `index` ends with a line break that its slice does not
    /// hold (see ``GrownTree/impliedLineBreak``).
    func impliesLineBreak(after index: Int32) -> Bool {
        grown.map { $0.impliedLineBreak == index } ?? false
    }

    /// Calls `body` with the bytes of a node's literal: its slice, and the line break it implies.
    func withLiteral<Result>(of index: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withText { text in
            let bytes = text[node(index).text]
            guard impliesLineBreak(after: index) else { return try body(bytes) }
            return try (Array(bytes) + [ASCII.newline]).withUnsafeBufferPointer(body)
        }
    }

    /// Calls `body` with the source and the text buffer, for reading many slices without copying.
    func withText<Result>(_ body: (TextBuffers) throws -> Result) rethrows -> Result {
        if let grown {
            return try grown.text.withUnsafeBufferPointer { all in
                try grown.literals.withUnsafeBufferPointer { literals in
                    try grown.provisionalLiterals.withUnsafeBufferPointer { provisional in
                        let source = UnsafeBufferPointer(rebasing: all[grown.sourceStart..<(grown.sourceStart + grown.sourceCount)])
                        return try body(TextBuffers(source: source, text: literals, textBase: Int(textBase), provisional: provisional))
                    }
                }
            }
        }
        return try source.withUnsafeBufferPointer { source in
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
        if let grown { return location(ofOffset: offset, lineStarts: grown.lineStarts) }
        return location(ofOffset: offset, lineStarts: lineStarts)
    }

    private func location<Starts: RandomAccessCollection<Int32>>(ofOffset offset: Int32, lineStarts: Starts) -> SourcePosition
    where Starts.Index == Int {
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
    /// A grown tree's literals of its provisional nodes (see ``GrownTree/provisionalTextBase``).
    var provisional = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    subscript(slice: TextSlice) -> UnsafeBufferPointer<UInt8> {
        guard slice.count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        if slice.isInSource {
            let start = Int(~slice.start)
            return UnsafeBufferPointer(rebasing: source[start..<(start + Int(slice.count))])
        }
        if slice.start >= GrownTree.provisionalTextBase {
            let start = Int(slice.start - GrownTree.provisionalTextBase)
            return UnsafeBufferPointer(rebasing: provisional[start..<(start + Int(slice.count))])
        }
        let start = Int(slice.start) - textBase
        return UnsafeBufferPointer(rebasing: text[start..<(start + Int(slice.count))])
    }
}
