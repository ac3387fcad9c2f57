/// A stream's tail whose last block grows a line at a time, as a language model writes a long
/// table or code block: the tail is not parsed again at each append; the lines that arrived are
/// parsed alone and added to the tree, so an append costs what it brought, not the block.
///
/// It holds for a table or a fenced code block (fence not indented) at the top level, the last
/// block of the tail and the only one open. Each new line is parsed by the parser itself, after
/// the lines that make its context (the table's header and delimiter rows, or the code fence),
/// so it is read exactly as in a parse of the whole tail: a row, a line of code, or something
/// that ends the block. A complete row or line of code is added to the shared buffers
/// (``GrownTree``); the unfinished last line is parsed again at every append and kept apart,
/// as the tree of that moment only. A complete line that is not a row (a blank line, a list
/// item) or a closing fence ends the growth: the stream parses the tail again, once.
///
/// Why a line parsed alone reads as in the whole tail: below a top-level table or code fence
/// nothing is open, so the parser's state at the start of a line is the block and what opened
/// it. A row's cells depend on the header's column count and alignments, and their inlines on
/// the link and footnote definitions, which here are those of the segments before and of the
/// tail (a row cannot define one, and what the unfinished line might define sends the append
/// to a full parse). A line of code depends on the fence alone.
final class GrowingTail {
    /// What an append made of the growth.
    enum Outcome {
        /// The tail's tree, grown.
        case grown(DocumentStorage)
        /// The unfinished last line is something this tree cannot hold (it defines a link, holds
        /// a footnote, ends in a carriage return): the tail is parsed whole this time, and
        /// growth goes on at the next append.
        case notNow
        /// A complete line ended the block, or is not one this tree can hold.
        case ended
    }

    /// What a line parsed alone needs from the segments before the tail.
    struct Surroundings {
        let earlierLinkDefinition: (String) -> ReferenceMap.Definition?
        let definesFootnoteElsewhere: (String) -> Bool
        let referenceExpansionBefore: Int
    }

    let kind: TailGrowth.Kind
    private let options: ParseOptions
    /// The tail's parse when growth began, for what every tree carries over from it.
    private let start: DocumentStorage
    /// Where the tail starts in the stream's text.
    private let tailStart: Int
    private let nodes: AppendOnlyBuffer<RawNode>
    private let literals: AppendOnlyBuffer<UInt8>
    private let lineStarts: AppendOnlyBuffer<Int32>
    /// The document, its first block, the growing block and a table's header row as they are
    /// now: every tree overrides them, so their shared copies are never written again.
    private var root: RawNode
    private let firstBlock: Int32
    private var firstBlockNode: RawNode
    private let block: Int32
    private var blockNode: RawNode
    private let header: Int32
    private var headerNode: RawNode
    /// A table's last complete row (the header row before the first body row).
    private var lastRow: Int32
    /// The lines every line is parsed after: a table's header and delimiter rows, a code fence.
    private let prefix: [UInt8]
    /// Where a code block's content starts, tail-relative.
    private let contentStart: Int
    /// Where the complete lines end, tail-relative.
    private var settledEnd: Int
    /// Complete body rows, or lines of code.
    private var settledCount: Int
    /// What references in the tail added, up to the end of the complete lines.
    private var referenceExpansion: Int

    private init?(kind: TailGrowth.Kind, options: ParseOptions, start: DocumentStorage, tailStart: Int, prefix: [UInt8], block: Int32,
                  contentStart: Int, settledCount: Int) {
        let root = start.node(start.root)
        self.kind = kind
        self.options = options
        self.start = start
        self.tailStart = tailStart
        self.prefix = prefix
        self.block = block
        self.contentStart = contentStart
        self.settledCount = settledCount
        self.root = root
        firstBlock = root.firstChild
        firstBlockNode = start.node(root.firstChild)
        blockNode = start.node(block)
        header = kind == .table ? blockNode.firstChild : noNode
        headerNode = header == noNode ? RawNode(kind: .tableRow, start: 0, end: 0) : start.node(header)
        lastRow = header == noNode ? noNode : start.lastChild(of: block)
        settledEnd = start.sourceCount
        referenceExpansion = start.segmentFacts.referenceExpansion.before + start.segmentFacts.referenceExpansion.added
        nodes = AppendOnlyBuffer(capacity: start.nodes.count * 2 + 64)
        nodes.append(contentsOf: start.nodes)
        literals = AppendOnlyBuffer(capacity: start.text.count * 2 + 64)
        literals.append(contentsOf: start.text)
        lineStarts = AppendOnlyBuffer(capacity: start.lineStarts.count * 2 + 16)
        lineStarts.append(contentsOf: start.lineStarts)
    }

