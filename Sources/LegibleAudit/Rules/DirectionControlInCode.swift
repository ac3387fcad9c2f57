import LegibleAccessibility

/// `bidi-control-in-code`: direction controls (UAX #9's embeddings, overrides, isolates and
/// marks) in a code block or code span.
///
/// A compiler ignores them, but an editor, a browser and a review tool obey them, so the code
/// reads otherwise than it runs: a comment seems to end where it does not, a string seems to
/// hold what it does not (Trojan Source, CVE-2021-42574). Legible shows each control in code
/// where it is and obeys none.
struct DirectionControlInCode: AuditRule {
    let info = AuditRuleInfo(
        id: "bidi-control-in-code",
        title: "Direction controls in code",
        rationale: "Direction controls make code read otherwise than it runs: editors and browsers reorder the text around them, compilers do not (Trojan Source, CVE-2021-42574). A reviewer, a sighted reader and a screen reader all read something else than the code that runs.",
        wcag: ["1.3.2"],
        defaultSeverity: .error,
        example: "`if access != \"user(U+202E) (U+2066)// admin(U+2069) (U+2066)\"`",
        fixedExample: "`if access != \"user\"`"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let groups = document.warningsByElement { found in
            guard case .directionControls = found.warning else { return false }
            return found.isInCode
        }
        for (element, warnings) in groups {
            guard let node = element.node else { continue }
            let scalars = warnings.flatMap { warning -> [UInt32] in
                if case .directionControls(let scalars) = warning { return scalars }
                return []
            }
            let list = ContentWarning.directionControls(scalars).spoken(.english)
            findings.report(node, "This code holds \(list), which reorders how it reads but not how it runs.",
                            fix: "Remove the direction controls; write right-to-left text in a string as escapes (\\u{202E}) if it must be there.")
        }
    }
}
