/// The inline phase's state for the leaf being parsed (CommonMark appendix, "Phase 2: inline
/// structure").
struct InlineState {
    /// The buffer the subject is in: the block phase's text arena, or the source for content
    /// left there (see ``PendingSourceContent``). Subject offsets index it.
    var arena = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Whether the subject is in the source, where its offsets are source offsets.
    var inSource = false
    /// The block phase's text arena, frozen.
    var blockArena = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Text decoded in this phase; slices refer to it from offset `extraBase` on.
    var extra: [UInt8] = []
    var extraBase: Int32 = 0
    /// The paragraph, heading or table cell being parsed.
    var container: Int32 = noNode
    var start = 0
    var end = 0
    var position = 0
    /// The first arena index of the nodes made for this subject.
    var firstNode: Int32 = 0
    var delimiters: [Delimiter] = []
    var lastDelimiter: Int32 = noNode
    /// Where the search for an opener of each closer kind last failed (see `processEmphasis`).
    var openersBottom = [Int32](repeating: noNode, count: MarkdownParser.openersBottomBuckets)
    var brackets: [Bracket] = []
    /// Link openers below this bracket-stack depth are inactive: a link may not contain a link.
    /// One number instead of walking the stack keeps `[`s followed by many links linear.
    var linkOpenerFloor = 0
    var backticks = BacktickMemo()
    var html = HTMLScanMemo()
    var math = MathScanMemo()
    /// The first subject offset of a backtick run, `<`, `$` or `\(` left literal because nothing
    /// closes it yet: later text may still close it (see ``MarkdownSnapshot/unsettledOffset(in:)``).
    var firstUnclosed = Int.max
    /// The destination and title of each reference label resolved so far, stored once in the
    /// inline arena and shared by every use.
    var referenceTargets: [String: (destination: TextSlice, title: TextSlice)] = [:]
    /// The content segment where the last subject ended, where the next one's search starts.
    var contentSegmentHint = 0
    /// Whether a text node of this subject was appended right after another text node. Only then
    /// can `mergeAdjacentText` find anything to join: the nodes this phase removes from between
    /// others (delimiter runs, brackets, trailing spaces) are text themselves, so the text after
    /// one was appended right after a text node. Most subjects skip the pass.
    var mayHaveAdjacentText = false
    /// Whether a character reference of this subject was decoded to text holding an `@`: text
    /// gets one only from that or from the subject's bytes (see `linkEmailAddresses`).
    var decodedAt = false
}

extension RawNode.Flag {
    /// Text node: a delimiter run or bracket that the inline parser's stacks still refer to, so
    /// it must stay a node of its own until the stacks are done with it.
    static let stackHeld: UInt8 = 1 << 3
}

extension MarkdownParser {
    /// Parses the inline content of every paragraph, heading and table cell, in document order.
    mutating func parseAllInlines() {
        let blockCount = Int32(nodes.count)
        let frozen = text
        text = []
        // Offsets of either buffer a subject may be in are below this.
        inline.extraBase = Int32(max(frozen.count, input.count))
        frozen.withUnsafeBufferPointer { buffer in
            inline.blockArena = buffer
            // Blocks were made in source order, so arena order is document order.
            for index in 0..<blockCount {
                let raw = nodes[Int(index)]
                if raw.parent != noNode && (raw.kind == .paragraph || raw.kind == .heading || raw.kind == .tableCell) {
                    parseInlines(of: index)
                    // Its inlines hold what the document keeps of its content.
                    nodes[Int(index)].text = .empty
                } else if !raw.text.isEmpty {
                    // A block out of the tree keeps nothing (the document node has no literal).
                    nodes[Int(index)].text = raw.parent == noNode ? .empty : keepBlockText(raw.text)
                }
            }
            keepSecondaryText()
            inline.arena = UnsafeBufferPointer(start: nil, count: 0)
            inline.blockArena = inline.arena
        }
        text = consume frozen
    }

