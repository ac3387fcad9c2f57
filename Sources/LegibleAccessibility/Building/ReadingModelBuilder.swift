import LegibleMarkdown
import LegibleText

/// Builds a reading model in one walk of the syntax tree: element records in document order and
/// the rendered text, with each element's range in it. Labels and speech are not made here; they
/// are derived on demand (see `AccessibleText`), which keeps building cheaper than parsing.
///
/// Role-specific numbers are kept in the records by name (`ElementRecord.itemCount`, `row`,
/// `column`, `occurrence`, …): counts, positions and depths of lists and tables, a code block's
/// lines, footnote numbers, and where an HTML link's tag is.
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
    private var warnings: [ContentWarning] = []
    private var containers: [Int32] = []
    private var listDepth = 0
    /// Record indices of the header cells of the table being built.
    private var headerCells: [Int32] = []
    /// Whether text comes before these blocks in the document (a streamed document's earlier
    /// segments): then the first block's text is separated from it by a line break too.
    private let followsText: Bool
    /// The words of the warnings the text gets (`ContentWarning`).
    private let phrases: PhraseTable
    /// Whether hidden characters, direction controls and disguised links get warnings: always,
    /// unless the document is the app's own (`ParseOptions.trusted`).
    let warns: Bool
    /// Which direction controls of the prose of the text element being built are obeyed, once
    /// one was met.
    private var directionControls: ProseDirectionControls?

    /// A builder for the top-level `blocks` of a document (or of part of a streamed one) and its
    /// referenced footnote definitions, in number order. `root` is the document node, if any;
    /// `followsText` says that the blocks come after text (in a streamed document, the text of
    /// earlier segments); `expectedSize` (bytes of source) only sizes buffers. Warnings are
    /// worded in `phrases`, and none is added when `trusted`.
    init(root: MarkdownNode?, blocks: [MarkdownNode], footnotes: [MarkdownNode], followsText: Bool = false, expectedSize: Int,
         phrases: PhraseTable, trusted: Bool) {
        self.root = root
        self.blocks = blocks
        self.footnotes = footnotes
        self.followsText = followsText
        self.phrases = phrases
        self.warns = !trusted
        records.reserveCapacity(expectedSize / 40 + 8)
        text.reserve(expectedSize + 16)
    }

    /// A builder of body rows of a table already built elsewhere, as the build of the whole
    /// table makes them after the rows before: `context` is the document, the table, the row
    /// before, then the header cells (whose records `headerCells` gives), as a build of the
    /// table leaves them there; the rows' records follow. Their text starts with the line break
    /// before the first cell. Warnings are worded and added as ``init(root:blocks:footnotes:followsText:expectedSize:phrases:trusted:)``
    /// says.
    init(rows: [MarkdownNode], context: [ElementRecord], headerCells: [Int32], phrases: PhraseTable, trusted: Bool) {
        root = nil
        blocks = rows
        footnotes = []
        followsText = true
        self.phrases = phrases
        warns = !trusted
        records = context
        containers = [0, 1]
        self.headerCells = headerCells
    }

    /// Builds the rows (see ``init(rows:context:headerCells:)``); the table stays open.
    mutating func buildRows() -> Built {
        for row in blocks { buildBlocks(startingAt: row) }
        return (records, text.bytes, text.utf16Count, textElements, inlineSpans, inlineHTML, warnings)
    }

    /// What a build of some rows or blocks makes, for a part that grows in place: its text as
    /// bytes, with its length in UTF-16.
    typealias Built = (records: [ElementRecord], text: [UInt8], utf16Count: Int, textElements: [Int32], inlineSpans: [InlineSpan],
                       inlineHTML: [String], warnings: [ContentWarning])

    /// Builds the blocks as ``build()`` does, leaving the document open and the text as bytes.
    mutating func buildBlocksOnly() -> Built {
        _ = open(.document, node: root, sourceOffset: 0)
        for block in blocks { buildBlocks(startingAt: block) }
        return (records, text.bytes, text.utf16Count, textElements, inlineSpans, inlineHTML, warnings)
    }

    mutating func build() -> (records: [ElementRecord], text: String, textElements: [Int32], inlineSpans: [InlineSpan], inlineHTML: [String],
                              warnings: [ContentWarning]) {
        let document = open(.document, node: root, sourceOffset: 0)
        for block in blocks { buildBlocks(startingAt: block) }
        if !footnotes.isEmpty {
            // The referenced footnotes follow the document, numbered, as a reader sees them. The
            // section has no source of its own; its identity is fixed, so it does not change as
            // a streamed document grows.
            let section = open(.footnotes, node: nil, sourceOffset: 0)
            for definition in footnotes {
                let footnote = open(.footnote, node: definition, sourceOffset: Int32(definition.sourceOffsets.lowerBound))
                records[Int(footnote)].footnoteNumber = Int32(definition.footnoteNumber ?? 0)
                for child in definition.children { buildBlocks(startingAt: child) }
                close(footnote)
            }
            close(section)
        }
        close(document)
        return (records, text.string, textElements, inlineSpans, inlineHTML, warnings)
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
                records[Int(list)].itemCount = Int32(node.children.reduce(0) { count, _ in count + 1 })
                records[Int(list)].depth = Int32(listDepth)
                opened.append(list)
                return true
            case .listItem:
                let list = containers[containers.count - 1]
                records[Int(list)].itemsSeen += 1
                let item = open(.listItem, node: node)
                records[Int(item)].position = records[Int(list)].itemsSeen
                records[Int(item)].depth = Int32(listDepth)
                opened.append(item)
                return true
            case .table:
                let table = open(.table, node: node)
                let rows = node.children.reduce(0) { count, _ in count + 1 }
                let columns = node.firstChild?.children.reduce(0) { count, _ in count + 1 } ?? 0
                records[Int(table)].rowCount = Int32(rows)
                records[Int(table)].columnCount = Int32(columns)
                headerCells.removeAll(keepingCapacity: true)
                opened.append(table)
                return true
            case .tableRow:
                let table = containers[containers.count - 1]
                records[Int(table)].rowsSeen += 1
                let row = open(.tableRow, node: node)
                records[Int(row)].row = records[Int(table)].rowsSeen
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
        records[Int(row)].cellsSeen += 1
        let column = records[Int(row)].cellsSeen
        startBlockText(isLaterCell: column > 1)
        let cell = open(.tableCell, node: node, ordinal: column - 1)
        records[Int(cell)].row = records[Int(row)].row
        records[Int(cell)].column = column
        if records[Int(row)].row == 1 {
            headerCells.append(cell)
            records[Int(cell)].columnHeaderRecord = -1
        } else {
            records[Int(cell)].columnHeaderRecord = Int(column) <= headerCells.count ? headerCells[Int(column) - 1] : -1
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
            records[Int(code)].lineCount = lines
            appendRevealing(trimmed, context: .code, in: code, depth: 0)
        }
        close(code)
        markTextElement(code)
    }

    /// Raw HTML shows its text, not its tags, and is read as what its tags mean: an `<h2>` is a
    /// heading of level 2, an `<a href>` a link, `<kbd>` code-like text (see ``HTMLText``). The
    /// text around its headings is read as paragraphs; a block with no text (a comment, a lone
    /// `<div>`, a script) has nothing to read and makes no element.
    ///
    /// A `<details>` is the start of a disclosure group, named by its `<summary>` (headings and
    /// styles in the summary are its text), and a `</details>` its end: marks, since the
    /// group's content is other top-level blocks (see ``AccessibilityRole/details``). A `<pre>`
    /// is a code block: its text as it stands, the tags in it dropped.
    private mutating func addHTMLBlock(_ node: MarkdownNode) {
        node.withLiteralBytes { html in
            var run = HTMLText()
            /// The level of the heading the run is the text of, if it is one.
            var heading: Int?
            var runOffset = 0
            /// Where the `<details>` whose name is not yet read starts, and whether the run is
            /// its summary.
            var details: Int?
            var inSummary = false
            /// Where the open `<pre>` starts, and its text so far.
            var pre: (offset: Int, code: [UInt8])?
            /// The text before a tag that starts a new element, as its own element.
            func flush(from next: Int) {
                if let start = details, inSummary {
                    addHTMLText(run, from: node, at: start, role: .details)
                    details = nil
                    inSummary = false
                } else {
                    addHTMLText(run, from: node, at: runOffset, role: heading == nil ? .text : .heading, heading: heading)
                }
                run = HTMLText()
                heading = nil
                runOffset = next
            }
            /// A `<details>` that had no summary is named by nothing.
            func nameUnnamedDetails() {
                guard let start = details else { return }
                addHTMLText(HTMLText(), from: node, at: start, role: .details)
                details = nil
            }
            for token in HTMLTokenizer.tokens(html) {
                if let open = pre {
                    switch token.kind {
                    case .text: pre?.code += HTMLTokenizer.decodingReferences(html, token.range)
                    case .startTag("br", _): pre?.code.append(UInt8(ascii: "\n"))
                    case .endTag("pre"):
                        addHTMLCode(open.code, from: node, at: open.offset)
                        pre = nil
                        runOffset = token.range.upperBound
                    default: continue
                    }
                    continue
                }
                switch token.kind {
                case .text:
                    run.append(HTMLTokenizer.decodingReferences(html, token.range))
                case .startTag("pre", _):
                    flush(from: token.range.upperBound)
                    pre = (token.range.lowerBound, [])
                case .startTag("details", _):
                    flush(from: token.range.upperBound)
                    nameUnnamedDetails()
                    details = token.range.lowerBound
                case .startTag("summary", _) where details != nil && !inSummary:
                    flush(from: token.range.upperBound)
                    inSummary = true
                case .endTag("summary") where inSummary:
                    flush(from: token.range.upperBound)
                case .endTag("details"):
                    flush(from: token.range.upperBound)
                    nameUnnamedDetails()
                    close(open(.endOfDetails, node: node, sourceOffset: Int32(node.sourceOffsets.lowerBound + token.range.lowerBound)))
                case .startTag(let name, let attributes):
                    if !inSummary, let level = HTMLText.headingLevel(name) {
                        flush(from: token.range.lowerBound)
                        heading = level
                    } else {
                        run.start(name, attributes, at: token.range)
                    }
                case .endTag(let name):
                    if HTMLText.headingLevel(name) != nil, heading != nil {
                        flush(from: token.range.upperBound)
                    } else {
                        run.end(name)
                    }
                case .comment, .hiddenRaw:
                    continue
                }
            }
            if let open = pre { addHTMLCode(open.code, from: node, at: open.offset) }
            flush(from: html.count)
            nameUnnamedDetails()
        }
    }

    /// A code block read out of an HTML block's `<pre>` (nothing when it has no text), without
    /// the line break just after `<pre>` (HTML's parser drops it) and the one before `</pre>`.
    private mutating func addHTMLCode(_ code: [UInt8], from node: MarkdownNode, at offset: Int) {
        var lines = code[...]
        if lines.first == UInt8(ascii: "\n") { lines = lines.dropFirst() }
        if lines.last == UInt8(ascii: "\n") { lines = lines.dropLast() }
        guard lines.contains(where: { ![0x20, 0x0A, 0x09, 0x0D, 0x0C].contains($0) }) else { return }
        startBlockText()
        let element = open(.codeBlock, node: node, sourceOffset: Int32(node.sourceOffsets.lowerBound + offset))
        records[Int(element)].lineCount = Int32(lines.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
        Array(lines).withUnsafeBufferPointer { appendRevealing($0, context: .code, in: element, depth: 0) }
        close(element)
        markTextElement(element)
    }

    /// A paragraph, a heading or a disclosure group's name read out of an HTML block, with the
    /// links and styles in it; nothing when a paragraph or heading has no text. Its identity is
    /// where its text starts in the block (a group's, where its `<details>` does).
    private mutating func addHTMLText(_ run: HTMLText, from node: MarkdownNode, at offset: Int, role: AccessibilityRole, heading: Int? = nil) {
        let kept = run.trimmedRange
        guard !kept.isEmpty || role == .details else { return }
        let base = node.sourceOffsets.lowerBound
        startBlockText()
        let element = open(role, node: node, sourceOffset: Int32(base + offset))
        if let heading { records[Int(element)].htmlHeadingLevel = Int32(heading) }
        // The links and styles over the kept text, outer ones (earlier, then longer) first.
        var items: [(range: Range<Int>, tag: String, kind: InlineSpan.Kind, link: Range<Int>?)] = []
        func clamped(_ position: Int) -> Int { min(max(position, kept.lowerBound), kept.upperBound) }
        for link in run.links {
            let range = clamped(link.start)..<clamped(link.end ?? kept.upperBound)
            if !range.isEmpty { items.append((range, "a", .link, link.tag)) }
        }
        for style in run.styles {
            let range = clamped(style.start)..<clamped(style.end ?? kept.upperBound)
            if !range.isEmpty { items.append((range, style.tag, style.kind, nil)) }
        }
        items.sort { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }
        // Between two places where something starts or ends, what holds the text stays open
        // as long as all it holds does too; what ended is closed, and the styles still holding
        // the text are opened again inside what remains, so the spans nest. A link is one
        // element: it opens once.
        let boundaries = Set([kept.lowerBound, kept.upperBound] + items.flatMap { [$0.range.lowerBound, $0.range.upperBound] }).sorted()
        var marks = HTMLMarks(element: element)
        var linked: Set<Int> = []
        var position = kept.lowerBound
        // The text is one paragraph of prose: its direction controls are balanced over all of it.
        let decisions = warns ? Self.directionDecisions(Array(run.bytes[kept])) : []
        var asked = 0
        for (start, end) in zip(boundaries, boundaries.dropFirst()) {
            if start > position {
                Array(run.bytes[position..<start]).withUnsafeBufferPointer {
                    appendRevealing($0, context: .prose, decisions: decisions, asked: &asked, in: element, depth: marks.open.count)
                }
            }
            position = start
            func holds(_ item: Int) -> Bool { items[item].range.lowerBound <= start && items[item].range.upperBound >= end }
            closeMarks(from: marks.open.prefix { holds($0.origin) }.count, &marks)
            for item in items.indices where holds(item) && !marks.open.contains(where: { $0.origin == item }) {
                var link: Int32?
                if let tag = items[item].link {
                    guard linked.insert(item).inserted else { continue }
                    link = open(.link, node: node, sourceOffset: Int32(base + tag.lowerBound))
                    records[Int(link!)].tagStart = Int32(tag.lowerBound)
                    records[Int(link!)].tagEnd = Int32(tag.upperBound)
                }
                openMark(items[item].tag, items[item].kind, link: link, outside: 0, origin: item, &marks)
            }
        }
        if kept.upperBound > position {
            Array(run.bytes[position..<kept.upperBound]).withUnsafeBufferPointer {
                appendRevealing($0, context: .prose, decisions: decisions, asked: &asked, in: element, depth: marks.open.count)
            }
        }
        closeMarks(from: 0, &marks)
        close(element)
        markTextElement(element)
    }

    // MARK: Inlines

    /// The visible text of a leaf's inlines, elements for the links, images, formulas and
    /// footnote references among them, and an ``InlineSpan`` for each inline construct but plain
    /// text, recorded for `element`, the text element that holds them.
    private mutating func addInlines(of leaf: MarkdownNode, in element: Int32) {
        var opened: [Int32] = []
        // The Markdown spans holding what comes next: emphasis, strong, strikethrough and links.
        var holding: [Int] = []
        // What inline HTML tags opened: CommonMark makes `<a href="x">` and `</a>` separate
        // inlines, so the link and styles they mean stay open across the inlines between them,
        // but not past the end of the Markdown inline (emphasis, link…) they were opened in, so
        // that they nest in it as markup must.
        var marks = HTMLMarks(element: element)
        // Markdown links inside a link an `<a href>` opened: links do not nest, so their text is
        // the outer link's, as a browser makes it.
        var linksAsText: [MarkdownNode] = []
        /// How many spans hold what comes next.
        func depth() -> Int { holding.count + marks.open.count }
        directionControls = nil
        traverse(leaf, enter: { node in
            switch node.kind {
            case .text:
                appendLiteral(of: node, in: leaf, element: element, depth: depth())
                return false
            case .code:
                let span = openSpan(.code, in: element, depth: depth())
                node.withLiteralBytes { appendRevealing($0, context: .code, in: element, depth: depth() + 1) }
                closeSpan(span)
                return false
            case .emphasis, .strong, .strikethrough:
                let kind: InlineSpan.Kind = node.kind == .strong ? .strong : node.kind == .strikethrough ? .strikethrough : .emphasis
                holding.append(openSpan(kind, in: element, depth: depth()))
                return true
            case .softBreak:
                let span = openSpan(.softBreak, in: element, depth: depth())
                text.append(UInt8(ascii: " "))
                closeSpan(span)
                return false
            case .lineBreak:
                let span = openSpan(.lineBreak, in: element, depth: depth())
                text.append(UInt8(ascii: "\n"))
                closeSpan(span)
                return false
            case .inlineHTML:
                let span = openSpan(.inlineHTML, in: element, depth: depth())
                inlineSpans[span].html = Int32(inlineHTML.count)
                inlineHTML.append(node.literal ?? "")
                // A <br> is a line break, an <img> its alt, as a reader hears them.
                if HTMLText.isLineBreak(node) { text.append(UInt8(ascii: "\n")) }
                if var alt = HTMLText.imageAlt(node) {
                    alt.withUTF8 { appendRevealing($0, context: .prose, in: element, depth: depth()) }
                }
                closeSpan(span)
                addInlineHTML(node, insideLink: !opened.isEmpty, outside: holding.count, &marks)
                return false
            case .link where marks.open.contains { $0.link != nil }:
                linksAsText.append(node)
                return true
            case .link:
                opened.append(open(.link, node: node))
                holding.append(openSpan(.link, in: element, depth: depth()))
                return true
            case .image, .math:
                // An image shows a picture, not its description, and a formula is drawn: one
                // attachment character each.
                let attachment = open(node.kind == .image ? .image : .math, node: node)
                let span = openSpan(node.kind == .image ? .image : .math, in: element, depth: depth())
                text.append(VisibleText.attachment)
                closeSpan(span)
                close(attachment)
                return false
            case .footnoteReference:
                let reference = open(.footnoteReference, node: node)
                let span = openSpan(.footnoteReference, in: element, depth: depth())
                let number = node.footnoteNumber ?? 0
                records[Int(reference)].footnoteNumber = Int32(number)
                records[Int(reference)].occurrence = Int32(node.footnoteOccurrence ?? 1)
                text.append(Array(String(number).utf8))
                closeSpan(span)
                close(reference)
                return false
            default:
                return true
            }
        }, exit: { node in
            if node == linksAsText.last {
                linksAsText.removeLast()
                return
            }
            switch node.kind {
            case .link, .emphasis, .strong, .strikethrough:
                // What inline HTML opened in it ends with it.
                closeMarks(from: marks.open.firstIndex { $0.depth == holding.count } ?? marks.open.count, &marks)
                if node.kind == .link, warns, let disguise = LinkDisguise(text: node.plainText, destination: node.destination ?? "") {
                    appendWarning(disguise.warning, in: element, depth: holding.count)
                }
                if node.kind == .link, let last = opened.popLast() { close(last) }
                if let last = holding.popLast() { closeSpan(last) }
            default:
                break
            }
        })
        // Tags left open at the end of the paragraph end with it.
        closeMarks(from: 0, &marks)
    }

    /// An inline HTML tag read as what it means: `<a href>` opens a link (not inside a Markdown
    /// link, as links do not nest; one opened in the same Markdown inline ends the last) and
    /// `</a>` closes it; a style tag opens or closes its style. An end tag closes only what was
    /// opened in the Markdown inline it stands in, `outside` Markdown spans deep. The text
    /// between them is the paragraph's own.
    private mutating func addInlineHTML(_ node: MarkdownNode, insideLink: Bool, outside: Int, _ marks: inout HTMLMarks) {
        guard let literal = node.literal else { return }
        for token in HTMLTokenizer.tokens(literal) {
            switch token.kind {
            case .startTag("a", let attributes) where !insideLink && HTMLText.followableDestination(attributes) != nil:
                if let index = marks.open.lastIndex(where: { $0.link != nil }) {
                    guard marks.open[index].depth == outside else { continue }
                    closeMark(at: index, outside: outside, &marks)
                }
                let link = open(.link, node: node)
                records[Int(link)].tagStart = Int32(token.range.lowerBound)
                records[Int(link)].tagEnd = Int32(token.range.upperBound)
                openMark("a", .link, link: link, outside: outside, origin: -1, &marks)
            case .startTag(let name, _):
                if let kind = HTMLText.styleKind(name) { openMark(name, kind, link: nil, outside: outside, origin: -1, &marks) }
            case .endTag(let name):
                if let index = marks.open.lastIndex(where: { $0.tag == name && $0.depth == outside }) {
                    closeMark(at: index, outside: outside, &marks)
                }
            case .text, .comment, .hiddenRaw:
                continue
            }
        }
    }

    /// The links and styles raw HTML tags opened in a text element, innermost last.
    private struct HTMLMarks {
        struct Mark {
            /// The tag's name, which its end tag names.
            let tag: String
            let kind: InlineSpan.Kind
            /// Its span.
            let span: Int
            /// The link element of an `<a href>`.
            let link: Int32?
            /// How many Markdown spans held it when it opened.
            let depth: Int
            /// In an HTML block, which of the block's links and styles it is; -1 in a paragraph.
            let origin: Int
        }

        /// The text element holding them.
        let element: Int32
        var open: [Mark] = []
    }

    /// Opens the span of a link or style a raw HTML tag stands for, inside the `outside`
    /// Markdown spans and the marks open.
    private mutating func openMark(_ tag: String, _ kind: InlineSpan.Kind, link: Int32?, outside: Int, origin: Int, _ marks: inout HTMLMarks) {
        let span = openSpan(kind, in: marks.element, depth: outside + marks.open.count, isReadFromRawHTML: true)
        marks.open.append(HTMLMarks.Mark(tag: tag, kind: kind, span: span, link: link, depth: outside, origin: origin))
    }

    /// Ends the mark at `index`. The marks opened inside it end first, and the styles among them
    /// open again after it, so the spans nest however the tags crossed; a link among them stays
    /// ended, as it is one element.
    private mutating func closeMark(at index: Int, outside: Int, _ marks: inout HTMLMarks) {
        let inside = marks.open[(index + 1)...].filter { $0.link == nil }
        closeMarks(from: index, &marks)
        for mark in inside { openMark(mark.tag, mark.kind, link: nil, outside: outside, origin: mark.origin, &marks) }
    }

    /// Ends the marks from `index` on, innermost first; a link read from an `<a href>` gets the
    /// warning of a disguised link, as a Markdown link does.
    private mutating func closeMarks(from index: Int, _ marks: inout HTMLMarks) {
        while marks.open.count > index, let mark = marks.open.popLast() {
            if warns, let link = mark.link, let node = records[Int(link)].node {
                let start = Int(inlineSpans[mark.span].utf8Start)
                let shown = String(decoding: text.bytes[start...], as: UTF8.self)
                let tag = Int(records[Int(link)].tagStart)..<Int(records[Int(link)].tagEnd)
                let destination = HTMLText.followableDestination(HTMLText.attributes(ofTagAt: tag, in: node)) ?? ""
                if let disguise = LinkDisguise(text: shown, destination: destination) {
                    appendWarning(disguise.warning, in: marks.element, depth: inlineSpans[mark.span].depth + 1)
                }
            }
            closeSpan(mark.span)
            if let link = mark.link { close(link) }
        }
    }

    // MARK: Text of the document

    /// A text node's literal, in the prose of `leaf` (the text element `element`).
    private mutating func appendLiteral(of node: MarkdownNode, in leaf: MarkdownNode, element: Int32, depth: Int) {
        node.withLiteralBytes { bytes in
            guard warns, HiddenCharacters.mayHide(bytes) else {
                text.append(bytes)
                return
            }
            var decisions: [Bool] = []
            if !HiddenCharacters.explicitDirectionControls(in: bytes).isEmpty {
                if directionControls?.leaf != leaf { directionControls = ProseDirectionControls(leaf: leaf) }
                decisions = directionControls?.decisions(for: node) ?? []
            }
            var asked = 0
            appendRevealing(bytes, context: .prose, decisions: decisions, asked: &asked, in: element, depth: depth)
        }
    }

    /// Text of the document, each run of hidden characters replaced by its warning (unless the
    /// document is trusted): in code every direction control is, in prose those whose entry of
    /// `decisions` (from `asked` on, one per explicit control met) is false.
    private mutating func appendRevealing(_ bytes: UnsafeBufferPointer<UInt8>, context: HiddenCharacters.Context, in element: Int32, depth: Int) {
        var asked = 0
        appendRevealing(bytes, context: context, decisions: [], asked: &asked, in: element, depth: depth)
    }

    private mutating func appendRevealing(_ bytes: UnsafeBufferPointer<UInt8>, context: HiddenCharacters.Context, decisions: [Bool],
                                          asked: inout Int, in element: Int32, depth: Int) {
        guard warns, HiddenCharacters.mayHide(bytes) else {
            text.append(bytes)
            return
        }
        var position = 0
        var count = asked
        let runs = HiddenCharacters.runs(in: bytes, context: context) {
            defer { count += 1 }
            return count < decisions.count && decisions[count]
        }
        asked = count
        for run in runs {
            text.append(UnsafeBufferPointer(rebasing: bytes[position..<run.utf8Range.lowerBound]))
            appendWarning(ContentWarning(run), in: element, depth: depth)
            position = run.utf8Range.upperBound
        }
        text.append(UnsafeBufferPointer(rebasing: bytes[position...]))
    }

    /// A warning, in a span of its own, at the end of the text.
    private mutating func appendWarning(_ warning: ContentWarning, in element: Int32, depth: Int) {
        let span = openSpan(.warning, in: element, depth: depth)
        inlineSpans[span].html = Int32(warnings.count)
        warnings.append(warning)
        text.append(Array(warning.shown(phrases).utf8))
        closeSpan(span)
    }

    /// Whether each explicit direction control of a paragraph's text is obeyed, in order.
    private static func directionDecisions(_ paragraph: [UInt8]) -> [Bool] {
        let controls = paragraph.withUnsafeBufferPointer(HiddenCharacters.explicitDirectionControls(in:))
        let plan = DirectionControlPlan(controls: controls)
        return controls.indices.map(plan.keeps)
    }

    /// Records a span starting at the end of the text, in the order spans open.
    private mutating func openSpan(_ kind: InlineSpan.Kind, in element: Int32, depth: Int, isReadFromRawHTML: Bool = false) -> Int {
        let start = Int32(text.utf8Count)
        let start16 = Int32(text.utf16Count)
        inlineSpans.append(InlineSpan(kind: kind, isReadFromRawHTML: isReadFromRawHTML, utf8Start: start, utf8End: start,
                                      utf16Start: start16, utf16End: start16, nesting: Int32(depth), owner: element))
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
