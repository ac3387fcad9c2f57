import LegibleAccessibility

/// `link-host-look-alike`: a link to a host name that may be taken for another: letters of
/// several scripts (`аpple.com`, with a Cyrillic а), Cyrillic or Greek letters that all look
/// Latin, letters made to imitate Latin ones, or invisible characters.
///
/// Browsers show such a host in its ASCII form (`xn--pple-43d.com`), as UTS #39 and Chromium's
/// IDN policy say, and so does Legible, with a warning; a reader of the Markdown or of another
/// viewer sees the imitation.
struct LinkHostLookAlike: AuditRule {
    let info = AuditRuleInfo(
        id: "link-host-look-alike",
        title: "Link to a look-alike host",
        rationale: "A host name that mixes scripts or imitates Latin letters looks like another site's. A reader who sees apple.com follows a link to xn--pple-43d.com, someone else's site.",
        wcag: ["2.4.4"],
        defaultSeverity: .error,
        example: "[аpple.com](https://аpple.com/) (the first letter is Cyrillic)",
        fixedExample: "[apple.com](https://apple.com/)"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for link in document.links {
            guard let facts = link.element.link else { continue }
            // The destination's host, or the host the link's text shows.
            let shown = document.warnings.first { found in
                guard case .lookAlikeAddress = found.warning else { return false }
                return link.element.utf8Range.contains(found.utf8Range.lowerBound)
            }
            guard facts.hostIsLookAlike || shown != nil else { continue }
            let host = facts.hostIsLookAlike ? facts.host ?? "" : shown.map { $0.warning.spoken(.english) } ?? ""
            findings.report(link.node, "This link's host may be taken for another site's: it is \(host.quotedExcerpt()) in ASCII.",
                            fix: "Link to the site's own address, written in one script.")
        }
    }
}
