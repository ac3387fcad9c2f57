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

            var isMatrix: Bool {
                if case .matrix = self { true } else { false }
            }
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
        /// How many vertical rules an array's column specification puts at each column boundary
        /// (0 before the first column); empty when none.
        var verticalRules: [Int] = []

        /// The most `|` drawn at one column boundary: more are drawn as this many. Every row
        /// draws its boundaries' rules, so without a limit a specification of many `|` would
        /// cost its length for every row.
        static let maximumRulesBetweenColumns = 4

        /// The alignments and vertical rules an array's column specification (`{l|cr}`, as the
        /// parser keeps it, without braces) asks for: `rules[b]` is how many `|` are at column
        /// boundary `b` (0 before the first column; empty when there are none). Nothing when it has
        /// what this layout does not read (paragraph columns `p{…}`, repetition `*{…}`), whose
        /// columns are then centred and unruled.
        static func columns(of specification: String) -> (alignments: [Alignment], rules: [Int]) {
            guard !specification.contains(where: { "pmb*".contains($0) }) else { return ([], []) }
            var alignments: [Alignment] = [], rules: [Int] = []
            for character in specification {
                switch character {
                case "l": alignments.append(.left)
                case "c": alignments.append(.center)
                case "r": alignments.append(.right)
                case "|":
                    rules += repeatElement(0, count: max(0, alignments.count + 1 - rules.count))
                    rules[alignments.count] = min(rules[alignments.count] + 1, maximumRulesBetweenColumns)
                default: break
                }
            }
            return (alignments, rules)
        }

        /// amsmath's environments; anything else is set as a centred matrix. An array's
        /// alignments are its column specification's `l`, `c` and `r`.
        init(_ name: String, columnSpecification: String = "") {
            defer {
                let specified = Self.columns(of: columnSpecification)
                if !specified.alignments.isEmpty { alignments = specified.alignments }
                // LaTeX draws `|` between an array's columns; the others take no specification.
                if case .array = columns { verticalRules = specified.rules }
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

    /// LaTeX's `\arraycolsep`: the space either side of an array's column.
    static let arrayColumnSeparation = 5.0
    /// LaTeX's `\arrayrulewidth` (the thickness of `|` and `\hline`) and `\doublerulesep` (from
    /// one rule of `||` or `\hline\hline` to the next).
    static let arrayRuleWidth = 0.4, doubleRuleSeparation = 2.0

    /// The space at column boundary `boundary` (0 before the first column, `count` after the
    /// last) of a table of `count` columns: the `\tabskip` glue and the `@{…}` and
    /// `\arraycolsep` material of the columns on either side, split where an array's `|` goes:
    /// after the column on the left's material, before the one on the right's.
    static func columnSpace(_ columns: TableFormat.Columns, boundary: Int, count: Int) -> (beforeRules: Double, afterRules: Double) {
        switch columns {
        case .matrix: return (0, boundary == 0 || boundary == count ? 0 : 2 * arrayColumnSeparation)
        case .array: return (boundary == 0 ? 0 : arrayColumnSeparation, boundary == count ? 0 : arrayColumnSeparation)
        case .cases: return (0, boundary == 1 ? 10 : 0)
        case .pairs(let separation): return (0, boundary > 0 && boundary % 2 == 0 ? separation : 0)
        case .plain: return (0, 0)
        }
    }

    /// The space of a column's template on either side of its cell, which a `\cline` under the
    /// column spans with it (its `\omit` leaves out the cell's content, not the column's width):
    /// an array's `\arraycolsep`s (a matrix's outer ones too, which the matrix takes back), the
    /// quad after a `cases` condition's value. The space between an aligned pair and the next
    /// is `\tabskip` glue, in no cell.
    static func cellMargins(_ columns: TableFormat.Columns, column: Int) -> (leading: Double, trailing: Double) {
        switch columns {
        case .matrix, .array: return (arrayColumnSeparation, arrayColumnSeparation)
        case .cases: return (0, column == 0 ? 10 : 0)
        case .pairs, .plain: return (0, 0)
        }
    }

    /// LaTeX's `\baselineskip` at 10 pt, and the strut every array row has: 70% of it above the
    /// baseline, 30% below.
    static let baselineSkip = 12.0
    /// LaTeX's `\lineskip`: the least space between rows too tall for the baseline skip.
    static let lineSkip = 1.0

    /// A table: cells aligned in columns, rows at least a strut apart, the whole centred on the
    /// math axis, inside its delimiters; an array's `|` rules between columns and the `\hline`s
    /// and `\cline`s of any table between rows, as LaTeX draws them.
    func environment(_ name: String, rows: [[[TeXNode]]], columns: String = "", horizontalRules: [[TableRule]] = [],
                     style: MathStyle, alphabet: MathVariant) -> MathBox {
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
            spaces[columnCount].afterRules -= separation
        }
        // Where each column starts, and the centre of each `|` at each boundary: the rules of
        // `||` are `\doublerulesep` apart, and each rule juts half its thickness either side of
        // its place, taking no width (LaTeX's `\vline` between kerns of minus half of it).
        var columnStarts: [Double] = [], verticalRules: [[Double]] = []
        var x = 0.0
        for boundary in 0...columnCount {
            x += spaces[boundary].beforeRules
            let count = boundary < format.verticalRules.count ? format.verticalRules[boundary] : 0
            verticalRules.append((0..<count).map { x + Double($0) * Self.doubleRuleSeparation })
            x += Double(max(0, count - 1)) * Self.doubleRuleSeparation + spaces[boundary].afterRules
            if boundary < columnCount {
                columnStarts.append(x)
                x += columnWidths[boundary]
            }
        }
        var table = MathBox()
        table.width = x
        // An `\hline` spans the alignment, whose outer `\arraycolsep`s a matrix takes back.
        let matrixOverhang = format.columns.isMatrix ? Self.arrayColumnSeparation : 0
        let strutHeight = 0.7 * Self.baselineSkip * format.stretch, strutDepth = 0.3 * Self.baselineSkip * format.stretch
        let isScriptStack = name == "substack" || name == "subarray"
        // From the top of the table down; interline glue goes only between two rows (TeX puts
        // none after a rule), so the depth of the row before is nil after a rule.
        var y = 0.0
        var previousDepth: Double?
        func drawHorizontalRules(before rowIndex: Int) {
            guard rowIndex < horizontalRules.count else { return }
            var previous: TableRule?
            for rule in horizontalRules[rowIndex] {
                defer { previous = rule }
                switch rule {
                case .full:
                    // `\hline\hline`: `\doublerulesep` from one rule's top to the next one's.
                    if previous == .full { y -= Self.doubleRuleSeparation - Self.arrayRuleWidth }
                    y -= Self.arrayRuleWidth
                    table.place(.rule(width: table.width + 2 * matrixOverhang, height: Self.arrayRuleWidth, depth: 0), x: -matrixOverhang, y: y)
                    previousDepth = nil
                case .columns(let spanned):
                    // LaTeX's `\cline` is a row of its own, a rule `\arrayrulewidth` tall across
                    // the cells it spans, after which the table moves back up by as much: it
                    // hangs below what is above it and takes no room. A row still, it has
                    // interline glue before it, and after it a depth of 0.
                    guard spanned.lowerBound < columnCount else { continue }
                    let first = spanned.lowerBound, last = min(spanned.upperBound, columnCount - 1)
                    if let depth = previousDepth, format.rowGap > 0 {
                        let glue = Self.baselineSkip + format.rowGap - depth - Self.arrayRuleWidth
                        y -= glue >= format.rowGap ? glue : Self.lineSkip + format.rowGap
                    }
                    previousDepth = 0
                    let left = columnStarts[first] - Self.cellMargins(format.columns, column: first).leading
                    let right = columnStarts[last] + columnWidths[last] + Self.cellMargins(format.columns, column: last).trailing
                    table.place(.rule(width: right - left, height: Self.arrayRuleWidth, depth: 0), x: left, y: y - Self.arrayRuleWidth)
                }
            }
        }
        for (rowIndex, rowCells) in cells.enumerated() {
            drawHorizontalRules(before: rowIndex)
            let height = max(isScriptStack ? 0 : strutHeight, rowCells.map(\.height).max() ?? 0)
            let depth = max(isScriptStack ? 0 : strutDepth, rowCells.map(\.depth).max() ?? 0)
            if let previousDepth, format.rowGap > 0 {
                // TeX's interline glue: the baseline skip, unless that leaves less than the
                // line skip limit between the rows, then the line skip.
                let glue = Self.baselineSkip + format.rowGap - previousDepth - height
                y -= height + (glue >= format.rowGap ? glue : Self.lineSkip + format.rowGap)
            } else {
                y -= height
            }
            previousDepth = depth
            for (column, cell) in rowCells.enumerated() {
                let free = columnWidths[column] - cell.width
                let alignment = format.alignments[column % format.alignments.count]
                let offset = alignment == .left ? 0 : alignment == .right ? free : free / 2
                table.place(cell, x: columnStarts[column] + offset, y: y)
            }
            // A row has the rules of the columns it reaches: those before its first cell and
            // after each of its cells (each belongs to the template of the column on its left).
            for centre in verticalRules[...rowCells.count].joined() {
                table.place(.rule(width: Self.arrayRuleWidth, height: height, depth: depth), x: centre - Self.arrayRuleWidth / 2, y: y)
            }
            y -= depth
        }
        drawHorizontalRules(before: cells.count)
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
