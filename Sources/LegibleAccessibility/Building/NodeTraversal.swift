import LegibleMarkdown

/// Visits a syntax subtree depth first without recursion (documents can nest thousands of
/// levels), following each node's links to its first child, next sibling and parent: `enter`
/// sees each node first and says whether to go into its children; `exit` sees each node
/// entered after its children. (The element tree has a public walk of its own, ``ElementWalk``.)
func traverse(_ root: MarkdownNode, enter: (MarkdownNode) -> Bool, exit: (MarkdownNode) -> Void) {
    var node = root
    while true {
        if enter(node), let child = node.firstChild {
            node = child
            continue
        }
        exit(node)
        while true {
            if node == root { return }
            if let sibling = node.nextSibling {
                node = sibling
                break
            }
            guard let parent = node.parent else { return }
            node = parent
            exit(node)
        }
    }
}
