import LegibleAccessibility

/// Lays out one block of a styled document in cells: the blank rows before it, its containers'
/// markers and bars, and its content.
struct CellBlockLayouter {
    let measure: ClusterMeasure
    let block: StyledBlock
    var options: CellLayoutOptions { measure.options }
    var result = CellBlock()
    /// The next free row.
    var row = 0
    /// Where the block's content starts, after its containers' markers and bars.
    private(set) var contentColumn = 0
    /// The content's width.
    private(set) var contentWidth = 1
    private var prefix: [PrefixItem] = []
    /// The same block laid out before, of which the first `keptRows` rows of a table are kept
    /// (a table growing at the end of a stream); 0 lays out whole.
    var continued = CellBlock()
    var keptRows = 0
    /// The lines kept from ``continued`` (not laid out again).
    var keptLineCount = 0

    /// A marker or bar drawn before a block's rows for one of its containers.
    private struct PrefixItem {
        var column: Int
        var text: String
        var width: Int
        var role: CellDecoration.Role
        var element: ElementID
        /// Bars go on every row; markers on the first.
        var everyRow: Bool
        /// How many containers deep it is.
        var depth: Int
        /// What a bar shows on its block's first row instead (an alert's symbol).
        var firstRowText: String? = nil
    }

    init(measure: ClusterMeasure, block: StyledBlock) {
        self.measure = measure
        self.block = block
        result.element = block.id
        preparePrefix()
    }

    /// Lays out `block`, a table, keeping the drawing of its first `keptRows` rows from
    /// `continued`, its layout before it grew, when its columns stay as they were.
    init(measure: ClusterMeasure, block: StyledBlock, continuing continued: consuming CellBlock, keptRows: Int) {
        self.init(measure: measure, block: block)
        self.continued = continued
        self.keptRows = keptRows
    }

    /// Lays out the block, after `previous` (`nil` for the first block).
    mutating func layout(after previous: StyledBlock?) -> CellBlock {
        addGap(after: previous)
        let contentTop = row
        addAlertTitles()
        switch block.content {
        case .paragraph, .image:
            addLines(wrappedText(block.utf8Range, block.utf16Range, element: block.id, width: contentWidth), at: contentColumn)
        case .heading(let level):
            let lines = wrappedText(block.utf8Range, block.utf16Range, element: block.id, width: contentWidth)
            addLines(lines, at: contentColumn)
            if level <= 2 && options.drawing == .boxDrawing {
                let width = max(1, min(contentWidth, lines.map(textWidth).max() ?? 1))
                decorate(row: row, column: contentColumn, ClusterMeasure.repeated(level == 1 ? "═" : "─", count: width), width: width, .headingRule, block.id)
                row += 1
            }
        case .code(let code):
            addCode(code)
        case .table(let grid):
            addTable(grid)
        case .math(let math):
            addDisplayMath(math)
        case .thematicBreak:
            if options.drawing == .boxDrawing {
                decorate(row: row, column: contentColumn, ClusterMeasure.repeated("─", count: contentWidth), width: contentWidth, .rule, block.id)
            }
            addEmptyLine()
        case .emptyContainer:
            addEmptyLine()
        }
        drawPrefix(rows: contentTop..<row)
        result.height = row
        result.width = max(result.width, options.width)
        return result
    }

    // MARK: Containers

    /// The title of each alert this block opens ("Warning"), on a row of its own in the alert's
    /// color, beside its symbol: the kind is then read, not only shown by a symbol and a color.
    private mutating func addAlertTitles() {
        for container in block.openedContainers {
            guard let alert = container.alert, let title = container.title, !title.isEmpty else { continue }
            // A title wider than the content (a narrow screen, deep nesting) is cut to fit.
            var shown = "", width = 0
            for character in ClusterMeasure.printable(title) {
                let characterWidth = ClusterMeasure.width(of: String(character))
                guard width + characterWidth <= contentWidth else { break }
                shown.append(character)
                width += characterWidth
            }
            decorate(row: row, column: contentColumn, shown, width: width, .alert(alert), container.id)
            row += 1
        }
    }


