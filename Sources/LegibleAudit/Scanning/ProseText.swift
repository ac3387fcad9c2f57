import LegibleMarkdown

/// The literal text of a prose block (paragraph, heading, table cell) as the pieces its text
/// nodes hold, with where each starts in the source, for rules that look at words and
/// characters (emoji, capitals, footnote markers, scripts). Code spans, math, HTML and image
/// descriptions are not prose and are left out.
struct ProseText {
    /// One text node, or a line break.
    struct Piece {
        let node: MarkdownNode
        /// Whether each byte of ``text`` is the byte at the same distance into the node's source
        /// (no escapes or entities were decoded), so that a position in the text is one in the source.
        let mapsExactly: Bool
        /// Whether a line break comes before this piece (or it starts the block).
        let startsLine: Bool

        /// The text. Rules look at ``bytes(satisfy:)`` first, so that most text is never made
        /// into a `String`.
        var text: String { node.literal ?? "" }

        /// Whether the text's UTF-8 bytes pass a quick test.
        func bytes(satisfy test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool { node.withLiteralBytes(test) }

        /// The source offsets of `range` (byte offsets into ``text``), or of the whole node when
        /// the text does not map exactly.
        func sourceOffsets(_ range: Range<Int>) -> Range<Int> {
            let start = node.sourceOffsets.lowerBound
            return mapsExactly ? (start + range.lowerBound)..<(start + range.upperBound) : node.sourceOffsets
        }
    }

    /// The paragraph, heading or table cell.
    let block: MarkdownNode
    let pieces: [Piece]

    /// Gathers the pieces of one block as a walk of the document passes through it.
    struct Builder {
        let block: MarkdownNode
        private var pieces: [Piece] = []
        private var startsLine = true
        /// An image being passed: its description is not prose.
        private var skipping: MarkdownNode?

        init(block: MarkdownNode) { self.block = block }

        mutating func enter(_ node: MarkdownNode) {
            guard skipping == nil else { return }
            switch node.kind {
            case .image: skipping = node
            case .softBreak, .lineBreak: startsLine = true
            case .text:
                let length = node.withLiteralBytes(\.count)
                pieces.append(Piece(node: node, mapsExactly: node.sourceOffsets.count == length, startsLine: startsLine))
                startsLine = false
            case .code, .math, .inlineHTML, .footnoteReference: startsLine = false
            default: break
            }
        }

        mutating func exit(_ node: MarkdownNode) {
            if node == skipping { skipping = nil }
        }

        var prose: ProseText { ProseText(block: block, pieces: pieces) }
    }
}