    private mutating func parseInlines(of block: Int32) {
        let slice = nodes[Int(block)].text
        inline.inSource = slice.isInSource
        inline.arena = slice.isInSource ? input : inline.blockArena
        let start = Int(slice.isInSource ? ~slice.start : slice.start)
        var end = start + Int(slice.count)
        // Trailing white space of the content is not part of it.
        while end > start && ASCII.isWhitespace(inline.arena[end - 1]) { end -= 1 }
        inline.container = block
        inline.start = start
        inline.end = end
        inline.position = start
        inline.firstNode = Int32(nodes.count)
        // Emptied only when not empty: `removeAll(keepingCapacity:)` is a call that replaces an
        // empty range even on an empty array, twice for each of the corpus's 75,785 subjects.
        if !inline.delimiters.isEmpty { inline.delimiters.removeAll(keepingCapacity: true) }
        inline.lastDelimiter = noNode
        if !inline.brackets.isEmpty { inline.brackets.removeAll(keepingCapacity: true) }
        inline.linkOpenerFloor = 0
        // A memo is filled only by a failed search, rare: a new one is an empty dictionary made
        // and the old one released, 40 instructions a subject.
        if inline.backticks.scannedToEnd { inline.backticks = BacktickMemo() }
        inline.html = HTMLScanMemo()
        inline.math = MathScanMemo()
        inline.firstUnclosed = .max
        inline.mayHaveAdjacentText = false
        inline.decodedAt = false
        while inline.position < end {
            parseNextInline()
        }
        processEmphasis(above: noNode)
        if segment != nil && segmentFacts.openAtEnd.contains(block) { recordUnsettledOffset(of: block) }
        mergeAdjacentText()
        if options.contains(.autolinks) { linkEmailAddresses() }
        mapInlinePositionsToSource()
    }

    private mutating func parseNextInline() {
        let byte = inline.arena[inline.position]
        guard specialBytes.contains(byte) else {
            scanText()
            return
        }
        switch byte {
        case ASCII.newline: handleNewline()
        case ASCII.backslash: handleBackslash()
        case ASCII.backtick: handleBackticks()
        case ASCII.ampersand: handleCharacterReference()
        case ASCII.lessThan: handleLessThan()
        case ASCII.asterisk, ASCII.underscore: handleDelimiterRun()
        case ASCII.leftBracket: openBracket(isImage: false, length: 1)
        case ASCII.exclamation:
            if byteAt(inline.position + 1) == ASCII.leftBracket {
                openBracket(isImage: true, length: 2)
            } else {
                appendLiteral(length: 1)
            }
        case ASCII.rightBracket: handleCloseBracket()
        case ASCII.tilde: handleTildes()
        case ASCII.dollar: handleDollar()
        // A `w` or `:` that starts no autolink (most: they are inside words) begins a run of
        // text, rather than being appended alone and the text after it again.
        case UInt8(ascii: "w"):
            if !handleWWWAutolink() { scanText() }
        case ASCII.colon:
            if !handleSchemeAutolink() { scanText() }
        default: scanText()
        }
    }

    /// The subject's byte at `index`, or 0 past its end.
    @inline(__always) func byteAt(_ index: Int) -> UInt8 {
        index < inline.end ? inline.arena[index] : 0
    }

    // MARK: Text

    /// Plain text up to the next byte that may start something else (at least one byte).
    private mutating func scanText() {
        let start = inline.position
        var position = specialBytes.firstIndex(in: inline.arena, from: start + 1, to: inline.end)
        while options.contains(.autolinks) && position < inline.end && startsNoBareLink(at: position) {
            position = specialBytes.firstIndex(in: inline.arena, from: position + 1, to: inline.end)
        }
        inline.position = position
        appendRawText(start, position)
    }

    /// The next `length` bytes as literal text.
    mutating func appendLiteral(length: Int) {
        let start = inline.position
        inline.position += length
        appendRawText(start, inline.position)
    }

    /// A text node for raw subject bytes, or the previous text node grown to include them.
    mutating func appendRawText(_ start: Int, _ end: Int) {
        let last = nodes.lastChild(of: inline.container)
        if last != noNode {
            let raw = nodes[Int(last)]
            if raw.kind == .text && !raw.has(RawNode.Flag.stackHeld) && raw.text.end == Int32(start) && raw.end == Int32(start) {
                nodes[Int(last)].text.count += Int32(end - start)
                nodes[Int(last)].end = Int32(end)
                return
            }
        }
        _ = appendTextNode(TextSlice(start: Int32(start), count: Int32(end - start)), from: start, to: end)
    }

