import LegibleMath
internal import LegibleMathLayout

extension CellTypesetter {
    /// How LaTeX sets an environment's columns, in cells.
    struct TableFormat {
        /// How the columns are spaced, as LaTeX builds them.
        enum Columns {
            /// amsmath's matrices: two cells between columns (`\arraycolsep` twice), none at the ends.
            case matrix
            /// LaTeX's `array`: a cell (`\arraycolsep`) either side of every column, ends included,
            /// the `|` rules between.
            case array
            /// amsmath's `cases`: a quad (two cells) between the value and its condition.
            case cases
            /// amsmath's aligned environments: right–left pairs that meet at their `&`, `cells`
            /// between one pair and the next.
            case pairs(separation: Int)
            /// Columns side by side with nothing between them (`gathered`, `substack`).
            case plain
        }

        var alignments: [CharacterBox.Alignment] = [.center]
        var columns = Columns.matrix
        /// The fences around the table (pmatrix's parentheses), nil for none.
        var fences: (open: String?, close: String?)?
        /// The style of the cells: display for amsmath's aligned environments, script for a
        /// `substack` and a `smallmatrix`, text for the others.
        var cellStyle: MathStyle = .text
        /// How many `|` an array's column specification puts at each column boundary (0 before
        /// the first column); empty when none.
        var verticalRules: [Int] = []

        var isPairs: Bool {
            if case .pairs = columns { true } else { false }
        }

        /// The format of the environment `name`; an array's alignments and rules come from its
        /// column specification (`{l|cr}`, as the parser keeps it). Anything unknown is a
        /// centred matrix.
        init(_ name: String, columnSpecification: String = "") {
            switch name.hasSuffix("*") ? String(name.dropLast()) : name {
            case "pmatrix": fences = ("(", ")")
            case "bmatrix": fences = ("[", "]")
            case "Bmatrix": fences = ("{", "}")
            case "vmatrix": fences = ("|", "|")
            case "Vmatrix": fences = ("‖", "‖")
            case "smallmatrix": cellStyle = .script
            case "cases", "dcases":
                fences = ("{", nil)
                alignments = [.left]
                columns = .cases
                if name.hasPrefix("d") { cellStyle = .display }
            case "rcases":
                fences = (nil, "}")
                alignments = [.left]
                columns = .cases
            case "aligned", "align", "split", "flalign":
                alignments = [.right, .left]
                columns = .pairs(separation: 2)
                cellStyle = .display
            case "alignat", "alignedat":
                alignments = [.right, .left]
                columns = .pairs(separation: 0)
                cellStyle = .display
            case "eqnarray":
                alignments = [.right, .center, .left]
                columns = .array
                cellStyle = .display
            case "gathered", "gather", "multline", "equation":
                columns = .plain
                cellStyle = .display
            case "substack", "subarray":
                columns = .plain
                cellStyle = .script
            case "array", "darray", "tabular":
                columns = .array
                if name == "darray" { cellStyle = .display }
                let specified = Self.columns(of: columnSpecification)
                if !specified.alignments.isEmpty { alignments = specified.alignments }
                verticalRules = specified.rules
            default: break
            }
        }

        /// The alignments and vertical rules a column specification asks for: `rules[b]` is
        /// how many `|` are at column boundary `b`. What is not a column (`@{…}`, `p{…}`,
        /// `*{…}`) gives nothing, and the columns are then centred and unruled.
        static func columns(of specification: String) -> (alignments: [CharacterBox.Alignment], rules: [Int]) {
            guard !specification.contains(where: { "pmb*@{".contains($0) }) else { return ([], []) }
            var alignments: [CharacterBox.Alignment] = [], rules: [Int] = []
            for character in specification {
                switch character {
                case "l": alignments.append(.left)
                case "c": alignments.append(.center)
                case "r": alignments.append(.right)
                case "|":
                    rules += repeatElement(0, count: max(0, alignments.count + 1 - rules.count))
                    rules[alignments.count] += 1
                default: break
                }
            }
            return (alignments, rules)
        }

        func alignment(ofColumn column: Int) -> CharacterBox.Alignment {
            if case .pairs = columns { return column % 2 == 0 ? .right : .left }
            return column < alignments.count ? alignments[column] : alignments.last ?? .center
        }

        /// The blank cells at column boundary `boundary` of `count` columns, before and after
        /// its rules.
        func space(atBoundary boundary: Int, of count: Int) -> (before: Int, after: Int) {
            switch columns {
            case .matrix: return (0, boundary == 0 || boundary == count ? 0 : 2)
            case .array: return (boundary == 0 ? 0 : 1, boundary == count ? 0 : 1)
            case .cases: return (0, boundary == 1 ? 2 : 0)
            case .pairs(let separation): return (0, boundary > 0 && boundary < count && boundary % 2 == 0 ? separation : 0)
            case .plain: return (0, 0)
            }
        }
    }

    /// An environment: a table of cells in columns, inside its fences.
    func environment(_ name: String, rows: [[[TeXNode]]], columns: String, horizontalRules: [[TableRule]],
                     style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        let format = TableFormat(name, columnSpecification: columns)
        let cellStyle = format.cellStyle == .script && style.isScript ? .scriptScript : format.cellStyle
        // amsmath starts each left-aligned cell of an aligned pair with `{}`, so `&=` is spaced
        // as a relation after something.
        let cells = rows.map { cells in
            cells.enumerated().map { column, cell in
                row(format.isPairs && column % 2 == 1 ? [.group([])] + cell : cell, style: cellStyle, alphabet: alphabet)
            }
        }
        let grid = table(cells, format: format, horizontalRules: horizontalRules)
        guard let fences = format.fences else { return grid }
        // A fenced table has a cell of room inside its fences.
        let padded = CharacterBox.beside(fences.open == nil ? [grid, .gap(1)] : fences.close == nil ? [.gap(1), grid] : [.gap(1), grid, .gap(1)])
        return fenced(padded, open: fences.open, close: fences.close)
    }

