/// `table-header-missing`: a table whose header row is empty, or an HTML `<table>` with no
/// `<th>` cells.
///
/// A screen reader names each cell by its column header as it moves across a row ("Price, 12
/// euros"). With no headers, every cell is a bare value and the listener has to remember what
/// each column means.
struct TableHeaderMissing: AuditRule {
    let info = AuditRuleInfo(
        id: "table-header-missing",
        title: "Table without headers",
        rationale: "Moving across a row, a screen reader announces each cell with its column header (\"Price, 12 euros\"). Without headers every cell is a bare value, and the listener must remember what each column means.",
        wcag: ["1.3.1"],
        defaultSeverity: .error,
        example: "|   |   |\n|---|---|\n| Lisbon | 545,000 |",
        fixedExample: "| City | Population |\n|---|---|\n| Lisbon | 545,000 |"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for table in document.elements(.table) {
            guard let node = table.node, let header = table.children.first,
                  header.children.allSatisfy({ ($0.accessibleText ?? "").allSatisfy(\.isWhitespace) }) else { continue }
            findings.report(node, "This table's header row is empty: a screen reader reads every cell without saying which column it is in.",
                            fix: "Write a header for each column in the first row.")
        }
        for node in document.nodes(.htmlBlock) {
            guard let html = node.literal, html.utf8.contains(UInt8(ascii: "<")) else { continue }
            let tables = HTMLTags.startTags("table", in: html)
            // A table of one row lays things out side by side; it has no columns to name.
            guard !tables.isEmpty, HTMLTags.startTags("th", in: html).isEmpty, HTMLTags.startTags("tr", in: html).count > 1 else { continue }
            findings.report(node, "This HTML table has no header cells (<th>): a screen reader reads every cell without saying which column or row it is in.",
                            fix: "Make the cells of the header row <th> (with scope=\"col\"), or the first cell of each row <th scope=\"row\">.")
        }
    }
}
