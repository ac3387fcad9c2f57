/// The parser's position in the line being processed (CommonMark appendix, "Phase 1: block
/// structure"). Offsets are byte indices into the input; columns count tab stops.
struct LineState {
    var start = 0
    /// Index of the line ending, or the input's end for a last line without one.
    var end = 0
    var number = 0
    var offset = 0
    var column = 0
    /// A tab was only partly used up by indentation; the rest still counts as columns.
    var partiallyConsumedTab = false
    var firstNonspace = 0
    var firstNonspaceColumn = 0
    /// Columns of indentation from the current column to the first non-space character.
    var indent = 0
    var blank = false
    /// How many open blocks (from the document down) this line continued.
    var matchedDepth = 0
    /// Whether this line opened a block, which rules out lazy continuation.
    var startedNewBlock = false
    /// A thematic break scan that failed here need not be repeated from earlier on the line:
    /// without this, `- - - - … x` would rescan the line once per list marker.
    var thematicBreakKillPosition = 0
}

extension MarkdownParser {
    mutating func parseBlocks(root: Int32) {
        openBlocks = [root]
        nodes[Int(root)].set(RawNode.Flag.open)
        let count = input.count
        var position = skipFrontMatter()
        // While a stream's first fence may still be closed by text to come, no line is final.
        let mayBecomeFrontMatter = position == 0 && segment != nil && options.contains(.frontMatter) && FrontMatter.mayStillOpen(input)
        var lineEnds = LineEnds(of: input)
        while position < count {
            var end = lineEnds.end(from: position)
            lineStarts.append(Int32(position))
            if segment != nil {
                if position > 0 && openBlocks.count == 1 && !mayBecomeFrontMatter { segmentFacts.checkpoints.append(Int32(position)) }
                if end == count { segmentFacts.openAtEnd = Set(openBlocks.dropFirst()) }
            }
            processLine(start: position, end: end)
            if end < count {
                end += input[end] == ASCII.carriageReturn && end + 1 < count && input[end + 1] == ASCII.newline ? 2 : 1
            }
            position = end
        }
        if lineStarts.isEmpty || ASCII.isLineEnd(input[count - 1]) { lineStarts.append(Int32(count)) }
        if segment != nil { recordOpenAtEnd(count: count) }
        while let block = openBlocks.popLast() { closeBlock(block) }
    }

    /// Front matter is not Markdown: its lines are numbered but not parsed. Streamed, no
    /// checkpoint may fall inside what may still become front matter.
    private mutating func skipFrontMatter() -> Int {
        guard options.contains(.frontMatter), (segment?.sourceBase ?? 0) == 0 else { return 0 }
        guard let end = FrontMatter.end(in: input) else { return 0 }
        var position = 0
        while position < end {
            lineStarts.append(Int32(position))
            var lineEnd = position
            while lineEnd < end && !ASCII.isLineEnd(input[lineEnd]) { lineEnd += 1 }
            if lineEnd < end { lineEnd += input[lineEnd] == ASCII.carriageReturn && lineEnd + 1 < end && input[lineEnd + 1] == ASCII.newline ? 2 : 1 }
            position = lineEnd
        }
        return end
    }

    /// Records the blocks still open at the end of a segment. A table's rows are not blocks,
    /// but while its last line is unfinished, that row and its cells are still being written.
    private mutating func recordOpenAtEnd(count: Int) {
        segmentFacts.openAtEnd.formUnion(openBlocks.dropFirst())
        guard count > 0, !ASCII.isLineEnd(input[count - 1]), let table = openBlocks.last,
              nodes[Int(table)].kind == .table else { return }
        let row = nodes.lastChild(of: table)
        guard row != noNode else { return }
        segmentFacts.openAtEnd.insert(row)
        var cell = nodes[Int(row)].firstChild
        while cell != noNode {
            segmentFacts.openAtEnd.insert(cell)
            cell = nodes[Int(cell)].next
        }
    }

    /// The byte at `index` of the current line, or a newline past its end.
    @inline(__always) func peek(_ index: Int) -> UInt8 {
        index < line.end ? input[index] : ASCII.newline
    }

