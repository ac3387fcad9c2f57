import LegibleAudit
import LegibleMarkdown
import Testing

@Suite("Configuration: rules off, severities, thresholds, in JSON and YAML")
struct ConfigurationTests {
    static let markdown = "![](a.png)\n\n```\ncode\n```\n\nRating: ⭐⭐⭐"

    func ruleSeverities(_ configuration: AuditConfiguration) -> [String] {
        Auditor(configuration: configuration).audit(markdown: Array(Self.markdown.utf8)).map { "\($0.ruleID):\($0.severity.rawValue)" }
    }

    @Test("the defaults")
    func defaults() {
        #expect(ruleSeverities(AuditConfiguration()) == ["image-alt-missing:error", "code-block-language-missing:note", "emoji-run:warning"])
    }

    @Test("JSON: a rule off, a severity changed, a threshold raised")
    func json() throws {
        let configuration = try AuditConfiguration(json: """
            {"rules": {"code-block-language-missing": "off",
                       "image-alt-missing": {"severity": "warning"},
                       "emoji-run": {"minimumRun": 4}}}
            """)
        #expect(ruleSeverities(configuration) == ["image-alt-missing:warning"])
    }

    @Test("YAML: the same, with comments, a block list and a flow list")
    func yaml() throws {
        let configuration = try AuditConfiguration(yaml: """
            # Our documentation's settings
            rules:
              code-block-language-missing: off   # we show code without highlighting
              image-alt-missing:
                severity: warning
              emoji-run:
                minimumRun: 4
              link-text-vague:
                phrases: [click here, "read more, please"]
              image-alt-generic:
                genericWords:
                  - image
                  - 'diagram'
            """)
        #expect(ruleSeverities(configuration) == ["image-alt-missing:warning"])
        #expect(configuration.rules["link-text-vague"]?.options["phrases"] == .strings(["click here", "read more, please"]))
        #expect(configuration.rules["image-alt-generic"]?.options["genericWords"] == .strings(["image", "diagram"]))
    }

    @Test("a severity for a rule that is off by default turns it on")
    func severityEnables() throws {
        let configuration = try AuditConfiguration(json: #"{"rules": {"language-change-unmarked": "note"}}"#)
        let found = Auditor(configuration: configuration).audit(MarkdownDocument(parsing: "The greeting is Добро пожаловать в Москву.", options: .gitHub))
        #expect(found.map(\.ruleID) == ["language-change-unmarked"])
        #expect(Auditor().audit(MarkdownDocument(parsing: "The greeting is Добро пожаловать в Москву.", options: .gitHub)).isEmpty)
    }

    @Test("mistakes are errors that say what is wrong", arguments: [
        (#"{"rules": {"image-alt-mising": "off"}}"#, #"unknown rule "image-alt-mising"; did you mean "image-alt-missing"?"#),
        (#"{"rules": {"emoji-run": {"minimum": 4}}}"#, #"rule emoji-run has no option "minimum"; it has: severity, enabled, minimumRun"#),
        (#"{"rules": {"emoji-run": "loud"}}"#, #"emoji-run: "loud" is not a severity; use off, note, warning or error"#),
        (#"{"rules": {"emoji-run": {"minimumRun": "four"}}}"#, "emoji-run.minimumRun must be a whole number of at least 0, not a string"),
        (#"{"rule": {}}"#, #"unknown key "rule"; the configuration has only "rules""#),
    ])
    func jsonMistakes(_ input: String, _ message: String) {
        #expect(throws: AuditConfigurationError(message)) { try AuditConfiguration(json: input) }
    }

    @Test("YAML outside the subset is an error naming its line", arguments: [
        ("rules:\n  a: &anchor x", "line 2: \"&\" starts YAML syntax this subset does not read; quote the value"),
        ("rules:\n\t- x", "line 2: indent with spaces, not tabs"),
        ("rules:\n  emoji-run: off\n  emoji-run: on", "line 3: \"emoji-run\" appears twice"),
        ("rules:\n  - key: value", "line 2: list items must be single values"),
    ])
    func yamlMistakes(_ input: String, _ message: String) {
        #expect(throws: AuditConfigurationError(message)) { try AuditConfiguration(yaml: input) }
    }

    @Test("YAML nested deeper than its limit is an error, not a deep recursion")
    func yamlDepth() {
        let deep = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(throws: AuditConfigurationError("line 17: nested more than 16 levels")) { try AuditConfiguration(yaml: deep) }
    }
}
