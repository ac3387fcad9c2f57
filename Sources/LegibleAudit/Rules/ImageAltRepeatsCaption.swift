import LegibleMarkdown

/// `image-alt-repeats-caption`: alt text that is the same as the caption beside the image (its
/// title, the rest of its paragraph, or the short paragraph right after it).
///
/// A listener hears the same words twice and still learns nothing about what the picture shows:
/// the caption names it; the alt text should describe it.
struct ImageAltRepeatsCaption: AuditRule {
    let info = AuditRuleInfo(
        id: "image-alt-repeats-caption",
        title: "Image description that repeats its caption",
        rationale: "When the alt text is the caption again, a screen reader says the same words twice and the listener still does not learn what the picture shows.",
        wcag: ["1.1.1"],
        defaultSeverity: .warning,
        example: "![Figure 2: Monthly rainfall in Lisbon](rain.png)\n\n*Figure 2: Monthly rainfall in Lisbon*",
        fixedExample: "![Bar chart: rain peaks at 100 mm in December and is near zero in July and August](rain.png)\n\n*Figure 2: Monthly rainfall in Lisbon*"
    )

    /// Captions longer than this are prose, not captions.
    static let maximumCaptionLength = 300

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for element in document.elements(.image) {
            guard let image = element.image, !image.lacksDescription, let node = element.node else { continue }
            let alt = image.description.normalizedLabel
            guard !alt.isEmpty, let caption = Self.captions(of: node).first(where: { $0.normalizedLabel == alt }) else { continue }
            findings.report(node, "The image description is the same as its caption, \(caption.quotedExcerpt()): a listener hears it twice and never learns what the image shows.",
                            fix: "Keep the caption, and make the alt text describe what the image shows.")
        }
    }

    /// The texts that caption an image: its title, the rest of its paragraph, and the next
    /// paragraph when the image stands alone in its own.
    static func captions(of image: MarkdownNode) -> [String] {
        var captions = image.title.map { [$0] } ?? []
        var paragraph = image.parent
        while let node = paragraph, node.kind != .paragraph, !node.kind.isBlock { paragraph = node.parent }
        guard let paragraph, paragraph.kind == .paragraph else { return captions }
        let rest = textOutside(image, in: paragraph)
        if !rest.allSatisfy(\.isWhitespace) {
            captions.append(rest)
        } else if let next = paragraph.nextSibling, next.kind == .paragraph, next.sourceOffsets.count <= maximumCaptionLength {
            captions.append(next.plainText)
        }
        return captions
    }

    private static func textOutside(_ image: MarkdownNode, in paragraph: MarkdownNode) -> String {
        var text = ""
        var skipping = false
        for event in paragraph.walk() {
            switch event {
            case .enter(let node):
                if node == image { skipping = true }
                if !skipping, let literal = node.literal { text += literal }
                if !skipping, node.kind == .softBreak || node.kind == .lineBreak { text += " " }
            case .exit(let node):
                if node == image { skipping = false }
            }
        }
        return text
    }
}