    private mutating func preparePrefix() {
        let width = options.width
        let quoteIndent = max(2, Int(options.spacing.quoteIndent.rounded()))
        let listIndent = max(2, Int(options.spacing.listIndent.rounded()))
        // However deep the nesting, half the width (at least 8 cells) stays for the content;
        // markers and bars that would reach past that are not drawn.
        let limit = max(0, width - min(width, max(8, width / 2)))
        let opened = block.nesting.count - block.openedContainerCount
        var column = 0
        for (depth, container) in block.nesting.enumerated() {
            var item: PrefixItem?
            var advance = 0
            switch container.kind {
            case .blockQuote:
                advance = quoteIndent
                if let alert = container.alert {
                    // The symbol starts the alert (a marker, in plain drawing); its bar, in the
                    // same color, runs beside the rest.
                    let symbol = depth >= opened && ClusterMeasure.width(of: alert.symbol) == 1 ? alert.symbol : nil
                    if options.drawing == .boxDrawing {
                        item = PrefixItem(column: column, text: "│", width: 1, role: .alert(alert), element: container.id, everyRow: true, depth: depth,
                                          firstRowText: symbol)
                    } else if let symbol {
                        item = PrefixItem(column: column, text: symbol, width: 1, role: .alert(alert), element: container.id, everyRow: false, depth: depth)
                    }
                } else if options.drawing == .boxDrawing {
                    item = PrefixItem(column: column, text: "│", width: 1, role: .quoteBar, element: container.id, everyRow: true, depth: depth)
                }
            case .listItem(let marker):
                let text = markerText(marker)
                let textWidth = ClusterMeasure.width(of: text)
                advance = max(listIndent, textWidth + 1)
                if depth >= opened {
                    item = PrefixItem(column: column, text: text, width: textWidth, role: .listMarker, element: container.id, everyRow: false, depth: depth)
                }
            case .footnote(let number):
                let text = String(number) + "."
                advance = max(listIndent, text.count + 1)
                if depth >= opened {
                    item = PrefixItem(column: column, text: text, width: text.count, role: .footnoteMarker, element: container.id, everyRow: false, depth: depth)
                }
            case .list, .footnotes:
                break
            }
            guard column + advance <= limit else { break }
            if let item { prefix.append(item) }
            column += advance
        }
        contentColumn = column
        contentWidth = max(1, width - column)
    }

    private func markerText(_ marker: ListMarker) -> String {
        guard options.drawing == .plain else { return marker.text }
        switch marker.kind {
        case .bullet: return "-"
        case .number: return marker.text
        case .task(let state): return state == .checked ? "[x]" : "[ ]"
        }
    }

    /// The blank rows between the previous block and this one (none inside a tight list),
    /// with the bars of the quotes both are in, and the rule above the footnotes.
    private mutating func addGap(after previous: StyledBlock?) {
        guard let previous else { return }
        var common = 0
        while common < previous.nesting.count, common < block.nesting.count, previous.nesting[common] == block.nesting[common] { common += 1 }
        var isTight = false
        for container in block.nesting.prefix(common).reversed() {
            if case .list(_, _, let tight) = container.kind {
                isTight = tight
                break
            }
        }
        let innermost = common > 0 ? block.nesting[common - 1].kind : nil
        var inList = false
        if case .list? = innermost { inList = true }
        if case .listItem? = innermost { inList = true }
        let spacing = inList && isTight ? options.spacing.betweenTightItems : options.spacing.betweenBlocks
        let gap = max(0, Int(spacing.rounded()))
        for _ in 0..<gap {
            for item in prefix where item.everyRow && item.depth < common {
                decorate(row: row, column: item.column, item.text, width: item.width, item.role, item.element)
            }
            row += 1
        }
        if let footnotes = block.openedContainers.first(where: { $0.kind == .footnotes }), options.drawing == .boxDrawing {
            let width = min(options.width, 20)
            decorate(row: row, column: 0, ClusterMeasure.repeated("─", count: width), width: width, .rule, footnotes.id)
            row += 1
        }
    }

    private mutating func drawPrefix(rows: Range<Int>) {
        for current in rows {
            for item in prefix where item.everyRow || current == rows.lowerBound {
                let text = current == rows.lowerBound ? item.firstRowText ?? item.text : item.text
                decorate(row: current, column: item.column, text, width: item.width, item.role, item.element)
            }
        }
    }

    // MARK: Content

    mutating func decorate(row: Int, column: Int, _ text: String, width: Int, _ role: CellDecoration.Role, _ element: ElementID?) {
        result.append(CellDecoration(row: row, column: column, text: text, width: width, role: role, element: element))
    }

    /// Places lines laid out from row 0 and column 0 at the next free row and `column`.
    mutating func addLines(_ lines: [CellLine], at column: Int) {
        var height = 0
        for var line in lines {
            height = max(height, line.row + line.height)
            line.row += row
            line.column += column
            result.append(line)
        }
        row += height
    }

