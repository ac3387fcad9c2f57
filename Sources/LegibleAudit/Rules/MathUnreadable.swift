import LegibleMath

/// `math-unreadable`: a formula that cannot be read as math: braces, `\left…\right` or
/// environments that do not pair up, or commands the speaker does not know.
///
/// It reports exactly the formulas the reading model finds unreadable (`MathFacts.isReadable`,
/// decided by `Formula.isReadable`), which every front end shows and reads as their raw
/// TeX ("formula not understood, TeX: …"), and says why from `MathSpeaker.problems(in:)`.
/// Unknown commands are often a document's own macros, which only its renderer knows.
struct MathUnreadable: AuditRule {
    let info = AuditRuleInfo(
        id: "math-unreadable",
        title: "Formula that cannot be read as math",
        rationale: "When TeX does not parse (a brace or \\right missing) or uses commands a reader does not know (often a site's own macros), the formula cannot be read as math: a listener hears only its raw TeX, not what it means.",
        wcag: [],
        defaultSeverity: .warning,
        example: "$\\frac{a}{b$ and $\\R^n$",
        fixedExample: "$\\frac{a}{b}$ and $\\mathbb{R}^n$"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for element in document.elements(.math) {
            // A formula that hides characters is hidden-text's finding.
            guard let node = element.node, let math = element.math, !math.isReadable, !math.hidesCharacters else { continue }
            let problems = math.formula.problems
            let unknown = problems.compactMap { problem -> String? in
                if case .unknownCommand(let name) = problem { return "\\" + name }
                return nil
            }
            var parts: [String] = []
            for problem in problems {
                switch problem {
                case .unbalancedBraces: parts.append("its braces { } do not pair up")
                case .unbalancedLeftRight: parts.append("a \\left has no \\right (or the reverse)")
                case .unbalancedEnvironment(let name): parts.append("\\begin{\(name)} and \\end{\(name)} do not pair up")
                case .nestedTooDeeply(let limit): parts.append("it is nested more than \(limit) levels deep")
                case .unknownCommand: break
                }
            }
            if !unknown.isEmpty {
                let list = unknown.prefix(3).joined(separator: ", ") + (unknown.count > 3 ? " and \(unknown.count - 3) more" : "")
                parts.append("\(list) \(unknown.count == 1 ? "is a command" : "are commands") a reader does not know")
            }
            let onlyNested = problems.allSatisfy { if case .nestedTooDeeply = $0 { true } else { false } }
            let fix = !unknown.isEmpty ? "Write the formula with standard LaTeX commands (a site's own macros are unknown to screen readers)."
                : onlyNested ? "Split the formula into parts, or write it with less nesting." : "Fix the TeX so that it pairs up."
            findings.report(node, "This formula cannot be read as math, so it is read as its raw TeX: \(parts.joined(separator: "; ")).", fix: fix)
        }
    }
}
