import LegibleMarkdown

extension AccessibilityElement {
    /// The raw HTML blocks just before this element's block that the model reads nothing of (a
    /// script, a comment, a lone `<div>`), in document order: the model has no element for them,
    /// so a front end that passes raw HTML through, and writes from the model's elements, finds
    /// them here. Empty for an element that continues an HTML block or is not a block.
    package var unreadRawHTMLBefore: [String] {
        guard !continuesRawHTMLBlock, let node, node.kind.isBlock else { return [] }
        return Self.unreadRawHTML(endingAt: node.previousSibling)
    }

    /// The raw HTML blocks the model reads nothing of at the end of this container's blocks, in
    /// document order.
    package var unreadRawHTMLAtEnd: [String] {
        guard let node else { return [] }
        return Self.unreadRawHTML(endingAt: node.lastChild)
    }

    /// The unread raw HTML blocks that end at `last`; footnote definitions, which are read
    /// elsewhere, are passed over.
    private static func unreadRawHTML(endingAt last: MarkdownNode?) -> [String] {
        var unread: [String] = []
        var sibling = last
        while let current = sibling {
            if current.kind == .htmlBlock, !HTMLText.isRead(current) {
                unread.append(current.literal ?? "")
            } else if current.kind != .footnoteDefinition {
                break
            }
            sibling = current.previousSibling
        }
        return unread.reversed()
    }
}
