/// `html-img-alt-missing`: an HTML `<img>` with no `alt` attribute.
///
/// Without `alt`, a screen reader falls back on the file name or says nothing useful. An empty
/// `alt=""` is different: it marks the image as decoration, which readers skip, and is fine.
struct HTMLImageAltMissing: AuditRule {
    let info = AuditRuleInfo(
        id: "html-img-alt-missing",
        title: "HTML image without an alt attribute",
        rationale: "An <img> without an alt attribute leaves a screen reader to guess, usually by reading the file name. alt=\"\" marks a decorative image that readers skip; no alt at all is a missing description.",
        wcag: ["1.1.1"],
        defaultSeverity: .error,
        example: "<img src=\"team.jpg\" width=\"400\">",
        fixedExample: "<img src=\"team.jpg\" width=\"400\" alt=\"The five of us at the launch party\">"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for image in document.htmlImages where image.attributes["alt"] == nil {
            let source = image.attributes["src"].map { " (" + $0.quotedExcerpt(50) + ")" } ?? ""
            findings.report(image.sourceOffsets, "This <img>\(source) has no alt attribute: a screen reader can only guess what it shows, usually from its file name.",
                            fix: "Add alt=\"what the image shows\", or alt=\"\" if it only decorates.")
        }
    }
}
