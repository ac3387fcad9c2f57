/// A rectangle of terminal cells with a baseline: the unit a formula's character drawing is
/// built from, as TeX builds a formula from boxes.
///
/// Every row is exactly ``width`` cells wide (padded with spaces), so boxes put side by side
/// or stacked line up whatever characters they hold; the cells a string takes come from the
/// caller's cell-width function (East Asian wide characters take two, combining marks none).
struct CharacterBox {
    /// The rows, top to bottom, each ``width`` cells wide.
    private(set) var rows: [String]
    /// Cells per row.
    private(set) var width: Int
    /// The row the text around the box sits on.
    private(set) var baseline: Int

    var height: Int { rows.count }
    /// Rows below the baseline.
    var depth: Int { rows.count - baseline - 1 }

    private init(rows: [String], width: Int, baseline: Int) {
        self.rows = rows
        self.width = width
        self.baseline = baseline
    }

    /// One row of text that takes `width` cells.
    init(_ text: String, width: Int) {
        self.init(rows: [text], width: width, baseline: 0)
    }

    /// A column of `rows` (one character each, one cell wide) with its baseline at `baseline`.
    static func column(_ rows: [String], baseline: Int) -> CharacterBox {
        CharacterBox(rows: rows, width: 1, baseline: baseline)
    }

    static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }

    /// Boxes side by side, their baselines on one row.
    static func beside(_ boxes: [CharacterBox]) -> CharacterBox {
        let ascent = boxes.map(\.baseline).max() ?? 0
        let depth = boxes.map(\.depth).max() ?? 0
        var rows = Array(repeating: "", count: ascent + depth + 1)
        for box in boxes {
            let top = ascent - box.baseline
            for row in rows.indices {
                let inside = row - top
                rows[row] += box.rows.indices.contains(inside) ? box.rows[inside] : spaces(box.width)
            }
        }
        return CharacterBox(rows: rows, width: boxes.reduce(0) { $0 + $1.width }, baseline: ascent)
    }

    /// Where a box goes across the width of a stack or a table column.
    enum Alignment {
        case left, center, right
    }

    /// `self` placed in `width` cells (at least its own) as `alignment` says.
    func aligned(_ alignment: Alignment, in width: Int) -> CharacterBox {
        let room = max(0, width - self.width)
        let before = switch alignment {
        case .left: 0
        case .center: room / 2
        case .right: room
        }
        return CharacterBox(rows: rows.map { Self.spaces(before) + $0 + Self.spaces(room - before) },
                            width: self.width + room, baseline: baseline)
    }

    /// `self` with `count` blank rows added above (negative: below).
    func padded(above: Int = 0, below: Int = 0) -> CharacterBox {
        let blank = Self.spaces(width)
        return CharacterBox(rows: Array(repeating: blank, count: above) + rows + Array(repeating: blank, count: below),
                            width: width, baseline: baseline + above)
    }

    /// Boxes stacked top to bottom, each centred (or aligned) in the widest one's width, the
    /// baseline on row `baseline` of the stack.
    static func stacked(_ boxes: [CharacterBox], alignment: Alignment = .center, baseline: Int) -> CharacterBox {
        let width = boxes.map(\.width).max() ?? 0
        let rows = boxes.flatMap { $0.aligned(alignment, in: width).rows }
        return CharacterBox(rows: rows, width: width, baseline: min(max(0, baseline), max(0, rows.count - 1)))
    }

    /// Boxes put at rows of their own (`top`, which may be negative), aligned in the widest
    /// one's width, blank rows between them; the baseline on `baselineRow`, counted from the
    /// same origin as the tops (the stack reaches it when no box does).
    static func placed(_ boxes: [(box: CharacterBox, top: Int)], alignment: Alignment = .left, baselineRow: Int) -> CharacterBox {
        let width = boxes.map(\.box.width).max() ?? 0
        let first = min(baselineRow, boxes.map(\.top).min() ?? baselineRow)
        let last = max(baselineRow, boxes.map { $0.top + $0.box.height - 1 }.max() ?? baselineRow)
        var rows = Array(repeating: spaces(width), count: last - first + 1)
        for (box, top) in boxes {
            for (offset, row) in box.aligned(alignment, in: width).rows.enumerated() { rows[top - first + offset] = row }
        }
        return CharacterBox(rows: rows, width: width, baseline: baselineRow - first)
    }

    /// A row of `count` copies of a one-cell `character`.
    static func rule(_ character: Character, count: Int) -> CharacterBox {
        CharacterBox(String(repeating: character, count: max(0, count)), width: max(0, count))
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
