extension MathSpeakRules {
    /// "Start 2 By 2 Matrix 1st Row 1st Column a 2nd Column b … EndMatrix", determinants, and
    /// layouts ("StartLayout 1st Row … EndLayout") for aligned lines and cases.
    func table(_ node: SemanticNode, into out: inout Output) {
        let rows = node.children
        let rowCount = rows.count
        let columnCount = rows.map(\.children.count).max() ?? 0
        let isMatrix = node.role == .matrix || node.role == .determinant || node.role == .binomialOrMatrix
        if isMatrix, rowCount == 2, columnCount == 1, node.role != .determinant {
            binomial(rows[0].first, rows[1].first, into: &out)
            return
        }
        if isMatrix {
            out.say(wording[.start] + " " + String(rowCount) + " " + wording[.byWord] + " " + String(columnCount) + " "
                    + (node.role == .determinant ? wording[.determinantTitle] : wording[.matrixTitle]))
        } else {
            out.say(wording[.startLayout])
            if node.role == .cases {
                out.say(wording[.enlarged])
                out.say(symbols.name("{"))
            }
        }
        let compact = isMatrix && rows.allSatisfy { $0.children.allSatisfy { $0.isLeaf && !$0.isEmpty } }
        for (rowIndex, row) in rows.enumerated() {
            out.say(wording.numericOrdinal(rowIndex + 1))
            out.say(wording[.rowWord])
            for (columnIndex, cell) in row.children.enumerated() {
                if columnCount > 1, !compact {
                    out.say(wording.numericOrdinal(columnIndex + 1))
                    out.say(wording[.columnWord])
                }
                if cell.isEmpty {
                    out.say(wording[.blankWord])
                } else {
                    speak(cell, into: &out)
                }
                // A cell ends its scripts: no "Baseline" before the next cell.
                out.pendingReturn = nil
            }
        }
        if isMatrix {
            out.say(node.role == .determinant ? wording[.endDeterminant] : wording[.endMatrix])
        } else {
            out.say(wording[.endLayout])
        }
    }
}
