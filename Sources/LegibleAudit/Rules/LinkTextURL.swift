/// `link-text-url`: a long web address used as a link's text.
///
/// A screen reader reads an address out in full, slash by slash ("github dot com slash …"),
/// which is long and tells the listener little. Short addresses such as `example.com` are fine.
struct LinkTextURL: AuditRule {
    let info = AuditRuleInfo(
        id: "link-text-url",
        title: "Long web address as link text",
        rationale: "A screen reader reads an address as link text in full, dot by dot and slash by slash. A long one takes many seconds to hear and says less than a few words naming the page would.",
        wcag: ["2.4.4"],
        defaultSeverity: .note,
        example: "See https://github.com/apple/swift-evolution/blob/main/proposals/0401-remove-property-wrapper-isolation.md",
        fixedExample: "See [SE-0401: Remove actor isolation inference caused by property wrappers](https://github.com/apple/swift-evolution/blob/main/proposals/0401-remove-property-wrapper-isolation.md)",
        options: [AuditRuleOption(name: "maximumCharacters",
                                  summary: "The longest address (as spoken: without https:// and www.) that may be a link's text.",
                                  defaultValue: .integer(50))]
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let maximum = findings.integer("maximumCharacters")
        for link in document.links where link.label.utf8.count > maximum && Self.isAddress(link.label) {
            guard !link.destination.lowercased().hasPrefix("mailto:") else { continue }
            let spoken = Self.withoutScheme(link.label)
            guard spoken.count > maximum else { continue }
            findings.report(link.node, "A screen reader reads this \(spoken.count)-character address aloud in full as the link's text, \(spoken.quotedExcerpt(50)).",
                            fix: "Name the page instead: [what the page is](\(link.destination)).")
        }
    }

    /// Whether link text is a web address: a scheme or `www.` and no spaces.
    static func isAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return !text.contains(" ") && (lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("www.")
            || (text.contains("/") && text.split(separator: "/").first?.contains(".") == true))
    }

    private static func withoutScheme(_ address: String) -> String {
        var rest = Substring(address)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if rest.lowercased().hasPrefix("www.") { rest = rest.dropFirst(4) }
        return String(rest)
    }
}
