import LegibleAccessibility
import LegibleMarkdown

/// Tables in cells: a grid when its columns fit the width, each cell wrapped in its column;
/// otherwise (and always in plain drawing) row by row, each cell after its column's header.
extension CellBlockLayouter {
    /// Lays out a table: continuing the drawing of ``continued`` after its first ``keptRows``
    /// rows when it can (the same table grown at the end of a stream, its columns as wide as
    /// they were), else whole.
    mutating func addTable(_ grid: TableGrid) {
        guard grid.columnCount > 0 else { return }
        if keptRows > 0, continueTable(grid) { return }
        var progress = CellBlock.TableProgress(top: row)
        measure(grid.rows[...], columns: grid.columnCount, into: &progress)
        if let widths = gridWidths(progress, columns: grid.columnCount) {
            let wrapped = wrap(grid.rows[...], widths: widths, into: &progress)
            progress.widths = widths
            progress.ruled = progress.wraps.last ?? false
            decorate(row: row, column: contentColumn, rule(widths, "┌", "┬", "┐"), width: gridWidth(widths), .tableRule, block.id)
            row += 1
            addGridRows(grid, from: 0, wrapped: wrapped, progress: &progress)
        } else {
            addRows(grid, from: 0, progress: &progress)
        }
        result.table = progress
    }

    /// Lays out the rows of `grid` after the first ``keptRows``, keeping the drawing of those
    /// in ``continued``: `false` (nothing done) when the table must be laid out whole (its
    /// columns would be drawn at other widths, or in the other form, or it starts elsewhere).
    private mutating func continueTable(_ grid: TableGrid) -> Bool {
        let kept = keptRows
        guard let old = continued.table, result.lines.isEmpty, result.decorations.isEmpty, old.top == row,
              kept <= grid.rows.count, kept <= old.ends.count, old.natural[kept - 1].count == grid.columnCount else { return false }
        // Taken out of the old drawing, so that this copy alone holds its rows' measures and
        // they are cut in place (the drawing is laid out whole when it cannot be continued).
        continued.table = nil
        var progress = consume old
        let (oldWidths, oldRuled) = (progress.widths, progress.ruled)
        progress.natural.removeSubrange(kept...)
        progress.minimum.removeSubrange(kept...)
        progress.wraps.removeSubrange(min(kept, progress.wraps.count)...)
        progress.ends.removeSubrange(kept...)
        measure(grid.rows[kept...], columns: grid.columnCount, into: &progress)
        let widths = gridWidths(progress, columns: grid.columnCount)
        guard widths == oldWidths else { return false }
        var wrapped: [[[CellLine]]] = []
        if let widths {
            wrapped = wrap(grid.rows[kept...], widths: widths, into: &progress)
            // Rules between all rows come and go with rows that take several lines.
            guard progress.wraps.last == oldRuled else { return false }
        }
        keepContinued(upTo: progress.ends[kept - 1])
        if oldWidths != nil {
            addGridRows(grid, from: kept, wrapped: wrapped, progress: &progress)
        } else {
            addRows(grid, from: kept, progress: &progress)
        }
        result.table = progress
        return true
    }

    /// Adds, for each row, the widest text and word of each column so far.
    private func measure(_ rows: ArraySlice<TableGrid.Row>, columns: Int, into progress: inout CellBlock.TableProgress) {
        for gridRow in rows {
            var natural = progress.natural.last ?? Array(repeating: 1, count: columns)
            var minimum = progress.minimum.last ?? Array(repeating: 1, count: columns)
            for (column, cell) in gridRow.cells.enumerated() where column < columns {
                let (whole, word) = widths(of: cell)
                natural[column] = max(natural[column], whole)
                minimum[column] = max(minimum[column], word)
            }
            progress.natural.append(natural)
            progress.minimum.append(minimum)
        }
    }

