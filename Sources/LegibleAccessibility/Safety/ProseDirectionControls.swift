import LegibleMarkdown
import LegibleText

/// Which explicit direction controls in a text element's prose (paragraph, heading or table
/// cell) are obeyed, by the text node that holds each (see `DirectionControlPlan`): a paragraph
/// is what the bidirectional algorithm balances controls over, and its text comes in many nodes
/// (`RLI *word* PDI` is three). Made only for an element whose text holds such a control.
struct ProseDirectionControls {
    /// The element whose prose it is.
    let leaf: MarkdownNode
    /// For each text node holding controls, whether each is obeyed, in order.
    private var decisions: [MarkdownNode: [Bool]] = [:]

    /// The controls of the text nodes below `leaf` (not those of an image's description, which
    /// is not the element's text, nor a code span's, where none is obeyed).
    init(leaf: MarkdownNode) {
        self.leaf = leaf
        var holders: [(node: MarkdownNode, count: Int)] = []
        var controls: [UInt32] = []
        traverse(leaf, enter: { node in
            switch node.kind {
            case .text:
                let found = node.withLiteralBytes(HiddenCharacters.explicitDirectionControls(in:))
                if !found.isEmpty {
                    holders.append((node, found.count))
                    controls += found
                }
                return false
            case .image:
                return false
            default:
                return true
            }
        }, exit: { _ in })
        let plan = DirectionControlPlan(controls: controls)
        var index = 0
        for holder in holders {
            decisions[holder.node] = (index..<(index + holder.count)).map(plan.keeps)
            index += holder.count
        }
    }

    /// Whether each control of a text node is obeyed, in order.
    func decisions(for node: MarkdownNode) -> [Bool] { decisions[node] ?? [] }

    /// The text element whose prose holds an inline: the paragraph, heading or table cell
    /// around it.
    static func leaf(holding inline: MarkdownNode) -> MarkdownNode? {
        var node: MarkdownNode? = inline
        while let current = node {
            if current.kind == .paragraph || current.kind == .heading || current.kind == .tableCell { return current }
            node = current.parent
        }
        return nil
    }
}
