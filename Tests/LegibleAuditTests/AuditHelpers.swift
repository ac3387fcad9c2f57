import LegibleAudit
import LegibleMarkdown

/// The findings of one rule in GitHub-flavoured Markdown, with that rule switched on (some are
/// off by default).
func findings(_ markdown: String, rule: String) -> [AuditFinding] {
    let configuration = AuditConfiguration(rules: [rule: .init(isEnabled: true)])
    return Auditor(configuration: configuration).audit(markdown: Array(markdown.utf8)).filter { $0.ruleID == rule }
}

/// Where findings start, as `line:column`.
func starts(_ findings: [AuditFinding]) -> [String] {
    findings.map { "\($0.range.lowerBound)" }
}
