import LegibleMarkdown

/// `bold-paragraph-as-heading`: a short paragraph that is all bold text, standing where a
/// heading should (as language models often write "**Step 1: Install**").
///
/// It looks like a heading but is not one: a screen reader does not announce it as a heading and
/// it is not in the headings list, so a listener cannot jump to it.
struct BoldParagraphAsHeading: AuditRule {
    let info = AuditRuleInfo(
        id: "bold-paragraph-as-heading",
        title: "Bold text used as a heading",
        rationale: "A line of bold text looks like a heading but is not one to a screen reader: it is not announced as a heading and not in the list of headings, so a listener cannot jump to it.",
        wcag: ["1.3.1", "2.4.6"],
        defaultSeverity: .warning,
        example: "**Installation**\n\nRun the installer.",
        fixedExample: "## Installation\n\nRun the installer.",
        options: [AuditRuleOption(name: "maximumCharacters", summary: "The longest bold paragraph taken for a heading.", defaultValue: .integer(80))]
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let maximum = findings.integer("maximumCharacters")
        for paragraph in document.nodes(.paragraph) {
            // A heading stands between top-level blocks (or in a quote), and has something after it.
            // (A streamed document's top-level blocks are in segments, so "something after it" is
            // asked of the document's blocks.)
            guard let parent = paragraph.parent, parent.kind == .document || parent.kind == .blockQuote,
                  parent.kind == .document ? paragraph != document.blocks.last : paragraph.nextSibling != nil,
                  let strong = Self.onlyStrongChild(of: paragraph) else { continue }
            // A bold link ("**[back to top](#top)**") is a link, not a heading; several sentences
            // are a paragraph; bold inside bold is play with emphasis.
            let text = strong.plainText.normalizedLabel.isEmpty ? "" : strong.plainText
            guard !text.isEmpty, text.count <= maximum, let last = text.last(where: { !$0.isWhitespace }),
                  !".!?…;,。！？".contains(last),
                  !strong.descendants.contains(where: { $0.kind == .link || $0.kind == .image || $0.kind == .strong }),
                  ![". ", "! ", "? "].contains(where: text.contains) else { continue }
            findings.report(paragraph, "This bold line \(text.quotedExcerpt()) looks like a heading, but a screen reader does not announce it as one and a listener cannot jump to it.",
                            fix: "Make it a heading (## \(text.hasSuffix(":") ? String(text.dropLast()) : text)) at the level its section needs.")
        }
    }

    /// The paragraph's one strong node, when nothing else but white space is in it.
    static func onlyStrongChild(of paragraph: MarkdownNode) -> MarkdownNode? {
        var strong: MarkdownNode?
        for child in paragraph.children {
            switch child.kind {
            case .strong where strong == nil: strong = child
            case .text where (child.literal ?? "").allSatisfy(\.isWhitespace): continue
            default: return nil
            }
        }
        return strong
    }
}
