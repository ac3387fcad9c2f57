/// A slice of a document's text: raw block content or decoded literals (code, destinations,
/// titles), stored in two byte buffers instead of one `String` per node. Offsets below
/// ``DocumentStorage/inlineTextBase`` are in the block phase's buffer, the rest in the inline
/// phase's.
struct TextSlice: Equatable, Sendable {
    var start: Int32
    var count: Int32

    static let empty = TextSlice(start: 0, count: 0)

    var end: Int32 { start + count }
    var isEmpty: Bool { count == 0 }
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
    var lastChild: Int32 = noNode
    var next: Int32 = noNode
    var previous: Int32 = noNode
    /// Source byte range. During inline parsing these are text-arena offsets, mapped to source
    /// offsets when the paragraph is finished.
    var start: Int32 = 0
    var end: Int32 = 0
    /// Literal text or destination. (The rarer second string of a node, a link's title or a code
    /// block's info string, is kept in ``DocumentStorage/secondaryText``.)
    var text: TextSlice = .empty
    /// Ordered list start, code fence length, footnote number; while parsing, a list item's
    /// content indentation.
    var number: Int32 = 0

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
        /// List: tight. Heading: setext. Code block: fenced. Link: autolink.
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