    /// The widths of the grid's columns, or `nil` when the table is laid out row by row (its
    /// words do not fit side by side, or the drawing is plain).
    private func gridWidths(_ progress: CellBlock.TableProgress, columns: Int) -> [Int]? {
        let natural = progress.natural.last ?? Array(repeating: 1, count: columns)
        let minimum = progress.minimum.last ?? Array(repeating: 1, count: columns)
        let available = contentWidth - (3 * columns + 1)
        guard options.drawing == .boxDrawing, minimum.reduce(0, +) <= available else { return nil }
        return columnWidths(natural: natural, minimum: minimum, available: available)
    }

    /// Each row's cells wrapped in their columns; records whether each row (or one before it)
    /// takes several lines.
    private func wrap(_ rows: ArraySlice<TableGrid.Row>, widths: [Int], into progress: inout CellBlock.TableProgress) -> [[[CellLine]]] {
        rows.map { gridRow in
            let cells = zip(gridRow.cells, widths).map { cell, width in wrappedText(cell.utf8Range, cell.utf16Range, element: cell.id, width: width) }
            let wraps = cells.contains { lines in (lines.last.map { $0.row + $0.height } ?? 1) > 1 }
            progress.wraps.append(wraps || (progress.wraps.last ?? false))
            return cells
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

    private func gridWidth(_ widths: [Int]) -> Int { widths.reduce(0, +) + 3 * widths.count + 1 }

    private func rule(_ widths: [Int], _ left: String, _ middle: String, _ right: String) -> String {
        left + widths.map { ClusterMeasure.repeated("─", count: $0 + 2) }.joined(separator: middle) + right
    }

    /// The grid's rows from `first` (their cells `wrapped`, counted from `first`), each after
    /// the rule that ends the header (and every row, when some row takes several lines), then
    /// the grid's bottom rule.
    private mutating func addGridRows(_ grid: TableGrid, from first: Int, wrapped: [[[CellLine]]], progress: inout CellBlock.TableProgress) {
        result.rowsAreOrdered = false
        let table = block.id
        guard let widths = progress.widths else { return }
        let gridWidth = gridWidth(widths)
        for rowIndex in first..<grid.rows.count {
            let gridRow = grid.rows[rowIndex]
            if rowIndex > 0, grid.rows[rowIndex - 1].isHeader || progress.ruled {
                decorate(row: row, column: contentColumn, rule(widths, "├", "┼", "┤"), width: gridWidth, .tableRule, table)
                row += 1
            }
            var height = 1
            var x = contentColumn + 2
            for (column, width) in widths.enumerated() {
                defer { x += width + 3 }
                guard column < gridRow.cells.count else { continue }
                let cell = gridRow.cells[column]
                for var line in wrapped[rowIndex - first][column] {
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
                    result.append(line)
                }
            }
            var border = contentColumn
            for index in 0...widths.count {
                for current in row..<row + height { decorate(row: current, column: border, "│", width: 1, .tableRule, table) }
                if index < widths.count { border += widths[index] + 3 }
            }
            row += height
            progress.ends.append(result.end(row: row))
        }
        decorate(row: row, column: contentColumn, rule(widths, "└", "┴", "┘"), width: gridWidth, .tableRule, table)
        row += 1
    }

    /// The table row by row: the header cells, then for each row a rule (a blank row in plain
    /// drawing) and each cell after its header's text: beside it when the header is short,
    /// above it when not.
    private mutating func addRows(_ grid: TableGrid, from first: Int, progress: inout CellBlock.TableProgress) {
        let table = block.id
        let labels: [String] = grid.rows.first(where: \.isHeader)?.cells.map { cell in
            let shown = measure.clusters(utf8Range: cell.utf8Range, utf16Start: cell.utf16Range.lowerBound, runs: block.runs)
                .map { measure.shown($0, runs: block.runs) }.joined()
            let trimmed = shown.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            return trimmed.isEmpty ? "" : String(trimmed) + ":"
        } ?? []
        for gridRow in grid.rows[first...] {
            if !gridRow.isHeader {
                if options.drawing == .boxDrawing {
                    decorate(row: row, column: contentColumn, ClusterMeasure.repeated("─", count: contentWidth), width: contentWidth, .tableRule, table)
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
            progress.ends.append(result.end(row: row))
        }
    }
}
