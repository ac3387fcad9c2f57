/// Parses Markdown into a flat node arena in the two phases of the CommonMark spec's appendix,
/// "A parsing strategy": block structure line by line, then the inline content of each leaf.
///
/// The parser is a struct so that its many arrays are mutated in place without the dynamic
/// exclusivity checks a class would pay for, and it works on UTF-8 bytes throughout.
struct MarkdownParser {
    /// Inputs are limited so that every offset, including the text arena (which may hold a few
    /// decoded copies of the input), fits the arena's 32-bit indices. Documents and streams cut
    /// longer input to this size before parsing (see ``MarkdownDocument/isTruncated``).
    static let maximumInputSize = 512 << 20
    /// Columns of indentation that make an indented code block (and limit block starts).
    static let codeIndent = 4
    /// A tab advances to the next multiple of this column.
    static let tabStop = 4

    let options: ParseOptions
    var nodes: [RawNode] = []
    /// The text arena: block content and literals decoded while parsing blocks. What the document
    /// keeps of it moves to the inline phase's buffer or refers to the source (see ``KeptText``).
    var text: [UInt8] = []
    var lineStarts: [Int32] = []
    /// Maps text-arena offsets of block content back to source offsets, in arena order.
    var contentMap = ContentMap()
    var references = ReferenceMap()
    /// Link titles and code info strings; see ``DocumentStorage/secondaryText``.
    var secondaryText: [Int32: TextSlice] = [:]
    /// Footnote definitions by normalised label (the first wins), and the referenced footnotes
    /// in the order of their first reference.
    var footnoteDefinitions: [String: Int32] = [:]
    var footnotes: [Footnote] = []
    var footnoteNumbers: [Int32: Int32] = [:]
    /// The length of the open fenced code block's fence (at most one leaf is open at a time).
    var openFenceLength = 0

    // Block phase state: the current line and the parser's position in it (see BlockParser.swift).
    var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var openBlocks: [Int32] = []
    var line = LineState()
    /// The open leaf's content while it is a run of the source.
    var pendingSource: PendingSourceContent?

    // Inline phase state (see InlineParser.swift).
    var inline = InlineState()
    /// Bytes that may start something other than plain text in inline content.
    let specialBytes: ByteSet

    /// Set when parsing one segment of a streamed document.
    let segment: SegmentContext?
    /// What the parse records about its segment, when ``segment`` is set.
    var segmentFacts = SegmentFacts()

    init(options: ParseOptions, segment: SegmentContext? = nil) {
        self.options = options
        self.segment = segment
        segmentFacts.referenceExpansion.before = segment?.referenceExpansionBefore ?? 0
        var special = ByteSet(Array("\n\\`&<*_[]!".utf8))
        if options.contains(.strikethrough) { special.insert(ASCII.tilde) }
        if options.contains(.math) { special.insert(ASCII.dollar) }
        if options.contains(.autolinks) {
            special.insert(UInt8(ascii: "w"))
            special.insert(ASCII.colon)
        }
        specialBytes = special
    }

    /// Parses sanitized source into immutable document storage.
    mutating func parse(_ source: [UInt8]) -> DocumentStorage {
        precondition(source.count <= Self.maximumInputSize,
                     "Markdown input of \(source.count) bytes exceeds the \(Self.maximumInputSize)-byte limit")
        nodes.reserveCapacity(source.count / 16 + 16)
        text.reserveCapacity(source.count + 64)
        HugePages.advise(capacityOf: &nodes)
        HugePages.advise(capacityOf: &text)
        let root = makeNode(.document, start: 0, end: Int32(source.count))
        source.withUnsafeBufferPointer { buffer in
            input = buffer
            parseBlocks(root: root)
            if segment != nil { segmentFacts.linkDefinitions = references }
            // Content left in the source is parsed from it.
            parseAllInlines()
            input = UnsafeBufferPointer(start: nil, count: 0)
        }
        // Nothing refers to the block phase's copy of the content any more (see ``KeptText``).
        assert(nodes.allSatisfy { $0.text.isEmpty || $0.text.isInSource || $0.text.start >= inline.extraBase }
               && secondaryText.values.allSatisfy { $0.isEmpty || $0.isInSource || $0.start >= inline.extraBase },
               "a literal still refers to the block phase's arena")
        text = []
        return DocumentStorage(source: source, nodes: nodes, text: inline.extra, textBase: inline.extraBase, lineStarts: lineStarts, root: root,
                               secondaryText: secondaryText, footnotes: footnotes, footnoteNumbers: footnoteNumbers, sourceBase: segment?.sourceBase ?? 0,
                               lineBase: segment?.lineBase ?? 0, segmentFacts: segmentFacts)
    }
}

