/// A rectangle of terminal cells with a baseline: the unit a formula's character drawing is
/// built from, as TeX builds a formula from boxes.
///
/// Every row is exactly ``width`` cells wide (padded with spaces), so boxes put side by side
/// or stacked line up whatever characters they hold; the cells a string takes come from the
/// caller's cell-width function (East Asian wide characters take two, combining marks none).
/// The box also keeps where each character of the formula stands in it (``symbols``), moved
/// with it as boxes are put together; the pieces of rules and tall fences are drawing, not
/// characters of the formula, and have none.
struct CharacterBox {
    /// The rows, top to bottom, each ``width`` cells wide.
    private(set) var rows: [String]
    /// Cells per row.
    private(set) var width: Int
    /// The row the text around the box sits on.
    private(set) var baseline: Int
    /// The formula's characters in the box, in the order they were set.
    private(set) var symbols: [MathDrawing.Symbol]

    var height: Int { rows.count }
    /// Rows below the baseline.
    var depth: Int { rows.count - baseline - 1 }

    private init(rows: [String], width: Int, baseline: Int, symbols: [MathDrawing.Symbol] = []) {
        self.rows = rows
        self.width = width
        self.baseline = baseline
        self.symbols = symbols
    }

    /// One row of drawing that takes `width` cells: no character of the formula.
    init(drawing text: String, width: Int) {
        self.init(rows: [text], width: width, baseline: 0)
    }

    /// One row of characters of the formula, each `cellWidth` measures, side by side.
    init(characters text: String, cellWidth: (String) -> Int) {
        var symbols: [MathDrawing.Symbol] = []
        var column = 0
        for character in text {
            let string = String(character)
            if character != " " { symbols.append(MathDrawing.Symbol(text: string, row: 0, column: column)) }
            column += cellWidth(string)
        }
        self.init(rows: [text], width: cellWidth(text), baseline: 0, symbols: symbols)
    }

    /// Nothing: no cells, on a baseline.
    static let empty = CharacterBox(rows: [""], width: 0, baseline: 0)

    /// A column of `rows` (one character each, one cell wide) with its baseline at `baseline`:
    /// the pieces of a tall fence or sign.
    static func column(_ rows: [String], baseline: Int) -> CharacterBox {
        CharacterBox(rows: rows, width: 1, baseline: baseline)
    }

    static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }

    /// `count` blank cells on one row.
    static func gap(_ count: Int) -> CharacterBox {
        CharacterBox(drawing: spaces(count), width: max(0, count))
    }

    /// Boxes side by side, their baselines on one row; their symbols in the order of
    /// `tracedOrder` (indices of `boxes`), when TeX sets them in another order than they are
    /// drawn (a superscript before a subscript drawn first).
    static func beside(_ boxes: [CharacterBox], tracedOrder: [Int]? = nil) -> CharacterBox {
        guard boxes.count != 1 else { return boxes[0] }
        let ascent = boxes.map(\.baseline).max() ?? 0
        let depth = boxes.map(\.depth).max() ?? 0
        var rows = Array(repeating: "", count: ascent + depth + 1)
        var symbols: [[MathDrawing.Symbol]] = []
        var column = 0
        for box in boxes {
            let top = ascent - box.baseline
            for row in rows.indices {
                let inside = row - top
                rows[row] += box.rows.indices.contains(inside) ? box.rows[inside] : spaces(box.width)
            }
            symbols.append(box.symbols.map { $0.moved(rows: top, columns: column) })
            column += box.width
        }
        let traced = (tracedOrder ?? Array(symbols.indices)).flatMap { symbols[$0] }
        return CharacterBox(rows: rows, width: column, baseline: ascent, symbols: traced)
    }

    /// Where a box goes across the width of a stack or a table column.
    enum Alignment {
        case left, center, right
    }

    /// `self` placed in `width` cells (at least its own) as `alignment` says.
    func aligned(_ alignment: Alignment, in width: Int) -> CharacterBox {
        let room = max(0, width - self.width)
        guard room > 0 else { return self }
        let before = switch alignment {
        case .left: 0
        case .center: room / 2
        case .right: room
        }
        return CharacterBox(rows: rows.map { Self.spaces(before) + $0 + Self.spaces(room - before) },
                            width: self.width + room, baseline: baseline, symbols: symbols.map { $0.moved(rows: 0, columns: before) })
    }

    /// Boxes stacked top to bottom, each centred (or aligned) in the widest one's width, the
    /// baseline on row `baseline` of the stack.
    static func stacked(_ boxes: [CharacterBox], alignment: Alignment = .center, baseline: Int) -> CharacterBox {
        let width = boxes.map(\.width).max() ?? 0
        var rows: [String] = []
        var symbols: [MathDrawing.Symbol] = []
        for box in boxes {
            let placed = box.aligned(alignment, in: width)
            symbols += placed.symbols.map { $0.moved(rows: rows.count, columns: 0) }
            rows += placed.rows
        }
        return CharacterBox(rows: rows, width: width, baseline: min(max(0, baseline), max(0, rows.count - 1)), symbols: symbols)
    }

    /// Boxes put at rows of their own (`top`, which may be negative), aligned in the widest
    /// one's width, blank rows between them; the baseline on `baselineRow`, counted from the
    /// same origin as the tops (the stack reaches it when no box does).
    static func placed(_ boxes: [(box: CharacterBox, top: Int)], alignment: Alignment = .left, baselineRow: Int) -> CharacterBox {
        let width = boxes.map(\.box.width).max() ?? 0
        let first = min(baselineRow, boxes.map(\.top).min() ?? baselineRow)
        let last = max(baselineRow, boxes.map { $0.top + $0.box.height - 1 }.max() ?? baselineRow)
        var rows = Array(repeating: spaces(width), count: last - first + 1)
        var symbols: [MathDrawing.Symbol] = []
        for (box, top) in boxes {
            let placed = box.aligned(alignment, in: width)
            for (offset, row) in placed.rows.enumerated() { rows[top - first + offset] = row }
            symbols += placed.symbols.map { $0.moved(rows: top - first, columns: 0) }
        }
        return CharacterBox(rows: rows, width: width, baseline: baselineRow - first, symbols: symbols)
    }

    /// A row of `count` copies of a one-cell `character`: a rule, a bar, a stretched arrow's shaft.
    static func rule(_ character: Character, count: Int) -> CharacterBox {
        CharacterBox(drawing: String(repeating: character, count: max(0, count)), width: max(0, count))
    }

    /// `self` inside a frame of box-drawing lines with a cell of room either side, as
    /// `\boxed` draws a rule around its content.
    func framed() -> CharacterBox {
        let line = String(repeating: "─", count: width + 2)
        let rows = ["┌" + line + "┐"] + rows.map { "│ " + $0 + " │" } + ["└" + line + "┘"]
        return CharacterBox(rows: rows, width: width + 4, baseline: baseline + 1, symbols: symbols.map { $0.moved(rows: 1, columns: 2) })
    }

    /// The rows without the spaces that end them.
    var trimmedRows: [String] {
        rows.map { row in
            var row = Substring(row)
            while row.last == " " { row.removeLast() }
            return String(row)
        }
    }
}

extension MathDrawing.Symbol {
    /// The symbol `rows` lower and `columns` further right.
    func moved(rows: Int, columns: Int) -> MathDrawing.Symbol {
        MathDrawing.Symbol(text: text, row: row + rows, column: column + columns)
    }
}
