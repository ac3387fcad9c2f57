/// Which rules run, how severe their findings are, and their thresholds: what a
/// `.legible-audit.json` or `.legible-audit.yml` file says (see `Documentation/Audit.md`).
///
/// ```swift
/// var configuration = AuditConfiguration()
/// configuration.rules["code-block-language-missing"] = .init(isEnabled: false)
/// configuration.rules["math-speech-long"] = .init(severity: .warning, options: ["maximumWords": .integer(80)])
/// let auditor = Auditor(configuration: configuration)
///
/// let fromFile = try AuditConfiguration(json: #"{"rules": {"heading-level-skipped": "error"}}"#)
/// ```
public struct AuditConfiguration: Hashable, Sendable {
    /// What the configuration changes about one rule; `nil` members keep the rule's defaults.
    public struct RuleSettings: Hashable, Sendable {
        /// Whether the rule runs.
        public var isEnabled: Bool?
        /// The severity of its findings.
        public var severity: AuditSeverity?
        /// Its thresholds and word lists, by option name.
        public var options: [String: AuditOptionValue]

        /// Settings from their parts.
        public init(isEnabled: Bool? = nil, severity: AuditSeverity? = nil, options: [String: AuditOptionValue] = [:]) {
            self.isEnabled = isEnabled
            self.severity = severity
            self.options = options
        }
    }

    /// Settings by rule identifier.
    public var rules: [String: RuleSettings]

    /// The defaults: every rule enabled by default runs, at its own severity.
    public init(rules: [String: RuleSettings] = [:]) {
        self.rules = rules
    }

    /// The severity of a rule's findings, or `nil` when the rule does not run.
    public func severity(of rule: AuditRuleInfo) -> AuditSeverity? {
        let settings = rules[rule.id]
        // Giving a severity to a rule that is off by default turns it on.
        guard settings?.isEnabled ?? (rule.isEnabledByDefault || settings?.severity != nil) else { return nil }
        return settings?.severity ?? rule.defaultSeverity
    }

    /// The value of a rule's option: the configuration's, else the default.
    public func value(of option: String, for rule: AuditRuleInfo) -> AuditOptionValue? {
        rules[rule.id]?.options[option] ?? rule.option(option)?.defaultValue
    }
}

/// A configuration file that cannot be used, with what is wrong and where.
public struct AuditConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the key or line.
    public let message: String

    /// An error with its message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
