extension SemanticAnalyzer {
    /// A table from an environment (or from `&` and `\\` in a plain row).
    ///
    /// The environment decides the meaning: `pmatrix`, `bmatrix`, `Bmatrix` and `Vmatrix` are
    /// matrices in their fences, `vmatrix` a determinant, `cases` a list of cases, and `matrix`,
    /// `array`, `aligned` and the rest are lines, which become a matrix, determinant or cases only
    /// when fences around them say so.
    ///
    /// Each cell is in the style its environment sets it in (``cellStyle(ofEnvironment:)``)
    /// unless it switches to another itself.
    func table(name: String, rows: [[[TeXNode]]]) -> SemanticNode {
        let cellStyle = Self.cellStyle(ofEnvironment: name)
        let rowNodes = rows.map { cells in
            SemanticNode(type: .row, children: cells.map { cell in
                var node = row(cell)
                if node.style == nil, !node.isEmpty { node.style = cellStyle }
                return node
            })
        }
        var table = SemanticNode(type: .table, role: .lines, children: rowNodes)
        let fence: (String, String)?
        switch name {
        case "pmatrix", "pmatrix*", "psmallmatrix": fence = ("(", ")")
        case "bmatrix", "bmatrix*", "bsmallmatrix": fence = ("[", "]")
        case "Bmatrix", "Bmatrix*", "Bsmallmatrix": fence = ("{", "}")
        case "vmatrix", "vmatrix*", "vsmallmatrix": fence = ("|", "|")
        case "Vmatrix", "Vmatrix*", "Vsmallmatrix": fence = ("‖", "‖")
        case "cases", "dcases", "cases*", "numcases":
            table.role = .cases
            table.replaceOperators(with: [.leaf(MathSymbol(key: "{", kind: .openFence)), .empty])
            return table
        case "rcases", "drcases":
            table.role = .cases
            return table
        default: fence = nil
        }
        if let fence {
            table.role = fence.0 == "|" ? .determinant : .matrix
            table.replaceOperators(with: [.leaf(MathSymbol(key: fence.0, kind: .openFence)), .leaf(MathSymbol(key: fence.1, kind: .closeFence))])
            return table
        }
        // A one-cell layout is just its content.
        if rowNodes.count == 1, rowNodes[0].children.count == 1, name != "matrix", name != "smallmatrix" {
            return rowNodes[0].children[0]
        }
        return table
    }

    /// The style the cells of the environment `name` are in, where it is not the text style
    /// of an array (`matrix`, `array`, `cases`): display style in amsmath's aligned and gathered
    /// environments and mathtools' `dcases`, whose cell templates start with `\displaystyle`, and
    /// script style in `smallmatrix`, whose start with `\scriptstyle`.
    static func cellStyle(ofEnvironment name: String) -> TeXStyle? {
        switch name.hasSuffix("*") ? String(name.dropLast()) : name {
        case "aligned", "align", "split", "eqnarray", "flalign", "alignat", "alignedat", "gathered", "gather",
             "multline", "equation", "dcases", "drcases":
            return .display
        case "smallmatrix", "psmallmatrix", "bsmallmatrix", "Bsmallmatrix", "vsmallmatrix", "Vsmallmatrix":
            return .script
        default:
            return nil
        }
    }
}
