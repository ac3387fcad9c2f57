import LegibleMarkdown

/// Builds a reading model in one walk of the syntax tree: element records in document order and
/// the rendered text, with each element's range in it. Labels and speech are not made here; they
/// are derived on demand (see `AccessibleText`), which keeps building cheaper than parsing.
///
/// Role-specific numbers kept in the records' `factA`…`factC`:
/// - list: item count, nesting depth, items seen so far while building;
/// - list item: position, nesting depth;
/// - table: row count, column count, rows seen so far;
/// - table row: row number (1 for the header), cells seen so far;
/// - table cell: row, column, record index of its column's header cell (or -1);
/// - code block: line count;
/// - footnote reference: footnote number, occurrence; footnote: number.
struct ReadingModelBuilder {
    /// The document node, if the model is of a whole parsed document.
    private let root: MarkdownNode?
    private let blocks: [MarkdownNode]
    private let footnotes: [MarkdownNode]
    private var records: [ElementRecord] = []
    private var text = VisibleText()
    private var textElements: [Int32] = []
    private var inlineSpans: [InlineSpan] = []
    private var inlineHTML: [String] = []
    private var containers: [Int32] = []
    private var listDepth = 0
    /// Record indices of the header cells of the table being built.
    private var headerCells: [Int32] = []
    /// Whether text comes before these blocks in the document (a streamed document's earlier
    /// segments): then the first block's text is separated from it by a line break too.
    private let followsText: Bool

    /// A builder for the top-level `blocks` of a document (or of part of a streamed one) and its
    /// referenced footnote definitions, in number order. `root` is the document node, if any;
    /// `followsText` says that the blocks come after text (in a streamed document, the text of
    /// earlier segments); `expectedSize` (bytes of source) only sizes buffers.
    init(root: MarkdownNode?, blocks: [MarkdownNode], footnotes: [MarkdownNode], followsText: Bool = false, expectedSize: Int) {
        self.root = root
        self.blocks = blocks
        self.footnotes = footnotes
        self.followsText = followsText
        records.reserveCapacity(expectedSize / 40 + 8)
        text.reserve(expectedSize + 16)
    }

    mutating func build() -> (records: [ElementRecord], text: String, textElements: [Int32], inlineSpans: [InlineSpan], inlineHTML: [String]) {
        let document = open(.document, node: root, sourceOffset: 0)
        for block in blocks { buildBlocks(startingAt: block) }
        if !footnotes.isEmpty {
            // The referenced footnotes follow the document, numbered, as a reader sees them. The
            // section has no source of its own; its identity is fixed, so it does not change as
            // a streamed document grows.
            let section = open(.footnotes, node: nil, sourceOffset: 0)
            for definition in footnotes {
                let footnote = open(.footnote, node: definition, sourceOffset: Int32(definition.sourceOffsets.lowerBound))
                records[Int(footnote)].factA = Int32(definition.footnoteNumber ?? 0)
                for child in definition.children { buildBlocks(startingAt: child) }
                close(footnote)
            }
            close(section)
        }
        close(document)
        return (records, text.string, textElements, inlineSpans, inlineHTML)
    }

    // MARK: Blocks

    /// A block and every block below it (footnote definitions excepted: they come at the end).
    private mutating func buildBlocks(startingAt top: MarkdownNode) {
        var opened: [Int32] = []
        traverse(top, enter: { node in
            switch node.kind {
            case .blockQuote:
                opened.append(open(.blockQuote, node: node))
                return true
            case .list:
                listDepth += 1
                let list = open(.list, node: node)
                records[Int(list)].factA = Int32(node.children.reduce(0) { count, _ in count + 1 })
                records[Int(list)].factB = Int32(listDepth)
                opened.append(list)
                return true
            case .listItem:
                let list = containers[containers.count - 1]
                records[Int(list)].factC += 1
                let item = open(.listItem, node: node)
                records[Int(item)].factA = records[Int(list)].factC
                records[Int(item)].factB = Int32(listDepth)
                opened.append(item)
                return true
            case .table:
                let table = open(.table, node: node)
                let rows = node.children.reduce(0) { count, _ in count + 1 }
                let columns = node.firstChild?.children.reduce(0) { count, _ in count + 1 } ?? 0
                records[Int(table)].factA = Int32(rows)
                records[Int(table)].factB = Int32(columns)
                headerCells.removeAll(keepingCapacity: true)
                opened.append(table)
                return true
            case .tableRow:
                let table = containers[containers.count - 1]
                records[Int(table)].factC += 1
                let row = open(.tableRow, node: node)
                records[Int(row)].factA = records[Int(table)].factC
                opened.append(row)
                return true
            case .tableCell:
                addTableCell(node)
                return false
            case .footnoteDefinition:
                return false
            case .paragraph:
                addTextElement(.text, node: node)
                return false
            case .heading:
                addTextElement(.heading, node: node)
                return false
            case .codeBlock:
                addCodeBlock(node)
                return false
            case .htmlBlock:
                addHTMLBlock(node)
                return false
            case .mathBlock:
                startBlockText()
                let math = open(.math, node: node)
                text.append(VisibleText.attachment)
                close(math)
                markTextElement(math)
                return false
            case .thematicBreak:
                close(open(.separator, node: node))
                return false
            default:
                return false
            }
        }, exit: { node in
            guard let last = opened.last, records[Int(last)].node == node else { return }
            opened.removeLast()
            if node.kind == .list { listDepth -= 1 }
            close(last)
        })
    }

