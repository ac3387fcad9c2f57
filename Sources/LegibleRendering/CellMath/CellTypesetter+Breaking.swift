import LegibleMath
internal import LegibleMathLayout

extension CellTypesetter {
    /// A display too wide for `width`, broken as TeX's display breaking would (The TeXbook,
    /// chapter 19): before a relation or a binary operator of the outermost row, never inside
    /// a group, a fraction, a root or a fence; a continuation that starts with a relation set
    /// under the first line's first relation, one that starts with an operator under where
    /// that relation's right side starts. A display that is one aligned table is broken row by
    /// row, a row too wide within its last cell. Lines taller than one row have a blank row
    /// between them. What cannot be broken to fit is left wider than `width`, and a row with a
    /// part wider than `width` by itself is left whole: it will be scrolled or clipped, and
    /// lines around a part cut off would only scatter the rest.
    func broken(_ line: Line, width: Int, syntax nodes: [TeXNode]) -> (box: CharacterBox, lines: Int) {
        if let table = brokenTable(nodes, width: width) { return table }
        let lines = Self.lines(of: line, width: width)
        return (stackedLines(lines), lines.count)
    }

    /// The lines of `line` broken to fit `width`, each with its indent.
    static func lines(of line: Line, width: Int) -> [CharacterBox] {
        let pieces = line.pieces
        guard !pieces.isEmpty, pieces.allSatisfy({ $0.box.width <= width }) else { return [line.joined()] }
        // Where the first relation stands and where its right side starts: in the first line,
        // or at the start of a continuation of its own.
        var relation: (column: Int, rightSide: Int)?
        let firstEnd = lineEnd(pieces, from: 0, room: width)
        var column = 0
        for (index, piece) in pieces.enumerated() {
            column += index == 0 ? 0 : piece.gap
            if index > 0, piece.atomClass == .relation {
                let next = index + 1 < pieces.count ? pieces[index + 1].gap : 0
                if index >= firstEnd { column = 2 }
                relation = (column, column + piece.box.width + next)
                break
            }
            column += piece.box.width
        }
        var boxes: [CharacterBox] = []
        var start = 0
        while start < pieces.count {
            var indent = 0
            if start > 0 {
                let startsWithRelation = pieces[start].atomClass == .relation
                indent = relation.map { startsWithRelation ? $0.column : $0.rightSide } ?? 2
                // An indent that leaves the next piece no room is given up.
                if indent + pieces[start].box.width > width { indent = min(2, max(0, width - pieces[start].box.width)) }
            }
            let end = lineEnd(pieces, from: start, room: width - indent)
            var chunk = Line(pieces: Array(pieces[start..<end]), trailing: 0)
            chunk.pieces[0].gap = 0
            let box = chunk.joined()
            boxes.append(indent > 0 ? CharacterBox.beside([.gap(indent), box]) : box)
            start = end
        }
        return boxes
    }

    /// Where the line that starts at piece `start` ends: at the last place it may break (before
    /// a relation or a binary operator) that leaves it no wider than `room`, a relation
    /// preferred when that fills at least half the room; at the first such place when none
    /// does; at the end when the rest fits.
    private static func lineEnd(_ pieces: [Piece], from start: Int, room: Int) -> Int {
        var used = pieces[start].box.width
        var lastBreak: Int?
        var lastRelation: (index: Int, used: Int)?
        func end() -> Int? {
            if let lastRelation, lastRelation.used * 2 >= room { return lastRelation.index }
            return lastBreak
        }
        var index = start + 1
        while index < pieces.count {
            let piece = pieces[index]
            if piece.atomClass == .relation || piece.atomClass == .binary {
                if used > room { return end() ?? index }
                // A line ends here only with something on it (a cell's `{}` is nothing).
                if used > 0 {
                    lastBreak = index
                    if piece.atomClass == .relation { lastRelation = (index, used) }
                }
            }
            used += piece.gap + piece.box.width
            index += 1
        }
        return used > room ? end() ?? pieces.count : pieces.count
    }

    /// Lines one under the other, a blank row between them when any is taller than one row;
    /// the first line's baseline is the whole's.
    func stackedLines(_ lines: [CharacterBox]) -> CharacterBox {
        let spread = lines.contains { $0.height > 1 }
        var placed: [(box: CharacterBox, top: Int)] = []
        var top = 0
        for line in lines {
            placed.append((line, top))
            top += line.height + (spread ? 1 : 0)
        }
        return CharacterBox.placed(placed, alignment: .left, baselineRow: lines.first?.baseline ?? 0)
    }

    /// A display that is one table of lines (`aligned`, `gathered` and their kin) broken row by
    /// row: a row wider than `width` has its last cell broken, its continuations on rows of
    /// their own under that cell. Nil when the display is something else.
    private func brokenTable(_ nodes: [TeXNode], width: Int) -> (box: CharacterBox, lines: Int)? {
        let content = nodes.filter { if case .space = $0 { false } else { true } }
        guard content.count == 1, case .environment(let name, let rows, let columns, let horizontalRules) = content[0] else { return nil }
        let format = TableFormat(name, columnSpecification: columns)
        switch format.columns {
        case .pairs, .plain: break
        case .matrix, .array, .cases: return nil
        }
        let lines = rows.map { cells in
            cells.enumerated().map { column, cell in
                var items: [Item] = []
                appendItems(of: format.isPairs && column % 2 == 1 ? [.group([])] + cell : cell, style: format.cellStyle, alphabet: .normal, to: &items)
                return spaced(items, style: format.cellStyle)
            }
        }
        let count = lines.map(\.count).max() ?? 0
        // Where each column starts when every column is as wide as its widest cell.
        var widths = Array(repeating: 0, count: count)
        for row in lines {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.joined().width) }
        }
        var starts: [Int] = []
        var x = 0
        for column in 0..<count {
            x += format.space(atBoundary: column, of: count).after
            starts.append(x)
            x += widths[column]
        }
        var cells: [[CharacterBox]] = []
        var rules: [[TableRule]] = []
        for (index, row) in lines.enumerated() {
            rules.append(index < horizontalRules.count ? horizontalRules[index] : [])
            guard let last = row.indices.last, starts[last] + row[last].joined().width > width else {
                cells.append(row.map { $0.joined() })
                continue
            }
            let pieces = Self.lines(of: row[last], width: max(1, width - starts[last]))
            cells.append(row.dropLast().map { $0.joined() } + [pieces[0]])
            for piece in pieces.dropFirst() {
                cells.append(Array(repeating: .empty, count: last) + [piece])
                rules.append([])
            }
        }
        if horizontalRules.count > lines.count { rules.append(horizontalRules[lines.count]) }
        let box = table(cells, format: format, horizontalRules: rules.contains { !$0.isEmpty } ? rules : [])
        return (box, 1 + cells.count - lines.count)
    }
}
