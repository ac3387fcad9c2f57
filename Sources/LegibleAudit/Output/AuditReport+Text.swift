extension AuditReport {
    /// The report for a person at a terminal, one finding per line as compilers write them
    /// (`path:line:column: severity: message [rule]`, then the end of the range and the fix),
    /// files that could not be read, and a summary line.
    ///
    /// ```text
    /// guide.md:3:1: error: This image has no description: … [image-alt-missing]
    ///     3:1-3:24 fix: Write what the image shows, or what it is for, between the brackets: …
    /// ```
    public func text() -> String {
        var out = ""
        for file in files {
            for finding in file.findings {
                let start = finding.range.lowerBound
                let end = finding.range.upperBound
                out += "\(file.path):\(start.line):\(start.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
                out += "    \(start.line):\(start.column)-\(end.line):\(end.column) fix: \(finding.fix)\n"
            }
        }
        for problem in problems { out += "\(problem.path): error: \(problem.message)\n" }
        let counts = self.counts
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        out += "\(count(counts[.error] ?? 0, "error")), \(count(counts[.warning] ?? 0, "warning")), \(count(counts[.note] ?? 0, "note")) in \(count(files.count, "file"))"
        if !problems.isEmpty { out += "; \(count(problems.count, "file")) could not be read" }
        return out + "\n"
    }
}
