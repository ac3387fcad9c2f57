import LegibleMarkdown

/// The anchors authors wrote in raw HTML for links to land on: the `id` of any element
/// (`<a id="faq">`, `<h2 id="faq">`, `<div id="faq">`) and the `name` of an `<a>` (as browsers
/// treat `<a name="faq">`), each with the element of the reading model a link to it reaches:
/// the paragraph, heading or block it stands in, or, for a block the model reads nothing of
/// (`<a name="faq"></a>` alone), the element that follows it. The first element with an anchor
/// keeps it, as in a browser.
struct AuthorAnchors {
    /// Each anchor, as written, with the element it reaches, in document order.
    private(set) var entries: [(anchor: String, element: AccessibilityElement)] = []
    private var taken: Set<String> = []
    /// The block a container's anchors reach, for each container already asked about.
    private var landing: [ElementID: AccessibilityElement] = [:]

    init(_ model: ReadingModel) {
        // The block elements read out of the HTML block being read: an anchor in the block is
        // placed in the last of them that starts before it (or the first).
        var block: (node: MarkdownNode, elements: [AccessibilityElement])?
        // The anchors of paragraphs with nothing to show (`<a name="faq"></a>` on a line of its
        // own is one), which reach the next element instead.
        var carried: [String] = []
        for element in model.elements where !element.isInline && element.role != .document {
            guard let node = element.node else { continue }
            if let open = block, open.node != node {
                place(open.node, in: open.elements)
                block = nil
            }
            var here = element.unreadRawHTMLBefore.flatMap(Self.anchors(in:))
            switch node.kind {
            case .htmlBlock:
                block = (node, (block?.elements ?? []) + [element])
            case .paragraph, .heading, .tableCell:
                for inline in node.descendants where inline.kind == .inlineHTML { here += Self.anchors(in: inline.literal ?? "") }
            default:
                break
            }
            if node.kind == .paragraph && element.utf8Range.isEmpty {
                carried += here
            } else {
                add(carried + here, to: element)
                carried = []
            }
        }
        if let open = block { place(open.node, in: open.elements) }
        if let last = model.root.children.last {
            add(carried + model.root.unreadRawHTMLAtEnd.flatMap(Self.anchors(in:)), to: last)
        }
    }

    /// Places an HTML block's anchors among the elements read out of it, by where each starts.
    private mutating func place(_ block: MarkdownNode, in elements: [AccessibilityElement]) {
        guard let first = elements.first else { return }
        let start = block.sourceOffsets.lowerBound
        for (anchor, offset) in Self.anchorsWithOffsets(in: block.literal ?? "") {
            add([anchor], to: elements.last { $0.id.sourceOffset - start <= offset } ?? first)
        }
    }

    /// Anchors reach the element they stand before; before a list or a quote, its first block,
    /// where a reader lands (and a page can hold the anchor).
    private mutating func add(_ anchors: [String], to element: AccessibilityElement) {
        guard !anchors.isEmpty else { return }
        let target = firstReadBlock(from: element)
        for anchor in anchors where taken.insert(anchor).inserted { entries.append((anchor, target)) }
    }

    /// Where a reader lands in an element: its first block that is not a list, item or quote.
    /// Each container's answer is kept, so anchors at every level of deep nesting cost one walk
    /// down in all, not one a level.
    private mutating func firstReadBlock(from element: AccessibilityElement) -> AccessibilityElement {
        var path: [ElementID] = []
        var target = element
        while [.list, .listItem, .blockQuote].contains(target.role) {
            if let known = landing[target.id] { target = known; break }
            guard let first = target.children.first else { break }
            path.append(target.id)
            target = first
        }
        for id in path { landing[id] = target }
        return target
    }

    /// The anchors in raw HTML, in order.
    static func anchors(in html: String) -> [String] { anchorsWithOffsets(in: html).map(\.anchor) }

    /// The anchors in raw HTML with where each one's tag starts.
    private static func anchorsWithOffsets(in html: String) -> [(anchor: String, offset: Int)] {
        guard html.utf8.contains(UInt8(ascii: "=")) else { return [] }
        var found: [(String, Int)] = []
        for token in HTMLTokenizer.tokens(html) {
            guard case .startTag(let name, let attributes) = token.kind else { continue }
            if let id = attributes["id"], !id.isEmpty { found.append((id, token.range.lowerBound)) }
            if name == "a", let anchor = attributes["name"], !anchor.isEmpty { found.append((anchor, token.range.lowerBound)) }
        }
        return found
    }
}