    /// A piece of a table's width: blank cells, the rules at a column boundary, or a column.
    private enum Segment {
        case blank(Int)
        case rules(Int)
        case column(Int)
    }

    /// Rows of cells in columns, as `format` aligns and spaces them, with blank rows between
    /// the rows when any is taller than one, the rules of an array drawn, the whole centred on
    /// its middle row as TeX centres a table on the math axis.
    func table(_ cells: [[CharacterBox]], format: TableFormat, horizontalRules: [[TableRule]]) -> CharacterBox {
        let count = cells.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: count)
        for row in cells {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.width) }
        }
        var segments: [Segment] = []
        var starts: [Int] = []
        var x = 0
        for boundary in 0...count {
            let space = format.space(atBoundary: boundary, of: count)
            let rules = boundary < format.verticalRules.count ? format.verticalRules[boundary] : 0
            if space.before > 0 { segments.append(.blank(space.before)) }
            if rules > 0 { segments.append(.rules(rules)) }
            if space.after > 0 { segments.append(.blank(space.after)) }
            x += space.before + (rules > 0 ? 1 : 0) + space.after
            if boundary < count {
                starts.append(x)
                segments.append(.column(boundary))
                x += widths[boundary]
            }
        }
        let width = x
        let spread = cells.contains { $0.contains { $0.height > 1 } }
        var rows: [CharacterBox] = []
        for (index, row) in cells.enumerated() {
            let rules = index < horizontalRules.count ? horizontalRules[index] : []
            if !rules.isEmpty {
                rows.append(ruleRow(rules, segments: segments, starts: starts, widths: widths, width: width, top: rows.isEmpty))
            } else if spread, index > 0 {
                rows.append(ruleRow([], segments: segments, starts: starts, widths: widths, width: width, top: false))
            }
            let ascent = row.map(\.baseline).max() ?? 0
            let depth = row.map(\.depth).max() ?? 0
            var parts: [CharacterBox] = []
            for segment in segments {
                switch segment {
                case .blank(let cells):
                    parts.append(.gap(cells))
                case .rules(let rules):
                    parts.append(.column(Array(repeating: rules > 1 ? "║" : "│", count: ascent + depth + 1), baseline: ascent))
                case .column(let column):
                    let cell = column < row.count ? row[column] : .empty
                    parts.append(cell.aligned(format.alignment(ofColumn: column), in: widths[column]))
                }
            }
            rows.append(CharacterBox.beside(parts).aligned(.left, in: width))
        }
        if cells.count < horizontalRules.count, !horizontalRules[cells.count].isEmpty {
            rows.append(ruleRow(horizontalRules[cells.count], segments: segments, starts: starts, widths: widths, width: width, top: false, bottom: true))
        }
        let height = rows.reduce(0) { $0 + $1.height }
        return CharacterBox.stacked(rows, alignment: .left, baseline: max(0, height - 1) / 2)
    }

    /// A row between two rows of a table: the `\hline`s (`─`, `═` for two) and `\cline`s
    /// across the columns they span, the `|` rules crossing it; blank without rules.
    private func ruleRow(_ rules: [TableRule], segments: [Segment], starts: [Int], widths: [Int], width: Int, top: Bool, bottom: Bool = false) -> CharacterBox {
        var line = Array(repeating: Character(" "), count: width)
        let full = rules.filter { $0 == .full }.count
        for rule in rules {
            let span: Range<Int>
            switch rule {
            case .full: span = 0..<width
            case .columns(let columns):
                guard columns.lowerBound < starts.count else { continue }
                let last = min(columns.upperBound, starts.count - 1)
                span = max(0, starts[columns.lowerBound] - 1)..<min(width, starts[last] + widths[last] + 1)
            }
            for x in span { line[x] = full > 1 ? "═" : "─" }
        }
        var x = 0
        for segment in segments {
            switch segment {
            case .blank(let cells): x += cells
            case .column(let column): x += widths[column]
            case .rules(let rules):
                let left = x > 0 && line[x - 1] != " ", right = x + 1 < width && line[x + 1] != " "
                line[x] = Self.junction(up: !top, down: !bottom, left: left, right: right, double: rules > 1)
                x += 1
            }
        }
        return CharacterBox(drawing: String(line), width: width)
    }

    /// The box-drawing character where a vertical rule (double for `||`) that goes `up` and
    /// `down` meets a horizontal one to its `left` and `right`.
    private static func junction(up: Bool, down: Bool, left: Bool, right: Bool, double: Bool) -> Character {
        switch (up, down, left, right) {
        case (_, _, false, false): double ? "║" : "│"
        case (false, true, false, true): double ? "╓" : "┌"
        case (false, true, true, false): double ? "╖" : "┐"
        case (true, false, false, true): double ? "╙" : "└"
        case (true, false, true, false): double ? "╜" : "┘"
        case (true, true, false, true): double ? "╟" : "├"
        case (true, true, true, false): double ? "╢" : "┤"
        case (false, true, true, true): double ? "╥" : "┬"
        case (true, false, true, true): double ? "╨" : "┴"
        default: double ? "╫" : "┼"
        }
    }
}
