/// `heading-empty`: a heading with no text (`##` alone on a line).
///
/// A screen reader announces "heading level 2" and then nothing; moving by headings, the
/// listener lands on a blank.
struct HeadingEmpty: AuditRule {
    let info = AuditRuleInfo(
        id: "heading-empty",
        title: "Empty heading",
        rationale: "An empty heading is announced as \"heading\" with nothing after it; someone moving through the document by headings lands on a blank stop.",
        wcag: ["1.3.1", "2.4.6"],
        defaultSeverity: .warning,
        example: "##\n\nSome text.",
        fixedExample: "## Overview\n\nSome text."
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for element in document.elements(.heading) {
            guard let node = element.node, (element.accessibleText ?? "").allSatisfy(\.isWhitespace) else { continue }
            findings.report(node, "This heading has no text: a screen reader announces a heading and then says nothing.",
                            fix: "Give the heading words that name its section, or remove it (use --- for a visual break).")
        }
    }
}
