/// Pipe tables (GFM 4.10): a paragraph's last line is the header row when the next line is a
/// delimiter row with as many cells; each following line that is not blank and starts no other
/// block is a body row.
enum TableSyntax {
    /// How a column's cells are aligned, from the colons of its delimiter cell.
    enum Alignment: UInt16 {
        case none, left, center, right
    }

    /// The cells of one row in `start..<end`: their content ranges, trimmed but still escaped, or
    /// `nil` when the line has no cell. Cells are separated by unescaped pipes; a leading and a
    /// trailing pipe are optional.
    static func cells(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Range<Int>]? {
        var position = start
        if position < end && bytes[position] == ASCII.pipe {
            position = skipSpaces(bytes, position + 1, end)
        }
        var cells: [Range<Int>] = []
        while position < end {
            var cellEnd = position
            while cellEnd < end && bytes[cellEnd] != ASCII.pipe {
                cellEnd += bytes[cellEnd] == ASCII.backslash && cellEnd + 1 < end && bytes[cellEnd + 1] == ASCII.pipe ? 2 : 1
            }
            let endsWithPipe = cellEnd < end
            if cellEnd > position || endsWithPipe {
                cells.append(trimmed(bytes, position, cellEnd))
            }
            guard endsWithPipe else { break }
            position = skipSpaces(bytes, cellEnd + 1, end)
        }
        return cells.isEmpty ? nil : cells
    }

    /// The column alignments of a delimiter row (cells of `-`s with optional colons), or `nil`.
    static func delimiterRow(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Alignment]? {
        // Cheap rejection first: a delimiter row holds only these characters.
        for index in start..<end {
            let byte = bytes[index]
            guard byte == ASCII.hyphen || byte == ASCII.colon || byte == ASCII.pipe || ASCII.isWhitespace(byte) else { return nil }
        }
        guard let cells = cells(bytes, from: start, to: end) else { return nil }
        var alignments: [Alignment] = []
        alignments.reserveCapacity(cells.count)
        for cell in cells {
            var first = cell.lowerBound
            var last = cell.upperBound - 1
            guard first <= last else { return nil }
            let leftColon = bytes[first] == ASCII.colon
            let rightColon = last > first && bytes[last] == ASCII.colon
            if leftColon { first += 1 }
            if rightColon { last -= 1 }
            guard first <= last else { return nil }
            for index in first...last where bytes[index] != ASCII.hyphen { return nil }
            alignments.append(leftColon && rightColon ? .center : leftColon ? .left : rightColon ? .right : .none)
        }
        return alignments
    }

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var position = start
        while position < end && ASCII.isWhitespace(bytes[position]) { position += 1 }
        return position
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int> {
        var start = start
        var end = end
        while start < end && ASCII.isWhitespace(bytes[start]) { start += 1 }
        while end > start && ASCII.isWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }
}

extension MarkdownParser {
    /// Turns the open paragraph's last line into a table header if the current line is a
    /// delimiter row with as many cells. Earlier lines stay a paragraph of their own.
    mutating func openTable(paragraph: Int32) -> Int32? {
        guard let alignments = TableSyntax.delimiterRow(input, from: line.firstNonspace, to: line.end) else { return nil }
        moveContentToArena(paragraph)
        let contentStart = Int(nodes[Int(paragraph)].text.start)
        let contentEnd = text.count - 1  // before the last line's newline
        var headerStart = contentEnd
        while headerStart > contentStart && text[headerStart - 1] != ASCII.newline { headerStart -= 1 }
        let headerCells = text.withUnsafeBufferPointer { TableSyntax.cells($0, from: headerStart, to: contentEnd) }
        guard let headerCells, headerCells.count == alignments.count else { return nil }

        // The paragraph gives up its last line, or disappears if that was all it had.
        openBlocks.removeLast()
        let headerSourceStart = contentMap.sourceOffset(ofArenaOffset: Int32(headerStart))
        if headerStart > contentStart && closeParagraph(paragraph, contentEnd: headerStart) {
            nodes[Int(paragraph)].end = contentMap.sourceOffset(ofArenaOffset: Int32(headerStart - 2)) + 1
        } else if headerStart == contentStart {
            unlink(paragraph)
        }

        let table = openChild(.table, start: Int(headerSourceStart))
        nodes[Int(table)].number = Int32(alignments.count)
        let header = makeNode(.tableRow, start: headerSourceStart, end: contentMap.sourceOffset(ofArenaOffset: Int32(contentEnd - 1)) + 1)
        nodes[Int(header)].set(RawNode.Flag.variant)
        appendChild(header, to: table)
        for (column, cell) in headerCells.enumerated() {
            addTableCell(to: header, alignment: alignments[column], copying: cell, fromArena: true)
        }
        // The delimiter row's alignments live on as each header cell's; body cells read them there.
        advanceOffset(line.end - line.offset, columns: false)
        return table
    }