    private mutating func processLine(start: Int, end: Int) {
        line.start = start
        line.end = end
        line.number += 1
        line.offset = start
        line.column = 0
        line.partiallyConsumedTab = false
        line.firstNonspace = start
        line.firstNonspaceColumn = 0
        line.indent = 0
        line.blank = false
        line.startedNewBlock = false
        line.thematicBreakKillPosition = start

        // Step 1: which open blocks does this line continue?
        var depth = 1
        while depth < openBlocks.count {
            switch continuation(of: openBlocks[depth]) {
            case .matched:
                depth += 1
                continue
            case .failed:
                break
            case .closedByLine:
                closeBlocks(deeperThan: depth - 1)
                return
            }
            break
        }
        line.matchedDepth = depth
        let allMatched = depth == openBlocks.count

        // Step 2: does it open new blocks?
        var container = openBlocks[depth - 1]
        openNewBlocks(container: &container, allMatched: allMatched)

        // Step 3: add what remains of the line to the right block.
        addText(container: container)
    }

    private enum Continuation { case matched, failed, closedByLine }

    /// Whether the current line continues `block`, consuming the block's prefix if so
    /// (CommonMark sections 5.1 and 5.2, and each leaf block's own rule).
    private mutating func continuation(of block: Int32) -> Continuation {
        let raw = nodes[Int(block)]
        switch raw.kind {
        case .blockQuote where raw.has(RawNode.Flag.variant):
            // An admonition's body is indented as indented code is.
            return continueIndented() ? .matched : .failed
        case .blockQuote:
            findFirstNonspace()
            guard line.indent <= 3, peek(line.firstNonspace) == ASCII.greaterThan else { return .failed }
            advanceOffset(line.indent + 1, columns: true)
            if ASCII.isSpaceOrTab(peek(line.offset)) { advanceOffset(1, columns: true) }
            return .matched
        case .footnoteDefinition:
            return continueFootnoteDefinition(raw) ? .matched : .failed
        case .listItem:
            findFirstNonspace()
            let contentIndent = Int(raw.number)
            if line.indent >= contentIndent {
                advanceOffset(contentIndent, columns: true)
            } else if line.blank && raw.firstChild != noNode {
                advanceOffset(line.firstNonspace - line.offset, columns: false)
            } else {
                return .failed
            }
            return .matched
        case .codeBlock:
            if raw.has(RawNode.Flag.variant) {
                return continueFencedCode(raw)
            }
            return continueIndented() ? .matched : .failed
        case .htmlBlock:
            // Types 6 and 7 end at a blank line; the others end at their closing text.
            findFirstNonspace()
            return raw.small >= 6 && line.blank ? .failed : .matched
        case .mathBlock:
            if raw.has(RawNode.Flag.variant) { return continueFencedCode(raw) }
            if raw.small & MathSyntax.closedOnOpeningLine != 0 { return .failed }
            return continueMathBlock(block) ? .closedByLine : .matched
        case .paragraph:
            findFirstNonspace()
            return line.blank ? .failed : .matched
        case .heading:
            // A heading is one line long.
            return .failed
        case .table:
            findFirstNonspace()
            return continueTable() ? .matched : .failed
        default:
            // Lists continue as long as their items do, and a thematic break waits for the
            // next line's blocks to close it, as cmark does.
            return .matched
        }
    }

    /// A line continues indented code (or an admonition) when it is indented by four columns
    /// (a tab counts as four), which it loses, or blank; blank lines stay inside only while
    /// indented lines follow, since the next unindented line closes the block.
    private mutating func continueIndented() -> Bool {
        findFirstNonspace()
        if line.indent >= Self.codeIndent {
            advanceOffset(Self.codeIndent, columns: true)
        } else if line.blank {
            advanceOffset(line.firstNonspace - line.offset, columns: false)
        } else {
            return false
        }
        return true
    }

