import LegibleAccessibility

/// A table laid out as a grid for a view that measures text in points: columns as wide as
/// ``TableColumnWidths`` makes them from their cells, each cell's text wrapped to its column
/// (breaking where UAX #14 allows, as the cell layout wraps, and between characters in a word
/// wider than its column), each row as high as its tallest cell, and where every cell and every
/// line of a cell's text is.
///
/// A cell's text starts `padding` inside its column's borders and half a padding below its
/// row's top; its lines are `lineHeight` apart and aligned as its column is. Rows follow each
/// other with no space between them, so the grid's rules go at ``rowBorders`` and
/// ``columnBorders``.
///
/// ```swift
/// // Text 10 wide a character; 120 wide in all, a padding of 5.
/// let table = TableLayout(grid: grid, text: document.text, runs: block.runs, origin: LayoutPoint(x: 0, y: 0),
///                         width: 120, padding: 5, lineHeight: 20) { text, _ in Double(text.utf16.count) * 10 }
/// table.lines.map(\.utf16Range)       // each cell's lines, in reading order
/// table.cellFrame(of: cell.id)         // the cell's box: its column's width, its row's height
/// ```
public struct TableLayout: Hashable, Sendable {
    /// How wide a piece of text in some attributes is drawn.
    public typealias Measure = (String, TextAttributes) -> Double

    /// A line of a cell's text.
    public struct Line: Hashable, Sendable {
        /// The line's text in UTF-16 code units of the document's text (empty for an empty cell).
        public let utf16Range: Range<Int>
        /// Where the line is drawn: from the start of its first character to the end of its last.
        public let frame: LayoutRect
        /// The cell it belongs to.
        public let cell: ElementID
        /// Where each of its grapheme clusters starts, and its end, in UTF-16 offsets …
        let clusterOffsets: [Int]
        /// … and the horizontal position of each, in the same order.
        let clusterPositions: [Double]
    }

    /// A cell of the grid.
    public struct Cell: Hashable, Sendable {
        /// The cell's element.
        public let id: ElementID
        /// The cell's box: between its column's borders and its row's.
        public let frame: LayoutRect
        /// Its lines, as indices of ``TableLayout/lines``.
        public let lines: Range<Int>
    }

    /// The lines of every cell, row by row and cell by cell: the text's order.
    public private(set) var lines: [Line] = []
    /// The cells, row by row.
    public private(set) var cells: [Cell] = []
    /// The cells of each row, as indices of ``cells``.
    public private(set) var rows: [Range<Int>] = []
    /// Where the borders between columns are, from left to right (one more than the columns).
    public private(set) var columnBorders: [Double]
    /// Where the borders between rows are, from top to bottom (one more than the rows).
    public private(set) var rowBorders: [Double]

    /// How many units of a point the wrapping counts in: the line wrapper counts whole units,
    /// so widths in points are counted in 64ths (as fonts' 26.6 fixed point does).
    private static let unitsPerPoint = 64.0

