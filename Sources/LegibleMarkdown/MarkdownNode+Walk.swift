extension MarkdownNode {
    /// One step of a depth-first walk: entering a node before its children, leaving it after.
    public enum WalkEvent: Hashable, Sendable {
        /// The walk reaches the node; its children come next.
        case enter(MarkdownNode)
        /// The walk is done with the node and its children.
        case exit(MarkdownNode)
    }

    /// A depth-first walk of this node and everything below it, as enter and exit events.
    ///
    /// The walk follows parent and sibling links, so it needs no recursion and no stack however
    /// deep the tree is: renderers use it for documents nested 100,000 levels deep.
    ///
    /// ```swift
    /// for event in document.root.walk() {
    ///     if case .enter(let node) = event, node.kind == .heading { print(node.plainText) }
    /// }
    /// ```
    public func walk() -> Walk { Walk(root: self) }

    /// Every node below this one, in document order (this node excluded).
    public var descendants: some Sequence<MarkdownNode> {
        walk().lazy.compactMap { event -> MarkdownNode? in
            if case .enter(let node) = event, node != self { return node }
            return nil
        }
    }

    /// The enter and exit events of a depth-first walk; see ``MarkdownNode/walk()``.
    public struct Walk: Sequence, Sendable {
        let root: MarkdownNode

        /// An iterator starting with entering the walk's root.
        public func makeIterator() -> Iterator {
            Iterator(storage: root.storage, footnoteIndex: root.footnoteIndex, root: root.index, current: root.index,
                     entering: true, done: false)
        }

        /// Produces the events one by one from the current node and the direction of travel.
        public struct Iterator: IteratorProtocol {
            let storage: DocumentStorage
            let footnoteIndex: FootnoteIndex?
            let root: Int32
            var current: Int32
            var entering: Bool
            var done: Bool

            /// The next event, or `nil` after leaving the root.
            public mutating func next() -> WalkEvent? {
                guard !done else { return nil }
                let node = MarkdownNode(storage: storage, index: current, footnoteIndex: footnoteIndex)
                let raw = storage.node(current)
                if entering {
                    if raw.firstChild != noNode {
                        current = raw.firstChild
                    } else {
                        entering = false
                    }
                    return .enter(node)
                }
                if current == root {
                    done = true
                } else if raw.next != noNode {
                    current = raw.next
                    entering = true
                } else {
                    current = raw.parent
                }
                return .exit(node)
            }
        }
    }

    /// The text of this node and its descendants with all markup removed: what an image's
    /// description or a heading reads as. Line breaks, soft or hard, become spaces.
    public var plainText: String {
        var bytes: [UInt8] = []
        appendPlainText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func appendPlainText(to bytes: inout [UInt8]) {
        storage.withText { text in
            for event in walk() {
                guard case .enter(let node) = event else { continue }
                let raw = node.raw
                switch raw.kind {
                case .text, .code, .math, .inlineHTML:
                    bytes.append(contentsOf: text[raw.text])
                case .softBreak, .lineBreak:
                    bytes.append(UInt8(ascii: " "))
                default:
                    break
                }
            }
        }
    }
}