    /// Appends a text node with the given content and source span (subject offsets).
    mutating func appendTextNode(_ slice: TextSlice, from start: Int, to end: Int) -> Int32 {
        let last = nodes.lastChild(of: inline.container)
        if last != noNode && nodes[Int(last)].kind == .text { inline.mayHaveAdjacentText = true }
        let node = makeNode(.text, start: Int32(start), end: Int32(end))
        nodes[Int(node)].text = slice
        appendChild(node, to: inline.container)
        return node
    }

    /// Appends an inline node of any kind spanning `start..<end` of the subject.
    mutating func appendInline(_ kind: MarkdownNode.Kind, from start: Int, to end: Int, text: TextSlice = .empty) -> Int32 {
        let node = makeNode(kind, start: Int32(start), end: Int32(end))
        nodes[Int(node)].text = text
        appendChild(node, to: inline.container)
        return node
    }

    /// Copies decoded bytes into the inline phase's arena and returns their slice.
    mutating func storeInline(_ bytes: some Collection<UInt8>) -> TextSlice {
        let start = inline.extraBase + Int32(inline.extra.count)
        inline.extra.append(contentsOf: bytes)
        return TextSlice(start: start, count: Int32(bytes.count))
    }

    /// Decodes escapes and references in `start..<end` of the subject into the inline arena, or
    /// refers to the subject itself when there is nothing to decode.
    mutating func storeInlineDecoded(_ start: Int, _ end: Int) -> TextSlice {
        if ByteSearch.firstIndex(of: ASCII.backslash, in: inline.arena, from: start, to: end) == end
            && ByteSearch.firstIndex(of: ASCII.ampersand, in: inline.arena, from: start, to: end) == end {
            return TextSlice(start: Int32(start), count: Int32(end - start))
        }
        let before = inline.extra.count
        CharacterReferences.appendDecoded(inline.arena, start, end, to: &inline.extra)
        return TextSlice(start: inline.extraBase + Int32(before), count: Int32(inline.extra.count - before))
    }

    // MARK: Line breaks, escapes, references

    /// A line ending: a hard break after two or more spaces, a soft break otherwise (6.7, 6.8).
    /// Spaces and tabs at the end of the line and the start of the next are not content.
    private mutating func handleNewline() {
        let newline = inline.position
        let last = nodes.lastChild(of: inline.container)
        if last != noNode && nodes[Int(last)].kind == .text && nodes[Int(last)].text.end == Int32(newline)
            && !nodes[Int(last)].has(RawNode.Flag.stackHeld) {
            var trimmed = newline
            let textStart = Int(nodes[Int(last)].text.start)
            while trimmed > textStart && ASCII.isSpaceOrTab(inline.arena[trimmed - 1]) { trimmed -= 1 }
            if trimmed == textStart {
                unlink(last)
            } else if trimmed < newline || nodes[Int(last)].end != Int32(newline) {
                // Most lines end with no space to trim: writing the node anyway cost two array
                // writes a line ending.
                nodes[Int(last)].text.count = Int32(trimmed - textStart)
                nodes[Int(last)].end = Int32(trimmed)
            }
        }
        let isHard = newline - 2 >= inline.start && inline.arena[newline - 1] == ASCII.space && inline.arena[newline - 2] == ASCII.space
        _ = appendInline(isHard ? .lineBreak : .softBreak, from: newline, to: newline + 1)
        inline.position = newline + 1
        skipLeadingSpaces()
    }

    private mutating func skipLeadingSpaces() {
        while inline.position < inline.end && ASCII.isSpaceOrTab(inline.arena[inline.position]) { inline.position += 1 }
    }

    /// A backslash escapes ASCII punctuation, makes a hard break before a line ending, and is
    /// literal otherwise (6.1).
    private mutating func handleBackslash() {
        if options.contains(.math) && handleBackslashMath() { return }
        let start = inline.position
        let next = byteAt(start + 1)
        if next == ASCII.newline {
            _ = appendInline(.lineBreak, from: start, to: start + 2)
            inline.position = start + 2
            skipLeadingSpaces()
        } else if ASCII.isPunctuation(next) {
            _ = appendTextNode(TextSlice(start: Int32(start + 1), count: 1), from: start, to: start + 2)
            inline.position = start + 2
        } else {
            appendLiteral(length: 1)
        }
    }