    /// A table goes on while lines have cells (a blank line has none).
    func continueTable() -> Bool {
        TableSyntax.cells(input, from: line.firstNonspace, to: line.end) != nil
    }

    /// Adds the current line as a body row: missing cells are empty, extra cells are dropped.
    mutating func addTableRow(_ table: Int32) {
        guard let cells = TableSyntax.cells(input, from: line.firstNonspace, to: line.end) else { return }
        let row = makeNode(.tableRow, start: Int32(line.firstNonspace), end: Int32(line.end))
        appendChild(row, to: table)
        nodes[Int(table)].end = Int32(line.end)
        var headerCell = nodes[Int(nodes[Int(table)].firstChild)].firstChild
        for column in 0..<Int(nodes[Int(table)].number) {
            let alignment = TableSyntax.Alignment(rawValue: nodes[Int(headerCell)].small) ?? .none
            let cell = column < cells.count ? cells[column] : line.end..<line.end
            addTableCell(to: row, alignment: alignment, copying: cell, fromArena: false)
            headerCell = nodes[Int(headerCell)].next
        }
        advanceOffset(line.end - line.offset, columns: false)
    }

    /// Copies a cell's content into the text arena with `\|` turned into `|` (the pipes are
    /// table syntax, so they are unescaped before inline parsing, even inside code spans), and
    /// records where each copied run came from.
    private mutating func addTableCell(to row: Int32, alignment: TableSyntax.Alignment, copying range: Range<Int>, fromArena: Bool) {
        let sourceStart = fromArena ? contentMap.sourceOffset(ofArenaOffset: Int32(range.lowerBound)) : Int32(range.lowerBound)
        let cell = makeNode(.tableCell, start: sourceStart, end: sourceStart + Int32(range.count))
        nodes[Int(cell)].small = alignment.rawValue
        appendChild(cell, to: row)
        let contentStart = Int32(text.count)
        var runStart = range.lowerBound
        var index = range.lowerBound
        while index <= range.upperBound {
            let atEscapedPipe = index + 1 < range.upperBound && byte(index, fromArena) == ASCII.backslash
                && byte(index + 1, fromArena) == ASCII.pipe
            if index == range.upperBound || atEscapedPipe {
                let runSource = fromArena ? contentMap.sourceOffset(ofArenaOffset: Int32(runStart)) : Int32(runStart)
                contentMap.append(ContentMap.Segment(arenaOffset: Int32(text.count), sourceOffset: runSource))
                for offset in runStart..<index { text.append(byte(offset, fromArena)) }
                if atEscapedPipe {
                    runStart = index + 1
                    index += 2
                    continue
                }
            }
            index += 1
        }
        nodes[Int(cell)].text = TextSlice(start: contentStart, count: Int32(text.count) - contentStart)
    }

    private func byte(_ index: Int, _ fromArena: Bool) -> UInt8 {
        fromArena ? text[index] : input[index]
    }
}