    private mutating func continueFencedCode(_ raw: RawNode) -> Continuation {
        findFirstNonspace()
        let fence = UInt8(truncatingIfNeeded: raw.small)
        if line.indent <= 3 && peek(line.firstNonspace) == fence,
           let length = currentLine.scanClosingFence(at: line.firstNonspace, character: fence), length >= openFenceLength {
            return .closedByLine
        }
        // Remove up to the fence's own indentation from content lines.
        var remaining = Int(raw.small >> 8)
        while remaining > 0 && ASCII.isSpaceOrTab(peek(line.offset)) {
            advanceOffset(1, columns: true)
            remaining -= 1
        }
        return .matched
    }

    /// Opens every block that starts on this line, innermost last (CommonMark 4 and 5).
    private mutating func openNewBlocks(container: inout Int32, allMatched: Bool) {
        var containerKind = nodes[Int(container)].kind
        var maybeLazy = nodes[Int(openBlocks[openBlocks.count - 1])].kind == .paragraph
        while containerKind != .codeBlock && containerKind != .htmlBlock && containerKind != .mathBlock {
            findFirstNonspace()
            let indented = line.indent >= Self.codeIndent
            let first = peek(line.firstNonspace)
            // Every block start below but a table's next row begins with punctuation, a digit or
            // a space; most lines begin with a letter, and skip the tests one by one.
            if !indented && containerKind != .table && (ASCII.isLetter(first) || first >= 0x80) { break }
            if !indented && first == ASCII.greaterThan {
                advanceOffset(line.firstNonspace + 1 - line.offset, columns: false)
                if ASCII.isSpaceOrTab(peek(line.offset)) { advanceOffset(1, columns: true) }
                container = openChild(.blockQuote, start: line.firstNonspace)
            } else if !indented && (first == ASCII.exclamation || first == ASCII.question) && containerKind != .paragraph
                        && options.contains(.admonitions) && line.indent == 0,
                      let marker = currentLine.scanAdmonitionStart(at: line.firstNonspace) {
                container = openAdmonition(marker)
            } else if !indented && first == ASCII.hash, let level = currentLine.scanATXHeadingStart(at: line.firstNonspace) {
                advanceOffset(line.firstNonspace + level - line.offset, columns: false)
                container = openChild(.heading, start: line.firstNonspace)
                nodes[Int(container)].small = UInt16(level)
            } else if !indented && (first == ASCII.backtick || first == ASCII.tilde),
                      let length = currentLine.scanOpeningFence(at: line.firstNonspace) {
                container = openFencedCode(fenceLength: length)
            } else if !indented && options.contains(.math) && (first == ASCII.dollar || first == ASCII.backslash),
                      let block = openMathBlock() {
                container = block
            } else if !indented && first == ASCII.lessThan,
                      let type = htmlBlockStart(at: line.firstNonspace, interruptingParagraph: containerKind == .paragraph) {
                container = openChild(.htmlBlock, start: line.firstNonspace)
                nodes[Int(container)].small = UInt16(type)
            } else if !indented && containerKind == .paragraph, let level = currentLine.scanSetextUnderline(at: line.firstNonspace) {
                // A paragraph made only of link reference definitions cannot become a heading.
                if resolveReferenceDefinitions(inOpenParagraph: container) {
                    nodes[Int(container)].kind = .heading
                    nodes[Int(container)].small = UInt16(level)
                    nodes[Int(container)].set(RawNode.Flag.variant)
                    nodes[Int(container)].end = Int32(line.end)
                    advanceOffset(line.end - line.offset, columns: false)
                }
            } else if !indented && !(containerKind == .paragraph && !allMatched)
                        && line.firstNonspace >= line.thematicBreakKillPosition
                        && scanThematicBreak(at: line.firstNonspace) {
                container = openChild(.thematicBreak, start: line.firstNonspace)
                advanceOffset(line.end - line.offset, columns: false)
            } else if !indented && options.contains(.footnotes) && first == ASCII.leftBracket,
                      let label = currentLine.scanFootnoteDefinitionStart(at: line.firstNonspace) {
                container = openFootnoteDefinition(label: label)
            } else if !indented, let marker = currentLine.scanListMarker(at: line.firstNonspace, interruptingParagraph: containerKind == .paragraph) {
                container = openListItem(marker, container: container, containerKind: containerKind)
            } else if indented && !maybeLazy && !line.blank {
                advanceOffset(Self.codeIndent, columns: true)
                container = openChild(.codeBlock, start: line.offset)
            } else if !indented && options.contains(.tables) && containerKind == .paragraph,
                      let table = openTable(paragraph: container) {
                container = table
                break
            } else if !indented && containerKind == .table {
                // No other block starts here, so the line is the table's next row.
                addTableRow(container)
                break
            } else {
                break
            }
            containerKind = nodes[Int(container)].kind
            if containerKind == .paragraph || containerKind == .heading || containerKind == .codeBlock { break }
            maybeLazy = false
        }
    }