    /// Growth from `settled`, the parse of the tail's complete lines, if its last block is one
    /// that can grow: a top-level table or fenced code block (fence not indented, content
    /// every line as it stands in the source), the only block open.
    static func begin(settled: DocumentStorage, options: ParseOptions, tailStart: Int, surroundings: Surroundings) -> GrowingTail? {
        guard settled.grown == nil, settled.sourceCount > 0, settled.source.last == ASCII.newline else { return nil }
        let block = settled.lastChild(of: settled.root)
        guard block != noNode, settled.segmentFacts.openAtEnd == [block], settled.segmentFacts.footnoteReferences.isEmpty else { return nil }
        let raw = settled.node(block)
        let firstLine = lineIndex(of: Int(raw.start), in: settled.lineStarts)
        guard firstLine + 1 < settled.lineStarts.count else { return nil }
        switch raw.kind {
        case .codeBlock where raw.has(RawNode.Flag.variant) && raw.small >> 8 == 0:
            // The fence line, then content lines that are all runs of the source as they stand.
            let contentStart = Int(settled.lineStarts[firstLine + 1])
            let literalStart = raw.text.isEmpty ? contentStart : (raw.text.isInSource ? Int(~raw.text.start) : -1)
            guard literalStart == contentStart, Int(raw.text.count) == settled.sourceCount - contentStart,
                  !settled.source[contentStart...].contains(ASCII.carriageReturn) else { return nil }
            let prefix = Array(settled.source[Int(settled.lineStarts[firstLine])..<contentStart])
            let lines = settled.lineStarts.count - 2 - firstLine
            return GrowingTail(kind: .fencedCode, options: options, start: settled, tailStart: tailStart, prefix: prefix, block: block,
                               contentStart: contentStart, settledCount: lines)
        case .table:
            guard firstLine + 2 < settled.lineStarts.count else { return nil }
            let prefix = Array(settled.source[Int(settled.lineStarts[firstLine])..<Int(settled.lineStarts[firstLine + 2])])
            let rows = settled.node(block).firstChild == noNode ? 0 : countChildren(of: block, in: settled) - 1
            guard let growth = GrowingTail(kind: .table, options: options, start: settled, tailStart: tailStart, prefix: prefix, block: block,
                                           contentStart: 0, settledCount: rows) else { return nil }
            // The header and delimiter rows alone must make the same table, adding nothing a
            // row parsed after them would count again.
            let alone = growth.parseLine(at: settled.sourceCount, [UInt8](), surroundings: surroundings)
            let table = alone.lastChild(of: alone.root)
            guard table != noNode, alone.node(alone.root).firstChild == table, alone.node(table).kind == .table,
                  alone.node(table).number == raw.number, countChildren(of: table, in: alone) == 1,
                  alone.segmentFacts.referenceExpansion.added == 0, alone.segmentFacts.footnoteReferences.isEmpty else { return nil }
            return growth
        default:
            return nil
        }
    }

    /// The tree after the stream's text grew to `end` (the tail being `tailStart..<end`).
    func extend(text: AppendOnlyBuffer<UInt8>, end: Int, surroundings: Surroundings) -> Outcome {
        let view = text.view
        let tailEnd = end - tailStart
        // The complete lines that arrived.
        var position = settledEnd
        while let lineEnd = Self.completeLineEnd(in: view, from: tailStart + position, to: end) {
            let line = view[(tailStart + position)..<lineEnd]
            guard addCompleteLine(line, at: position, surroundings: surroundings) else { return .ended }
            position = lineEnd - tailStart
        }
        let rest = view[(tailStart + position)..<end]
        guard rest.last != ASCII.carriageReturn else { return .notNow }
        return tree(of: view, provisional: rest, sourceCount: tailEnd, surroundings: surroundings).map(Outcome.grown) ?? .notNow
    }

    // MARK: Complete lines

