/// `link-text-vague`: link text such as "click here", "here", "read more", "link" or "this".
///
/// Screen reader users often move from link to link or pull up a list of all links; out of its
/// sentence, "here" says nothing about where the link goes.
struct LinkTextVague: AuditRule {
    let info = AuditRuleInfo(
        id: "link-text-vague",
        title: "Link text that does not say where it goes",
        rationale: "Screen reader users often jump from link to link or open a list of all the links. Out of its sentence, \"click here\" or \"read more\" says nothing about where a link goes, and a list of ten \"here\"s is useless.",
        wcag: ["2.4.4", "2.4.9"],
        defaultSeverity: .warning,
        example: "To install, [click here](https://example.com/install).",
        fixedExample: "Follow the [installation guide](https://example.com/install).",
        options: [AuditRuleOption(name: "phrases", summary: "Link texts that say nothing by themselves (compared without case and end punctuation).",
                                  defaultValue: .strings(["click here", "click", "here", "click this", "this", "this link", "link",
                                                          "read more", "more", "learn more", "more info", "more information",
                                                          "go here", "this page", "see here", "continue reading"]))]
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let phrases = Set(findings.strings("phrases").map(\.normalizedLabel))
        for link in document.links where link.node.linkStyle == .written && phrases.contains(link.normalizedLabel) {
            let host = link.element.link?.host.map { " (it leads to \($0))" } ?? ""
            findings.report(link.node, "The link text \(link.label.quotedExcerpt()) does not say where the link goes\(host): out of its sentence, as screen reader users often hear links, it means nothing.",
                            fix: "Make the words that name the destination the link: “see the [installation guide](…)” rather than “[click here](…)”.")
        }
    }
}
