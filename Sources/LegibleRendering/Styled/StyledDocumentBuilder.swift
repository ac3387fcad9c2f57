import LegibleAccessibility
import LegibleHighlight
import LegibleMarkdown

/// Builds the blocks of a ``StyledDocument`` in one walk of the reading model's element tree
/// (without recursion): containers are entered, each leaf block becomes a ``StyledBlock`` with
/// the containers around it, and the runs of its text come from the elements inside it (links,
/// images, formulas, footnote references) and the inline style spans the model recorded. Every
/// offset is one the reading model recorded; nothing is measured again.
///
/// It builds the blocks of a whole document, or of some of its top-level elements (a streamed
/// document's changed ones); block indices in what it records count from `firstBlock`.
struct StyledDocumentBuilder {
    /// What a build produces.
    struct Parts {
        var blocks: [StyledBlock] = []
        var extents: [ElementID: ElementExtent] = [:]
        var textElements: [ElementID] = []
        /// For each block, the elements whose extents were recorded with it (for a container,
        /// with its first block), so that moving a block moves them.
        var blockElements: [[ElementID]] = []
        var utf16Count = 0
    }

    private let text: String
    private let units: [AccessibilityElement]
    private let firstBlock: Int
    private var parts = Parts()
    private var nesting: [BlockContainer] = []
    /// For each container in ``nesting``: its element, and whether a block was emitted inside it.
    private var open: [(element: AccessibilityElement, hasBlock: Bool)] = []
    /// Containers opened since the last block was emitted.
    private var openedSinceBlock = 0

    /// A builder of a whole document's blocks.
    init(model: ReadingModel) {
        self.init(text: model.text, units: model.root.children, firstBlock: 0)
        parts.utf16Count = model.root.utf16Range.upperBound
    }

    /// A builder of the blocks of `units`, top-level elements whose ranges index `text`.
    init(text: String, units: [AccessibilityElement], firstBlock: Int) {
        self.text = text
        self.units = units
        self.firstBlock = firstBlock
    }

    mutating func build() -> Parts {
        for unit in units {
            var walk = unit.walk()
            while let event = walk.next() {
                switch event {
                case .enter(let element):
                    if let kind = containerKind(of: element) {
                        openContainer(element, kind: kind)
                    } else {
                        addBlock(for: element)
                        walk.skipChildren()
                    }
                case .exit(let element):
                    if containerKind(of: element) != nil { closeContainer() }
                }
            }
        }
        return parts
    }

    /// The index, in the document, of the next block to be emitted.
    private var nextBlock: Int { firstBlock + parts.blocks.count }

    // MARK: Containers

    private func containerKind(of element: AccessibilityElement) -> BlockContainer.Kind? {
        switch element.role {
        case .blockQuote:
            return .blockQuote
        case .list:
            guard let list = element.list else { return nil }
            return .list(list.kind, depth: list.depth, isTight: list.isTight)
        case .listItem:
            return .listItem(Self.marker(of: element))
        case .footnotes:
            return .footnotes
        case .footnote:
            return .footnote(number: element.footnote?.number ?? 0)
        default:
            return nil
        }
    }

    private static func marker(of item: AccessibilityElement) -> ListMarker {
        let facts = item.listItem
        let depth = facts?.depth ?? 1
        if let state = facts?.taskState {
            return ListMarker(kind: .task(state), text: state == .checked ? "☑" : "☐", depth: depth)
        }
        if let number = facts?.number {
            let delimiter = item.parent?.list?.delimiter == .parenthesis ? ")" : "."
            return ListMarker(kind: .number(number), text: String(number) + delimiter, depth: depth)
        }
        return ListMarker(kind: .bullet, text: ListMarker.bullets[(depth - 1) % ListMarker.bullets.count], depth: depth)
    }

    private mutating func openContainer(_ element: AccessibilityElement, kind: BlockContainer.Kind) {
        let container = if let admonition = element.admonition {
            // The title a reader sees is the author's, as MkDocs shows it; the label adds the type.
            BlockContainer(id: element.id, kind: kind, alert: admonition.drawnAs, title: admonition.shownTitle)
        } else {
            BlockContainer(id: element.id, kind: kind, alert: element.alert, title: element.alert == nil ? nil : element.label)
        }
        nesting.append(container)
        open.append((element, false))
        openedSinceBlock += 1
        record(element, blocks: nextBlock..<nextBlock)
    }