    /// Lays out `grid`, whose text is `text` (the document's) styled by `runs` (its block's,
    /// in order), with its top left at `origin`, in a view whose text ends `width` from the
    /// left (the columns and their paddings take at most `width - origin.x`, unless the view
    /// scrolls tables sideways: with a `scrolledColumnLimit`, a table whose words do not fit
    /// is wider, as ``TableColumnWidths`` says). `measure` says how wide each character is
    /// drawn in its run's attributes.
    public init(grid: TableGrid, text: String, runs: [StyledRun], origin: LayoutPoint, width: Double, padding: Double, lineHeight: Double,
                scrolledColumnLimit: Double? = nil, measure: Measure) {
        var text = text
        text.makeContiguousUTF8()
        let clusters = grid.rows.map { row in row.cells.map { Self.clusters(of: $0, text: text, runs: runs, measure: measure) } }
        let columnCount = grid.columnCount
        var minimum = Array(repeating: 0.0, count: columnCount)
        var maximum = minimum
        for (row, cells) in zip(grid.rows, clusters) {
            for (column, cell) in zip(row.cells, cells).enumerated() where column < columnCount {
                let widths = Self.widths(of: cell.1, text: Self.substring(text, cell.0.utf8Range), utf8Base: cell.0.utf8Range.lowerBound)
                minimum[column] = max(minimum[column], widths.word)
                maximum[column] = max(maximum[column], widths.whole)
            }
        }
        let widths = TableColumnWidths(minimum: minimum, maximum: maximum, available: width - origin.x - 2 * padding * Double(columnCount),
                                       scrolledColumnLimit: scrolledColumnLimit)
        let columns = widths.columns
        columnBorders = widths.borders(left: origin.x, padding: padding)
        rowBorders = [origin.y]
        for (row, rowClusters) in zip(grid.rows, clusters) {
            let top = rowBorders[rowBorders.count - 1]
            var tallest = 1
            var rowCells: [(TableGrid.Cell, Int, Range<Int>)] = []
            for (column, (cell, cellClusters)) in zip(row.cells, rowClusters).enumerated() where column < columnCount {
                let first = lines.count
                let left = columnBorders[column] + padding
                let columnWidth = columns[column]
                let wrapped = LineWrapper.wrap(cellClusters, text: Self.substring(text, cell.utf8Range), utf8Base: cell.utf8Range.lowerBound,
                                               width: Int((columnWidth * Self.unitsPerPoint).rounded(.down)))
                for (index, line) in wrapped.enumerated() {
                    let y = top + padding / 2 + Double(index) * lineHeight
                    lines.append(Self.line(cellClusters[line.clusters], in: cell, left: left, columnWidth: columnWidth, y: y, height: lineHeight))
                }
                tallest = max(tallest, wrapped.count)
                rowCells.append((cell, column, first..<lines.count))
            }
            let height = Double(tallest) * lineHeight + padding
            rows.append(cells.count..<cells.count + rowCells.count)
            for (cell, column, range) in rowCells {
                let frame = LayoutRect(x: columnBorders[column], y: top, width: columnBorders[column + 1] - columnBorders[column], height: height)
                cells.append(Cell(id: cell.id, frame: frame, lines: range))
            }
            rowBorders.append(top + height)
        }
    }

    /// The text of a UTF-8 range of the document's text.
    private static func substring(_ text: String, _ range: Range<Int>) -> Substring {
        let start = text.utf8.index(text.startIndex, offsetBy: range.lowerBound)
        return text[start..<text.utf8.index(start, offsetBy: range.count)]
    }

    /// A cell's grapheme clusters, each as wide as `measure` says in its run's attributes.
    private static func clusters(of cell: TableGrid.Cell, text: String, runs: [StyledRun], measure: Measure) -> [Cluster] {
        var result: [Cluster] = []
        var utf8 = cell.utf8Range.lowerBound
        var utf16 = cell.utf16Range.lowerBound
        var runIndex = firstIndex(in: 0..<runs.count) { runs[$0].utf8Range.upperBound > utf8 }
        for character in substring(text, cell.utf8Range) {
            while runIndex + 1 < runs.count, runs[runIndex].utf8Range.upperBound <= utf8 { runIndex += 1 }
            let attributes = runIndex < runs.count ? runs[runIndex].attributes : TextAttributes(role: .body)
            let kind: Cluster.Kind
            switch character {
            case " ", "\t": kind = .space
            case _ where character.isNewline: kind = .lineBreak
            case "\u{FFFC}" where attributes.attachment != nil: kind = .attachment
            default: kind = .normal
            }
            let width = kind == .lineBreak ? 0 : Int((measure(String(character), attributes) * unitsPerPoint).rounded())
            result.append(Cluster(utf8: utf8, utf16: utf16, utf8Count: character.utf8.count, utf16Count: character.utf16.count,
                                  width: width, kind: kind))
            utf8 += character.utf8.count
            utf16 += character.utf16.count
        }
        return result
    }

    /// How wide a cell's text is on one line, and its widest stretch between two line break
    /// opportunities (spaces at its end aside), in points.
    private static func widths(of clusters: [Cluster], text: Substring, utf8Base: Int) -> (whole: Double, word: Double) {
        let starts = TextMeasure.lineStarts(in: text)
        var whole = 0, word = 0, widest = 0, trailingSpaces = 0
        var opportunity = 0
        for cluster in clusters {
            let relative = cluster.utf8 - utf8Base
            while opportunity < starts.count, starts[opportunity].utf8Offset < relative { opportunity += 1 }
            if opportunity < starts.count, starts[opportunity].utf8Offset == relative {
                widest = max(widest, word - trailingSpaces)
                word = 0
                trailingSpaces = 0
            }
            whole += cluster.width
            word += cluster.width
            trailingSpaces = cluster.kind == .space ? trailingSpaces + cluster.width : 0
        }
        widest = max(widest, word - trailingSpaces)
        return (Double(whole) / unitsPerPoint, Double(widest) / unitsPerPoint)
    }