    /// Blocks are separated by a line break in the rendered text; cells of a row by a tab.
    private mutating func startBlockText(isLaterCell: Bool = false) {
        if text.utf8Count > 0 || followsText { text.append(isLaterCell ? UInt8(ascii: "\t") : UInt8(ascii: "\n")) }
    }

    private mutating func addTextElement(_ role: AccessibilityRole, node: MarkdownNode) {
        startBlockText()
        let element = open(role, node: node)
        addInlines(of: node, in: element)
        close(element)
        markTextElement(element)
    }

    private mutating func addTableCell(_ node: MarkdownNode) {
        let row = containers[containers.count - 1]
        records[Int(row)].factB += 1
        let column = records[Int(row)].factB
        startBlockText(isLaterCell: column > 1)
        let cell = open(.tableCell, node: node, ordinal: column - 1)
        records[Int(cell)].factA = records[Int(row)].factA
        records[Int(cell)].factB = column
        if records[Int(row)].factA == 1 {
            headerCells.append(cell)
            records[Int(cell)].factC = -1
        } else {
            records[Int(cell)].factC = Int(column) <= headerCells.count ? headerCells[Int(column) - 1] : -1
        }
        addInlines(of: node, in: cell)
        close(cell)
        markTextElement(cell)
    }

    private mutating func addCodeBlock(_ node: MarkdownNode) {
        startBlockText()
        let code = open(.codeBlock, node: node)
        node.withLiteralBytes { bytes in
            let trimmed = bytes.last == UInt8(ascii: "\n") ? UnsafeBufferPointer(rebasing: bytes.dropLast()) : bytes
            var lines: Int32 = trimmed.isEmpty ? 0 : 1
            for byte in trimmed where byte == UInt8(ascii: "\n") { lines += 1 }
            records[Int(code)].factA = lines
            text.append(trimmed)
        }
        close(code)
        markTextElement(code)
    }

    /// Raw HTML shows its text, not its tags; a block with no text (a comment, a lone `<div>`)
    /// has nothing to read and makes no element.
    private mutating func addHTMLBlock(_ node: MarkdownNode) {
        let visible = node.withLiteralBytes { HTMLText.visibleText($0) }
        let trimmed = visible.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
        guard !trimmed.isEmpty else { return }
        startBlockText()
        let element = open(.text, node: node)
        var end = trimmed.endIndex
        while end > trimmed.startIndex, let last = trimmed[..<end].last,
              last == UInt8(ascii: " ") || last == UInt8(ascii: "\n") || last == UInt8(ascii: "\t") {
            end -= 1
        }
        text.append(Array(trimmed[..<end]))
        close(element)
        markTextElement(element)
    }

    // MARK: Inlines