    private mutating func addEmptyLine() {
        result.append(CellLine(utf8Range: block.utf8Range.lowerBound..<block.utf8Range.lowerBound,
                                     utf16Range: block.utf16Range.lowerBound..<block.utf16Range.lowerBound,
                                     row: row, column: contentColumn, frameWidth: contentWidth, element: block.id))
        row += 1
    }

    /// The cells a laid-out line's text takes, without the spaces it ends with.
    func textWidth(_ line: CellLine) -> Int {
        if line.box != nil { return line.frameWidth }
        var width = 0
        var trailing = 0
        for cluster in measure.clusters(utf8Range: line.utf8Range, utf16Start: line.utf16Range.lowerBound, runs: block.runs) {
            width += cluster.width
            trailing = cluster.kind == .space || cluster.kind == .lineBreak ? trailing + cluster.width : 0
        }
        return width - trailing
    }

    /// The text of a range wrapped at `width`, as lines from row 0 and column 0 that belong to
    /// `element`.
    func wrappedText(_ utf8Range: Range<Int>, _ utf16Range: Range<Int>, element: ElementID, width: Int) -> [CellLine] {
        let clusters = measure.clusters(utf8Range: utf8Range, utf16Start: utf16Range.lowerBound, runs: block.runs)
        let text = measure.text
        let start = text.utf8.index(text.startIndex, offsetBy: utf8Range.lowerBound)
        let end = text.utf8.index(start, offsetBy: utf8Range.count)
        var lines: [CellLine] = []
        var row = 0
        for wrapped in LineWrapper.wrap(clusters, text: text[start..<end], utf8Base: utf8Range.lowerBound, width: width) {
            let range8: Range<Int>
            let range16: Range<Int>
            if let first = wrapped.clusters.first, let last = wrapped.clusters.last {
                range8 = clusters[first].utf8..<clusters[last].utf8 + clusters[last].utf8Count
                range16 = clusters[first].utf16..<clusters[last].utf16 + clusters[last].utf16Count
            } else {
                range8 = utf8Range.lowerBound..<utf8Range.lowerBound
                range16 = utf16Range.lowerBound..<utf16Range.lowerBound
            }
            var line = CellLine(utf8Range: range8, utf16Range: range16, row: row, column: 0, frameWidth: width, element: element)
            if wrapped.isBox, let first = wrapped.clusters.first {
                var rows = LineWrapper.rows(of: measure.shown(clusters[first], runs: block.runs), width: width, measure: measure)
                // Punctuation kept with the box ends its last row, or a row of its own.
                let after = wrapped.clusters.dropFirst().filter { clusters[$0].kind == .normal }.map { measure.shown(clusters[$0], runs: block.runs) }.joined()
                if !after.isEmpty {
                    if let last = rows.last, ClusterMeasure.width(of: last) + ClusterMeasure.width(of: after) <= width {
                        rows[rows.count - 1] = last + after
                    } else {
                        rows.append(after)
                    }
                }
                line.box = rows
                line.height = max(1, rows.count)
            }
            row += line.height
            lines.append(line)
        }
        return lines
    }

    /// A display formula: in Unicode with drawing characters, drawn in two dimensions (see
    /// ``MathDrawing``), broken into lines to fit the column where it is wider; what still does
    /// not fit is clipped at the edge with a marker or runs on to be scrolled, as code is, or
    /// where nothing scrolls (a pipe) the formula is its linear form, wrapped, as a last
    /// resort. Otherwise, and for a formula that cannot be read, the form the options ask
    /// for, wrapped.
    private mutating func addDisplayMath(_ math: MathAttachment) {
        let indent = min(2, contentWidth - 1)
        let width = contentWidth - indent
        var line = CellLine(utf8Range: block.utf8Range, utf16Range: block.utf16Range, row: 0, column: indent, frameWidth: width, element: block.id)
        if options.mathForm == .unicode, options.drawing == .boxDrawing,
           // A control in the formula's text is drawn as its picture, as everywhere else, so
           // it is measured as its picture too.
           let drawing = math.drawing(fitting: width, cellWidth: { ClusterMeasure.width(of: ControlPictures.replacing(in: $0)) }),
           drawing.width <= width || options.codeOverflow != .wrap {
            line.box = drawing.rows.map { ControlPictures.replacing(in: $0) }
            line.height = drawing.rows.count
            if drawing.width > width {
                if options.codeOverflow == .scroll {
                    line.frameWidth = drawing.width
                } else {
                    clipDrawing(&line, room: width, at: contentColumn + indent)
                }
            }
            addLines([line], at: contentColumn)
            return
        }
        let shown = String(measure.attachmentText(.math(math)).map { $0 == "\t" ? " " : $0 })
        let rows = LineWrapper.rows(of: shown, width: width, measure: measure)
        line.box = rows.isEmpty ? [""] : rows
        line.height = max(1, rows.count)
        addLines([line], at: contentColumn)
    }

