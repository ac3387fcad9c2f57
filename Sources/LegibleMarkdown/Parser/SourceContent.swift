/// A leaf's content left in the source while its lines follow each other there.
///
/// The block phase copies a leaf's lines into the text arena, with the prefixes of its
/// containers taken off, so that the inline phase reads a paragraph as one run and a code
/// block's literal is one slice. Most leaves need no copy: a one-line list item, or lines at
/// the top level with nothing taken off (most fenced code), are a run of the source already.
/// Their content stays there until a line breaks the run (it is then copied and the rest added
/// as before), and a paragraph's inlines are parsed from the source. For the largest corpus
/// file that leaves the arena nearly empty.
struct PendingSourceContent {
    /// The open leaf whose content this is.
    var block: Int32
    /// Its content: `input[start..<end]`, every line but the last with its newline.
    var start: Int
    var end: Int
    /// Whether the last line ended with its newline, so that a line after it can continue the run.
    var endsWithNewline: Bool
}

extension MarkdownParser {
    /// Adds the rest of the line to a leaf's content in the source, if it continues the run
    /// there. Returns `false` when the line must be copied to the arena.
    mutating func addLineInSource(to block: Int32, end: Int) -> Bool {
        guard !line.partiallyConsumedTab else { return false }
        let endsWithNewline = end < input.count && input[end] == ASCII.newline
        if var pending = pendingSource, pending.block == block {
            guard pending.endsWithNewline, pending.end == line.offset else { return false }
            pending.end = endsWithNewline ? end + 1 : end
            pending.endsWithNewline = endsWithNewline
            pendingSource = pending
        } else {
            // Only a block with nothing in the arena yet starts a run. (One leaf is open at a
            // time, so a run of another block has been finished; should it not have been,
            // its content is finished here rather than lost.)
            if let other = pendingSource?.block { _ = finishContentInSource(other) }
            guard nodes[Int(block)].text.start == Int32(text.count) else { return false }
            pendingSource = PendingSourceContent(block: block, start: line.offset, end: endsWithNewline ? end + 1 : end,
                                                 endsWithNewline: endsWithNewline)
        }
        nodes[Int(block)].end = Int32(end)
        return true
    }

    /// Copies a block's content from the source into the arena, as `addLine` would have: for
    /// the open block whose lines are still a run of the source, or a closed one whose content
    /// was left there. Called before anything in the block phase reads the content.
    mutating func moveContentToArena(_ block: Int32) {
        let start: Int
        let count: Int
        var endsWithNewline = true
        if let pending = pendingSource, pending.block == block {
            (start, count, endsWithNewline) = (pending.start, pending.end - pending.start, pending.endsWithNewline)
            pendingSource = nil
        } else if nodes[Int(block)].text.isInSource {
            (start, count) = (Int(~nodes[Int(block)].text.start), Int(nodes[Int(block)].text.count))
        } else {
            return
        }
        let arenaStart = Int32(text.count)
        contentMap.append(ContentMap.Segment(arenaOffset: arenaStart, sourceOffset: Int32(start)))
        text.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<(start + count)]))
        if !endsWithNewline {
            text.append(ASCII.newline)
            contentMap.endRun()
        }
        let isOpen = nodes[Int(block)].has(RawNode.Flag.open)
        nodes[Int(block)].text = TextSlice(start: arenaStart, count: isOpen ? 0 : Int32(count))
    }

    /// Finishes a closing block's content left in the source: its slice refers to the source.
    /// Returns `false` if the block's content is not there.
    mutating func finishContentInSource(_ block: Int32) -> Bool {
        guard let pending = pendingSource, pending.block == block else { return false }
        let kind = nodes[Int(block)].kind
        if !pending.endsWithNewline && kind != .paragraph && kind != .heading {
            // A literal's every line ends with a newline, which this last one lacks in the
            // source (a math block's closing line, the end of the input). Inlines do not see
            // the end of a paragraph's or heading's content.
            moveContentToArena(block)
            return false
        }
        pendingSource = nil
        nodes[Int(block)].text = .source(Int32(pending.start), count: Int32(pending.end - pending.start))
        return true
    }

    /// Whether an open paragraph's content left in the source starts with a link reference
    /// definition, which the block phase takes out of it in the arena; `nil` if its content is
    /// not in the source. (Most paragraphs that start with `[` start with a link instead.)
    func contentInSourceStartsWithDefinition(_ paragraph: Int32) -> Bool? {
        guard let pending = pendingSource, pending.block == paragraph else { return nil }
        return pending.end > pending.start && input[pending.start] == ASCII.leftBracket
            && Self.scanReferenceDefinition(input, at: pending.start, end: pending.end) != nil
    }
}
