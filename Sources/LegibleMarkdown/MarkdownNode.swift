/// A node of a parsed ``MarkdownDocument``: a lightweight handle into the document's storage.
///
/// Nodes are values: copying one copies a reference to the shared, immutable document and an
/// index, nothing more. Two nodes are equal when they are the same node of the same document.
///
/// ```swift
/// let document = MarkdownDocument(parsing: "# Hello\n\nSome *text*.")
/// for block in document.root.children {
///     print(block.kind, block.sourceRange)   // heading 1:1..<1:8, paragraph 3:1..<3:13
/// }
/// ```
public struct MarkdownNode: Hashable, Sendable {
    let storage: DocumentStorage
    let index: Int32
    /// The footnote numbering of a streamed document's snapshot; `nil` when the storage numbers
    /// its own footnotes (a parsed document).
    let footnoteIndex: FootnoteIndex?

    init(storage: DocumentStorage, index: Int32, footnoteIndex: FootnoteIndex? = nil) {
        self.storage = storage
        self.index = index
        self.footnoteIndex = footnoteIndex
    }

    var raw: RawNode { storage.node(index) }

    /// Where the node is in its storage's arena: for a snapshot's growing tail, the same in
    /// every later snapshot of the growth (see ``MarkdownSnapshot/tailNode(_:)``).
    package var arenaIndex: Int32 { index }

    var reference: NodeReference { NodeReference(storage: storage, index: index) }

    /// Another node of the same storage, carrying the same footnote numbering.
    func node(_ index: Int32) -> MarkdownNode? {
        index == noNode ? nil : MarkdownNode(storage: storage, index: index, footnoteIndex: footnoteIndex)
    }

    /// What this node is.
    public var kind: Kind { raw.kind }

    /// The node that contains this one; `nil` for the document.
    public var parent: MarkdownNode? { node(raw.parent) }
    /// The first child, if any.
    public var firstChild: MarkdownNode? { node(raw.firstChild) }
    /// The last child, if any.
    public var lastChild: MarkdownNode? { node(storage.lastChild(of: index)) }
    /// The next node with the same parent.
    public var nextSibling: MarkdownNode? { node(raw.next) }
    /// The previous node with the same parent.
    public var previousSibling: MarkdownNode? { node(storage.previousSibling(of: index)) }

    /// The children in order. Walking them is linear; ``Children`` is a sequence because the
    /// tree links siblings rather than storing arrays of children.
    public var children: Children { Children(storage: storage, first: raw.firstChild, footnoteIndex: footnoteIndex) }

    /// The source text this node was parsed from, as offsets, lines and columns.
    public var sourceRange: SourceRange {
        let raw = self.raw
        return storage.location(ofOffset: raw.start)..<storage.location(ofOffset: raw.end)
    }

    /// The source text this node spans, as UTF-8 byte offsets into ``MarkdownDocument/source``
    /// (or into the whole text of a streamed document).
    public var sourceOffsets: Range<Int> {
        let raw = self.raw
        let base = Int(storage.sourceBase)
        return (base + Int(raw.start))..<(base + Int(raw.end))
    }

    /// Whether two handles stand for the same node of the same document.
    public static func == (lhs: MarkdownNode, rhs: MarkdownNode) -> Bool {
        lhs.storage === rhs.storage && lhs.index == rhs.index
    }

    /// Hashes the node's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(index)
    }
}

extension MarkdownNode {
    /// The children of a node, first to last.
    public struct Children: Sequence, Sendable {
        let storage: DocumentStorage
        let first: Int32
        let footnoteIndex: FootnoteIndex?

        /// Whether the node has no children.
        public var isEmpty: Bool { first == noNode }

        /// An iterator starting at the first child.
        public func makeIterator() -> Iterator { Iterator(storage: storage, upcoming: first, footnoteIndex: footnoteIndex) }

        /// Steps along the sibling links.
        public struct Iterator: IteratorProtocol {
            let storage: DocumentStorage
            var upcoming: Int32
            let footnoteIndex: FootnoteIndex?

            /// The next child, or `nil` after the last.
            public mutating func next() -> MarkdownNode? {
                guard upcoming != noNode else { return nil }
                let current = upcoming
                upcoming = storage.node(current).next
                return MarkdownNode(storage: storage, index: current, footnoteIndex: footnoteIndex)
            }
        }
    }
}
