import Foundation
import LegibleAudit
import Testing

@Suite("Reports: text, JSON and SARIF 2.1.0 as GitHub code scanning reads it")
struct ReportTests {
    /// A report of one file whose finding sits after characters of two and four UTF-8 bytes.
    static var report: AuditReport {
        var report = AuditReport()
        report.add(path: "docs/café guide.md", findings: Auditor().audit(markdown: Array("# Title\n\né😀 ![](a.png)\n".utf8)))
        report.addProblem(path: "docs/secret.md", message: "cannot read docs/secret.md: permission denied")
        return report
    }

    func object(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("text: compiler-style lines, the fix, and a summary")
    func text() {
        #expect(Self.report.text() == """
            docs/café guide.md:3:8: error: This image has no description: a screen reader says its file name, “a”. [image-alt-missing]
                3:8-3:18 fix: Write what the image shows, or what it is for, between the brackets: ![description](a.png). If it only decorates, use <img src="a.png" alt=""> so that screen readers skip it.
            docs/secret.md: error: cannot read docs/secret.md: permission denied
            1 error, 0 warnings, 0 notes in 1 file; 1 file could not be read

            """)
        #expect(Self.report.hasErrors)
    }

    @Test("JSON: rule, severity, start and end, message, fix; problems; summary")
    func json() throws {
        let document = try object(Self.report.json())
        let files = try #require(document["files"] as? [[String: Any]])
        let finding = try #require((files.first?["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "image-alt-missing")
        #expect(finding["severity"] as? String == "error")
        #expect((finding["start"] as? [String: Int]) == ["line": 3, "column": 8, "offset": 16])
        #expect((finding["end"] as? [String: Int]) == ["line": 3, "column": 18, "offset": 26])
        #expect((document["summary"] as? [String: Int]) == ["error": 1, "warning": 0, "note": 0, "files": 1])
        #expect((document["problems"] as? [[String: String]])?.first?["path"] == "docs/secret.md")
    }

    @Test("SARIF: version, schema, a driver listing every rule with help, results with locations and regions")
    func sarif() throws {
        let log = try object(Self.report.sarif(toolVersion: "1.2.3"))
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "legible audit")
        #expect(driver["semanticVersion"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Auditor.rules.map(\.id))
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: String])?["text"]?.isEmpty == false)
            #expect((rule["fullDescription"] as? [String: String])?["text"]?.isEmpty == false)
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.contains("Example:") == true && help["markdown"]?.contains("```markdown") == true)
            #expect(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let imageRule = try #require(rules.first { $0["id"] as? String == "image-alt-missing" })
        #expect((imageRule["properties"] as? [String: Any])?["tags"] as? [String] == ["accessibility", "wcag-1.1.1"])

        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "image-alt-missing")
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "image-alt-missing")
        #expect(result["level"] as? String == "error")
        #expect(((result["message"] as? [String: String])?["text"])?.hasPrefix("This image has no description") == true)
        let location = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "docs/caf%C3%A9%20guide.md")
        // "é😀 " is 1 + 2 + 1 UTF-16 code units: the image starts at UTF-16 column 5 (byte column 8).
        #expect((location["region"] as? [String: Int]) == ["startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 15])

        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "error")
    }
}
