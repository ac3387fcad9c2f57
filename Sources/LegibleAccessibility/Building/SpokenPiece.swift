import LegibleMarkdown

/// A piece of a text element's speech: a stretch of its text, or one of the links, images,
/// formulas and footnote references in it, as the text says it.
struct SpokenPiece {
    var text: SpokenText
    /// The inline element spoken, or `nil` for a stretch of text.
    var element: MarkdownNode?

    /// Whether an inline is one of the elements a text element is cut into pieces at.
    static func cutsOut(_ inline: MarkdownNode) -> Bool {
        switch inline.kind {
        case .link, .image, .math, .footnoteReference: true
        default: false
        }
    }
}
