import Foundation
import LegibleMarkdown

extension AuditReport {
    /// The report as JSON (documented in `Documentation/Audit.md`):
    ///
    /// ```json
    /// {"version": 1,
    ///  "files": [{"path": "guide.md", "findings": [{"rule": "image-alt-missing", "severity": "error",
    ///    "start": {"line": 3, "column": 1, "offset": 40}, "end": {…}, "message": "…", "fix": "…"}]}],
    ///  "problems": [{"path": "secret.md", "message": "cannot read secret.md: permission denied"}],
    ///  "summary": {"error": 1, "warning": 0, "note": 0, "files": 1}}
    /// ```
    public func json() -> String {
        struct Position: Encodable { let line, column, offset: Int }
        struct Finding: Encodable { let rule, severity: String; let start, end: Position; let message, fix: String }
        struct FileEntry: Encodable { let path: String; let findings: [Finding] }
        struct ProblemEntry: Encodable { let path, message: String }
        struct Summary: Encodable { let error, warning, note, files: Int }
        struct Document: Encodable { let version: Int; let files: [FileEntry]; let problems: [ProblemEntry]; let summary: Summary }

        func position(_ position: SourcePosition) -> Position { Position(line: position.line, column: position.column, offset: position.offset) }
        let counts = self.counts
        let document = Document(
            version: 1,
            files: files.map { file in
                FileEntry(path: file.path, findings: file.findings.map {
                    Finding(rule: $0.ruleID, severity: $0.severity.rawValue, start: position($0.range.lowerBound),
                            end: position($0.range.upperBound), message: $0.message, fix: $0.fix)
                })
            },
            problems: problems.map { ProblemEntry(path: $0.path, message: $0.message) },
            summary: Summary(error: counts[.error] ?? 0, warning: counts[.warning] ?? 0, note: counts[.note] ?? 0, files: files.count))
        return Self.encode(document)
    }

    /// JSON with sorted keys, slashes unescaped, one line per member for diffs.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