    /// Adds a complete line (with its line ending) at tail offset `offset`: whether it was a
    /// row or a line of code this tree holds.
    private func addCompleteLine(_ line: Slice<AppendOnlyBuffer<UInt8>.View>, at offset: Int, surroundings: Surroundings) -> Bool {
        let mini = parseLine(at: offset, line, surroundings: surroundings)
        let shift = Int32(offset - prefix.count)
        let miniBlock = mini.node(mini.root).firstChild
        guard miniBlock != noNode, mini.node(miniBlock).next == noNode, Self.addsNothingElsewhere(mini) else { return false }
        let end = Int32(offset + line.count)
        switch kind {
        case .fencedCode:
            let code = mini.node(miniBlock)
            // Still open (not closed by a fence), its content the line as it stands.
            guard mini.segmentFacts.openAtEnd.contains(miniBlock), code.text.isInSource, Int(~code.text.start) == prefix.count,
                  Int(code.text.count) == line.count, line.last == ASCII.newline, !line.contains(ASCII.carriageReturn) else { return false }
            blockNode.end = code.end + shift
            blockNode.text = .source(Int32(contentStart), count: end - Int32(contentStart))
        case .table:
            let rows = Self.children(of: miniBlock, in: mini)
            guard rows.count == 2, !Self.hasSecondaryText(Self.subtree(rows[1], in: mini), in: mini) else { return false }
            let first = Int32(nodes.count)
            var added: [UInt8] = []
            var (row, _) = graft([rows[1]], from: mini, firstIndex: first, shift: shift, parent: block,
                                 literalBase: start.textBase + Int32(literals.count), literals: &added)
            row[0].previous = lastRow
            literals.append(contentsOf: added)
            nodes.append(contentsOf: row)
            if lastRow == header {
                headerNode.next = first
            } else {
                var previous = nodes[Int(lastRow)]
                previous.next = first
                // Every tree since this row was the last one overrides it: none reads this copy.
                nodes.replace(at: Int(lastRow), with: previous)
            }
            lastRow = first
            headerNode.previous = first
            blockNode.end = mini.node(miniBlock).end + shift
            referenceExpansion += mini.segmentFacts.referenceExpansion.added
        }
        settledEnd = Int(end)
        settledCount += 1
        lineStarts.append(end)
        return true
    }

    // MARK: The tree of an append