    private mutating func openFencedCode(fenceLength: Int) -> Int32 {
        let fenceStart = line.firstNonspace
        let fence = input[fenceStart]
        let block = openChild(.codeBlock, start: fenceStart)
        nodes[Int(block)].set(RawNode.Flag.variant)
        // The fence character, and in the high byte its indentation (at most 3), which content
        // lines lose too.
        nodes[Int(block)].small = UInt16(fence) | UInt16(fenceStart - line.offset) << 8
        openFenceLength = fenceLength
        let info = currentLine.trimmedRange(fenceStart + fenceLength, line.end)
        let infoSlice = storeDecoded(info)
        if !infoSlice.isEmpty { secondaryText[block] = infoSlice }
        // A ```math fence is display math.
        if options.contains(.math) {
            let decodedInfo = infoSlice.isInSource ? Array(input[info]) : Array(text[Int(infoSlice.start)..<Int(infoSlice.end)])
            if decodedInfo.split(separator: ASCII.space).first.map(Array.init) == Array("math".utf8) { nodes[Int(block)].kind = .mathBlock }
        }
        nodes[Int(block)].text.start = Int32(text.count)
        advanceOffset(line.end - line.offset, columns: false)
        return block
    }

    private mutating func openListItem(_ marker: ListMarker, container: Int32, containerKind: MarkdownNode.Kind) -> Int32 {
        let markerOffset = line.indent
        let markerStart = line.firstNonspace
        advanceOffset(line.firstNonspace + marker.length - line.offset, columns: false)
        let saved = (line.offset, line.column, line.partiallyConsumedTab)
        var spaces = 0
        while spaces <= 5 && ASCII.isSpaceOrTab(peek(line.offset)) {
            advanceOffset(1, columns: true)
            spaces += 1
        }
        // Five or more spaces after the marker start indented code inside the item, and a blank
        // rest of line starts an empty item: either way the content starts one space in.
        let padding: Int
        if spaces >= 5 || spaces < 1 || ASCII.isLineEnd(peek(line.offset)) {
            padding = marker.length + 1
            (line.offset, line.column, line.partiallyConsumedTab) = saved
            if spaces > 0 { advanceOffset(1, columns: true) }
        } else {
            padding = marker.length + spaces
        }
        if containerKind != .list || !listMatches(container, marker) {
            let list = openChild(.list, start: markerStart)
            nodes[Int(list)].small = UInt16(marker.character)
            nodes[Int(list)].number = marker.start
            nodes[Int(list)].set(RawNode.Flag.ordered, marker.isOrdered)
        }
        let item = openChild(.listItem, start: markerStart)
        // An item's content indentation: continuation lines must be indented this far.
        nodes[Int(item)].number = Int32(markerOffset + padding)
        if options.contains(.taskLists) { markTaskItem(item) }
        return item
    }

    private func listMatches(_ list: Int32, _ marker: ListMarker) -> Bool {
        let raw = nodes[Int(list)]
        return raw.has(RawNode.Flag.ordered) == marker.isOrdered && raw.small == UInt16(marker.character)
    }

