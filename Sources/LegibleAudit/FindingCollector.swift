import LegibleMarkdown

/// Where a rule reports what it finds: it turns byte offsets into lines and columns, gives each
/// finding the severity the configuration sets, and hands the rule its options.
struct FindingCollector {
    private let document: AuditedDocument
    private let configuration: AuditConfiguration
    private(set) var findings: [AuditFinding] = []
    private var rule: AuditRuleInfo?
    private var severity: AuditSeverity = .warning

    init(document: AuditedDocument, configuration: AuditConfiguration) {
        self.document = document
        self.configuration = configuration
    }

    /// Makes `rule` the one whose findings are reported next.
    mutating func start(_ rule: AuditRuleInfo, severity: AuditSeverity) {
        self.rule = rule
        self.severity = severity
    }

    /// Reports a finding about the source bytes `offsets` (of the whole text).
    mutating func report(_ offsets: Range<Int>, _ message: String, fix: String) {
        guard let rule else { return }
        let lines = document.lines
        let end = max(offsets.lowerBound, min(offsets.upperBound, lines.source.count))
        findings.append(AuditFinding(ruleID: rule.id, severity: severity,
                                     range: lines.position(of: offsets.lowerBound)..<lines.position(of: end),
                                     startUTF16Column: lines.utf16Column(of: offsets.lowerBound), endUTF16Column: lines.utf16Column(of: end),
                                     message: message, fix: fix))
    }

    /// Reports a finding about a node's source.
    mutating func report(_ node: MarkdownNode, _ message: String, fix: String) {
        report(node.sourceOffsets, message, fix: fix)
    }

    /// The value of a whole-number option of the current rule.
    func integer(_ name: String) -> Int {
        guard let rule, case .integer(let value)? = configuration.value(of: name, for: rule) else { return 0 }
        return value
    }

    /// The value of a word-list option of the current rule, or of `other`.
    func strings(_ name: String, of other: AuditRuleInfo? = nil) -> [String] {
        guard let rule = other ?? rule, case .strings(let value)? = configuration.value(of: name, for: rule) else { return [] }
        return value
    }
}
