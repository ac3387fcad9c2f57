import LegibleAccessibility
import LegibleHighlight
import LegibleMarkdown

extension DocumentMarkup {
    /// A code block: a named, focusable group that scrolls sideways on its own ("Swift code,
    /// 4 lines"), holding a `pre` with the ARIA role `code` and the code highlighted as spans
    /// whose classes are ``TokenClass`` names (`keyword`, `string`, …). No copy button: one
    /// would need script. A group, not a `region`: a region is a landmark, and landmarks must
    /// have names of their own, which two code blocks of the same size would not.
    mutating func writeCode(_ element: AccessibilityElement) {
        out.raw("<div")
        out.identity(element.id)
        out.raw(" class=\"legible-code legible-scroll\" role=\"group\" tabindex=\"0\"")
        out.attribute("aria-label", element.label ?? "")
        out.raw("><pre role=\"code\"")
        let language = element.node?.info.flatMap { CodeLanguage(infoString: $0) }
        if let language { out.attribute("class", "language-" + language.name) }
        out.raw(">")
        let code = element.value ?? ""
        let runs = language.map { CodeHighlighter(language: $0).runs(in: code) } ?? []
        var code8 = code
        code8.withUTF8 { bytes in
            var position = 0
            for run in runs {
                out.text(bytes: UnsafeBufferPointer(rebasing: bytes[position..<run.utf8Range.lowerBound]))
                out.raw("<span class=\"")
                out.markup(run.tokenClass.name)
                out.raw("\">")
                out.text(bytes: UnsafeBufferPointer(rebasing: bytes[run.utf8Range]))
                out.raw("</span>")
                position = run.utf8Range.upperBound
            }
            out.text(bytes: UnsafeBufferPointer(rebasing: bytes[position...]))
        }
        out.raw("</pre></div>\n")
    }

    /// A table: a named, focusable group that scrolls sideways on its own, labelled by the
    /// table's caption, which gives its size as the model says it ("table, 5 rows, 3 columns").
    /// The caption is hidden from the tree and the table left unnamed, or Orca 43 says the size
    /// three times (the group's name, the caption, its own "table with 5 rows 3 columns"); header
    /// cells are `th scope="col"`, every cell is named by its text.
    mutating func writeTable(_ element: AccessibilityElement) {
        let tableID = out.htmlID(element.id)
        out.raw("<div")
        out.identity(element.id)
        out.raw(" class=\"legible-table legible-scroll\" role=\"group\" tabindex=\"0\" aria-labelledby=\"")
        out.markup(tableID + "-caption")
        out.raw("\"><table>\n<caption id=\"")
        out.markup(tableID + "-caption")
        out.raw("\" class=\"legible-visually-hidden\" aria-hidden=\"true\">")
        out.text(element.label ?? "")
        out.raw("</caption>\n")
        // A table's first row is its header row (GFM has no table without one).
        for (index, row) in element.children.enumerated() where row.role == .tableRow {
            if index <= 1 { out.raw(index == 0 ? "<thead>\n" : "<tbody>\n") }
            out.raw("<tr")
            out.identity(row.id)
            out.raw(">\n")
            for cell in row.children where cell.role == .tableCell {
                let tag = cell.roleMapping.htmlElement
                out.markup("<" + tag)
                out.identity(cell.id)
                if tag == "th" { out.raw(" scope=\"col\"") }
                switch cell.tableCell?.alignment ?? .none {
                case .left: out.raw(" class=\"legible-align-left\"")
                case .center: out.raw(" class=\"legible-align-center\"")
                case .right: out.raw(" class=\"legible-align-right\"")
                case .none: break
                }
                out.raw(">")
                writeInlines(of: cell)
                out.markup("</" + tag + ">\n")
            }
            out.raw("</tr>\n")
            if index == 0 { out.raw("</thead>\n") }
        }
        if element.children.count > 1 { out.raw("</tbody>\n") }
        out.raw("</table></div>\n")
    }
}
