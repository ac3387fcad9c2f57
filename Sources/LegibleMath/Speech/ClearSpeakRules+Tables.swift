extension ClearSpeakRules {
    /// Matrices, determinants, cases and lines.
    func table(_ node: SemanticNode, into out: inout SpeechBuffer) {
        switch node.role {
        case .matrix, .determinant, .binomialOrMatrix:
            matrix(node, into: &out)
        case .cases:
            lines(node, title: .cases, label: .caseWord, into: &out)
        default:
            lines(node, title: .lines, label: .line, into: &out)
        }
    }

    /// "the 2 by 2 matrix. Row 1: 2, 1. Row 2: 7, 5"; with column labels when the matrix is large
    /// or its entries are not simple.
    ///
    /// After `\det` (`function`), the matrix is the function's argument: "the determinant of the 2
    /// by 2 matrix", German "die Determinante von der 2 mal 2 Matrize".
    func matrix(_ node: SemanticNode, function: Bool = false, into out: inout SpeechBuffer) {
        let rows = node.children
        let rowCount = rows.count
        let columnCount = rows.map(\.children.count).max() ?? 0
        out.pause()
        // What comes before the title, said with it so that an article fuses with the preposition
        // before it (Italian "determinante di la matrice" is "determinante della matrice").
        let lead: [String]
        if function {
            lead = [wording.article(for: "det"), symbols.name("det"), wording[.of], wording.article(for: "matrixAfterOf")]
        } else if node.role == .determinant {
            lead = [wording[.theDeterminantOf], wording.article(for: "determinantMatrix")]
        } else {
            lead = [wording.article(for: "matrix")]
        }
        let size = ["rows": String(rowCount), "columns": String(columnCount)]
        let single = rowCount == 1 && columnCount == 1
        let title: Phrase = single ? .matrixOfSize : columnCount == 1 ? .columnMatrixOfSize : rowCount == 1 ? .rowMatrixOfSize : .matrixOfSize
        out.say(wording.contracted((lead + [wording.phrase(title, size)]).filter { !$0.isEmpty }.joined(separator: " ")))
        if single {
            out.say(wording[.withEntry])
            speak(rows[0].first, into: &out)
            out.pause(.long)
            return
        }
        out.pause(.long)
        let compact = rows.allSatisfy { $0.children.allSatisfy(Self.isMatrixSimple) }
        if rowCount == 1 || columnCount == 1 {
            let entries = rowCount == 1 ? Array(rows[0].children) : rows.map(\.first)
            if compact, entries.count <= 3 {
                for entry in entries {
                    speak(entry, into: &out)
                    out.pause()
                }
            } else {
                for (index, entry) in entries.enumerated() {
                    out.say(rowCount == 1 ? wording[.column] : wording[.row])
                    out.say(String(index + 1))
                    out.pause()
                    speak(entry, into: &out)
                    out.pause(.long)
                }
            }
            out.pause(.long)
            return
        }
        let labelled = !(compact && rowCount <= 3 && columnCount <= 3)
        for (rowIndex, row) in rows.enumerated() {
            out.say(wording[.row])
            out.say(String(rowIndex + 1))
            out.pause()
            for (columnIndex, cell) in row.children.enumerated() {
                if labelled {
                    out.say(wording[.column])
                    out.say(String(columnIndex + 1))
                    out.pause()
                }
                cellContent(cell, into: &out)
                out.pause(labelled ? .medium : .short)
            }
            out.pause(.long)
        }
    }

    /// Entries that do not call for column labels: anything without an operator.
    private static func isMatrixSimple(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .infix: return node.role == .implicit
        case .relationSequence, .punctuated, .table: return false
        default: return true
        }
    }

    private func cellContent(_ cell: SemanticNode, into out: inout SpeechBuffer) {
        if cell.isEmpty {
            out.say(wording[.blank])
        } else {
            speak(cell, into: &out)
        }
    }

    /// "2 lines, Line 1: …; …. Line 2: …", or the same with cases.
    private func lines(_ node: SemanticNode, title: Phrase, label: Phrase, into out: inout SpeechBuffer) {
        let rows = node.children
        if rows.count == 1 {
            // One line: its cells, without numbering; nothing to say for empty ones.
            for cell in rows[0].children where !cell.isEmpty {
                speak(cell, into: &out)
                out.pause(.medium)
            }
            return
        }
        out.pause()
        out.say(String(rows.count))
        out.say(wording[title])
        out.pause()
        for (index, row) in rows.enumerated() {
            out.say(wording[label])
            out.say(String(index + 1))
            out.pause()
            for cell in row.children {
                cellContent(cell, into: &out)
                out.pause(.medium)
            }
            out.pause(.long)
        }
    }
}