    /// The tree of the tail: the settled nodes, and what `rest`, the unfinished last line (empty
    /// when the text ends with a line), makes; `nil` when this tree cannot hold that.
    private func tree(of text: AppendOnlyBuffer<UInt8>.View, provisional rest: Slice<AppendOnlyBuffer<UInt8>.View>, sourceCount: Int,
                      surroundings: Surroundings) -> DocumentStorage? {
        var block = blockNode
        var headerNow = headerNode
        var lastRowNow = lastRow == header || lastRow == noNode ? nil : nodes[Int(lastRow)]
        var provisional: [RawNode] = []
        var provisionalLiterals: [UInt8] = []
        var topLevel: [Int32] = []
        var row = noNode
        var impliedLineBreak = noNode
        var facts = start.segmentFacts
        facts.openAtEnd = [self.block]
        facts.unsettledOffsets = [:]
        if !rest.isEmpty {
            let mini = parseLine(at: settledEnd, rest, surroundings: surroundings)
            let shift = Int32(settledEnd - prefix.count)
            let miniBlock = mini.node(mini.root).firstChild
            guard miniBlock != noNode, Self.addsNothingElsewhere(mini) else { return nil }
            var map: [Int32: Int32] = [mini.root: start.root, miniBlock: self.block]
            switch kind {
            case .fencedCode:
                let code = mini.node(miniBlock)
                guard code.next == noNode, code.kind == .codeBlock else { return nil }
                // A closing fence, for now, leaves the code of the complete lines.
                if !code.text.isEmpty {
                    // A line of code still being written: its literal ends with the line break
                    // the source does not have yet.
                    guard mini.withLiteral(of: miniBlock, { Array($0) }) == Array(rest) + [ASCII.newline] else { return nil }
                    block.text = .source(Int32(contentStart), count: Int32(sourceCount - contentStart))
                    block.end = code.end + shift
                    impliedLineBreak = self.block
                }
            case .table:
                let rows = Self.children(of: miniBlock, in: mini)
                map[rows[0]] = header
                let grafted = rows.count == 2 ? [rows[1]] : Self.siblings(after: miniBlock, in: mini)
                guard rows.count <= 2, rows.count == 1 || mini.node(miniBlock).next == noNode,
                      !Self.hasSecondaryText(grafted.flatMap { Self.subtree($0, in: mini) }, in: mini) else { return nil }
                let first = Int32(nodes.count)
                let made: (nodes: [RawNode], map: [Int32: Int32])
                if grafted.isEmpty {
                    // A blank line, for now: the table ends with its complete rows.
                    made = ([], [:])
                } else if rows.count == 2 {
                    made = graft(grafted, from: mini, firstIndex: first, shift: shift, parent: self.block,
                                 literalBase: GrownTree.provisionalTextBase, literals: &provisionalLiterals)
                    row = first
                    provisional = made.nodes
                    provisional[0].previous = lastRow
                    if var last = lastRowNow { last.next = first; lastRowNow = last } else { headerNow.next = first }
                    headerNow.previous = first
                    block.end = mini.node(miniBlock).end + shift
                } else {
                    made = graft(grafted, from: mini, firstIndex: first, shift: shift, parent: start.root,
                                 literalBase: GrownTree.provisionalTextBase, literals: &provisionalLiterals)
                    provisional = made.nodes
                    topLevel = grafted.compactMap { made.map[$0] }
                    provisional[0].previous = self.block
                    block.next = first
                }
                map.merge(made.map) { old, _ in old }
            }
            // What is still being written, as the line's parse says, in this tree's numbers.
            var open: Set<Int32> = []
            for node in mini.segmentFacts.openAtEnd {
                guard let mapped = map[node] else { return nil }
                open.insert(mapped)
            }
            facts.openAtEnd = open
            for (node, offset) in mini.segmentFacts.unsettledOffsets {
                guard let mapped = map[node] else { return nil }
                facts.unsettledOffsets[mapped] = offset + shift
            }
        }
        // The ring of siblings: a first child's `previous` is its parent's last child.
        let lastTopLevel = topLevel.last ?? self.block
        var overrides: [(index: Int32, element: RawNode)] = []
        var rootNow = root
        rootNow.end = Int32(sourceCount)
        overrides.append((start.root, rootNow))
        if firstBlock == self.block {
            block.previous = lastTopLevel
        } else {
            var first = firstBlockNode
            first.previous = lastTopLevel
            overrides.append((firstBlock, first))
        }
        overrides.append((self.block, block))
        if header != noNode { overrides.append((header, headerNow)) }
        if let last = lastRowNow { overrides.append((lastRow, last)) }
        let growth = TailGrowth(run: ObjectIdentifier(self), kind: kind, block: self.block, settledNodes: Int32(nodes.count),
                                settledCount: settledCount, settledLiteral: kind == .fencedCode ? settledEnd - contentStart : 0,
                                provisionalBlocks: topLevel, provisionalRow: row)
        let tree = GrownTree(nodes: LayeredArray(settled: nodes.view, overrides: overrides, provisional: provisional), text: text, sourceStart: tailStart,
                             sourceCount: sourceCount, literals: literals.view, provisionalLiterals: provisionalLiterals,
                             lineStarts: lineStarts.view, impliedLineBreak: impliedLineBreak, growth: growth)
        return DocumentStorage(source: [], nodes: [], text: [], textBase: start.textBase, lineStarts: [], root: start.root,
                               secondaryText: start.secondaryText, footnotes: start.footnotes, footnoteNumbers: start.footnoteNumbers,
                               sourceBase: start.sourceBase, lineBase: start.lineBase, segmentFacts: facts, grown: tree)
    }

    // MARK: Parsing a line alone

    /// The parse of `line`, at tail offset `offset`, after the lines that give it its context,
    /// with the definitions of the segments before and of the tail, and with offsets and what
    /// references added counted as in the whole document.
    private func parseLine(at offset: Int, _ line: some Collection<UInt8>, surroundings: Surroundings) -> DocumentStorage {
        let own = start.segmentFacts.linkDefinitions
        let ownFootnotes = Set(start.segmentFacts.footnoteDefinitions.map(\.label))
        let context = SegmentContext(
            earlierLinkDefinition: { surroundings.earlierLinkDefinition($0) ?? own.definition(for: $0) },
            definesFootnoteElsewhere: { surroundings.definesFootnoteElsewhere($0) || ownFootnotes.contains($0) },
            referenceExpansionBefore: surroundings.referenceExpansionBefore + referenceExpansion,
            sourceBase: start.sourceBase + Int32(offset - prefix.count), lineBase: 0)
        var parser = MarkdownParser(options: options, segment: context)
        return parser.parse(prefix + line)
    }

