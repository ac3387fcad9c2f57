/// How much a finding matters, in the three levels SARIF and GitHub code scanning know.
///
/// `legible audit` exits with status 1 when any finding is an ``error``.
public enum AuditSeverity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    /// Advice: the text reads, but could read better.
    case note
    /// Likely a barrier: something a listener will probably miss or misunderstand.
    case warning
    /// A barrier: something a listener cannot get at all, usually failing a WCAG success criterion.
    case error

    /// Whether `lhs` matters less than `rhs`.
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
