import LegibleAccessibility
import LegibleMarkdown

/// Tables in cells: a grid when its columns fit the width, each cell wrapped in its column;
/// otherwise (and always in plain drawing) row by row, each cell after its column's header.
extension CellBlockLayouter {
    mutating func addTable(_ grid: TableGrid) {
        let columns = grid.columnCount
        guard columns > 0 else { return }
        var natural = Array(repeating: 1, count: columns)
        var minimum = Array(repeating: 1, count: columns)
        for row in grid.rows {
            for (column, cell) in row.cells.enumerated() where column < columns {
                let (whole, word) = widths(of: cell)
                natural[column] = max(natural[column], whole)
                minimum[column] = max(minimum[column], word)
            }
        }
        let borders = 3 * columns + 1
        let available = contentWidth - borders
        if options.drawing == .boxDrawing, minimum.reduce(0, +) <= available {
            addGrid(grid, widths: columnWidths(natural: natural, minimum: minimum, available: available))
        } else {
            addRows(grid)
        }
    }

    /// The cells a cell's text takes on one line, and its widest word.
    private func widths(of cell: TableGrid.Cell) -> (whole: Int, word: Int) {
        let whole = measure.clusters(utf8Range: cell.utf8Range, utf16Start: cell.utf16Range.lowerBound, runs: block.runs).reduce(0) { $0 + $1.width }
        // The widest stretch between two line break opportunities, spaces at its end aside.
        var word = 0
        var start = cell.utf8Range.lowerBound
        let text = measure.text
        let begin = text.utf8.index(text.startIndex, offsetBy: cell.utf8Range.lowerBound)
        let end = text.utf8.index(begin, offsetBy: cell.utf8Range.count)
        for opportunity in TextMeasure.lineStarts(in: text[begin..<end]) {
            let segment = start..<cell.utf8Range.lowerBound + opportunity.utf8Offset
            let clusters = measure.clusters(utf8Range: segment, utf16Start: 0, runs: block.runs)
            var width = clusters.reduce(0) { $0 + $1.width }
            for cluster in clusters.reversed() where cluster.kind == .space { width -= cluster.width }
            word = max(word, width)
            start = segment.upperBound
        }
        return (whole, min(word, contentWidth))
    }

    /// Column widths: natural when they fit, else each column's widest word plus a share of
    /// the rest in proportion to what it lacks.
    private func columnWidths(natural: [Int], minimum: [Int], available: Int) -> [Int] {
        if natural.reduce(0, +) <= available { return natural }
        var widths = minimum
        let spare = available - minimum.reduce(0, +)
        let wanted = zip(natural, minimum).map { $0 - $1 }
        let totalWanted = wanted.reduce(0, +)
        guard spare > 0, totalWanted > 0 else { return widths }
        var given = 0
        for index in widths.indices {
            let share = spare * wanted[index] / totalWanted
            widths[index] += share
            given += share
        }
        // What rounding left goes to the columns that lack most, in order.
        for index in wanted.indices.sorted(by: { wanted[$0] - (widths[$0] - minimum[$0]) > wanted[$1] - (widths[$1] - minimum[$1]) }) where given < spare {
            if widths[index] < natural[index] {
                widths[index] += 1
                given += 1
            }
        }
        return widths
    }

    private mutating func addGrid(_ grid: TableGrid, widths: [Int]) {
        result.rowsAreOrdered = false
        let table = block.id
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
        }
        let gridWidth = widths.reduce(0, +) + 3 * widths.count + 1
        decorate(row: row, column: contentColumn, rule("┌", "┬", "┐"), width: gridWidth, .tableRule, table)
        row += 1
        let wrapped = grid.rows.map { gridRow in
            zip(gridRow.cells, widths).map { cell, width in wrappedText(cell.utf8Range, cell.utf16Range, element: cell.id, width: width) }
        }
        // When a row takes several lines, rules between the rows show where each ends.
        let ruled = wrapped.contains { cells in cells.contains { lines in (lines.last.map { $0.row + $0.height } ?? 1) > 1 } }
        for (rowIndex, gridRow) in grid.rows.enumerated() {
            var height = 1
            var x = contentColumn + 2
            for (column, width) in widths.enumerated() {
                defer { x += width + 3 }
                guard column < gridRow.cells.count else { continue }
                let cell = gridRow.cells[column]
                for var line in wrapped[rowIndex][column] {
                    let offset: Int
                    switch cell.alignment {
                    case .right: offset = max(0, width - textWidth(line))
                    case .center: offset = max(0, width - textWidth(line)) / 2
                    case .left, .none: offset = 0
                    }
                    line.row += row
                    line.column = x + offset
                    line.frameColumn = x - 1
                    line.frameWidth = width + 2
                    height = max(height, line.row - row + line.height)
                    result.lines.append(line)
                }
            }
            var border = contentColumn
            for index in 0...widths.count {
                for current in row..<row + height { decorate(row: current, column: border, "│", width: 1, .tableRule, table) }
                if index < widths.count { border += widths[index] + 3 }
            }
            row += height
            if (gridRow.isHeader || ruled) && rowIndex + 1 < grid.rows.count {
                decorate(row: row, column: contentColumn, rule("├", "┼", "┤"), width: gridWidth, .tableRule, table)
                row += 1
            }
        }
        decorate(row: row, column: contentColumn, rule("└", "┴", "┘"), width: gridWidth, .tableRule, table)
        row += 1
    }

    /// The table row by row: the header cells, then for each row a rule (a blank row in plain
    /// drawing) and each cell after its header's text: beside it when the header is short,
    /// above it when not.
    private mutating func addRows(_ grid: TableGrid) {
        let table = block.id
        let labels: [String] = grid.rows.first(where: \.isHeader)?.cells.map { cell in
            let shown = measure.clusters(utf8Range: cell.utf8Range, utf16Start: cell.utf16Range.lowerBound, runs: block.runs)
                .map { $0.display ?? measure.text(of: $0) }.joined()
            let trimmed = shown.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            return trimmed.isEmpty ? "" : String(trimmed) + ":"
        } ?? []
        for gridRow in grid.rows {
            if !gridRow.isHeader {
                if options.drawing == .boxDrawing {
                    decorate(row: row, column: contentColumn, String(repeating: "─", count: contentWidth), width: contentWidth, .tableRule, table)
                }
                row += 1
            }
            for (column, cell) in gridRow.cells.enumerated() {
                let label = gridRow.isHeader || column >= labels.count ? "" : labels[column]
                let labelWidth = ClusterMeasure.width(of: label)
                var indent = 0
                if labelWidth > 0 && labelWidth + 1 <= contentWidth / 2 {
                    decorate(row: row, column: contentColumn, label, width: labelWidth, .tableLabel, cell.id)
                    indent = labelWidth + 1
                } else if labelWidth > 0 {
                    for text in LineWrapper.rows(of: label, width: contentWidth, measure: measure) {
                        decorate(row: row, column: contentColumn, text, width: ClusterMeasure.width(of: text), .tableLabel, cell.id)
                        row += 1
                    }
                    indent = min(2, contentWidth - 1)
                }
                addLines(wrappedText(cell.utf8Range, cell.utf16Range, element: cell.id, width: contentWidth - indent), at: contentColumn + indent)
            }
        }
    }
}

extension ClusterMeasure {
    /// The characters of a cluster.
    func text(of cluster: Cluster) -> String {
        let start = text.utf8.index(text.startIndex, offsetBy: cluster.utf8)
        let end = text.utf8.index(start, offsetBy: cluster.utf8Count)
        return String(text[start..<end])
    }
}