    /// Closes the innermost container; one with nothing in it gets an empty block, so its
    /// marker is drawn and it has a place on screen.
    private mutating func closeContainer() {
        guard let (element, hasBlock) = open.last else { return }
        if !hasBlock, element.role == .listItem || element.role == .blockQuote || element.role == .footnote {
            emit(StyledBlock(id: element.id, content: .emptyContainer, utf8Range: emptyRange(element.utf8Range),
                             utf16Range: emptyRange(element.utf16Range), nesting: nesting,
                             openedContainerCount: min(openedSinceBlock, nesting.count), runs: []))
        }
        let end = nextBlock
        if let first = parts.extents[element.id]?.blocks.lowerBound {
            parts.extents[element.id]?.blocks = first..<end
        }
        nesting.removeLast()
        open.removeLast()
        openedSinceBlock = min(openedSinceBlock, nesting.count)
    }

    private func emptyRange(_ range: Range<Int>) -> Range<Int> { range.lowerBound..<range.lowerBound }

    // MARK: Blocks

    private mutating func addBlock(for element: AccessibilityElement) {
        let content: BlockContent
        var runs: [StyledRun] = []
        switch element.role {
        case .text:
            runs = inlineRuns(of: element, role: .body)
            if runs.count == 1, case .image(let image)? = runs[0].attributes.attachment, runs[0].utf8Range == element.utf8Range {
                content = .image(image)
            } else {
                content = .paragraph
            }
        case .heading:
            let level = element.headingLevel ?? 1
            runs = inlineRuns(of: element, role: .heading(level: level))
            content = .heading(level: level)
        case .codeBlock:
            runs = Self.codeRuns(of: element)
            content = .code(codeAttachment(of: element))
        case .math:
            guard let math = MathAttachment(element) else { return }
            runs = [StyledRun(utf8Range: element.utf8Range, utf16Range: element.utf16Range,
                              attributes: TextAttributes(role: .body, attachment: .math(math)))]
            content = .math(math)
        case .table:
            let grid = tableGrid(of: element, runs: &runs)
            content = .table(grid)
        case .separator:
            content = .thematicBreak
        case .details:
            // A disclosure group's name, in bold as a browser draws a summary's marker beside
            // it; where the group ends is said, not drawn (`endOfDetails` has no block).
            runs = inlineRuns(of: element, role: .body)
            content = .paragraph
        default:
            // Inline elements are handled with their text element; nothing else is a block.
            return
        }
        // A container's range in the reading model starts before the line break that separates
        // it from the block before; the block's text starts with its first run.
        var utf8Range = element.utf8Range
        var utf16Range = element.utf16Range
        if case .table(let grid) = content, let first = grid.rows.first?.cells.first {
            utf8Range = first.utf8Range.lowerBound..<utf8Range.upperBound
            utf16Range = first.utf16Range.lowerBound..<utf16Range.upperBound
        }
        emit(StyledBlock(id: element.id, content: content, utf8Range: utf8Range, utf16Range: utf16Range,
                         nesting: nesting, openedContainerCount: min(openedSinceBlock, nesting.count), runs: runs))
        record(element, blocks: nextBlock - 1..<nextBlock)
        if element.isTextElement { markTextElement(element.id) }
    }

    private mutating func emit(_ block: StyledBlock) {
        parts.blocks.append(block)
        if parts.blockElements.count < parts.blocks.count { parts.blockElements.append([]) }
        openedSinceBlock = 0
        // The containers opened since the last block are the innermost ones; the outer ones
        // already hold a block.
        var index = open.count - 1
        while index >= 0, !open[index].hasBlock {
            open[index].hasBlock = true
            index -= 1
        }
    }

    private mutating func record(_ element: AccessibilityElement, blocks: Range<Int>, textOrder: Int = -1) {
        let order = parts.extents[element.id]?.textOrder ?? textOrder
        if parts.extents[element.id] == nil {
            // With the block it belongs to: the one being built, or (for a container) its first.
            let local = blocks.lowerBound - firstBlock
            while parts.blockElements.count <= local { parts.blockElements.append([]) }
            parts.blockElements[local].append(element.id)
        }
        parts.extents[element.id] = ElementExtent(utf8Range: element.utf8Range, utf16Range: element.utf16Range, blocks: blocks, textOrder: order)
    }

