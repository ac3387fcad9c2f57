import LegibleAccessibility

/// `bidi-control-unbalanced`: an override, or an embedding or isolate left open or closed
/// without being opened, in prose.
///
/// Right-to-left text written by hand uses isolates and embeddings in pairs within a paragraph
/// (an English word isolated in a Hebrew sentence); those are not reported. An override forces
/// letters to run backwards (`\u{202E}0001` shows as "1000"), and a control left open reorders
/// what follows it: a number, a price or an address then reads otherwise than it is. Legible
/// shows them and obeys none.
struct DirectionControlUnbalanced: AuditRule {
    let info = AuditRuleInfo(
        id: "bidi-control-unbalanced",
        title: "Direction override or unbalanced direction control",
        rationale: "An override forces text to run in the order it names, and a direction control left open reorders the text after it: a number, a price or an address is then shown otherwise than it is written, and a screen reader reads it as written.",
        wcag: ["1.3.2"],
        defaultSeverity: .warning,
        example: "Total: (U+202E)0001(U+202C) dollars",
        fixedExample: "Total: 1000 dollars"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let groups = document.warningsByElement { found in
            guard case .directionControls = found.warning else { return false }
            return !found.isInCode
        }
        for (element, warnings) in groups {
            guard let node = element.node else { continue }
            let scalars = warnings.flatMap { warning -> [UInt32] in
                if case .directionControls(let scalars) = warning { return scalars }
                return []
            }
            let list = ContentWarning.directionControls(scalars).spoken(.english)
            findings.report(node, "This text holds \(list): an override, or a control not closed in its paragraph, shows the text in another order than it is written.",
                            fix: "Remove the control; to set a word of another direction apart, open an isolate (U+2066–U+2068) and close it (U+2069) in the same paragraph.")
        }
    }
}
