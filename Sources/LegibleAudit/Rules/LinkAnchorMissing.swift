import LegibleAccessibility

/// `link-anchor-missing`: a link into the document (`[Setup](#setup)`) whose anchor no heading
/// has, nor any `id` or `name` in the document's raw HTML.
///
/// Anchors are the headings' slugs as GitHub makes them (``AnchorTargets``). A link to a missing
/// anchor does nothing when followed: the reader stays where they were, and a screen reader user
/// cannot tell whether it worked. A heading renamed after the table of contents was written is the
/// usual cause.
struct LinkAnchorMissing: AuditRule {
    let info = AuditRuleInfo(
        id: "link-anchor-missing",
        title: "Link to an anchor the document does not have",
        rationale: "A link to #section goes to the heading whose anchor that is. If no heading has it (it was renamed, or the slug was guessed wrong), following the link does nothing, and a screen reader user cannot tell whether it worked or where they are.",
        wcag: ["2.4.4"],
        defaultSeverity: .warning,
        example: "## Getting started\n\nSee [the setup](#setup).",
        fixedExample: "## Getting started\n\nSee [the setup](#getting-started)."
    )

    var needsWholeDocument: Bool { true }

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let inDocument = document.links.filter { $0.destination.hasPrefix("#") }
        guard !inDocument.isEmpty else { return }
        // The model's targets include the anchors authors wrote in raw HTML, and match a
        // fragment without regard to case when nothing matches it exactly, as GitHub does.
        let targets = document.model.anchorTargets()
        for link in inDocument {
            guard case .missing = targets.target(ofDestination: link.destination) else { continue }
            let fragment = String(link.destination.dropFirst())
            let nearest = Self.closest(to: fragment, among: targets)
            findings.report(link.node.sourceOffsets, "The link “\(link.label)” goes to #\(fragment), but no heading has that anchor: following it does nothing.",
                            fix: nearest.map { "Link to #\($0), the anchor of the heading that reads most like it, or rename the heading." }
                                ?? "Link to a heading's anchor: its text in lower case, punctuation removed, spaces as hyphens.")
        }
    }

    /// The heading anchor that shares the most words with the fragment, if any shares one.
    private static func closest(to fragment: String, among targets: AnchorTargets) -> String? {
        let words = Set(fragment.lowercased().split(separator: "-"))
        var best: (anchor: String, shared: Int)?
        for anchor in targets.anchors {
            let shared = words.intersection(anchor.split(separator: "-")).count
            if shared > 0 && shared > (best?.shared ?? 0) { best = (anchor, shared) }
        }
        return best?.anchor
    }
}