    /// `&name;`, `&#123;` or `&#x1F;`, decoded; a lone `&` is literal (2.5).
    private mutating func handleCharacterReference() {
        let start = inline.position
        let before = inline.extra.count
        if let next = CharacterReferences.decode(inline.arena, at: start, end: inline.end, into: &inline.extra) {
            let slice = TextSlice(start: inline.extraBase + Int32(before), count: Int32(inline.extra.count - before))
            if inline.extra[before...].contains(ASCII.at) { inline.decodedAt = true }
            _ = appendTextNode(slice, from: start, to: next)
            inline.position = next
        } else {
            appendLiteral(length: 1)
        }
    }

    /// Notes a literal opener that nothing closes yet, at subject offset `start`.
    mutating func noteUnclosed(at start: Int) {
        inline.firstUnclosed = min(inline.firstUnclosed, start)
    }

    // MARK: Finishing a subject

    /// For a block still being written in a streamed segment: where its text stops being final.
    /// That is the first opener noted as unclosed, or the first bracket or delimiter run the
    /// stacks left as text (still flagged and in the tree after emphasis is processed).
    private mutating func recordUnsettledOffset(of block: Int32) {
        var first = inline.firstUnclosed
        var index = inline.firstNode
        while index < Int32(nodes.count) {
            let raw = nodes[Int(index)]
            if raw.kind == .text && raw.has(RawNode.Flag.stackHeld) && raw.parent != noNode { first = min(first, Int(raw.start)) }
            index += 1
        }
        if first < inline.end { segmentFacts.unsettledOffsets[block] = sourceOffset(ofSubjectOffset: first) }
    }

    /// Joins runs of sibling text nodes into one node each, so the tree has one text node where
    /// the reader sees one run of text.
    private mutating func mergeAdjacentText() {
        guard inline.mayHaveAdjacentText else { return }
        var index = inline.firstNode
        let count = Int32(nodes.count)
        while index < count {
            defer { index += 1 }
            let raw = nodes[Int(index)]
            guard raw.kind == .text, raw.parent != noNode,
                  nodes[Int(raw.parent)].firstChild == index || nodes[Int(raw.previous)].kind != .text,
                  raw.next != noNode, nodes[Int(raw.next)].kind == .text else { continue }
            var slice = raw.text
            var end = raw.end
            var copied = false
            var next = raw.next
            while next != noNode && nodes[Int(next)].kind == .text {
                let other = nodes[Int(next)]
                if !copied && slice.end == other.text.start {
                    slice.count += other.text.count
                } else {
                    if !copied {
                        slice = copyToExtra(slice)
                        copied = true
                    }
                    slice.count += copyToExtra(other.text).count
                }
                end = other.end
                let after = other.next
                unlink(next)
                next = after
            }
            nodes[Int(index)].text = slice
            nodes[Int(index)].end = end
        }
    }

    /// For a subject in the source, whose offsets are source offsets already: its literals that
    /// are bytes of the subject refer to the source.
    private mutating func settleLiteralsInSource() {
        let extraBase = inline.extraBase
        let firstNode = Int(inline.firstNode)
        var hasLink = false
        nodes.withUnsafeMutableBufferPointer { nodes in
            guard firstNode < nodes.count else { return }
            for index in firstNode..<nodes.count {
                let kind = nodes[index].kind
                if kind == .text { nodes[index].set(RawNode.Flag.stackHeld, false) }
                if kind == .link || kind == .image { hasLink = true }
                let slice = nodes[index].text
                if slice.count > 0 && slice.start >= 0 && slice.start < extraBase { nodes[index].text = .source(slice.start, count: slice.count) }
            }
        }
        // Titles of links, the only second literals made from a subject.
        guard hasLink else { return }
        for index in Int32(firstNode)..<Int32(nodes.count) where nodes[Int(index)].kind == .link || nodes[Int(index)].kind == .image {
            if let title = secondaryText[index], title.count > 0, title.start >= 0, title.start < extraBase {
                secondaryText[index] = .source(title.start, count: title.count)
            }
        }
    }

    /// The source offset of a subject offset.
    func sourceOffset(ofSubjectOffset offset: Int) -> Int32 {
        inline.inSource ? Int32(offset) : contentMap.sourceOffset(ofArenaOffset: Int32(offset))
    }

