/// The findings of an audit of several files, and the files that could not be audited, ready to
/// be written as text, JSON or SARIF.
///
/// ```swift
/// var report = AuditReport()
/// report.add(path: "README.md", findings: Auditor().audit(markdown: bytes))
/// report.addProblem(path: "secret.md", message: "permission denied")
/// print(report.text())
/// ```
public struct AuditReport: Sendable {
    /// One audited file and its findings, in source order.
    public struct File: Sendable {
        /// The path as given to the report.
        public let path: String
        /// Its findings, in source order.
        public let findings: [AuditFinding]
    }

    /// A file that could not be audited, and why.
    public struct Problem: Sendable {
        /// The path as given to the report.
        public let path: String
        /// Why it could not be audited, as one line.
        public let message: String
    }

    /// The audited files, in the order they were added.
    public private(set) var files: [File] = []
    /// The files that could not be audited.
    public private(set) var problems: [Problem] = []

    /// An empty report.
    public init() {}

    /// Adds an audited file.
    public mutating func add(path: String, findings: [AuditFinding]) {
        files.append(File(path: path, findings: findings))
    }

    /// Adds a file that could not be audited.
    public mutating func addProblem(path: String, message: String) {
        problems.append(Problem(path: path, message: message))
    }

    /// Whether any finding is an error, or a file could not be audited: `legible audit` then
    /// exits with status 1.
    public var hasErrors: Bool {
        !problems.isEmpty || files.contains { $0.findings.contains { $0.severity == .error } }
    }

    /// How many findings there are of each severity.
    public var counts: [AuditSeverity: Int] {
        var counts: [AuditSeverity: Int] = [:]
        for file in files { for finding in file.findings { counts[finding.severity, default: 0] += 1 } }
        return counts
    }
}
