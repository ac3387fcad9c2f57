/// A slice of a document's text: decoded literals (code, destinations, titles, text with escapes
/// or references) in the document's text buffer, or a run of the source itself.
///
/// Most literals are bytes of the source as they stand (plain text within a line, a top-level
/// code block), and those refer to the source instead of a copy of it: the block phase's copy of
/// every paragraph's content is only needed while inlines are parsed. A slice of the source
/// stores its offset complemented (`~offset`), so a negative start tells the two apart in one
/// comparison. During parsing, slices from 0 up to the inline phase's base are in the block
/// phase's arena, the rest in the inline phase's buffer.
struct TextSlice: Equatable, Sendable {
    var start: Int32
    var count: Int32

    static let empty = TextSlice(start: 0, count: 0)

    /// `count` bytes of the source from `offset`.
    static func source(_ offset: Int32, count: Int32) -> TextSlice {
        TextSlice(start: ~offset, count: count)
    }

    /// The end in the buffer the slice is in; for a slice of the source, meaningless.
    var end: Int32 { start + count }
    var isEmpty: Bool { count == 0 }
    var isInSource: Bool { start < 0 }
}

/// "No node": the null link in the arena's parent, child and sibling fields.
let noNode: Int32 = -1

/// One node of the flat node arena.
///
/// The tree lives in one array of these plain structs linked by indices. Nothing in it holds a
/// reference, so a tree of any depth is destroyed without recursion (a recursive `deinit` over a
/// deeply nested tree is a classic stack overflow), and walking it needs no recursion either.
struct RawNode: Sendable {
    var kind: MarkdownNode.Kind
    /// Kind-specific booleans; see ``RawNode/Flag``.
    var flags: UInt8 = 0
    /// Kind-specific small value: heading level, list delimiter, fence character, HTML block type,
    /// table cell alignment.
    var small: UInt16 = 0
    var parent: Int32 = noNode
    var firstChild: Int32 = noNode
    var next: Int32 = noNode
    /// The previous sibling, and for a first child its parent's last child: the siblings' ring
    /// gives the last child in constant time without a field in every node (see
    /// ``Swift/RandomAccessCollection/lastChild(of:)``). `noNode` for a node out of the tree.
    var previous: Int32 = noNode
    /// Source byte range. During inline parsing these are text-arena offsets, mapped to source
    /// offsets when the paragraph is finished.
    var start: Int32 = 0
    var end: Int32 = 0
    /// Literal text or destination. (The rarer second string of a node, a link's title or a code
    /// block's info string, is kept in ``DocumentStorage/secondaryText``.)
    var text: TextSlice = .empty

    /// An ordered list's start, a table's column count, and while parsing a list item's content
    /// indentation. These kinds have no literal, so their number is kept where a literal's slice
    /// starts rather than in a field every node would carry. (A footnote's number is in
    /// ``DocumentStorage/footnoteNumbers``, an open code fence's length in the parser.)
    var number: Int32 {
        get { text.start }
        set { text.start = newValue }
    }

    init(kind: MarkdownNode.Kind, start: Int32, end: Int32) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// Bits of ``flags``. Their meaning depends on the kind, so they share bit positions.
    enum Flag {
        /// Block is still open (block parsing only).
        static let open: UInt8 = 1 << 0
        /// The block's last line was blank (block parsing only).
        static let lastLineBlank: UInt8 = 1 << 1
        /// The block, or its last descendant list item, ends with a blank line (block parsing only).
        static let endsWithBlankLine: UInt8 = 1 << 2
        /// ``endsWithBlankLine`` has been worked out and is final (block parsing only).
        static let endsWithBlankLineKnown: UInt8 = 1 << 7
        /// List: tight. Heading: setext. Code block: fenced. Link: autolink. Block quote: an admonition.
        static let variant: UInt8 = 1 << 3
        /// List: ordered. List item: task item.
        static let ordered: UInt8 = 1 << 4
        /// Task list item: checked.
        static let checked: UInt8 = 1 << 5
        /// Link: an extended (bare) autolink.
        static let bare: UInt8 = 1 << 6
    }

    func has(_ flag: UInt8) -> Bool { flags & flag != 0 }

    mutating func set(_ flag: UInt8, _ on: Bool = true) {
        if on { flags |= flag } else { flags &= ~flag }
    }
}

/// Sibling links read through the ring that ``RawNode/previous`` makes.
extension RandomAccessCollection where Element == RawNode, Index == Int {
    /// The last child of `parent`, or `noNode`.
    @inline(__always) func lastChild(of parent: Int32) -> Int32 {
        let first = self[Int(parent)].firstChild
        return first == noNode ? noNode : self[Int(first)].previous
    }

    /// The sibling before `node`, or `noNode` for a first child.
    @inline(__always) func previousSibling(of node: Int32) -> Int32 {
        let parent = self[Int(node)].parent
        return parent == noNode || self[Int(parent)].firstChild == node ? noNode : self[Int(node)].previous
    }
}
