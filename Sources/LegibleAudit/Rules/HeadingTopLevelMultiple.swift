/// `heading-top-level-multiple`: more level-1 headings than the document should have (one, by
/// default: the title).
///
/// A level-1 heading is the document's title; with several, a screen reader user cannot tell
/// which is the title, and the levels below them no longer say how the parts nest.
struct HeadingTopLevelMultiple: AuditRule {
    let info = AuditRuleInfo(
        id: "heading-top-level-multiple",
        title: "More than one top-level heading",
        rationale: "A level-1 heading is heard as the title of the document. With several, a screen reader user cannot tell which one is the title, and the levels under them stop saying how the parts nest.",
        wcag: ["1.3.1"],
        defaultSeverity: .warning,
        example: "# Setup\n\n(…)\n\n# Usage",
        fixedExample: "# My tool\n\n## Setup\n\n(…)\n\n## Usage",
        options: [AuditRuleOption(name: "maximum", summary: "How many level-1 headings a document may have.", defaultValue: .integer(1))]
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let maximum = findings.integer("maximum")
        var seen = 0
        for element in document.elements(.heading) where element.headingLevel == 1 {
            seen += 1
            guard seen > maximum, let node = element.node else { continue }
            findings.report(node, "This is level-1 heading number \(seen): a listener hears each as the document's title and cannot tell which one is.",
                            fix: "Keep one level-1 heading for the title and make the others level 2 (## …).")
        }
    }
}
