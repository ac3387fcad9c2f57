import LegibleMarkdown

/// `code-block-language-missing`: a code block that does not say its language.
///
/// Legible announces a code block with its language ("Swift code, 12 lines"); without one the
/// listener hears only "code block" and must guess from the first line what follows, and nothing
/// can be highlighted.
struct CodeBlockLanguageMissing: AuditRule {
    let info = AuditRuleInfo(
        id: "code-block-language-missing",
        title: "Code block without a language",
        rationale: "A code block is announced with its language (\"Python code, 12 lines\"). Without one the listener hears only \"code block\" and has to guess from the first lines what is being read, and the code cannot be highlighted.",
        wcag: [],
        defaultSeverity: .note,
        example: "```\nprint(\"hello\")\n```",
        fixedExample: "```python\nprint(\"hello\")\n```"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for element in document.elements(.codeBlock) {
            guard let node = element.node, element.code?.language == nil, node.isFencedCode || !Self.isIndentedProse(node) else { continue }
            let start = node.sourceOffsets.lowerBound
            let firstLine = document.lines.range(ofLine: document.lines.position(of: start).line)
            let range = start..<max(start, firstLine.upperBound)
            if node.isFencedCode {
                findings.report(range, "This code block does not say its language: a listener hears only “code block” and must guess what is being read.",
                                fix: "Name the language after the opening fence: ```python, ```swift, ```text for plain text.")
            } else {
                findings.report(range, "This indented code block cannot say its language: a listener hears only “code block” and must guess what is being read.",
                                fix: "Write it as a fenced block that names its language (```python … ```).")
            }
        }
    }

    /// Python-Markdown and MkDocs start indented containers with these: admonitions (`!!! note`),
    /// collapsible blocks (`??? note`) and content tabs (`=== "Python"`).
    static let containerMarkers = ["!!!", "???", "==="]

    /// Whether an indented code block is prose that another Markdown dialect indents (inside an
    /// admonition or tab, or lines mostly in Chinese or Japanese), not code whose language is
    /// missing. Such text is still shown as code by CommonMark; this rule is not the one to say so.
    static func isIndentedProse(_ block: MarkdownNode) -> Bool {
        let literal = block.literal ?? ""
        let startsContainer = { (text: String) in containerMarkers.contains { text.drop { $0 == " " }.hasPrefix($0) } }
        if startsContainer(literal) { return true }
        if let previous = block.previousSibling, previous.kind == .paragraph, startsContainer(previous.plainText) { return true }
        let lines = literal.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        let prose = lines.filter { $0.unicodeScalars.contains { Script($0) == .han } }
        return !lines.isEmpty && 2 * prose.count > lines.count
    }
}
