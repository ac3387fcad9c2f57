import LegibleMarkdown

/// One thing in a document that makes it hard to read with assistive technology: which rule
/// found it, how much it matters, where it is, what is wrong and how to fix it.
///
/// ```swift
/// let findings = Auditor().audit(MarkdownDocument(parsing: "![](chart.png)", options: .gitHub))
/// findings[0].ruleID     // "image-alt-missing"
/// findings[0].range      // 1:1..<1:15
/// findings[0].message    // "This image has no description: a screen reader says its file name, “chart”."
/// ```
public struct AuditFinding: Hashable, Sendable {
    /// The rule's identifier, as `.legible-audit.json` and SARIF name it (`image-alt-missing`).
    public let ruleID: String
    /// The severity, after the configuration's changes.
    public let severity: AuditSeverity
    /// The source the finding is about; lines are 1-based and columns count UTF-8 bytes, as
    /// everywhere in Legible.
    public let range: SourceRange
    /// The range's start column counted in UTF-16 code units, as SARIF and most editors count
    /// (the same as ``range``'s column on a line of ASCII text).
    public let startUTF16Column: Int
    /// The range's end column in UTF-16 code units.
    public let endUTF16Column: Int
    /// What is wrong, for the writer, in a sentence or two.
    public let message: String
    /// What to do about it.
    public let fix: String

    /// Creates a finding from its parts.
    public init(ruleID: String, severity: AuditSeverity, range: SourceRange, startUTF16Column: Int, endUTF16Column: Int, message: String, fix: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.range = range
        self.startUTF16Column = startUTF16Column
        self.endUTF16Column = endUTF16Column
        self.message = message
        self.fix = fix
    }
}