    /// Whether a line's parse defines nothing and refers to no footnote: what would reach
    /// beyond the line, into blocks already parsed.
    private static func addsNothingElsewhere(_ mini: DocumentStorage) -> Bool {
        let facts = mini.segmentFacts
        return facts.linkDefinitions.isEmpty && facts.footnoteDefinitions.isEmpty && facts.footnoteReferences.isEmpty && mini.footnotes.isEmpty
    }

    /// Copies the subtrees of `tops` from a line's parse, numbered from `firstIndex` in the order
    /// of a walk, links among them kept, offsets moved by `shift`, and literals that are not the
    /// source's appended to `literals`, whose slices start at `literalBase`. The tops follow each
    /// other under `parent`; the first one's `previous` and the last one's `next` are left to
    /// the caller.
    private func graft(_ tops: [Int32], from mini: DocumentStorage, firstIndex: Int32, shift: Int32, parent: Int32,
                       literalBase: Int32, literals: inout [UInt8]) -> (nodes: [RawNode], map: [Int32: Int32]) {
        let order = tops.flatMap { Self.subtree($0, in: mini) }
        var map: [Int32: Int32] = [:]
        for (position, node) in order.enumerated() { map[node] = firstIndex + Int32(position) }
        func mapped(_ index: Int32) -> Int32 { index == noNode ? noNode : map[index] ?? noNode }
        var result: [RawNode] = []
        result.reserveCapacity(order.count)
        mini.withText { text in
            for node in order {
                var raw = mini.node(node)
                raw.parent = mapped(raw.parent)
                raw.firstChild = mapped(raw.firstChild)
                raw.next = mapped(raw.next)
                raw.previous = mapped(raw.previous)
                raw.start += shift
                raw.end += shift
                if raw.text.count > 0 {
                    if raw.text.isInSource {
                        raw.text = .source(~raw.text.start + shift, count: raw.text.count)
                    } else {
                        let start = literalBase + Int32(literals.count)
                        literals.append(contentsOf: text[raw.text])
                        raw.text = TextSlice(start: start, count: raw.text.count)
                    }
                }
                result.append(raw)
            }
        }
        // The tops are siblings under `parent`, in order.
        for (position, top) in tops.enumerated() {
            let index = Int(map[top]! - firstIndex)
            result[index].parent = parent
            result[index].next = position + 1 < tops.count ? map[tops[position + 1]]! : noNode
            if position > 0 { result[index].previous = map[tops[position - 1]]! }
        }
        return (result, map)
    }

    // MARK: Helpers

    /// The end (after its line ending) of the first complete line from `start`, or `nil` when
    /// the text ends first. A carriage return at the very end may still be followed by a line
    /// feed, so its line is not complete yet.
    private static func completeLineEnd(in text: AppendOnlyBuffer<UInt8>.View, from start: Int, to end: Int) -> Int? {
        var position = start
        while position < end {
            let byte = text[position]
            if byte == ASCII.newline { return position + 1 }
            if byte == ASCII.carriageReturn {
                guard position + 1 < end else { return nil }
                return text[position + 1] == ASCII.newline ? position + 2 : position + 1
            }
            position += 1
        }
        return nil
    }

    private static func children(of node: Int32, in storage: DocumentStorage) -> [Int32] {
        var result: [Int32] = []
        var child = storage.node(node).firstChild
        while child != noNode {
            result.append(child)
            child = storage.node(child).next
        }
        return result
    }

    private static func countChildren(of node: Int32, in storage: DocumentStorage) -> Int { children(of: node, in: storage).count }

    private static func siblings(after node: Int32, in storage: DocumentStorage) -> [Int32] {
        var result: [Int32] = []
        var sibling = storage.node(node).next
        while sibling != noNode {
            result.append(sibling)
            sibling = storage.node(sibling).next
        }
        return result
    }

    /// A node and everything below it, in the order of a walk.
    private static func subtree(_ top: Int32, in storage: DocumentStorage) -> [Int32] {
        var result: [Int32] = []
        var stack = [top]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: children(of: node, in: storage).reversed())
        }
        return result
    }

    private static func hasSecondaryText(_ nodes: [Int32], in storage: DocumentStorage) -> Bool {
        !storage.secondaryText.isEmpty && nodes.contains { storage.secondaryText[$0] != nil }
    }

    /// The index of the line holding `offset`.
    private static func lineIndex(of offset: Int, in lineStarts: [Int32]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
