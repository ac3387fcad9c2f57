import LegibleMarkdown

/// A node of a tree whose nodes link to their first child, next sibling and parent: the syntax
/// tree's nodes and the element tree's elements, walked without arrays of children.
protocol LinkedTreeNode: Equatable {
    var firstChild: Self? { get }
    var nextSibling: Self? { get }
    var parent: Self? { get }
}

extension MarkdownNode: LinkedTreeNode {}

/// Visits a subtree depth first without recursion (documents can nest thousands of levels):
/// `enter` sees each node first and says whether to go into its children; `exit` sees each node
/// entered after its children.
func traverse<Node: LinkedTreeNode>(_ root: Node, enter: (Node) -> Bool, exit: (Node) -> Void) {
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
