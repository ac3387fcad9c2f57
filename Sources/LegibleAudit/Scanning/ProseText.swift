import LegibleMarkdown

/// The literal text of a prose block (paragraph, heading, table cell) as the pieces its text
/// nodes hold, with where each starts in the source, for rules that look at words and
/// characters (emoji, capitals, footnote markers, scripts). Code spans, math, HTML and image
/// descriptions are not prose and are left out.
struct ProseText {
    /// One text node, or a line break.
    struct Piece {
        let node: MarkdownNode
        let text: String
        /// Whether each byte of `text` is the byte at the same distance into the node's source
        /// (no escapes or entities were decoded), so that a position in the text is one in the source.
        let mapsExactly: Bool
        /// Whether a line break comes before this piece (or it starts the block).
        let startsLine: Bool

        /// The source offsets of `range` (byte offsets into ``text``), or of the whole node when
        /// the text does not map exactly.
        func sourceOffsets(_ range: Range<Int>) -> Range<Int> {
            let start = node.sourceOffsets.lowerBound
            return mapsExactly ? (start + range.lowerBound)..<(start + range.upperBound) : node.sourceOffsets
        }
    }

    let pieces: [Piece]

    init(_ block: MarkdownNode) {
        var pieces: [Piece] = []
        var startsLine = true
        var skipping: MarkdownNode?
        for event in block.walk() {
            switch event {
            case .enter(let node):
                guard skipping == nil else { continue }
                switch node.kind {
                case .image: skipping = node
                case .softBreak, .lineBreak: startsLine = true
                case .text:
                    let text = node.literal ?? ""
                    pieces.append(Piece(node: node, text: text, mapsExactly: node.sourceOffsets.count == text.utf8.count, startsLine: startsLine))
                    startsLine = false
                case .code, .math, .inlineHTML, .footnoteReference: startsLine = false
                default: break
                }
            case .exit(let node):
                if node == skipping { skipping = nil }
            }
        }
        self.pieces = pieces
    }
}
