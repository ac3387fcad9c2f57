import Foundation
import LegibleAudit
import Testing

@Suite("Documentation/Audit.md describes every rule")
struct DocumentationTests {
    @Test("each rule has its section, with its severity")
    func everyRule() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Audit.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        for rule in Auditor.rules {
            let heading = "### `\(rule.id)`: \(rule.title)\n\n- Severity: \(rule.defaultSeverity.rawValue)\(rule.isEnabledByDefault ? "" : " (off by default)")\n"
            #expect(text.contains(heading), "Documentation/Audit.md lacks \(heading)")
            for option in rule.options {
                #expect(text.contains("Option `\(option.name)` (default `\(option.defaultValue)`)"), "\(rule.id).\(option.name) is not documented")
            }
        }
    }
}
