import LegibleMath

extension MathTypesetter {
    /// How an environment sets its cells: column alignments (repeating), the space between
    /// columns, the style of its cells, the delimiters around it, and its row spacing.
    struct TableFormat {
        enum Alignment { case left, center, right }
        /// How LaTeX builds the environment's columns, which decides the space around them.
        enum Columns {
            /// amsmath's matrices: an array with its outer `\arraycolsep`s taken back, so 10 pt
            /// between columns and none at the ends.
            case matrix
            /// LaTeX's `array`: `\arraycolsep` (5 pt) either side of every column, ends included.
            case array
            /// amsmath's `cases`, `@{}l@{\quad}l@{}`: the quad belongs to the first column and
            /// is there even when no row has a second.
            case cases
            /// amsmath's aligned environments: `\alignsep` (10 pt, 0 in `alignedat`) after every
            /// right–left pair, the last one included (see ``MathTypesetter/environment(_:rows:columns:style:alphabet:)``).
            case pairs(separation: Double)
            /// Columns set side by side with nothing between them (`gathered`, `substack`).
            case plain
        }

        var alignments: [Alignment] = [.center]
        var columns = Columns.matrix
        /// Whether the cells are in display style (amsmath's aligned environments) rather than text.
        var displayCells = false
        var open: Unicode.Scalar?
        var close: Unicode.Scalar?
        /// amsmath's `\jot`, which its aligned environments add to the baseline skip, the line
        /// skip and the line skip limit (`\openup`); arrays stack rows on their struts alone.
        var rowGap = 0.0
        /// `\arraystretch`: cases stretch their rows by 1.2.
        var stretch = 1.0

        /// The alignments an array's column specification (`{l|cr}`, as the parser keeps it,
        /// without braces) asks for; none when it has what this layout does not read
        /// (paragraph columns `p{…}`, repetition `*{…}`), whose columns are then centred.
        static func alignments(of columns: String) -> [Alignment] {
            guard !columns.contains(where: { "pmb*".contains($0) }) else { return [] }
            return columns.compactMap { character in
                switch character {
                case "l": return .left
                case "c": return .center
                case "r": return .right
                default: return nil
                }
            }
        }

        /// amsmath's environments; anything else is set as a centred matrix. An array's
        /// alignments are its column specification's `l`, `c` and `r`.
        init(_ name: String, columnSpecification: String = "") {
            defer {
                let specified = Self.alignments(of: columnSpecification)
                if !specified.isEmpty { alignments = specified }
            }
            switch name.hasSuffix("*") ? String(name.dropLast()) : name {
            case "pmatrix": (open, close) = ("(", ")")
            case "bmatrix": (open, close) = ("[", "]")
            case "Bmatrix": (open, close) = ("{", "}")
            case "vmatrix": (open, close) = ("|", "|")
            case "Vmatrix": (open, close) = ("\u{2016}", "\u{2016}")
            case "cases", "dcases":
                open = "{"
                alignments = [.left]
                columns = .cases
                stretch = 1.2
            case "rcases":
                close = "}"
                alignments = [.left]
                columns = .cases
                stretch = 1.2
            case "aligned", "align", "split", "eqnarray", "flalign":
                alignments = [.right, .left]
                columns = .pairs(separation: 10) // amsmath's \minalignsep
                displayCells = true
                rowGap = 3
            case "alignat", "alignedat":
                alignments = [.right, .left]
                columns = .pairs(separation: 0)
                displayCells = true
                rowGap = 3
            case "gathered", "gather", "multline", "equation":
                columns = .plain
                displayCells = true
                rowGap = 3
            case "substack", "subarray":
                columns = .plain
            case "array", "darray":
                columns = .array
            default: break
            }
        }
    }

    /// The space at column boundary `boundary` (0 before the first column, `count` after the
    /// last) of a table of `count` columns: the `\tabskip` glue and the `@{…}` and
    /// `\arraycolsep` material of the columns on either side.
    static func columnSpace(_ columns: TableFormat.Columns, boundary: Int, count: Int) -> Double {
        switch columns {
        case .matrix: return boundary == 0 || boundary == count ? 0 : 10
        case .array: return boundary == 0 || boundary == count ? 5 : 10
        case .cases: return boundary == 1 ? 10 : 0
        case .pairs(let separation): return boundary > 0 && boundary % 2 == 0 ? separation : 0
        case .plain: return 0
        }
    }