    /// The visible text of a leaf's inlines, elements for the links, images, formulas and
    /// footnote references among them, and an ``InlineSpan`` for each inline construct but plain
    /// text, recorded for `element`, the text element that holds them.
    private mutating func addInlines(of leaf: MarkdownNode, in element: Int32) {
        var opened: [Int32] = []
        // The spans holding what comes next: emphasis, strong, strikethrough and links.
        var holding: [Int] = []
        traverse(leaf, enter: { node in
            switch node.kind {
            case .text:
                node.withLiteralBytes { text.append($0) }
                return false
            case .code:
                let span = openSpan(.code, in: element, depth: holding.count)
                node.withLiteralBytes { text.append($0) }
                closeSpan(span)
                return false
            case .emphasis, .strong, .strikethrough:
                holding.append(openSpan(node.kind, in: element, depth: holding.count))
                return true
            case .softBreak:
                let span = openSpan(.softBreak, in: element, depth: holding.count)
                text.append(UInt8(ascii: " "))
                closeSpan(span)
                return false
            case .lineBreak:
                let span = openSpan(.lineBreak, in: element, depth: holding.count)
                text.append(UInt8(ascii: "\n"))
                closeSpan(span)
                return false
            case .inlineHTML:
                let span = openSpan(.inlineHTML, in: element, depth: holding.count)
                inlineSpans[span].html = Int32(inlineHTML.count)
                inlineHTML.append(node.literal ?? "")
                if HTMLText.isLineBreak(node) { text.append(UInt8(ascii: "\n")) }
                closeSpan(span)
                return false
            case .link:
                opened.append(open(.link, node: node))
                holding.append(openSpan(.link, in: element, depth: holding.count))
                return true
            case .image, .math:
                // An image shows a picture, not its description, and a formula is drawn: one
                // attachment character each.
                let attachment = open(node.kind == .image ? .image : .math, node: node)
                let span = openSpan(node.kind, in: element, depth: holding.count)
                text.append(VisibleText.attachment)
                closeSpan(span)
                close(attachment)
                return false
            case .footnoteReference:
                let reference = open(.footnoteReference, node: node)
                let span = openSpan(.footnoteReference, in: element, depth: holding.count)
                let number = node.footnoteNumber ?? 0
                records[Int(reference)].factA = Int32(number)
                records[Int(reference)].factB = Int32(node.footnoteOccurrence ?? 1)
                text.append(Array(String(number).utf8))
                closeSpan(span)
                close(reference)
                return false
            default:
                return true
            }
        }, exit: { node in
            switch node.kind {
            case .link:
                if let last = opened.popLast() { close(last) }
                if let last = holding.popLast() { closeSpan(last) }
            case .emphasis, .strong, .strikethrough:
                if let last = holding.popLast() { closeSpan(last) }
            default:
                break
            }
        })
    }

    /// Records a span starting at the end of the text, in the order spans open.
    private mutating func openSpan(_ kind: MarkdownNode.Kind, in element: Int32, depth: Int) -> Int {
        let start = Int32(text.utf8Count)
        let start16 = Int32(text.utf16Count)
        inlineSpans.append(InlineSpan(kind: kind, utf8Start: start, utf8End: start, utf16Start: start16, utf16End: start16,
                                      nesting: Int32(depth), owner: element))
        return inlineSpans.count - 1
    }

    private mutating func closeSpan(_ index: Int) {
        inlineSpans[index].utf8End = Int32(text.utf8Count)
        inlineSpans[index].utf16End = Int32(text.utf16Count)
    }

    // MARK: Records

    private mutating func open(_ role: AccessibilityRole, node: MarkdownNode?, sourceOffset: Int32? = nil, ordinal: Int32 = 0) -> Int32 {
        let index = Int32(records.count)
        var record = ElementRecord(role: role, node: node)
        record.sourceOffset = sourceOffset ?? Int32(node?.sourceOffsets.lowerBound ?? 0)
        record.ordinal = ordinal
        record.textStart = Int32(text.utf8Count)
        record.utf16Start = Int32(text.utf16Count)
        if let parent = containers.last {
            record.parent = parent
            let previous = records[Int(parent)].lastChild
            record.previous = previous
            if previous >= 0 { records[Int(previous)].next = index } else { records[Int(parent)].firstChild = index }
            records[Int(parent)].lastChild = index
        }
        records.append(record)
        containers.append(index)
        return index
    }

    private mutating func close(_ index: Int32) {
        records[Int(index)].textEnd = Int32(text.utf8Count)
        records[Int(index)].utf16End = Int32(text.utf16Count)
        if containers.last == index { containers.removeLast() }
    }

    private mutating func markTextElement(_ index: Int32) {
        records[Int(index)].textOrder = Int32(textElements.count)
        textElements.append(index)
    }
}
