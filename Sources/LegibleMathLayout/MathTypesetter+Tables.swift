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
            /// amsmath's `smallmatrix`: a `\thickspace` (5/18 em of the text font) between columns.
            case small

            var isMatrix: Bool {
                if case .matrix = self { true } else { false }
            }
        }

        var alignments: [Alignment] = [.center]
        var columns = Columns.matrix
        /// The style of the cells: text (arrays, matrices), display (amsmath's aligned
        /// environments), script (`smallmatrix`), or the style around them (`substack`).
        var cellStyle: CellStyle = .text
        var open: Unicode.Scalar?
        var close: Unicode.Scalar?
        /// TeX's interline glue between rows, in points of the 10 pt document: the baseline skip,
        /// the line skip when rows would come closer than the limit. amsmath's aligned
        /// environments add `\jot` to all three (`\openup`); nil for arrays and matrices, which
        /// stack their rows on their struts alone.
        var interline: (baselineSkip: Double, lineSkip: Double, limit: Double)?
        /// Whether every row has LaTeX's array strut (`smallmatrix` and `substack` have none).
        var hasStruts = true
        /// `\arraystretch`: cases stretch their rows by 1.2.
        var stretch = 1.0

        enum CellStyle { case text, display, script, surrounding }
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
            let name = name.hasSuffix("*") ? String(name.dropLast()) : name
            switch name {
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
                // mathtools' dcases is cases with each cell in display style.
                if name == "dcases" { cellStyle = .display }
            case "rcases", "drcases":
                close = "}"
                alignments = [.left]
                columns = .cases
                stretch = 1.2
                if name == "drcases" { cellStyle = .display }
            case "aligned", "align", "split", "eqnarray", "flalign":
                alignments = [.right, .left]
                columns = .pairs(separation: 10) // amsmath's \minalignsep
                (cellStyle, interline) = (.display, MathTypesetter.jotted)
            case "alignat", "alignedat":
                alignments = [.right, .left]
                columns = .pairs(separation: 0)
                (cellStyle, interline) = (.display, MathTypesetter.jotted)
            case "gathered", "gather", "multline", "equation":
                columns = .plain
                (cellStyle, interline) = (.display, MathTypesetter.jotted)
            case "substack", "subarray":
                columns = .plain
                (cellStyle, hasStruts) = (.surrounding, false)
            case "smallmatrix", "psmallmatrix", "bsmallmatrix", "Bsmallmatrix", "vsmallmatrix", "Vsmallmatrix":
                // amsmath's `\vcenter` of an `\ialign` with `\baselineskip6\ex@ \lineskip1.5\ex@
                // \lineskiplimit\lineskip`, cells in script style; mathtools' fenced forms put
                // `\left…\right` around it.
                columns = .small
                (cellStyle, hasStruts) = (.script, false)
                interline = (6 * MathTypesetter.amsEx, 1.5 * MathTypesetter.amsEx, 1.5 * MathTypesetter.amsEx)
                (open, close) = MathTypesetter.smallMatrixFences[name] ?? (nil, nil)
            case "array", "darray":
                columns = .array
            default: break
            }
        }
    }

    /// The interline glue of amsmath's aligned environments: LaTeX's baseline skip, line skip
    /// and 0 pt limit, each opened up by `\jot` (3 pt).
    static let jotted = (baselineSkip: baselineSkip + 3, lineSkip: lineSkip + 3, limit: 3.0)

    /// amsmath's `\ex@`, 0.2326 of the x-height of the 10 pt text font (Latin Modern Roman's
    /// 4.3055 pt): the unit of `smallmatrix`'s row spacing.
    static let amsEx = 1.0015

    /// mathtools' fenced small matrices.
    static let smallMatrixFences: [String: (Unicode.Scalar, Unicode.Scalar)] = [
        "psmallmatrix": ("(", ")"), "bsmallmatrix": ("[", "]"), "Bsmallmatrix": ("{", "}"),
        "vsmallmatrix": ("|", "|"), "Vsmallmatrix": ("\u{2016}", "\u{2016}"),
    ]

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
        case .small: return (0, boundary == 0 || boundary == count ? 0 : 10.0 * 5 / 18)
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
        case .pairs, .plain, .small: return (0, 0)
        }
    }

    /// LaTeX's `\baselineskip` at 10 pt, and the strut every array row has: 70% of it above the
    /// baseline, 30% below.
    static let baselineSkip = 12.0
    /// LaTeX's `\lineskip`: the least space between rows too tall for the baseline skip.
    static let lineSkip = 1.0

    /// A table: cells aligned in columns, rows at least a strut apart, the whole centred on the
    /// math axis, inside its delimiters; an array's `|` rules between columns and the `\hline`s
    /// and `\cline`s of any table between rows, as LaTeX draws them. LaTeX's lengths are the
    /// 10 pt document's, scaled to the text size (``points(_:)``).
    func environment(_ name: String, rows: [[[TeXNode]]], columns: String = "", horizontalRules: [[TableRule]] = [],
                     style: MathStyle, alphabet: Alphabet) -> MathBox {
        // TeX's `\\` outside an alignment is `\newline`, which puts only glue and penalties in
        // a formula: the rows are one list, spaced as if written together, with no italic
        // correction across the glue (an empty space stands for it).
        if name == TeXNode.newlineTableName {
            let nodes = rows.map { Array($0.joined()) }.joined(separator: [TeXNode.space(mu: 0)])
            return row(Array(nodes), style: style, alphabet: alphabet)
        }
        let format = TableFormat(name, columnSpecification: columns)
        let cellStyle: MathStyle
        switch format.cellStyle {
        case .text: cellStyle = .text
        case .display: cellStyle = .display
        case .script: cellStyle = MathStyle(forcedBy: .script)
        case .surrounding: cellStyle = style
        }
        let pt = points(1)
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
        let ruleWidth = Self.arrayRuleWidth * pt, ruleSeparation = Self.doubleRuleSeparation * pt
        // Where each column starts, and the centre of each `|` at each boundary: the rules of
        // `||` are `\doublerulesep` apart, and each rule juts half its thickness either side of
        // its place, taking no width (LaTeX's `\vline` between kerns of minus half of it).
        var columnStarts: [Double] = [], verticalRules: [[Double]] = []
        var x = 0.0
        for boundary in 0...columnCount {
            x += spaces[boundary].beforeRules * pt
            let count = boundary < format.verticalRules.count ? format.verticalRules[boundary] : 0
            verticalRules.append((0..<count).map { x + Double($0) * ruleSeparation })
            x += Double(max(0, count - 1)) * ruleSeparation + spaces[boundary].afterRules * pt
            if boundary < columnCount {
                columnStarts.append(x)
                x += columnWidths[boundary]
            }
        }
        var table = MathBox()
        table.width = x
        // An `\hline` spans the alignment, whose outer `\arraycolsep`s a matrix takes back.
        let matrixOverhang = format.columns.isMatrix ? Self.arrayColumnSeparation * pt : 0
        let strut = format.hasStruts ? (height: 0.7 * Self.baselineSkip * format.stretch * pt, depth: 0.3 * Self.baselineSkip * format.stretch * pt) : (height: 0, depth: 0)
        /// TeX's interline glue before a row `height` tall after one `depth` deep: the baseline
        /// skip, unless that leaves less than the line skip limit between them, then the line skip.
        func interlineGlue(after depth: Double, before height: Double) -> Double {
            guard let interline = format.interline else { return 0 }
            let glue = (interline.baselineSkip * pt - depth - height)
            return glue >= interline.limit * pt ? glue : interline.lineSkip * pt
        }
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
                    if previous == .full { y -= ruleSeparation - ruleWidth }
                    y -= ruleWidth
                    table.place(.rule(width: table.width + 2 * matrixOverhang, height: ruleWidth, depth: 0), x: -matrixOverhang, y: y)
                    previousDepth = nil
                case .columns(let spanned):
                    // LaTeX's `\cline` is a row of its own, a rule `\arrayrulewidth` tall across
                    // the cells it spans, after which the table moves back up by as much: it
                    // hangs below what is above it and takes no room. A row still, it has
                    // interline glue before it, and after it a depth of 0.
                    guard spanned.lowerBound < columnCount else { continue }
                    let first = spanned.lowerBound, last = min(spanned.upperBound, columnCount - 1)
                    if let depth = previousDepth { y -= interlineGlue(after: depth, before: ruleWidth) }
                    previousDepth = 0
                    let left = columnStarts[first] - Self.cellMargins(format.columns, column: first).leading * pt
                    let right = columnStarts[last] + columnWidths[last] + Self.cellMargins(format.columns, column: last).trailing * pt
                    table.place(.rule(width: right - left, height: ruleWidth, depth: 0), x: left, y: y - ruleWidth)
                }
            }
        }
        for (rowIndex, rowCells) in cells.enumerated() {
            drawHorizontalRules(before: rowIndex)
            let height = max(strut.height, rowCells.map(\.height).max() ?? 0)
            let depth = max(strut.depth, rowCells.map(\.depth).max() ?? 0)
            if let previousDepth { y -= interlineGlue(after: previousDepth, before: height) }
            y -= height
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
                table.place(.rule(width: ruleWidth, height: height, depth: depth), x: centre - ruleWidth / 2, y: y)
            }
            y -= depth
        }
        drawHorizontalRules(before: cells.count)
        table.depth = -y
        // \vcenter: the table's middle on the math axis.
        var centred = centredOnAxis(table, style: style)
        if case .small = format.columns {
            // `smallmatrix` is `\null\,\vcenter{…}\,`: a thin space either side.
            var spaced = MathBox.kern(3 * mu(style))
            spaced.append(centred)
            spaced.append(.kern(3 * mu(style)))
            centred = spaced
        }
        guard format.open != nil || format.close != nil else { return centred }
        let size = delimiterSize(enclosing: centred, style: style)
        var box = format.open.map { delimiter($0, size: size, style: style) } ?? .kern(Self.nullDelimiterSpace)
        box.append(centred)
        box.append(format.close.map { delimiter($0, size: size, style: style) } ?? .kern(Self.nullDelimiterSpace))
        return box
    }
}
