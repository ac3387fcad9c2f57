import LegibleMath

/// `math-unreadable`: a formula that cannot be read as math: braces, `\left…\right` or
/// environments that do not pair up, or commands the speaker does not know.
///
/// A listener then hears raw TeX ("the command foo") or a reading in an order the author did not
/// mean. Unknown commands are often a document's own macros, which only its renderer knows.
struct MathUnreadable: AuditRule {
    let info = AuditRuleInfo(
        id: "math-unreadable",
        title: "Formula that cannot be read as math",
        rationale: "When TeX does not parse (a brace or \\right missing) or uses commands a reader does not know (often a site's own macros), a listener hears raw TeX such as \"the command foo\", or the parts in the wrong order.",
        wcag: [],
        defaultSeverity: .warning,
        example: "$\\frac{a}{b$ and $\\R^n$",
        fixedExample: "$\\frac{a}{b}$ and $\\mathbb{R}^n$"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for element in document.elements(.math) {
            guard let node = element.node, let tex = element.math?.tex else { continue }
            let problems = MathSpeaker.problems(in: tex)
            guard !problems.isEmpty else { continue }
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
                case .unknownCommand: break
                }
            }
            if !unknown.isEmpty {
                let list = unknown.prefix(3).joined(separator: ", ") + (unknown.count > 3 ? " and \(unknown.count - 3) more" : "")
                parts.append("\(list) \(unknown.count == 1 ? "is a command" : "are commands") a reader does not know, spoken by name")
            }
            findings.report(node, "This formula cannot be read as math: \(parts.joined(separator: "; ")).",
                            fix: unknown.isEmpty ? "Fix the TeX so that it pairs up." : "Write the formula with standard LaTeX commands (a site's own macros are unknown to screen readers).")
        }
    }
}
