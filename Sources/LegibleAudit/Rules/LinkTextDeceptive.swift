import LegibleAccessibility

/// `link-text-deceptive`: a link whose text names one site (an address, a domain, an e-mail
/// address) and that goes to another.
///
/// A reader trusts the address they see: `[https://bank.example.com/login](https://bank-example.attacker.test/login)`
/// sends them to the attacker. Legible shows and says where such a link goes
/// ("⟦goes to bank-example.attacker.test⟧"); other viewers show only the text. Text that is the
/// destination's file name (`README.md`) or a host of the same site (`example.com` for
/// `docs.example.com`) is not reported.
struct LinkTextDeceptive: AuditRule {
    let info = AuditRuleInfo(
        id: "link-text-deceptive",
        title: "Link text names another site",
        rationale: "A reader trusts the address a link shows. When the text is one site's address and the link goes to another, the reader is sent somewhere they did not choose, the way phishing works.",
        wcag: ["2.4.4"],
        defaultSeverity: .error,
        example: "[https://bank.example.com/login](https://bank-example.attacker.test/login)",
        fixedExample: "[https://bank.example.com/login](https://bank.example.com/login)"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for link in document.links where link.element.link?.textNamesOtherSite == true {
            let host = link.element.link?.host ?? link.destination
            findings.report(link.node, "This link's text names one site but the link goes to \(host.quotedExcerpt()).",
                            fix: "Make the text say where the link goes, or point the link at the address its text shows.")
        }
    }
}