    /// Puts a text element, recorded already, next in reading order.
    private mutating func markTextElement(_ id: ElementID) {
        parts.extents[id]?.textOrder = parts.textElements.count
        parts.textElements.append(id)
    }

    /// A code block's runs: its code, and the warnings the model added in it.
    static func codeRuns(of element: AccessibilityElement) -> [StyledRun] {
        var runs: [StyledRun] = []
        var position = (utf8: element.utf8Range.lowerBound, utf16: element.utf16Range.lowerBound)
        func add(upTo utf8: Int, _ utf16: Int, inline: InlineStyle) {
            guard utf8 > position.utf8 else { return }
            runs.append(StyledRun(utf8Range: position.utf8..<utf8, utf16Range: position.utf16..<utf16, attributes: TextAttributes(role: .codeBlock, inline: inline)))
            position = (utf8, utf16)
        }
        for span in element.inlineSpans where span.kind == .warning {
            add(upTo: span.utf8Range.lowerBound, span.utf16Range.lowerBound, inline: [])
            add(upTo: span.utf8Range.upperBound, span.utf16Range.upperBound, inline: .warning)
        }
        add(upTo: element.utf8Range.upperBound, element.utf16Range.upperBound, inline: [])
        return runs
    }

    /// The bytes of code highlighted so far.
    private(set) var highlightedUTF8Count = 0

    private mutating func codeAttachment(of element: AccessibilityElement) -> CodeBlockAttachment {
        let facts = element.code
        var lines: ChunkedArray<CodeBlockAttachment.Line> = []
        Self.addCodeLines(of: element.utf8Range, utf16Start: element.utf16Range.lowerBound, in: text, to: &lines)
        let identifier = facts?.languageIdentifier
        var tokens: ChunkedArray<TokenRun> = []
        var highlighting: CodeHighlightProgress?
        if let identifier, let language = CodeLanguage(named: identifier), language.isHighlighted {
            var progress = CodeHighlightProgress(language: language)
            highlightedUTF8Count += Self.highlight(&progress, element, in: text, changedFrom: element.utf8Range.lowerBound, tokens: &tokens)
            highlighting = progress
        }
        return CodeBlockAttachment(language: facts?.language, languageIdentifier: identifier, lines: lines, tokens: tokens, highlighting: highlighting)
    }