    /// LaTeX's `\baselineskip` at 10 pt, and the strut every array row has: 70% of it above the
    /// baseline, 30% below.
    static let baselineSkip = 12.0
    /// LaTeX's `\lineskip`: the least space between rows too tall for the baseline skip.
    static let lineSkip = 1.0

    /// A table: cells aligned in columns, rows at least a strut apart, the whole centred on the
    /// math axis, inside its delimiters.
    func environment(_ name: String, rows: [[[TeXNode]]], columns: String = "", style: MathStyle, alphabet: MathVariant) -> MathBox {
        let format = TableFormat(name, columnSpecification: columns)
        let cellStyle: MathStyle = format.displayCells ? .display : (name == "substack" || name == "subarray" ? style : .text)
        // amsmath starts each left-aligned cell of an aligned pair with `{}`, so `&=` is spaced
        // as a relation after something.
        let pairs = format.alignments == [.right, .left]
        let cells = rows.map { cells in
            cells.enumerated().map { column, cell in
                row(pairs && column % 2 == 1 ? [.group([])] + cell : cell, style: cellStyle, alphabet: alphabet)
            }
        }
        let columnCount = cells.map(\.count).max() ?? 0
        var columnWidths = [Double](repeating: 0, count: columnCount)
        for rowCells in cells { for (column, cell) in rowCells.enumerated() { columnWidths[column] = max(columnWidths[column], cell.width) } }
        var spaces = (0...columnCount).map { Self.columnSpace(format.columns, boundary: $0, count: columnCount) }
        // amsmath ends every row but the last that closes a pair with `&\kern-\alignsep`: an
        // extra column that takes back the separation after the last pair, unless another
        // row's cell makes that column wider.
        if case .pairs(let separation) = format.columns, columnCount % 2 == 0,
           cells.dropLast().contains(where: { $0.count == columnCount }) {
            spaces[columnCount] -= separation
        }
        let strutHeight = 0.7 * Self.baselineSkip * format.stretch, strutDepth = 0.3 * Self.baselineSkip * format.stretch
        let isScriptStack = name == "substack" || name == "subarray"
        var table = MathBox()
        var y = 0.0
        var previousDepth = 0.0
        for (rowIndex, rowCells) in cells.enumerated() {
            let height = max(isScriptStack ? 0 : strutHeight, rowCells.map(\.height).max() ?? 0)
            let depth = max(isScriptStack ? 0 : strutDepth, rowCells.map(\.depth).max() ?? 0)
            if rowIndex == 0 {
                table.height = height
            } else if format.rowGap > 0 {
                // TeX's interline glue: the baseline skip, unless that leaves less than the
                // line skip limit between the rows, then the line skip.
                let glue = Self.baselineSkip + format.rowGap - previousDepth - height
                y -= height + (glue >= format.rowGap ? glue : Self.lineSkip + format.rowGap)
            } else {
                y -= height
            }
            previousDepth = depth
            var x = spaces[0]
            for (column, cell) in rowCells.enumerated() {
                let free = columnWidths[column] - cell.width
                let alignment = format.alignments[column % format.alignments.count]
                let offset = alignment == .left ? 0 : alignment == .right ? free : free / 2
                table.place(cell, x: x + offset, y: y)
                x += columnWidths[column] + spaces[column + 1]
            }
            y -= depth
        }
        table.width = columnWidths.reduce(0, +) + spaces.reduce(0, +)
        table.depth = -y
        // \vcenter: the table's middle on the math axis.
        let centred = centredOnAxis(table, style: style)
        guard format.open != nil || format.close != nil else { return centred }
        let size = delimiterSize(enclosing: centred, style: style)
        var box = format.open.map { delimiter($0, size: size, style: style) } ?? .kern(Self.nullDelimiterSpace)
        box.append(centred)
        box.append(format.close.map { delimiter($0, size: size, style: style) } ?? .kern(Self.nullDelimiterSpace))
        return box
    }
}
