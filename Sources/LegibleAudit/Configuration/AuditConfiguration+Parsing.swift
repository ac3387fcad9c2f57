import Foundation

extension AuditConfiguration {
    /// The configuration a `.legible-audit.json` file holds.
    ///
    /// ```json
    /// { "rules": { "code-block-language-missing": "off",
    ///              "math-speech-long": { "severity": "warning", "maximumWords": 80 } } }
    /// ```
    public init(json: String) throws {
        let value: ConfigurationValue
        do {
            value = try JSONDecoder().decode(ConfigurationValue.self, from: Data(json.utf8))
        } catch let error as DecodingError {
            throw AuditConfigurationError("not valid JSON: \(Self.describe(error))")
        }
        try self.init(value: value)
    }

    /// The configuration a `.legible-audit.yml` file holds, in the YAML subset that
    /// `Documentation/Audit.md` describes (block mappings and lists, flow lists, plain and
    /// quoted scalars, comments).
    public init(yaml: String) throws {
        try self.init(value: try YAMLSubset.parse(yaml))
    }

    init(value: ConfigurationValue) throws {
        self.init()
        guard case .object(let top) = value else { throw AuditConfigurationError("the configuration must be an object with a \"rules\" key") }
        for key in top.keys.sorted() where key != "rules" && key != "$schema" {
            throw AuditConfigurationError("unknown key \"\(key)\"; the configuration has only \"rules\"")
        }
        guard let rulesValue = top["rules"] else { return }
        guard case .object(let entries) = rulesValue else { throw AuditConfigurationError("\"rules\" must be an object of rule identifiers") }
        let known = Dictionary(uniqueKeysWithValues: Auditor.rules.map { ($0.id, $0) })
        for id in entries.keys.sorted() {
            guard let rule = known[id] else {
                let suggestion = Self.closest(to: id, among: known.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
                throw AuditConfigurationError("unknown rule \"\(id)\"\(suggestion)")
            }
            rules[id] = try Self.settings(entries[id]!, for: rule)
        }
    }

    /// A rule's entry: `"off"`, a severity, `true`/`false`, or an object of `severity`, `enabled`
    /// and options.
    private static func settings(_ value: ConfigurationValue, for rule: AuditRuleInfo) throws -> RuleSettings {
        switch value {
        case .bool(let isEnabled):
            return RuleSettings(isEnabled: isEnabled)
        case .string(let word):
            return try severitySettings(word, rule: rule)
        case .object(let members):
            var settings = RuleSettings()
            for key in members.keys.sorted() {
                let member = members[key]!
                switch key {
                case "severity":
                    guard case .string(let word) = member else { throw AuditConfigurationError("\(rule.id).severity must be a string") }
                    let parsed = try severitySettings(word, rule: rule)
                    settings.severity = parsed.severity
                    settings.isEnabled = parsed.isEnabled
                case "enabled":
                    guard case .bool(let isEnabled) = member else { throw AuditConfigurationError("\(rule.id).enabled must be true or false") }
                    settings.isEnabled = isEnabled
                default:
                    guard let option = rule.option(key) else {
                        let names = (["severity", "enabled"] + rule.options.map(\.name)).joined(separator: ", ")
                        throw AuditConfigurationError("rule \(rule.id) has no option \"\(key)\"; it has: \(names)")
                    }
                    settings.options[key] = try optionValue(member, like: option.defaultValue, name: "\(rule.id).\(key)")
                }
            }
            return settings
        default:
            throw AuditConfigurationError("\(rule.id) must be \"off\", a severity (note, warning, error) or an object, not \(value.kindName)")
        }
    }

    private static func severitySettings(_ word: String, rule: AuditRuleInfo) throws -> RuleSettings {
        switch word.lowercased() {
        case "off": return RuleSettings(isEnabled: false)
        case "on": return RuleSettings(isEnabled: true)
        default:
            guard let severity = AuditSeverity(rawValue: word.lowercased()) else {
                throw AuditConfigurationError("\(rule.id): \"\(word)\" is not a severity; use off, note, warning or error")
            }
            return RuleSettings(isEnabled: true, severity: severity)
        }
    }

    private static func optionValue(_ value: ConfigurationValue, like defaultValue: AuditOptionValue, name: String) throws -> AuditOptionValue {
        switch (defaultValue, value) {
        case (.integer, .integer(let number)) where number >= 0:
            return .integer(number)
        case (.integer, _):
            throw AuditConfigurationError("\(name) must be a whole number of at least 0, not \(value.kindName)")
        case (.strings, .array(let items)):
            return .strings(try items.map { item in
                guard case .string(let text) = item else { throw AuditConfigurationError("\(name) must be a list of strings") }
                return text
            })
        case (.strings, _):
            throw AuditConfigurationError("\(name) must be a list of strings, not \(value.kindName)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
        default: String(describing: error)
        }
    }

    /// The known name nearest to a misspelt one (at most three edits away).
    private static func closest(to name: String, among names: [String]) -> String? {
        let best = names.map { ($0, editDistance(Array(name), Array($0))) }.min { $0.1 < $1.1 }
        return best.flatMap { $0.1 <= 3 ? $0.0 : nil }
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
