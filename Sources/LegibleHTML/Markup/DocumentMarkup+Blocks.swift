import LegibleAccessibility
import LegibleHighlight
import LegibleMarkdown

extension DocumentMarkup {
    /// A code block: a box that scrolls sideways on its own and that a keyboard can reach to
    /// scroll it (WCAG 2.1.1), holding the model's words for it ("Swift code, 4 lines") as
    /// visually hidden text and a `pre` with the ARIA role `code`, the code highlighted as spans
    /// whose classes are ``TokenClass`` names (`keyword`, `string`, …). No copy button: one
    /// would need script. The box has no role and no name of its own, as a display formula's:
    /// a named `group` was read by Orca 43 as "Swift code, 4 lines, panel", and "leaving panel"
    /// after it; a `region` is a landmark, and landmarks must have names of their own, which
    /// two code blocks of the same size would not.
    mutating func writeCode(_ element: AccessibilityElement) {
        out.raw("<div")
        out.identity(element.id)
        out.raw(" class=\"legible-code legible-scroll\" tabindex=\"0\">")
        writeAuthorAnchors(of: element)
        out.raw("<span class=\"legible-visually-hidden\">")
        out.text(element.label ?? "")
        out.raw("</span><pre role=\"code\"")
        let language = element.code?.languageIdentifier.flatMap { CodeLanguage(named: $0) }
        if let language { out.attribute("class", "language-" + language.name) }
        out.raw(">")
        // The code as the model shows it: its warnings about hidden characters in it, each in
        // the token it falls in.
        var code = String(element.renderedText)
        let origin = element.utf8Range.lowerBound
        let warnings = element.inlineSpans.filter { $0.kind == .warning }.map { ($0.utf8Range.lowerBound - origin)..<($0.utf8Range.upperBound - origin) }
        let runs = language.map { CodeHighlighter(language: $0).runs(in: code) } ?? []
        code.withUTF8 { bytes in
            var position = 0
            for run in runs {
                writeCode(bytes, position..<run.utf8Range.lowerBound, warnings: warnings)
                out.raw("<span class=\"")
                out.markup(run.tokenClass.name)
                out.raw("\">")
                writeCode(bytes, run.utf8Range, warnings: warnings)
                out.raw("</span>")
                position = run.utf8Range.upperBound
            }
            writeCode(bytes, position..<bytes.count, warnings: warnings)
        }
        out.raw("</pre></div>\n")
    }

    /// Code text, the parts of it in the model's warnings as warnings.
    private mutating func writeCode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, warnings: [Range<Int>]) {
        var position = range.lowerBound
        for warning in warnings where warning.overlaps(range) {
            let start = max(warning.lowerBound, range.lowerBound)
            let end = min(warning.upperBound, range.upperBound)
            out.text(bytes: UnsafeBufferPointer(rebasing: bytes[position..<start]))
            writeWarning(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            position = end
        }
        out.text(bytes: UnsafeBufferPointer(rebasing: bytes[position..<range.upperBound]))
    }

    /// A table: in a box that scrolls sideways on its own, the table itself focusable, so that a
    /// keyboard can reach it to scroll the box (WCAG 2.1.1) and a screen reader names it by what
    /// it is, "table with 5 rows 3 columns", the size the model gives ("table, 5 rows, 3
    /// columns"). Nothing else names it: a named group around it, or a caption, made Orca 43 say
    /// the size two or three times. Header cells are `th scope="col"`, every cell is named by its
    /// text.
    mutating func writeTable(_ element: AccessibilityElement) {
        out.raw("<div")
        out.identity(element.id)
        out.raw(" class=\"legible-table legible-scroll\">")
        writeAuthorAnchors(of: element)
        out.raw("<table tabindex=\"0\">\n")
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
