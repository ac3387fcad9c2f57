import Foundation

extension AuditReport {
    /// The SARIF 2.1.0 schema this output follows.
    public static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The report as a SARIF 2.1.0 log, as GitHub code scanning reads it: one run whose tool
    /// driver lists every rule (with its rationale, WCAG criteria and examples as help), one
    /// result per finding (rule id and index, level, message with the suggested fix, and a
    /// physical location whose region counts columns in UTF-16 code units), and the files that
    /// could not be read as tool execution notifications.
    ///
    /// Paths are written as relative URI references when relative, `file://` URIs when absolute.
    public func sarif(toolVersion: String = "0.1.0") -> String {
        let rules = Auditor.rules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let log = SARIF.Log(
            schema: Self.sarifSchema, version: "2.1.0",
            runs: [SARIF.Run(
                tool: SARIF.Tool(driver: SARIF.Driver(
                    name: "legible audit", fullName: "Legible accessibility audit of Markdown", semanticVersion: toolVersion,
                    rules: rules.map(Self.descriptor))),
                columnKind: "utf16CodeUnits",
                invocations: [SARIF.Invocation(
                    executionSuccessful: problems.isEmpty,
                    toolExecutionNotifications: problems.map { problem in
                        SARIF.Notification(level: "error", message: SARIF.Message(text: problem.message),
                                           locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
                                               artifactLocation: SARIF.ArtifactLocation(uri: Self.uri(problem.path)), region: nil))])
                    })],
                results: files.flatMap { file in
                    file.findings.map { finding in
                        SARIF.Result(
                            ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID] ?? 0, level: finding.severity.rawValue,
                            message: SARIF.Message(text: "\(finding.message) Suggested fix: \(finding.fix)"),
                            locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
                                artifactLocation: SARIF.ArtifactLocation(uri: Self.uri(file.path)),
                                region: SARIF.Region(startLine: finding.range.lowerBound.line, startColumn: finding.startUTF16Column,
                                                     endLine: finding.range.upperBound.line, endColumn: finding.endUTF16Column)))])
                    }
                })])
        return Self.encode(log)
    }

    private static func descriptor(_ rule: AuditRuleInfo) -> SARIF.ReportingDescriptor {
        let criteria = rule.wcag.map { "WCAG 2.2 success criterion \($0)" }.joined(separator: ", ")
        var text = rule.rationale + (criteria.isEmpty ? "" : " (\(criteria).)")
        text += "\n\nExample:\n\(rule.example)\n\nFixed:\n\(rule.fixedExample)"
        var markdown = rule.rationale + (criteria.isEmpty ? "" : "\n\nWCAG 2.2: " + rule.wcag.map { "[\($0)](https://www.w3.org/WAI/WCAG22/Understanding/)" }.joined(separator: ", ") + ".")
        markdown += "\n\nExample:\n\n```markdown\n\(rule.example)\n```\n\nFixed:\n\n```markdown\n\(rule.fixedExample)\n```"
        if !rule.options.isEmpty {
            markdown += "\n\nOptions (in `.legible-audit.json`): " + rule.options.map { "`\($0.name)` (default \($0.defaultValue)): \($0.summary)" }.joined(separator: "; ")
        }
        return SARIF.ReportingDescriptor(
            id: rule.id, name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            shortDescription: SARIF.Message(text: rule.title), fullDescription: SARIF.Message(text: rule.rationale),
            help: SARIF.MultiformatMessage(text: text, markdown: markdown),
            defaultConfiguration: SARIF.Configuration(level: rule.defaultSeverity.rawValue, enabled: rule.isEnabledByDefault),
            properties: SARIF.RuleProperties(tags: ["accessibility"] + rule.wcag.map { "wcag-\($0)" }, precision: "high"))
    }

    /// A path as a URI reference: relative paths percent-encoded, absolute ones as `file://` URIs.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

/// The part of the SARIF 2.1.0 object model the report writes.
enum SARIF {
    struct Log: Encodable {
        let schema: String
        let version: String
        let runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        let tool: Tool
        let columnKind: String
        let invocations: [Invocation]
        let results: [Result]
    }

    struct Tool: Encodable { let driver: Driver }

    struct Driver: Encodable {
        let name: String
        let fullName: String
        let semanticVersion: String
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let help: MultiformatMessage
        let defaultConfiguration: Configuration
        let properties: RuleProperties
    }

    struct RuleProperties: Encodable {
        let tags: [String]
        let precision: String
    }

    struct Configuration: Encodable {
        let level: String
        let enabled: Bool
    }

    struct Message: Encodable { let text: String }

    struct MultiformatMessage: Encodable {
        let text: String
        let markdown: String
    }

    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        let level: String
        let message: Message
        let locations: [Location]
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
    }

    struct Location: Encodable { let physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable { let uri: String }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
        let endLine: Int
        let endColumn: Int
    }
}