    /// Appends a slice's bytes (from either part of the arena) to the inline arena.
    private mutating func copyToExtra(_ slice: TextSlice) -> TextSlice {
        let start = inline.extraBase + Int32(inline.extra.count)
        if slice.start < inline.extraBase {
            inline.extra.append(contentsOf: UnsafeBufferPointer(rebasing: inline.arena[Int(slice.start)..<Int(slice.end)]))
        } else {
            let from = Int(slice.start - inline.extraBase)
            for offset in from..<(from + Int(slice.count)) { inline.extra.append(inline.extra[offset]) }
        }
        return TextSlice(start: start, count: slice.count)
    }

    /// Turns the subject offsets of this subject's nodes into source offsets. Subjects come in
    /// arena order and a subject's nodes mostly in order too, so each offset's content segment
    /// is looked for first where the last one was found: a binary search for every offset was
    /// 5% of parsing the corpus.
    private mutating func mapInlinePositionsToSource() {
        if inline.inSource {
            settleLiteralsInSource()
            return
        }
        let first = contentMap.segmentIndex(containing: Int32(inline.start), near: inline.contentSegmentHint, in: 0..<contentMap.count)
        let last = contentMap.segmentIndex(containing: Int32(max(inline.start, inline.end - 1)), near: first, in: first..<contentMap.count)
        inline.contentSegmentHint = last
        let segments = first..<(last + 1)
        let contentMap = contentMap
        let firstNode = Int(inline.firstNode)
        // Through the buffer: an element of the array written in place is a uniqueness check
        // and a copy of the node each, for every inline node of the document.
        let arenaEnd = inline.extraBase
        var kept = KeptText(arena: inline.blockArena, extra: inline.extra, extraBase: inline.extraBase)
        inline.extra = []
        defer { inline.extra = kept.extra }
        nodes.withUnsafeMutableBufferPointer { nodes in
            // A subject with no nodes may come with an empty map (nothing to look up in it).
            guard firstNode < nodes.count else { return }
            if first == last {
                // One run maps the whole subject (a one-line paragraph, a heading, a cell, or
                // lines copied with nothing taken off): no run to look for, node by node.
                let segment = contentMap.segments[first]
                for index in firstNode..<nodes.count {
                    let raw = nodes[index]
                    let start = segment.sourceOffset(of: raw.start)
                    nodes[index].start = start
                    nodes[index].end = raw.end > raw.start ? segment.sourceOffset(of: raw.end - 1) + 1 : start
                    if raw.kind == .text { nodes[index].set(RawNode.Flag.stackHeld, false) }
                    // Literals in the arena are the source's bytes where their run advances.
                    let slice = raw.text
                    if slice.count > 0 && slice.start >= 0 && slice.start < arenaEnd {
                        nodes[index].text = segment.advances ? .source(segment.sourceOffset(of: slice.start), count: slice.count) : kept.keep(slice)
                    }
                }
                return
            }
            var hint = first
            for index in firstNode..<nodes.count {
                let raw = nodes[index]
                hint = contentMap.segmentIndex(containing: raw.start, near: hint, in: segments)
                let start = contentMap.sourceOffset(of: raw.start, segment: hint)
                var end = start
                if raw.end > raw.start {
                    hint = contentMap.segmentIndex(containing: raw.end - 1, near: hint, in: segments)
                    end = contentMap.sourceOffset(of: raw.end - 1, segment: hint) + 1
                }
                nodes[index].start = start
                nodes[index].end = end
                if raw.kind == .text { nodes[index].set(RawNode.Flag.stackHeld, false) }
                let slice = raw.text
                if slice.count > 0 && slice.start >= 0 && slice.start < arenaEnd {
                    // A literal within one advancing run is the source's bytes; one across runs
                    // (a code span or inline HTML over lines with a prefix taken off) is not.
                    let run = contentMap.segmentIndex(containing: slice.start, near: hint, in: segments)
                    let segment = contentMap.segments[run]
                    let isWithinRun = run + 1 == segments.upperBound || contentMap.segments[run + 1].arenaOffset >= slice.end
                    nodes[index].text = segment.advances && isWithinRun
                        ? .source(segment.sourceOffset(of: slice.start), count: slice.count) : kept.keep(slice)
                }
            }
        }
    }
}
