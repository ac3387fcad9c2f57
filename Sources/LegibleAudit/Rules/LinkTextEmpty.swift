/// `link-text-empty`: a link with no text at all (`[](https://…)`).
///
/// A screen reader announces "link" and nothing else, or reads out the address; in a list of the
/// page's links it is a blank entry. (A link whose only content is an image without a
/// description is reported by `image-alt-missing`.)
struct LinkTextEmpty: AuditRule {
    let info = AuditRuleInfo(
        id: "link-text-empty",
        title: "Link without text",
        rationale: "A link with no text is announced as just \"link\": the listener cannot tell where it goes, and in a screen reader's list of links it is a blank entry.",
        wcag: ["2.4.4", "4.1.2"],
        defaultSeverity: .error,
        example: "Download the [](https://example.com/report.pdf).",
        fixedExample: "Download the [2024 annual report (PDF)](https://example.com/report.pdf)."
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for link in document.links where link.node.linkStyle == .written && link.normalizedLabel.isEmpty {
            let node = link.node
            let hasImage = node.descendants.contains { $0.kind == .image }
            guard !hasImage, node.plainText.allSatisfy(\.isWhitespace) else { continue }
            let destination = link.destination
            findings.report(node, "This link has no text: a screen reader says only “link”, and the listener cannot tell that it leads to \(destination.quotedExcerpt()).",
                            fix: "Put words between the brackets that say where the link goes.")
        }
    }
}
