/// What happens when a block closes (the spec appendix's "finalize"): leaf content is cut to its
/// final slice, definitions leave paragraphs, and lists learn whether they are tight.
extension MarkdownParser {
    mutating func closeBlock(_ block: Int32) {
        nodes[Int(block)].set(RawNode.Flag.open, false)
        let kind = nodes[Int(block)].kind
        switch kind {
        case .paragraph:
            // Only content that may start with link reference definitions is read now.
            if contentInSourceStartsWithDefinition(block) == false && finishContentInSource(block) { return }
            moveContentToArena(block)
            _ = closeParagraph(block, contentEnd: text.count)
            return
        case .heading:
            if options.contains(.headingIDs) { moveContentToArena(block) }
            if !finishContentInSource(block) { setContentSlice(block) }
            if options.contains(.headingIDs) { recognizeHeadingID(block) }
        case .htmlBlock, .mathBlock:
            if !finishContentInSource(block) { setContentSlice(block) }
        case .codeBlock:
            let isIndented = !nodes[Int(block)].has(RawNode.Flag.variant)
            // Indented code loses its trailing blank lines in the arena.
            if isIndented { moveContentToArena(block) }
            if !finishContentInSource(block) { setContentSlice(block) }
            if isIndented { removeTrailingBlankLines(block) }
        case .list:
            nodes[Int(block)].set(RawNode.Flag.variant, isTight(block))
        case .blockQuote where options.contains(.alerts) && !nodes[Int(block)].has(RawNode.Flag.variant):
            recognizeAlert(block)
        default:
            break
        }
        let last = nodes.lastChild(of: block)
        if last != noNode && nodes[Int(last)].end > nodes[Int(block)].end {
            nodes[Int(block)].end = nodes[Int(last)].end
        }
    }

    /// Closes a paragraph whose content ends at `contentEnd` of the arena, taking out its link
    /// reference definitions. Returns `false` if nothing else was left and it is gone.
    mutating func closeParagraph(_ paragraph: Int32, contentEnd: Int) -> Bool {
        nodes[Int(paragraph)].set(RawNode.Flag.open, false)
        guard resolveReferenceDefinitions(inOpenParagraph: paragraph, contentEnd: contentEnd) else {
            unlink(paragraph)
            return false
        }
        nodes[Int(paragraph)].text.count = Int32(contentEnd) - nodes[Int(paragraph)].text.start
        return true
    }

    private mutating func setContentSlice(_ block: Int32) {
        nodes[Int(block)].text.count = Int32(text.count) - nodes[Int(block)].text.start
    }

    /// Indented code ends at its last non-blank line (CommonMark 4.4).
    private mutating func removeTrailingBlankLines(_ block: Int32) {
        let slice = nodes[Int(block)].text
        var last = Int(slice.end) - 1
        while last >= Int(slice.start) && (ASCII.isSpaceOrTab(text[last]) || text[last] == ASCII.newline) { last -= 1 }
        guard last >= Int(slice.start) else {
            nodes[Int(block)].text.count = 0
            return
        }
        var lineEnd = last + 1
        while lineEnd < Int(slice.end) && text[lineEnd] != ASCII.newline { lineEnd += 1 }
        nodes[Int(block)].text.count = Int32(min(lineEnd + 1, Int(slice.end))) - slice.start
    }

    /// A list is loose if blank lines separate its items, or any two blocks directly inside one of
    /// its items (CommonMark 5.3).
    private mutating func isTight(_ list: Int32) -> Bool {
        var item = nodes[Int(list)].firstChild
        while item != noNode {
            let itemNode = nodes[Int(item)]
            if itemNode.has(RawNode.Flag.lastLineBlank) && itemNode.next != noNode { return false }
            var child = itemNode.firstChild
            while child != noNode {
                let childNode = nodes[Int(child)]
                if (itemNode.next != noNode || childNode.next != noNode) && endsWithBlankLine(child) {
                    return false
                }
                child = childNode.next
            }
            item = itemNode.next
        }
        return true
    }

    /// Whether a block's last line was blank, looking into the last item of nested lists.
    ///
    /// A block's `lastLineBlank` can still change after it closes (a following blank line marks
    /// it), but not once its parent has closed; this is only asked of the descendants of a list
    /// that is closing, so the answers are final and are remembered. That keeps deeply nested
    /// lists linear: no nesting chain is walked twice.
    private mutating func endsWithBlankLine(_ block: Int32) -> Bool {
        var chain: [Int32] = []
        var current = block
        var result = false
        while true {
            let raw = nodes[Int(current)]
            if raw.has(RawNode.Flag.endsWithBlankLineKnown) {
                result = raw.has(RawNode.Flag.endsWithBlankLine)
                break
            }
            chain.append(current)
            if raw.has(RawNode.Flag.lastLineBlank) {
                result = true
                break
            }
            let last = nodes.lastChild(of: current)
            guard (raw.kind == .list || raw.kind == .listItem) && last != noNode else { break }
            current = last
        }
        for node in chain {
            nodes[Int(node)].set(RawNode.Flag.endsWithBlankLineKnown)
            nodes[Int(node)].set(RawNode.Flag.endsWithBlankLine, result)
        }
        return result
    }
}
