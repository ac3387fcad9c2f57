/// `heading-level-skipped`: a heading more than one level below the heading before it (a
/// level-4 heading right after a level-2 one).
///
/// Screen reader users move through a document by its headings and hear their levels; a jump
/// from 2 to 4 sounds as if a section is missing, and the outline no longer says what belongs
/// to what.
struct HeadingLevelSkipped: AuditRule {
    let info = AuditRuleInfo(
        id: "heading-level-skipped",
        title: "Skipped heading level",
        rationale: "Screen reader users move through a document by its headings and hear each one's level. A jump from level 2 to level 4 sounds as if a section were missing, and the outline stops saying what belongs to what.",
        wcag: ["1.3.1", "2.4.6"],
        defaultSeverity: .warning,
        example: "## Installation\n\n#### On Linux",
        fixedExample: "## Installation\n\n### On Linux"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        var previous: Int?
        for element in document.elements(.heading) {
            guard let level = element.headingLevel, let node = element.node else { continue }
            if let previous, level > previous + 1 {
                findings.report(node, "This level-\(level) heading follows a level-\(previous) heading: someone moving by headings hears a level skipped and may think a section is missing.",
                                fix: "Make it a level-\(previous + 1) heading (\(String(repeating: "#", count: previous + 1)) …), or add the missing level above it.")
            }
            previous = level
        }
    }
}
