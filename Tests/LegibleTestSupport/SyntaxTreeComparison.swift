import LegibleMarkdown

/// Compares two syntax trees node by node: kind, source range, literal text and every
/// attribute, footnote numbering included. Iterative, so trees of any depth compare.
public enum SyntaxTreeComparison {
    /// The first difference between two documents given as top-level blocks and referenced
    /// footnote definitions, described for a person; `nil` when they are the same.
    public static func firstDifference(blocks: [MarkdownNode], footnotes: [MarkdownNode],
                                       expectedBlocks: [MarkdownNode], expectedFootnotes: [MarkdownNode]) -> String? {
        var pending: [([MarkdownNode], [MarkdownNode], String)] = [(blocks, expectedBlocks, "blocks"), (footnotes, expectedFootnotes, "footnotes")]
        while let (actual, expected, path) = pending.popLast() {
            guard actual.count == expected.count else {
                return "\(path): \(actual.count) nodes, expected \(expected.count): \(actual.map { "\($0.kind)" }) vs \(expected.map { "\($0.kind)" })"
            }
            for (index, (node, expectedNode)) in zip(actual, expected).enumerated() {
                let here = signature(node)
                let there = signature(expectedNode)
                if here != there { return "\(path)[\(index)]: \(here)\n  expected \(there)" }
                pending.append((Array(node.children), Array(expectedNode.children), "\(path)[\(index)].\(node.kind)"))
            }
        }
        return nil
    }

    /// Everything a node says about itself, as one comparable string.
    public static func signature(_ node: MarkdownNode) -> String {
        let range = node.sourceRange
        var parts = ["\(node.kind)", "\(node.sourceOffsets)", "\(range.lowerBound)-\(range.upperBound)"]
        if let literal = node.literal { parts.append(String(reflecting: literal)) }
        if let level = node.headingLevel { parts.append("h\(level)\(node.isSetextHeading ? "s" : "")") }
        if let list = node.list { parts.append("\(list)") }
        if let info = node.info { parts.append("info=\(String(reflecting: info))") }
        if let destination = node.destination { parts.append("dest=\(String(reflecting: destination))") }
        if let title = node.title { parts.append("title=\(String(reflecting: title))") }
        if let style = node.linkStyle { parts.append("\(style)") }
        if let task = node.taskState { parts.append("\(task)") }
        if let alignment = node.columnAlignment { parts.append("\(alignment)") }
        if node.isHeaderRow { parts.append("header") }
        if node.isDisplayMath { parts.append("display") }
        if let label = node.footnoteLabel { parts.append("fn=\(String(reflecting: label))") }
        if let number = node.footnoteNumber { parts.append("#\(number)") }
        if let occurrence = node.footnoteOccurrence { parts.append("occurrence \(occurrence)") }
        if let definition = node.footnoteDefinition { parts.append("→\(definition.sourceOffsets)") }
        if node.kind == .footnoteDefinition { parts.append("←\(node.footnoteReferences.map(\.sourceOffsets))") }
        return parts.joined(separator: " ")
    }
}
