/// `footnote-definition-unused`: a footnote defined but never referenced.
///
/// A footnote nobody refers to is not shown at all, so its text is lost to every reader,
/// and the listener among them.
struct FootnoteDefinitionUnused: AuditRule {
    let info = AuditRuleInfo(
        id: "footnote-definition-unused",
        title: "Footnote never referenced",
        rationale: "A footnote that no marker refers to is not shown or read at all: its text is lost to every reader, listeners included.",
        wcag: [],
        defaultSeverity: .warning,
        example: "Light is fast.\n\n[^speed]: About 300,000 km per second.",
        fixedExample: "Light is fast.[^speed]\n\n[^speed]: About 300,000 km per second."
    )

    var needsWholeDocument: Bool { true }

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for definition in document.nodes(.footnoteDefinition) where definition.footnoteNumber == nil {
            let label = definition.footnoteLabel ?? ""
            let start = definition.sourceOffsets.lowerBound
            let line = document.lines.range(ofLine: document.lines.position(of: start).line)
            findings.report(start..<max(start, line.upperBound), "The footnote [^\(label)] is never referenced, so it is never shown or read.",
                            fix: "Refer to it with [^\(label)] where it belongs, or delete it.")
        }
    }
}