    /// Cuts the rows of a drawing too wide for `room` cells one cell short of the edge, and
    /// marks the cut on every row that lost something, as a clipped code line is marked.
    private mutating func clipDrawing(_ line: inout CellLine, room: Int, at column: Int) {
        guard let rows = line.box else { return }
        line.box = rows.enumerated().map { offset, text in
            guard ClusterMeasure.width(of: text) > room else { return text }
            decorate(row: row + offset, column: column + room - 1, "›", width: 1, .clipMarker, block.id)
            return Self.prefix(of: text, cells: room - 1)
        }
    }

    /// The characters of `text` that fit in `cells`.
    private static func prefix(of text: String, cells: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            used += TextMeasure.cellWidth(of: text[index])
            if used > cells { break }
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// Lays out a code block: continuing the drawing of ``continued`` after its first
    /// ``keptRows`` lines when it can (the same block grown at the end of a stream, drawn with
    /// the same header and gutter), else whole.
    private mutating func addCode(_ code: CodeBlockAttachment) {
        if keptRows > 0, continueCode(code) { return }
        var progress = CellBlock.CodeProgress(top: row, language: code.language, gutter: codeGutter(lineCount: code.lines.count))
        addCodeHeader(code)
        addCodeLines(code, from: 0, progress: &progress)
        result.code = progress
    }

    /// Lays out the lines of `code` after the first ``keptRows`` (never the old last line, which
    /// gains its line break), keeping the drawing of those in ``continued``: `false` (nothing
    /// done) when the block must be laid out whole.
    private mutating func continueCode(_ code: CodeBlockAttachment) -> Bool {
        guard let old = continued.code, result.lines.isEmpty, result.decorations.isEmpty, old.top == row, old.language == code.language,
              old.gutter == codeGutter(lineCount: code.lines.count), case let kept = min(keptRows, old.ends.count - 1), kept > 0 else { return false }
        // Taken out of the old drawing, so that this copy alone holds its ends and they are cut in place.
        continued.code = nil
        var progress = consume old
        progress.ends.removeSubrange(kept...)
        keepContinued(upTo: progress.ends[kept - 1])
        addCodeLines(code, from: kept, progress: &progress)
        result.code = progress
        return true
    }

    /// Takes the drawing of ``continued`` as it was at `end` (a row or code line it keeps) and
    /// goes on from there.
    mutating func keepContinued(upTo end: CellBlock.RowEnd) {
        swap(&result, &continued)
        result.cut(backTo: end)
        row = end.row
        keptLineCount = end.lines
    }

    /// The gutter for line numbers: the widest number and a space, where that leaves the code
    /// 8 cells; 0 without numbers.
    private func codeGutter(lineCount: Int) -> Int {
        let digits = String(lineCount).count
        return options.codeLineNumbers && contentWidth - min(2, contentWidth - 1) - digits - 1 >= 8 ? digits + 1 : 0
    }

    /// The frame's top with the language's name, or the name as a label in plain drawing.
    private mutating func addCodeHeader(_ code: CodeBlockAttachment) {
        if options.drawing == .boxDrawing {
            var top = "┌"
            if let language = code.language, contentWidth >= 4 {
                let name = ClusterMeasure.printable(language)
                top += "─ "
                decorate(row: row, column: contentColumn, top, width: 3, .codeFrame, block.id)
                let room = max(0, contentWidth - 4)
                let shown = LineWrapper.rows(of: name, width: max(1, room), measure: measure).first ?? ""
                let shownWidth = ClusterMeasure.width(of: shown)
                decorate(row: row, column: contentColumn + 3, shown, width: shownWidth, .codeLanguage, block.id)
                let rest = contentWidth - 3 - shownWidth
                if rest > 0 {
                    decorate(row: row, column: contentColumn + 3 + shownWidth, " " + ClusterMeasure.repeated("─", count: rest - 1), width: rest, .codeFrame, block.id)
                }
            } else {
                top += ClusterMeasure.repeated("─", count: contentWidth - 1)
                decorate(row: row, column: contentColumn, top, width: contentWidth, .codeFrame, block.id)
            }
            row += 1
        } else if let language = code.language {
            let label = ClusterMeasure.printable(language) + ":"
            decorate(row: row, column: contentColumn, label, width: ClusterMeasure.width(of: label), .codeLanguage, block.id)
            row += 1
        }
    }

    /// The code's lines from `first`, each with its number, clip marker and frame, then the
    /// frame's bottom; records where each line's drawing ends.
    private mutating func addCodeLines(_ code: CodeBlockAttachment, from first: Int, progress: inout CellBlock.CodeProgress) {
        let framed = options.drawing == .boxDrawing
        let indent = min(2, contentWidth - 1)
        let gutter = progress.gutter
        let digits = String(code.lines.count).count
        let column = contentColumn + indent + gutter
        let room = contentWidth - indent - gutter
        for index in first..<code.lines.count {
            let codeLine = code.lines[index]
            // A line owns the line break that ends it, as in TextKit.
            let hasBreak = index + 1 < code.lines.count
            let range8 = codeLine.utf8Range.lowerBound..<codeLine.utf8Range.upperBound + (hasBreak ? 1 : 0)
            let range16 = codeLine.utf16Range.lowerBound..<codeLine.utf16Range.upperBound + (hasBreak ? 1 : 0)
            var line = CellLine(utf8Range: range8, utf16Range: range16, row: 0, column: column, frameWidth: room, element: block.id)
            line.expandsTabs = true
            let clusters = measure.clusters(utf8Range: range8, utf16Start: range16.lowerBound, runs: block.runs, expandsTabs: true)
            let width = clusters.reduce(0) { $0 + $1.width }
            var lines = [line]
            if options.codeOverflow == .wrap && width > room {
                lines = Self.wrapped(clusters, of: line, room: room, startingAt: 0)
            } else {
                switch options.codeOverflow {
                case .clip where width > room:
                    if framed {
                        lines[0].visibleWidth = max(0, room - 1)
                        decorate(row: row, column: column + room - 1, "›", width: 1, .clipMarker, block.id)
                    } else {
                        lines[0].visibleWidth = room
                    }
                case .scroll:
                    lines[0].frameWidth = max(room, width)
                default:
                    break
                }
            }
            if gutter > 0 {
                let number = String(index + 1)
                decorate(row: row, column: column - gutter, String(repeating: " ", count: digits - number.count) + number, width: digits, .codeLineNumber, block.id)
            }
            addCodeRows(lines, framed: framed)
            progress.ends.append(result.end(row: row))
        }
        if code.lines.isEmpty {
            addCodeRows([CellLine(utf8Range: block.utf8Range.lowerBound..<block.utf8Range.lowerBound,
                                  utf16Range: block.utf16Range.lowerBound..<block.utf16Range.lowerBound,
                                  row: 0, column: column, frameWidth: room, element: block.id)], framed: framed)
        }
        if framed {
            decorate(row: row, column: contentColumn, "└" + ClusterMeasure.repeated("─", count: contentWidth - 1), width: contentWidth, .codeFrame, block.id)
            row += 1
        }
    }

    /// Puts a code line's rows (laid out from row 0) at the next free row, with the frame's bar
    /// beside each.
    private mutating func addCodeRows(_ lines: [CellLine], framed: Bool) {
        for var line in lines {
            let offset = line.row
            line.row += row
            result.append(line)
            if framed { decorate(row: row + offset, column: contentColumn, "│", width: 1, .codeFrame, block.id) }
        }
        row += lines.count
    }

    /// A code line too wide for `room`, cut into lines of at most `room` cells between
    /// clusters, one row each from `firstRow` (``CellLayoutOptions/CodeOverflow/wrap``).
    private static func wrapped(_ clusters: [Cluster], of line: CellLine, room: Int, startingAt firstRow: Int) -> [CellLine] {
        var pieces: [CellLine] = []
        var start = 0
        var used = 0
        func cut(before end: Int) {
            var piece = line
            let from = clusters[start]
            let upTo8 = end < clusters.count ? clusters[end].utf8 : line.utf8Range.upperBound
            let upTo16 = end < clusters.count ? clusters[end].utf16 : line.utf16Range.upperBound
            piece.utf8Range = from.utf8..<upTo8
            piece.utf16Range = from.utf16..<upTo16
            piece.row = firstRow + pieces.count
            pieces.append(piece)
            start = end
            used = 0
        }
        for (index, cluster) in clusters.enumerated() {
            if used + cluster.width > room && index > start { cut(before: index) }
            used += cluster.width
        }
        if start < clusters.count { cut(before: clusters.count) }
        return pieces
    }
}