    /// Adds the lines of the code in `range` of `text` (UTF-8, starting at `utf16Start` in
    /// UTF-16), each without its line break.
    static func addCodeLines(of range: Range<Int>, utf16Start: Int, in text: String, to lines: inout ChunkedArray<CodeBlockAttachment.Line>) {
        var start8 = range.lowerBound
        var start16 = utf16Start
        var offset8 = start8
        var offset16 = start16
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        while offset8 < range.upperBound {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") {
                lines.append(CodeBlockAttachment.Line(utf8Range: start8..<offset8, utf16Range: start16..<offset16))
                start8 = offset8 + 1
                start16 = offset16 + 1
            }
            if byte & 0xC0 != 0x80 { offset16 += byte >= 0xF0 ? 2 : 1 }
            offset8 += 1
            index = utf8.index(after: index)
        }
        if !range.isEmpty { lines.append(CodeBlockAttachment.Line(utf8Range: start8..<offset8, utf16Range: start16..<offset16)) }
    }

    /// Highlights a code block's code again from the line holding the UTF-8 offset `changed`
    /// (in the document's text), and puts the tokens from there in `tokens` (which held those
    /// of the code as last highlighted), in the document's offsets. Returns the bytes
    /// highlighted.
    @discardableResult
    static func highlight(_ progress: inout CodeHighlightProgress, _ element: AccessibilityElement, in text: String, changedFrom changed: Int,
                          tokens: inout ChunkedArray<TokenRun>) -> Int {
        let range = element.utf8Range
        let base8 = range.lowerBound
        let base16 = element.utf16Range.lowerBound
        var text = text
        let update = text.withUTF8 { bytes in
            progress.highlight(UnsafeBufferPointer(rebasing: bytes[range]), changedFrom: changed - base8)
        }
        tokens.removeSubrange(min(update.firstChangedRun, tokens.count)...)
        tokens += progress.runs[update.firstChangedRun...].lazy.map { run in
            TokenRun(tokenClass: run.tokenClass, utf8Range: run.utf8Range.lowerBound + base8..<run.utf8Range.upperBound + base8,
                     utf16Range: run.utf16Range.lowerBound + base16..<run.utf16Range.upperBound + base16)
        }
        return range.count - update.utf8Start
    }

    private mutating func tableGrid(of table: AccessibilityElement, runs: inout [StyledRun]) -> TableGrid {
        var progress = TableProgress()
        addTableRows(table.children, to: &progress, runs: &runs)
        return progress.grid
    }

    /// A table's grid and runs as far as they are built: its rows, where its last cell ended
    /// and whether the last run is the body text between cells (the next gap joins it).
    struct TableProgress {
        var rows: [TableGrid.Row] = []
        /// The header's cells, and the most cells a row has.
        var columnCount = 0
        var widestRow = 0
        var covered: (utf8: Int, utf16: Int)?
        var lastRunIsGap = false

        var grid: TableGrid { TableGrid(rows: rows, columnCount: max(columnCount, widestRow)) }
    }

    /// Adds the rows of a table (of the block being built), with the body text between cells
    /// as runs of their own, recording each row and cell.
    mutating func addTableRows(_ elements: [AccessibilityElement], to progress: inout TableProgress, runs: inout [StyledRun]) {
        let blockIndex = nextBlock
        for row in elements where row.role == .tableRow {
            var cells: [TableGrid.Cell] = []
            let isHeader = progress.rows.isEmpty
            for cell in row.children where cell.role == .tableCell {
                let alignment = cell.tableCell?.alignment ?? .none
                if isHeader { progress.columnCount += 1 }
                cells.append(TableGrid.Cell(id: cell.id, utf8Range: cell.utf8Range, utf16Range: cell.utf16Range, alignment: alignment))
                // The tabs and line breaks between cells are body text.
                let gapStart = progress.covered ?? (cell.utf8Range.lowerBound, cell.utf16Range.lowerBound)
                if gapStart.utf8 < cell.utf8Range.lowerBound {
                    let gap = StyledRun(utf8Range: gapStart.utf8..<cell.utf8Range.lowerBound, utf16Range: gapStart.utf16..<cell.utf16Range.lowerBound,
                                        attributes: TextAttributes(role: .body))
                    if progress.lastRunIsGap, let last = runs.last {
                        runs[runs.count - 1].utf8Range = last.utf8Range.lowerBound..<gap.utf8Range.upperBound
                        runs[runs.count - 1].utf16Range = last.utf16Range.lowerBound..<gap.utf16Range.upperBound
                    } else {
                        runs.append(gap)
                    }
                    progress.lastRunIsGap = true
                }
                progress.covered = (cell.utf8Range.upperBound, cell.utf16Range.upperBound)
                let cellRuns = inlineRuns(of: cell, role: isHeader ? .tableHeader : .body)
                runs.append(contentsOf: cellRuns)
                if !cellRuns.isEmpty { progress.lastRunIsGap = false }
                record(cell, blocks: blockIndex..<blockIndex + 1)
                markTextElement(cell.id)
            }
            record(row, blocks: blockIndex..<blockIndex + 1)
            progress.widestRow = max(progress.widestRow, cells.count)
            progress.rows.append(TableGrid.Row(id: row.id, isHeader: isHeader, cells: cells))
        }
    }

    /// The parts built so far (those of rows added to a table continued in place).
    var built: Parts { parts }

    // MARK: Runs

    /// One boundary of something styling part of a text element's text.
    private struct Edge {
        enum Change {
            case style(InlineStyle)
            case link(LinkAttribute)
            case footnote(FootnoteReferenceAttribute)
            case attachment(InlineAttachment)
        }

        var utf8: Int
        var utf16: Int
        var isStart: Bool
        var change: Change
    }

    /// The runs of a text element's text: its role, with the inline styles, links, footnote
    /// references and attachments inside it.
    private mutating func inlineRuns(of element: AccessibilityElement, role: TextRole) -> [StyledRun] {
        let range8 = element.utf8Range
        let range16 = element.utf16Range
        guard !range8.isEmpty else { return [] }
        var edges: [Edge] = []
        func add(_ utf8: Range<Int>, _ utf16: Range<Int>, _ change: Edge.Change) {
            guard !utf8.isEmpty else { return }
            edges.append(Edge(utf8: utf8.lowerBound, utf16: utf16.lowerBound, isStart: true, change: change))
            edges.append(Edge(utf8: utf8.upperBound, utf16: utf16.upperBound, isStart: false, change: change))
        }
        if element.role == .details { add(range8, range16, .style(.strong)) }
        for span in element.inlineSpans where span.isStyle || span.kind == .warning {
            let style: InlineStyle
            switch span.kind {
            case .warning: style = .warning
            case .emphasis: style = .emphasis
            case .strong: style = .strong
            case .strikethrough: style = .strikethrough
            case .code: style = .code
            case .superscript: style = .superscript
            case .subscript: style = .subscript
            default: continue
            }
            add(span.utf8Range, span.utf16Range, .style(style))
        }
        var inline: [AccessibilityElement] = element.children.reversed()
        let blockIndex = nextBlock
        while let child = inline.popLast() {
            record(child, blocks: blockIndex..<blockIndex + 1)
            switch child.role {
            case .link:
                add(child.utf8Range, child.utf16Range, .link(LinkAttribute(element: child.id, destination: child.link?.destination ?? "")))
                inline.append(contentsOf: child.children.reversed())
            case .image:
                if let facts = child.image {
                    let image = ImageAttachment(element: child.id, source: facts.source, alt: facts.lacksDescription ? "" : facts.description,
                                                description: facts.description, title: facts.title, placeholder: facts.placeholder)
                    add(child.utf8Range, child.utf16Range, .attachment(.image(image)))
                }
            case .math:
                if let math = MathAttachment(child) { add(child.utf8Range, child.utf16Range, .attachment(.math(math))) }
            case .footnoteReference:
                let target = child.actions.first { $0.kind == .goToFootnote }?.target
                add(child.utf8Range, child.utf16Range,
                    .footnote(FootnoteReferenceAttribute(element: child.id, number: child.footnote?.number ?? 0, footnote: target)))
            default:
                inline.append(contentsOf: child.children.reversed())
            }
        }
        // Ends before starts at one offset, so a run never carries a span that stopped there.
        edges.sort { ($0.utf8, $0.isStart ? 1 : 0) < ($1.utf8, $1.isStart ? 1 : 0) }

        var runs: [StyledRun] = []
        var counts: [InlineStyle.RawValue: Int] = [:]
        var links: [LinkAttribute] = []
        var footnotes: [FootnoteReferenceAttribute] = []
        var attachments: [InlineAttachment] = []
        var position = (utf8: range8.lowerBound, utf16: range16.lowerBound)
        func attributes() -> TextAttributes {
            var style = InlineStyle()
            for (bit, count) in counts where count > 0 { style.insert(InlineStyle(rawValue: bit)) }
            return TextAttributes(role: role, inline: style, link: links.last, footnoteReference: footnotes.last, attachment: attachments.last)
        }
        func flush(to utf8: Int, _ utf16: Int) {
            guard utf8 > position.utf8 else { return }
            let current = attributes()
            if let last = runs.last, last.attributes == current {
                runs[runs.count - 1].utf8Range = last.utf8Range.lowerBound..<utf8
                runs[runs.count - 1].utf16Range = last.utf16Range.lowerBound..<utf16
            } else {
                runs.append(StyledRun(utf8Range: position.utf8..<utf8, utf16Range: position.utf16..<utf16, attributes: current))
            }
            position = (utf8, utf16)
        }
        for edge in edges {
            flush(to: edge.utf8, edge.utf16)
            switch edge.change {
            case .style(let style): counts[style.rawValue, default: 0] += edge.isStart ? 1 : -1
            case .link(let link): if edge.isStart { links.append(link) } else { links.removeLast() }
            case .footnote(let footnote): if edge.isStart { footnotes.append(footnote) } else { footnotes.removeLast() }
            case .attachment(let attachment): if edge.isStart { attachments.append(attachment) } else { attachments.removeLast() }
            }
        }
        flush(to: range8.upperBound, range16.upperBound)
        return runs
    }
}