    /// Adds the rest of the line to the container, a lazy paragraph, or a new paragraph.
    private mutating func addText(container: Int32) {
        findFirstNonspace()
        let blank = line.blank
        let lineStart = line.start
        let end = Int32(line.end)
        let containerDepth = line.startedNewBlock ? openBlocks.count - 1 : line.matchedDepth - 1
        let ancestors = openBlocks
        // Every line marks its container and each container above it: through one unsafe buffer,
        // not a checked array write each (the open blocks are the arena's own indices).
        let kind = nodes.withUnsafeMutableBufferPointer { nodes in
            let raw = nodes[Int(container)]
            let kind = raw.kind
            let last = nodes.lastChild(of: container)
            if blank && last != noNode { nodes[Int(last)].set(RawNode.Flag.lastLineBlank) }
            // Block quote lines are never blank (they start with `>`), blank lines in fenced code
            // do not loosen a list, and an item that just started empty is not "followed" by a blank.
            let lastLineBlank = blank && kind != .blockQuote && kind != .heading && kind != .thematicBreak && kind != .table
                && !(kind == .codeBlock && raw.has(RawNode.Flag.variant)) && kind != .mathBlock
                && !(kind == .listItem && raw.firstChild == noNode && Int(raw.start) >= lineStart)
            nodes[Int(container)].set(RawNode.Flag.lastLineBlank, lastLineBlank)
            for depth in 0..<containerDepth {
                let ancestor = Int(ancestors[depth])
                nodes[ancestor].set(RawNode.Flag.lastLineBlank, false)
                if !blank { nodes[ancestor].end = end }
            }
            return kind
        }

        let tip = openBlocks[openBlocks.count - 1]
        if !line.startedNewBlock && tip != container && !line.blank && nodes[Int(tip)].kind == .paragraph {
            // A lazy continuation line: it continues the paragraph without its containers' markers.
            addLine(to: tip)
            return
        }
        // Tested here: most lines close nothing, and the call cost more than the test.
        if openBlocks.count > containerDepth + 1 { closeBlocks(deeperThan: containerDepth) }
        switch kind {
        case .codeBlock, .mathBlock:
            // The opening line of a fence holds the info string, and a math block's opening line
            // was read when it opened.
            if !(line.startedNewBlock && (nodes[Int(container)].has(RawNode.Flag.variant) || kind == .mathBlock)) {
                addLine(to: container)
            }
        case .htmlBlock:
            addLine(to: container)
            if htmlBlockEnds(type: Int(nodes[Int(container)].small), from: line.start, to: line.end) {
                closeBlock(openBlocks.removeLast())
            }
        case .heading where nodes[Int(container)].has(RawNode.Flag.variant), .table:
            // A setext underline is not content; a table row was added as the line was read.
            break
        case _ where line.blank:
            break
        case .heading:
            advanceOffset(line.firstNonspace - line.offset, columns: false)
            addLine(to: container, end: currentLine.contentEndBeforeClosingHashes(from: line.offset, to: line.end))
        case .paragraph:
            if line.firstNonspace > line.offset { advanceOffset(line.firstNonspace - line.offset, columns: false) }
            addLine(to: container)
        default:
            let paragraph = openChild(.paragraph, start: line.firstNonspace)
            advanceOffset(line.firstNonspace - line.offset, columns: false)
            addLine(to: paragraph)
        }
    }

    // MARK: Line position

    /// Finds the first non-space character from the current offset and the indentation before it.
    mutating func findFirstNonspace() {
        if line.firstNonspace <= line.offset {
            var position = line.offset
            var column = line.column
            var charsToTab = Self.tabStop - (column % Self.tabStop)
            while position < line.end {
                let byte = input[position]
                if byte == ASCII.space {
                    position += 1
                    column += 1
                    charsToTab -= 1
                    if charsToTab == 0 { charsToTab = Self.tabStop }
                } else if byte == ASCII.tab {
                    position += 1
                    column += charsToTab
                    charsToTab = Self.tabStop
                } else {
                    break
                }
            }
            line.firstNonspace = position
            line.firstNonspaceColumn = column
        }
        line.indent = line.firstNonspaceColumn - line.column
        line.blank = line.firstNonspace >= line.end
    }

