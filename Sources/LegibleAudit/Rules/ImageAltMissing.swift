import LegibleMarkdown

/// `image-alt-missing`: an image with no description.
///
/// A screen reader cannot see the picture. With no alt text it says "image" or reads out the
/// file name ("IMG 2041"), and whatever the picture shows is lost. An image that is a link's
/// only content leaves the link without a name too.
struct ImageAltMissing: AuditRule {
    let info = AuditRuleInfo(
        id: "image-alt-missing",
        title: "Image without a description",
        rationale: "A screen reader cannot see an image. Without alt text it says only \"image\" or reads the file name aloud, and what the picture shows is lost to the listener.",
        wcag: ["1.1.1"],
        defaultSeverity: .error,
        example: "![](quarterly-sales.png)",
        fixedExample: "![Bar chart: sales rose each quarter, from 2 to 5 million euros](quarterly-sales.png)"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for element in document.elements(.image) {
            guard let image = element.image, image.lacksDescription, let node = element.node else { continue }
            let heard = image.description.isEmpty ? "only “image”" : "its file name, " + image.description.quotedExcerpt()
            var message = "This image has no description: a screen reader says \(heard)."
            if Self.isOnlyContentOfLink(node) { message += " It is all the link around it holds, so the link has no name either." }
            findings.report(node, message,
                            fix: "Write what the image shows, or what it is for, between the brackets: ![description](\(image.source)). If it only decorates, use <img src=\"\(image.source)\" alt=\"\"> so that screen readers skip it.")
        }
    }

    /// Whether the image is inside a link that has no text of its own.
    static func isOnlyContentOfLink(_ image: MarkdownNode) -> Bool {
        var ancestor = image.parent
        while let node = ancestor, node.kind != .link, !node.kind.isBlock { ancestor = node.parent }
        guard let link = ancestor, link.kind == .link else { return false }
        var text = ""
        var skipping: MarkdownNode?
        for event in link.walk() {
            switch event {
            case .enter(let node):
                if skipping == nil, node.kind == .image { skipping = node }
                if skipping == nil, let literal = node.literal { text += literal }
            case .exit(let node):
                if node == skipping { skipping = nil }
            }
        }
        return text.allSatisfy(\.isWhitespace)
    }
}