    /// A wrapped line of a cell, aligned in its column.
    private static func line(_ clusters: ArraySlice<Cluster>, in cell: TableGrid.Cell, left: Double, columnWidth: Double, y: Double,
                             height: Double) -> Line {
        let visible = clusters.reversed().drop { $0.kind == .space }.reduce(0) { $0 + $1.width }
        let room = max(columnWidth - Double(visible) / unitsPerPoint, 0)
        let start: Double
        switch cell.alignment {
        case .right: start = left + room
        case .center: start = left + room / 2
        case .left, .none: start = left
        }
        var offsets: [Int] = []
        var positions: [Double] = []
        var x = 0
        for cluster in clusters {
            offsets.append(cluster.utf16)
            positions.append(start + Double(x) / unitsPerPoint)
            x += cluster.width
        }
        let lower = clusters.first?.utf16 ?? cell.utf16Range.lowerBound
        let upper = clusters.last.map { $0.utf16 + $0.utf16Count } ?? lower
        offsets.append(upper)
        positions.append(start + Double(x) / unitsPerPoint)
        return Line(utf16Range: lower..<upper, frame: LayoutRect(x: start, y: y, width: Double(x) / unitsPerPoint, height: height),
                    cell: cell.id, clusterOffsets: offsets, clusterPositions: positions)
    }

    // MARK: Questions

    /// The whole grid's box.
    public var frame: LayoutRect {
        let left = columnBorders.first ?? 0, top = rowBorders.first ?? 0
        return LayoutRect(x: left, y: top, width: (columnBorders.last ?? left) - left, height: (rowBorders.last ?? top) - top)
    }

    /// The box of some rows across every column (the header rows, which the views shade); `nil`
    /// for no rows, or rows the table does not have.
    public func frame(ofRows rows: Range<Int>) -> LayoutRect? {
        guard !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound < rowBorders.count,
              let left = columnBorders.first, let right = columnBorders.last else { return nil }
        return LayoutRect(x: left, y: rowBorders[rows.lowerBound], width: right - left, height: rowBorders[rows.upperBound] - rowBorders[rows.lowerBound])
    }

    /// The box of a cell; `nil` for an element that is no cell of the table.
    public func cellFrame(of id: ElementID) -> LayoutRect? {
        cells.first { $0.id == id }?.frame
    }

    /// The cell whose box holds a point, if any.
    public func cell(at point: LayoutPoint) -> ElementID? {
        cells.first { $0.frame.contains(point) }?.id
    }

    /// The horizontal position of the leading edge of the character at a UTF-16 offset of a
    /// line (its end for the line's end), as ``DocumentLayout/xPosition(ofUTF16:inLine:)`` asks.
    public func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double {
        let line = lines[index]
        let position = firstIndex(in: 0..<line.clusterOffsets.count) { line.clusterOffsets[$0] > offset } - 1
        return line.clusterPositions[max(position, 0)]
    }

    /// The UTF-16 offset of the character drawn at `x` in a line (its end past the last), as
    /// ``DocumentLayout/utf16Offset(atX:inLine:)`` asks.
    public func utf16Offset(atX x: Double, inLine index: Int) -> Int {
        let line = lines[index]
        let position = firstIndex(in: 0..<line.clusterPositions.count) { line.clusterPositions[$0] > x } - 1
        return line.clusterOffsets[min(max(position, 0), line.clusterOffsets.count - 1)]
    }

    /// The same layout moved down by `dy`: where a text engine placed the table's first row.
    public func moved(down dy: Double) -> TableLayout {
        var moved = self
        func shift(_ rect: LayoutRect) -> LayoutRect { LayoutRect(x: rect.x, y: rect.y + dy, width: rect.width, height: rect.height) }
        moved.lines = lines.map { Line(utf16Range: $0.utf16Range, frame: shift($0.frame), cell: $0.cell, clusterOffsets: $0.clusterOffsets,
                                       clusterPositions: $0.clusterPositions) }
        moved.cells = cells.map { Cell(id: $0.id, frame: shift($0.frame), lines: $0.lines) }
        moved.rowBorders = rowBorders.map { $0 + dy }
        return moved
    }
}