    /// Moves forward `count` bytes, or `count` columns when `columns` is set, in which case a tab
    /// may be consumed only partly (CommonMark 2.2: tabs behave as if replaced by spaces).
    mutating func advanceOffset(_ count: Int, columns: Bool) {
        var count = count
        while count > 0 && line.offset < line.end {
            if input[line.offset] == ASCII.tab {
                let charsToTab = Self.tabStop - (line.column % Self.tabStop)
                if columns {
                    line.partiallyConsumedTab = charsToTab > count
                    let advance = min(count, charsToTab)
                    line.column += advance
                    line.offset += line.partiallyConsumedTab ? 0 : 1
                    count -= advance
                } else {
                    line.partiallyConsumedTab = false
                    line.column += charsToTab
                    line.offset += 1
                    count -= 1
                }
            } else {
                line.partiallyConsumedTab = false
                line.offset += 1
                line.column += 1
                count -= 1
            }
        }
    }

    // MARK: Blocks

    /// Copies the rest of the line (from the current offset) into a leaf's content.
    mutating func addLine(to block: Int32, end: Int? = nil) {
        if addLineInSource(to: block, end: max(line.offset, end ?? line.end)) { return }
        moveContentToArena(block)
        if line.partiallyConsumedTab {
            // The rest of a half-used tab becomes the spaces it stands for.
            let tab = line.offset
            line.offset += 1
            let spaces = Self.tabStop - (line.column % Self.tabStop)
            contentMap.append(ContentMap.Segment(arenaOffset: Int32(text.count), sourceOffset: Int32(tab), advances: false))
            text.append(contentsOf: repeatElement(ASCII.space, count: spaces))
        }
        let end = max(line.offset, end ?? line.end)
        contentMap.append(ContentMap.Segment(arenaOffset: Int32(text.count), sourceOffset: Int32(line.offset)))
        if end < input.count && input[end] == ASCII.newline {
            // The line's own newline ends it in the arena too: one copy, not two appends.
            text.append(contentsOf: UnsafeBufferPointer(rebasing: input[line.offset...end]))
        } else {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: input[line.offset..<end]))
            text.append(ASCII.newline)
            contentMap.endRun()
        }
        nodes[Int(block)].end = Int32(end)
    }

    /// Opens a block as the last child of the innermost open block that can hold it; the first
    /// block opened on a line first closes the open blocks the line did not continue.
    mutating func openChild(_ kind: MarkdownNode.Kind, start: Int) -> Int32 {
        if !line.startedNewBlock {
            closeBlocks(deeperThan: line.matchedDepth - 1)
            line.startedNewBlock = true
        }
        while !Self.canContain(nodes[Int(openBlocks[openBlocks.count - 1])].kind, kind) {
            closeBlock(openBlocks.removeLast())
        }
        let block = makeNode(kind, start: Int32(start), end: Int32(line.end))
        nodes[Int(block)].set(RawNode.Flag.open)
        // A leaf's content is whatever the arena receives from now until it closes.
        nodes[Int(block)].text.start = Int32(text.count)
        appendChild(block, to: openBlocks[openBlocks.count - 1])
        openBlocks.append(block)
        return block
    }

    // Static, taking the kind: a method on the parser, called from a mutating one, copies the
    // whole parser value (a retain and release of each of its buffers) on every call.
    private static func canContain(_ parent: MarkdownNode.Kind, _ child: MarkdownNode.Kind) -> Bool {
        switch parent {
        case .document, .blockQuote, .listItem, .footnoteDefinition:
            return child != .listItem && child != .tableRow && child != .tableCell
        case .list:
            return child == .listItem
        default:
            return false
        }
    }

    /// Closes the open blocks below depth `depth` of the open-block stack, innermost first.
    mutating func closeBlocks(deeperThan depth: Int) {
        while openBlocks.count > depth + 1 {
            closeBlock(openBlocks.removeLast())
        }
    }
}
