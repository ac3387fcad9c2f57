import LegibleAccessibility
import LegibleRendering

/// A layout for tests whose geometry can be worked out by hand: every line of a block's text is
/// a row of its own (no wrapping), `characterWidth` wide per UTF-16 code unit and `lineHeight`
/// high, indented `characterWidth × 2` per container; a table's cells sit side by side in
/// columns 20 characters wide, a row of cells per table row (or, given a `tableWidth`, laid out
/// by ``TableLayout`` in that width, with a padding of half a character: cells wrapped in their
/// columns, as the Apple views lay tables out, and with a `scrolledColumnLimit` a table whose
/// words do not fit wider than that width, as the views scroll it); a block without text (a
/// thematic break, an empty cell) is one empty line.
public struct RowLayout: DocumentLayout {
    public let document: StyledDocument
    public let size: LayoutSize
    private let rows: [LayoutLine]
    private let characterWidth: Double
    /// The tables laid out by ``TableLayout``.
    public let tables: [TableLayout]

    /// Lays `document` out.
    public init(document: StyledDocument, characterWidth: Double = 10, lineHeight: Double = 20, tableWidth: Double? = nil,
                scrolledColumnLimit: Double? = nil) {
        self.document = document
        self.characterWidth = characterWidth
        let utf16 = Array(document.text.utf16)
        var rows: [LayoutLine] = []
        var y = 0.0
        var width = 0.0
        var tables: [TableLayout] = []
        func add(_ range: Range<Int>, x: Double, element: ElementID) {
            let length = range.count - (range.last.map { utf16[$0] == 10 } == true ? 1 : 0)
            let frame = LayoutRect(x: x, y: y, width: Double(max(length, 1)) * characterWidth, height: lineHeight)
            rows.append(LayoutLine(utf16Range: range, frame: frame, baseline: y + lineHeight * 0.8, element: element))
            width = max(width, frame.maxX)
        }
        for block in document.blocks {
            let indent = Double(block.nesting.count * 2) * characterWidth
            if case .table(let grid) = block.content, let tableWidth {
                let table = TableLayout(grid: grid, text: document.text, runs: block.runs, origin: LayoutPoint(x: indent, y: y), width: tableWidth,
                                        padding: characterWidth / 2, lineHeight: lineHeight,
                                        scrolledColumnLimit: scrolledColumnLimit) { text, _ in Double(text.utf16.count) * characterWidth }
                for line in table.lines {
                    rows.append(LayoutLine(utf16Range: line.utf16Range, frame: line.frame, baseline: line.frame.y + lineHeight * 0.8, element: line.cell))
                }
                tables.append(table)
                width = max(width, table.frame.maxX)
                y = table.frame.maxY
                continue
            }
            if case .table(let grid) = block.content {
                for row in grid.rows {
                    for (column, cell) in row.cells.enumerated() {
                        add(cell.utf16Range, x: indent + Double(column * 20) * characterWidth, element: cell.id)
                    }
                    y += lineHeight
                }
                continue
            }
            var start = block.utf16Range.lowerBound
            for offset in block.utf16Range where utf16[offset] == 10 {
                add(start..<offset + 1, x: indent, element: block.id)
                y += lineHeight
                start = offset + 1
            }
            if start < block.utf16Range.upperBound || rows.last?.element != block.id {
                add(start..<block.utf16Range.upperBound, x: indent, element: block.id)
                y += lineHeight
            }
        }
        self.rows = rows
        self.tables = tables
        size = LayoutSize(width: width, height: y)
    }

    public var lineCount: Int { rows.count }

    public func line(at index: Int) -> LayoutLine { rows[index] }

    public func lineIndex(at point: LayoutPoint) -> Int? {
        rows.firstIndex { $0.frame.contains(point) }
    }

    public func utf16Offset(atX x: Double, inLine index: Int) -> Int {
        let line = rows[index]
        let end = line.utf16Range.upperBound - (content(ofLine: index).utf16.count < line.utf16Range.count ? 1 : 0)
        return min(max(line.utf16Range.lowerBound + Int((x - line.frame.x) / characterWidth), line.utf16Range.lowerBound), end)
    }

    public func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double {
        let line = rows[index]
        return line.frame.x + Double(offset - line.utf16Range.lowerBound) * characterWidth
    }

    /// A table cell's box.
    public func decorationFrame(of element: ElementID) -> LayoutRect? {
        tables.lazy.compactMap { $0.cellFrame(of: element) }.first
    }

    /// The table cell whose box holds a point.
    public func decorationElement(at point: LayoutPoint) -> ElementID? {
        tables.lazy.compactMap { $0.cell(at: point) }.first
    }
}
