/// What a rule checks and why, for people: the documentation `legible audit` puts into SARIF
/// (GitHub shows it beside each result) and that `Documentation/Audit.md` explains.
public struct AuditRuleInfo: Hashable, Sendable, Identifiable {
    /// The identifier used in configuration files, disable comments and reports.
    public let id: String
    /// A short title: "Image without a description".
    public let title: String
    /// Why it matters to someone who listens to the document.
    public let rationale: String
    /// The WCAG 2.2 success criteria the rule helps meet ("1.1.1"), if any applies.
    public let wcag: [String]
    /// The severity when the configuration does not change it.
    public let defaultSeverity: AuditSeverity
    /// Whether the rule runs when the configuration does not mention it.
    public let isEnabledByDefault: Bool
    /// Markdown that the rule reports.
    public let example: String
    /// The same Markdown, fixed.
    public let fixedExample: String
    /// The thresholds and word lists the configuration can change.
    public let options: [AuditRuleOption]

    /// Creates a rule's description from its parts.
    public init(id: String, title: String, rationale: String, wcag: [String], defaultSeverity: AuditSeverity,
                isEnabledByDefault: Bool = true, example: String, fixedExample: String, options: [AuditRuleOption] = []) {
        self.id = id
        self.title = title
        self.rationale = rationale
        self.wcag = wcag
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.example = example
        self.fixedExample = fixedExample
        self.options = options
    }

    /// The option called `name`, if the rule has one.
    public func option(_ name: String) -> AuditRuleOption? { options.first { $0.name == name } }
}

/// A threshold or word list of a rule, with its default.
public struct AuditRuleOption: Hashable, Sendable {
    /// The option's name in the configuration file (`maximumWords`).
    public let name: String
    /// What it changes.
    public let summary: String
    /// Its value when the configuration does not set it.
    public let defaultValue: AuditOptionValue

    /// Creates an option from its parts.
    public init(name: String, summary: String, defaultValue: AuditOptionValue) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

/// The value of a rule option: a whole number, or a list of words and phrases.
public enum AuditOptionValue: Hashable, Sendable, CustomStringConvertible {
    /// A threshold: a count of words, characters or headings.
    case integer(Int)
    /// A list of words or phrases, replacing the default list as a whole.
    case strings([String])

    /// The value as the documentation writes it: `60`, `["image", "picture"]`.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .strings(let values): "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }
}