// MARK: - Arena operations

extension MarkdownParser {
    mutating func makeNode(_ kind: MarkdownNode.Kind, start: Int32, end: Int32) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(RawNode(kind: kind, start: start, end: end))
        return index
    }

    /// Through one unsafe buffer: as six checked array writes (a uniqueness check and six bounds
    /// checks) it was a call of 60 instructions a node; now it is inlined. The indices are the
    /// arena's own (debug builds still check them).
    mutating func appendChild(_ child: Int32, to parent: Int32) {
        nodes.withUnsafeMutableBufferPointer { nodes in
            let first = nodes[Int(parent)].firstChild
            nodes[Int(child)].parent = parent
            nodes[Int(child)].next = noNode
            if first == noNode {
                nodes[Int(parent)].firstChild = child
                nodes[Int(child)].previous = child
            } else {
                let last = nodes[Int(first)].previous
                nodes[Int(last)].next = child
                nodes[Int(child)].previous = last
                nodes[Int(first)].previous = child
            }
        }
    }

    mutating func insert(_ node: Int32, after sibling: Int32) {
        let parent = nodes[Int(sibling)].parent
        let next = nodes[Int(sibling)].next
        nodes[Int(node)].parent = parent
        nodes[Int(node)].previous = sibling
        nodes[Int(node)].next = next
        nodes[Int(sibling)].next = node
        // The node after it, or if none the first child, as the new last one, points back to it.
        nodes[Int(next == noNode ? nodes[Int(parent)].firstChild : next)].previous = node
    }

    /// Takes a node out of its parent's children; the arena slot simply goes unused.
    mutating func unlink(_ node: Int32) {
        let raw = nodes[Int(node)]
        nodes[Int(node)].parent = noNode
        nodes[Int(node)].previous = noNode
        nodes[Int(node)].next = noNode
        guard raw.parent != noNode else { return }
        let first = nodes[Int(raw.parent)].firstChild
        if node == first {
            nodes[Int(raw.parent)].firstChild = raw.next
            // The new first child takes over the link to the last one.
            if raw.next != noNode { nodes[Int(raw.next)].previous = raw.previous }
        } else {
            nodes[Int(raw.previous)].next = raw.next
            nodes[Int(raw.next == noNode ? first : raw.next)].previous = raw.previous
        }
    }

    /// Moves the siblings after `first` (exclusive) through the end of its parent's children
    /// into `container`, in order, in constant time.
    mutating func moveSiblings(after first: Int32, into container: Int32) {
        let start = nodes[Int(first)].next
        guard start != noNode else { return }
        let parent = nodes[Int(first)].parent
        let parentFirst = nodes[Int(parent)].firstChild
        let end = nodes[Int(parentFirst)].previous
        nodes[Int(first)].next = noNode
        nodes[Int(parentFirst)].previous = first
        nodes[Int(start)].previous = end
        nodes[Int(container)].firstChild = start
        var child = start
        while child != noNode {
            nodes[Int(child)].parent = container
            child = nodes[Int(child)].next
        }
    }

    /// Appends bytes to the text arena and returns their slice.
    mutating func store(_ bytes: some Collection<UInt8>) -> TextSlice {
        let start = Int32(text.count)
        text.append(contentsOf: bytes)
        return TextSlice(start: start, count: Int32(text.count) - start)
    }
}
