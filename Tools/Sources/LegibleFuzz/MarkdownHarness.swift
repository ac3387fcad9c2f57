import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport

/// Parsing, spec HTML and the reading model, under each preset: source offsets nest, the HTML
/// is well nested, and the reading model loses and doubles nothing.
enum MarkdownHarness {
    static let presets: [(name: String, parse: ParseOptions, html: HTMLOptions)] = [
        ("CommonMark", .commonMark, []),
        ("GitHub", .gitHub, .gitHub),
        // Front matter, alerts and heading ids: what the tool and the views read by default.
        ("documents", .documents, HTMLOptions.gitHub.union(.headingIDs)),
    ]

    static func problem(_ bytes: [UInt8]) -> String? {
        for preset in presets {
            let document = MarkdownDocument(parsing: bytes, options: preset.parse)
            if let problem = offsetProblem(document) { return "\(preset.name) source offsets: \(problem)" }
            if let problem = HTMLNesting.problem(document.html(options: preset.html)) { return "\(preset.name) HTML: \(problem)" }
            let model = ReadingModel(document: document)
            if let problem = ReadingModelCoverage.problems(model, document).first { return "\(preset.name) reading model: \(problem)" }
        }
        return nil
    }

    /// Every node's offsets lie in the source and inside its parent's, and siblings follow each
    /// other without overlapping: the tree's source ranges describe the text as it is laid out.
    static func offsetProblem(_ document: MarkdownDocument) -> String? {
        let size = document.sourceBytes.count
        var pending = [document.root] + document.footnotes
        while let node = pending.popLast() {
            let range = node.sourceOffsets
            guard range.lowerBound >= 0 && range.upperBound <= size else {
                return "\(node.kind) at \(range) outside the source of \(size) bytes"
            }
            var previousEnd = range.lowerBound
            for child in node.children {
                let childRange = child.sourceOffsets
                if childRange.lowerBound < previousEnd || childRange.upperBound > range.upperBound {
                    return "\(child.kind) at \(childRange) overlaps its previous sibling or leaves its \(node.kind) at \(range)"
                }
                previousEnd = childRange.upperBound
                pending.append(child)
            }
        }
        return nil
    }
}
