import LegibleMarkdown

/// Compares two syntax trees node by node: kind, source range, literal text and every
/// attribute, footnote numbering included. Iterative, so trees of any depth compare.
public enum SyntaxTreeComparison {
    /// The first difference between two documents given as top-level blocks and referenced
    /// footnote definitions, described for a person; `nil` when they are the same.
    public static func firstDifference(blocks: [MarkdownNode], footnotes: [MarkdownNode],
                                       expectedBlocks: [MarkdownNode], expectedFootnotes: [MarkdownNode]) -> String? {
        // Paths are built only when a difference is found: the streaming tests compare
        // millions of trees, and describing every node would dominate their time.
        var pending: [([MarkdownNode], [MarkdownNode], [Int])] = [(blocks, expectedBlocks, [0]), (footnotes, expectedFootnotes, [1])]
        while let (actual, expected, path) = pending.popLast() {
            guard actual.count == expected.count else {
                return "\(describe(path, in: blocks, footnotes)): \(actual.count) nodes, expected \(expected.count): "
                    + "\(actual.map { "\($0.kind)" }) vs \(expected.map { "\($0.kind)" })"
            }
            for (index, (node, expectedNode)) in zip(actual, expected).enumerated() {
                if NodeFacts(node) != NodeFacts(expectedNode) {
                    return "\(describe(path + [index], in: blocks, footnotes)): \(NodeFacts(node))\n  expected \(NodeFacts(expectedNode))"
                }
                if node.firstChild != nil || expectedNode.firstChild != nil {
                    pending.append((Array(node.children), Array(expectedNode.children), path + [index]))
                }
            }
        }
        return nil
    }

    /// A path of child positions, the first choosing blocks (0) or footnotes (1), as kinds.
    private static func describe(_ path: [Int], in blocks: [MarkdownNode], _ footnotes: [MarkdownNode]) -> String {
        var description = path[0] == 0 ? "blocks" : "footnotes"
        var siblings = path[0] == 0 ? blocks : footnotes
        for position in path.dropFirst() {
            let node = siblings[position]
            description += "[\(position)].\(node.kind)"
            siblings = Array(node.children)
        }
        return description
    }
}

/// Everything a node says about itself, compared field by field.
private struct NodeFacts: Equatable, CustomStringConvertible {
    let kind: MarkdownNode.Kind
    let offsets: Range<Int>
    let range: SourceRange
    let literal: String?
    let headingLevel: Int?
    let isSetextHeading: Bool
    let list: ListAttributes?
    let info: String?
    let alert: MarkdownNode.Alert?
    let admonition: MarkdownNode.Admonition?
    let destination: String?
    let title: String?
    let linkStyle: LinkStyle?
    let taskState: TaskState?
    let columnAlignment: MarkdownNode.ColumnAlignment?
    let isHeaderRow: Bool
    let isDisplayMath: Bool
    let footnoteLabel: String?
    let footnoteNumber: Int?
    let footnoteOccurrence: Int?
    let footnoteDefinition: Range<Int>?
    let footnoteReferences: [Range<Int>]

    init(_ node: MarkdownNode) {
        kind = node.kind
        offsets = node.sourceOffsets
        range = node.sourceRange
        literal = node.literal
        headingLevel = node.headingLevel
        isSetextHeading = node.isSetextHeading
        list = node.list
        info = node.info
        alert = node.alert
        admonition = node.admonition
        destination = node.destination
        title = node.title
        linkStyle = node.linkStyle
        taskState = node.taskState
        columnAlignment = node.columnAlignment
        isHeaderRow = node.isHeaderRow
        isDisplayMath = node.isDisplayMath
        footnoteLabel = node.footnoteLabel
        footnoteNumber = node.footnoteNumber
        footnoteOccurrence = node.footnoteOccurrence
        footnoteDefinition = node.footnoteDefinition?.sourceOffsets
        footnoteReferences = node.kind == .footnoteDefinition ? node.footnoteReferences.map(\.sourceOffsets) : []
    }

    var description: String {
        var parts = ["\(kind)", "\(offsets)", "\(range.lowerBound)-\(range.upperBound)"]
        if let literal { parts.append(String(reflecting: literal)) }
        if let headingLevel { parts.append("h\(headingLevel)\(isSetextHeading ? "s" : "")") }
        if let list { parts.append("\(list)") }
        if let info { parts.append("info=\(String(reflecting: info))") }
        if let alert { parts.append("alert=\(alert)") }
        if let admonition { parts.append("admonition=\(admonition)") }
        if let destination { parts.append("dest=\(String(reflecting: destination))") }
        if let title { parts.append("title=\(String(reflecting: title))") }
        if let linkStyle { parts.append("\(linkStyle)") }
        if let taskState { parts.append("\(taskState)") }
        if let columnAlignment { parts.append("\(columnAlignment)") }
        if isHeaderRow { parts.append("header") }
        if isDisplayMath { parts.append("display") }
        if let footnoteLabel { parts.append("fn=\(String(reflecting: footnoteLabel))") }
        if let footnoteNumber { parts.append("#\(footnoteNumber)") }
        if let footnoteOccurrence { parts.append("occurrence \(footnoteOccurrence)") }
        if let footnoteDefinition { parts.append("→\(footnoteDefinition)") }
        if kind == .footnoteDefinition { parts.append("←\(footnoteReferences)") }
        return parts.joined(separator: " ")
    }
}
