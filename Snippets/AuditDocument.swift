// Find what makes a document hard to read with assistive technology, at run time: the checks
// `legible audit` runs, as findings with a place and a suggested fix.
import LegibleAudit
import LegibleMarkdown

let markdown = "# Results\n\n### Details\n\n![](chart.png)\n\nFor the data, [click here](data.csv).\n"
for finding in Auditor().audit(MarkdownDocument(parsing: markdown, options: .gitHub)) {
    print(finding.range.lowerBound, finding.ruleID, finding.message, "Fix:", finding.fix)
}
