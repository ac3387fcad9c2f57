/// `link-text-ambiguous`: the same link text leading to different places.
///
/// In a screen reader's list of links, two "Documentation" entries look the same; a listener
/// expects them to go to the same page. Texts that `link-text-vague` reports are left to it.
struct LinkTextAmbiguous: AuditRule {
    let info = AuditRuleInfo(
        id: "link-text-ambiguous",
        title: "Same link text, different destinations",
        rationale: "Links with the same text are expected to go to the same place. In a screen reader's list of links, two identical entries that lead to different pages cannot be told apart.",
        wcag: ["2.4.4", "2.4.9"],
        defaultSeverity: .warning,
        example: "Read the [documentation](https://example.com/v1/docs) or the [documentation](https://example.com/v2/docs).",
        fixedExample: "Read the [version 1 documentation](https://example.com/v1/docs) or the [version 2 documentation](https://example.com/v2/docs)."
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let vague = Set(findings.strings("phrases", of: LinkTextVague().info).map(\.normalizedLabel))
        /// The first destination seen for each text, with its line, and the destinations reported.
        var first: [String: (destination: String, line: Int)] = [:]
        var reported: Set<[String]> = []
        for link in document.links where link.node.linkStyle == .written {
            let (node, label, destination, key) = (link.node, link.label, link.destination, link.normalizedLabel)
            guard !key.isEmpty, !vague.contains(key), !LinkTextURL.isAddress(label) else { continue }
            let target = Self.normalized(destination)
            guard let earlier = first[key] else {
                first[key] = (target, document.lines.position(of: node.sourceOffsets.lowerBound).line)
                continue
            }
            guard earlier.destination != target, reported.insert([key, target]).inserted else { continue }
            findings.report(node, "The link text \(label.quotedExcerpt()) leads here to \(destination.quotedExcerpt()), but on line \(earlier.line) to \(earlier.destination.quotedExcerpt()): in a list of links the two cannot be told apart.",
                            fix: "Give each link text that says how its destination differs, or point both at the same place.")
        }
    }

    /// A destination with the differences that do not matter removed: a trailing slash.
    static func normalized(_ destination: String) -> String {
        var result = Substring(destination)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
