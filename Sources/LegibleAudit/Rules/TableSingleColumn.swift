/// `table-single-column`: a table of one column, which is a list laid out as a table.
///
/// A screen reader announces a table, its size and a header for every cell; for one column that
/// is noise around what a list would say simply.
struct TableSingleColumn: AuditRule {
    let info = AuditRuleInfo(
        id: "table-single-column",
        title: "Table of one column",
        rationale: "A one-column table is a list laid out as a table. A screen reader announces a table, its rows and columns, and a header for each cell: noise around what a list says simply.",
        wcag: ["1.3.1"],
        defaultSeverity: .warning,
        example: "| Ingredients |\n|---|\n| Flour |\n| Eggs |",
        fixedExample: "Ingredients:\n\n- Flour\n- Eggs"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for table in document.elements(.table) {
            guard let facts = table.table, facts.columnCount == 1, let node = table.node else { continue }
            findings.report(node, "This table has a single column: a screen reader announces a table of \(facts.rowCount) rows and 1 column, when it is a list.",
                            fix: "Write it as a list (- item), with the header as the sentence that introduces it.")
        }
    }
}
