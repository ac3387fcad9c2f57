import LegibleMarkdown

/// The HTML comments that switch rules off and on for parts of a document:
///
/// ```markdown
/// <!-- legible-audit-disable-next-line image-alt-missing -->
/// ![](decorative-rule.png)
///
/// <!-- legible-audit-disable all-caps-run emoji-run -->
/// … (neither rule reports anything here) …
/// <!-- legible-audit-enable all-caps-run emoji-run -->
/// ```
///
/// With no rule named, a comment applies to every rule. `disable` holds from its own line until
/// an `enable` for the same rules (from the enable's line on); `disable-next-line` holds for the
/// line after the comment. Only real comments count: one inside a code block is code.
struct Suppressions {
    private enum Kind: String {
        case disable = "legible-audit-disable"
        case enable = "legible-audit-enable"
        case disableNextLine = "legible-audit-disable-next-line"
    }

    private struct Directive {
        let kind: Kind
        /// Empty for every rule.
        let rules: Set<String>
        let firstLine: Int
        let lastLine: Int
    }

    private let directives: [Directive]

    init(_ document: AuditedDocument) {
        var directives: [Directive] = []
        let nodes = (document.nodes(.htmlBlock) + document.nodes(.inlineHTML)).sorted { $0.sourceOffsets.lowerBound < $1.sourceOffsets.lowerBound }
        for node in nodes {
            guard let literal = node.literal, literal.contains("legible-audit-") else { continue }
            let startLine = document.lines.position(of: node.sourceOffsets.lowerBound).line
            var rest = Substring(literal)
            while let open = rest.range(of: "<!--"), let close = rest[open.upperBound...].range(of: "-->") {
                let body = rest[open.upperBound..<close.lowerBound]
                let words = body.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                if let first = words.first, let kind = Kind(rawValue: String(first)) {
                    let firstLine = startLine + literal[..<open.lowerBound].count(where: { $0 == "\n" })
                    let lastLine = firstLine + rest[open.lowerBound..<close.upperBound].count(where: { $0 == "\n" })
                    directives.append(Directive(kind: kind, rules: Set(words.dropFirst().map(String.init)), firstLine: firstLine, lastLine: lastLine))
                }
                rest = rest[close.upperBound...]
            }
        }
        self.directives = directives
    }

    /// Whether a comment switches off the rule of `finding` where it starts.
    func suppresses(_ finding: AuditFinding) -> Bool {
        guard !directives.isEmpty else { return false }
        let line = finding.range.lowerBound.line
        var disabled = false
        for directive in directives where directive.firstLine <= line {
            guard directive.rules.isEmpty || directive.rules.contains(finding.ruleID) else { continue }
            switch directive.kind {
            case .disable: disabled = true
            case .enable: disabled = false
            case .disableNextLine: if directive.lastLine + 1 == line { return true }
            }
        }
        return disabled
    }
}
