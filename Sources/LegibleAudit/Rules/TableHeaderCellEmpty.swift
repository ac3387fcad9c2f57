/// `table-header-cell-empty`: a table whose header row has some empty cells.
///
/// The cells of that column are read without a header, so the listener hears bare values and
/// has to work out what they are. (A header row that is all empty is `table-header-missing`.)
struct TableHeaderCellEmpty: AuditRule {
    let info = AuditRuleInfo(
        id: "table-header-cell-empty",
        title: "Empty column header",
        rationale: "A column with an empty header is read without one: moving across a row, the listener hears a bare value and has to guess what it is.",
        wcag: ["1.3.1"],
        defaultSeverity: .note,
        example: "| | Monday | Tuesday |\n|---|---|---|\n| Lisbon | 21° | 23° |",
        fixedExample: "| City | Monday | Tuesday |\n|---|---|---|\n| Lisbon | 21° | 23° |"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for table in document.elements(.table) {
            guard let header = table.children.first, let row = header.node else { continue }
            let cells = header.children
            let empty = cells.filter { ($0.accessibleText ?? "").allSatisfy(\.isWhitespace) }
            guard !empty.isEmpty, empty.count < cells.count else { continue }
            let columns = empty.compactMap { $0.tableCell?.column }.map(String.init).joined(separator: ", ")
            let noun = empty.count == 1 ? "column \(columns) has" : "columns \(columns) have"
            findings.report(row, "In this table, \(noun) no header: a screen reader reads those cells without saying what they are.",
                            fix: "Write a header for every column (for a column of row names, say what they name, such as “City”).")
        }
    }
}
