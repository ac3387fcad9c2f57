import LegibleAccessibility
import LegibleMarkdown

/// Finds what makes Markdown hard to read with a screen reader, braille or speech: images with
/// no description, "click here" links, skipped heading levels, tables without headers, formulas
/// too long to follow by ear, and the rest of ``rules``.
///
/// ```swift
/// let auditor = Auditor()
/// let document = MarkdownDocument(parsing: "# Notes\n\n#### Details\n\n[Click here](https://example.com)", options: .gitHub)
/// for finding in auditor.audit(document) {
///     print(finding.range.lowerBound, finding.ruleID, finding.message)
/// }
/// // 3:1 heading-level-skipped This level-4 heading follows a level-1 heading: …
/// // 5:1 link-text-vague The link text “Click here” does not say where the link goes (it leads to example.com): …
/// ```
///
/// For a streamed answer, audit the `StreamingAnswer` (or a snapshot) as it grows: what is still
/// being written is left alone, and rules that need the whole answer wait for its end.
public struct Auditor: Sendable {
    /// Which rules run, with which severities and thresholds.
    public let configuration: AuditConfiguration

    /// An auditor with a configuration (the defaults unless given).
    public init(configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    /// Every rule, enabled or not, in the order they run.
    public static var rules: [AuditRuleInfo] { AuditRules.all.map(\.info) }

    /// The findings in a parsed document, in source order.
    public func audit(_ document: MarkdownDocument) -> [AuditFinding] {
        let audited = AuditedDocument(model: ReadingModel(auditing: document), blocks: Array(document.root.children),
                                      options: document.options, source: document.sourceBytes)
        return audit(audited, isComplete: true, isOpen: { _ in false })
    }

    /// The findings in Markdown bytes, parsed with `options`; invalid UTF-8 and NUL bytes,
    /// which the parser replaces, are findings too.
    public func audit(markdown bytes: [UInt8], options: ParseOptions = .gitHub) -> [AuditFinding] {
        let document = MarkdownDocument(parsing: bytes, options: options)
        let audited = AuditedDocument(model: ReadingModel(auditing: document), blocks: Array(document.root.children),
                                      options: document.options, source: document.sourceBytes, givenBytes: bytes)
        return audit(audited, isComplete: true, isOpen: { _ in false })
    }

    /// The findings in a streamed document as it stands: nothing is reported about blocks still
    /// being written, and rules that need the whole document wait until the snapshot is complete.
    public func audit(_ snapshot: MarkdownSnapshot) -> [AuditFinding] {
        let blocks = snapshot.blocks
        let audited = AuditedDocument(model: ReadingModel(auditing: snapshot), blocks: blocks, options: snapshot.options,
                                      source: Array(snapshot.text.utf8))
        let open = blocks.filter(snapshot.isOpen).map(\.sourceOffsets)
        return audit(audited, isComplete: snapshot.isComplete, isOpen: { finding in
            open.contains { $0.contains(finding.range.lowerBound.offset) || $0.lowerBound == finding.range.lowerBound.offset }
        })
    }

    /// The findings in a language model's answer as it has arrived so far; see ``audit(_:)-(MarkdownSnapshot)``.
    public func audit(_ answer: StreamingAnswer) -> [AuditFinding] {
        audit(answer.document.snapshot())
    }

    private func audit(_ document: AuditedDocument, isComplete: Bool, isOpen: (AuditFinding) -> Bool) -> [AuditFinding] {
        var collector = FindingCollector(document: document, configuration: configuration)
        for rule in AuditRules.all {
            guard let severity = configuration.severity(of: rule.info), isComplete || !rule.needsWholeDocument else { continue }
            collector.start(rule.info, severity: severity)
            rule.check(document, &collector)
        }
        guard !collector.findings.isEmpty else { return [] }
        let suppressions = Suppressions(document)
        return collector.findings.enumerated()
            .filter { !isOpen($0.element) && !suppressions.suppresses($0.element) }
            .sorted { ($0.element.range.lowerBound.offset, $0.offset) < ($1.element.range.lowerBound.offset, $1.offset) }
            .map(\.element)
    }
}
