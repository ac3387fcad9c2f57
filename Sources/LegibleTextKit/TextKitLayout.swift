#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
public import CoreGraphics
public import Foundation
public import LegibleAccessibility
public import LegibleRendering
#if canImport(UIKit)
internal import UIKit
#else
internal import AppKit
#endif

/// A styled document laid out by TextKit 2, as a ``DocumentLayout``: what the Apple views draw,
/// and what every accessibility answer (line numbers, frames, selection, pages) is computed from.
///
/// The whole document is one `NSTextContentStorage` (its text is the styled document's text,
/// so offsets need no mapping) laid out in one text container as wide as the view. Blocks are
/// TextKit paragraphs with the theme's indents and spacing; code is not wrapped, but drawn
/// inside its box moved left as far as the view has scrolled it (``CodeBlockScroll``);
/// a table is laid out by ``TableLayout`` (its cells wrapped in columns as wide as
/// ``TableColumnWidths`` makes them, inside a grid of rules), each of its rows a TextKit line as
/// high as the row, and its cells' lines are this layout's lines, drawn from it; formulas are
/// drawn from their display lists in the math color (without a math font, as their linear
/// form), a display formula centred or scrolled sideways (``PlacedFormula``),
/// images as loaded or as their description in a box, both as attachments in place of their
/// U+FFFC.
public final class TextKitLayout: DocumentLayout {
    public let document: StyledDocument
    public let size: LayoutSize
    /// The lines, fragments and tables, as TextKit laid them out. Given up to the layout that
    /// updates this one (``init(updating:to:after:)``), so that its arrays are cut and extended
    /// in place, not copied: an append then costs the blocks it changed.
    private var built: Fragments
    private var lines: [Line] { built.lines }
    private var fragments: [NSTextLayoutFragment] { built.fragments }
    private var fragmentElements: [ElementID?] { built.fragmentElements }
    private var tableRowFragments: Set<Int> { built.tableRowFragments }
    private var tables: [ElementID: TableLayout] { built.tables }
    /// Decorations in block order, and attachments in text order: given up with ``built``.
    private var decorations: [Decoration]
    private var attachments: [(attachment: InlineAttachment, offset: Int, attributes: TextAttributes)]
    private let text: NSAttributedString
    private let style: TextKitStyle
    private let width: CGFloat
    /// TextKit's text and layout, kept so that a streamed append edits them
    /// (``init(updating:to:after:)``) rather than laying everything out again.
    private let storage: NSTextContentStorage
    private let manager: NSTextLayoutManager

    /// One line: where it is, and what draws it.
    private struct Line {
        let line: LayoutLine
        let source: Source
    }

    /// What draws a line.
    private enum Source {
        /// A TextKit line fragment, its origin in the document, and the document offset of its paragraph.
        case fragment(NSTextLineFragment, origin: CGPoint, paragraphStart: Int)
        /// A line of a table cell: the table, and the line's index in its layout.
        case tableCell(ElementID, line: Int)
    }

    /// Something drawn beside the text: a list marker, a quote bar, a code block's background, a
    /// rule; and the index of the block it is drawn for.
    private struct Decoration {
        enum Kind { case marker(String), alertTitle(String), quoteBar(ColorRole), codeBackground, rule, tableHeaderBackground, box(BlockBox) }
        let kind: Kind
        let element: ElementID
        var rect: LayoutRect
        let block: Int
    }

    /// Lays `document` out `width` wide in `style`.
    public convenience init(document: StyledDocument, width: CGFloat, style: TextKitStyle) {
        let text = TextKitText(document: document, width: width, style: style)
        let storage = NSTextContentStorage()
        let manager = NSTextLayoutManager()
        let container = NSTextContainer(size: CGSize(width: max(width, 1), height: 0))
        container.lineFragmentPadding = 0
        manager.textContainer = container
        storage.addTextLayoutManager(manager)
        storage.attributedString = text.attributedString
        manager.ensureLayout(for: storage.documentRange)
        var built = Fragments()
        built.add(from: storage.documentRange.location, of: manager, storage: storage, document: document, tables: text.tables, style: style)
        self.init(document: document, width: width, style: style, storage: storage, manager: manager, built: built,
                  decorations: [], attachments: text.attachments, text: storage.textStorage ?? text.attributedString)
    }

    /// `previous` after a streamed append made its document `document`, as `plan` says: the
    /// blocks before `LayoutInvalidation.firstBlockToLayOut(in:)` keep their lines, fragments
    /// and decorations; the text from there to the end is replaced in TextKit's storage, in one
    /// editing transaction, and only it is laid out again. TextKit keeps the layout of the text
    /// before an edit ([performEditingTransaction(_:)](https://developer.apple.com/documentation/uikit/nstextcontentmanager/performeditingtransaction(_:))),
    /// so an append at the end of a long answer costs the blocks it changed.
    ///
    /// `previous` gives its TextKit objects to the new layout and must not be used after this.
    /// A whole document (`LayoutInvalidation.isWhole`), or a storage with no text storage to
    /// edit, is laid out whole.
    public convenience init(updating previous: TextKitLayout, to document: StyledDocument, after plan: LayoutInvalidation) {
        let first = plan.firstBlockToLayOut(in: document)
        let start = first < document.blocks.count ? document.blocks[first].utf16Range.lowerBound : document.utf16Count
        let storage = previous.storage
        guard !plan.isWhole, let textStorage = storage.textStorage, start <= previous.document.utf16Count else {
            self.init(document: document, width: previous.width, style: previous.style)
            return
        }
        let text = TextKitText(document: document, fromBlock: first, width: previous.width, style: previous.style)
        storage.performEditingTransaction {
            textStorage.replaceCharacters(in: NSRange(location: start, length: previous.document.utf16Count - start), with: text.attributedString)
        }
        // Located after the edit: a location found before it may not survive it.
        guard let location = storage.location(storage.documentRange.location, offsetBy: start) else {
            self.init(document: document, width: previous.width, style: previous.style)
            return
        }
        let manager = previous.manager
        var (built, decorations, attachments) = previous.relinquish()
        built.cut(at: start, removingTablesOf: previous.document.blocks[min(first, previous.document.blocks.count)...].map(\.id))
        decorations.removeSubrange(firstIndex(in: decorations.indices) { decorations[$0].block >= first }...)
        attachments.removeSubrange(firstIndex(in: attachments.indices) { attachments[$0].offset >= start }...)
        if let end = storage.location(location, offsetBy: document.utf16Count - start), let range = NSTextRange(location: location, end: end) {
            manager.ensureLayout(for: range)
        }
        built.add(from: location, of: manager, storage: storage, document: document, tables: text.tables, style: previous.style)
        self.init(document: document, width: previous.width, style: previous.style, storage: storage, manager: manager, built: built,
                  decorations: decorations, attachments: attachments + text.attachments, text: textStorage, decorateFrom: first)
    }

    /// Gives up the lines, fragments, decorations and attachments to the layout updating this
    /// one, leaving this one empty.
    private func relinquish() -> (Fragments, [Decoration], [(attachment: InlineAttachment, offset: Int, attributes: TextAttributes)]) {
        defer {
            built = Fragments()
            decorations = []
            attachments = []
        }
        return (built, decorations, attachments)
    }

    /// `laidOut` brought up to `document` after a streamed append's `plan`, when it can be: a
    /// TextKit layout `width` wide and a plan that is not the whole document. `nil` when the
    /// document must be laid out whole. What the views call after each append.
    public static func updating(_ laidOut: (any DocumentLayout)?, width: CGFloat, to document: StyledDocument,
                                after plan: LayoutInvalidation?) -> TextKitLayout? {
        guard let plan, !plan.isWhole, let previous = laidOut as? TextKitLayout, previous.width == width else { return nil }
        return TextKitLayout(updating: previous, to: document, after: plan)
    }

    /// A layout of what `built` collected, with the decorations of the blocks from `decorateFrom`
    /// on added to `decorations` (those of the blocks before).
    private init(document: StyledDocument, width: CGFloat, style: TextKitStyle, storage: NSTextContentStorage, manager: NSTextLayoutManager,
                 built: Fragments, decorations: [Decoration], attachments: [(attachment: InlineAttachment, offset: Int, attributes: TextAttributes)], text: NSAttributedString,
                 decorateFrom first: Int = 0) {
        self.document = document
        self.style = style
        self.width = width
        self.storage = storage
        self.manager = manager
        self.built = built
        self.attachments = attachments
        self.text = text
        size = LayoutSize(width: Double(width), height: Double(built.height))
        let start = first < document.blocks.count ? document.blocks[first].utf16Range.lowerBound : Int.max
        let newLines = built.lines[firstIndex(in: built.lines.indices) { built.lines[$0].line.utf16Range.lowerBound >= start }...]
        self.decorations = decorations + Self.decorations(of: document, blocks: first..<document.blocks.count, lines: newLines.map(\.line),
                                                          width: Double(width), style: style, tables: built.tables)
    }

    /// The lines, fragments and tables of a layout, collected fragment by fragment as TextKit
    /// lays them out.
    private struct Fragments {
        var lines: [Line] = []
        var fragments: [NSTextLayoutFragment] = []
        var fragmentStarts: [Int] = []
        var fragmentElements: [ElementID?] = []
        var tableRowFragments: Set<Int> = []
        var tables: [ElementID: TableLayout] = [:]
        var height: CGFloat = 0

        init() {}

        /// Cuts what was laid out at the UTF-16 offset `start` (a paragraph's start): the lines
        /// and fragments from there on go, and the tables of the blocks `removedBlocks`. Lines and
        /// fragments are in text order, so the cut is found by bisection and costs what it removes.
        mutating func cut(at start: Int, removingTablesOf removedBlocks: [ElementID]) {
            let keptLines = firstIndex(in: lines.indices) { lines[$0].line.utf16Range.lowerBound >= start }
            lines.removeSubrange(keptLines...)
            let kept = firstIndex(in: fragmentStarts.indices) { fragmentStarts[$0] >= start }
            for index in kept..<fragments.count { tableRowFragments.remove(index) }
            fragments.removeSubrange(kept...)
            fragmentStarts.removeSubrange(kept...)
            fragmentElements.removeSubrange(kept...)
            for id in removedBlocks { tables[id] = nil }
            height = fragments.last?.layoutFragmentFrame.maxY ?? 0
        }

        /// Adds the fragments TextKit laid out from `location` to the end: each line of text a
        /// line, clipped to its block; each table row the lines of its cells, the table (from
        /// `tables`, unplaced) placed where TextKit put its first row.
        mutating func add(from location: any NSTextLocation, of manager: NSTextLayoutManager, storage: NSTextContentStorage,
                          document: StyledDocument, tables unplaced: [ElementID: TableLayout], style: TextKitStyle) {
            manager.enumerateTextLayoutFragments(from: location, options: [.ensuresLayout]) { fragment in
                add(fragment, storage: storage, document: document, tables: unplaced, style: style)
                return true
            }
        }

        private mutating func add(_ fragment: NSTextLayoutFragment, storage: NSTextContentStorage, document: StyledDocument,
                                  tables unplaced: [ElementID: TableLayout], style: TextKitStyle) {
            fragments.append(fragment)
            height = max(height, fragment.layoutFragmentFrame.maxY)
            let paragraphStart = storage.offset(from: storage.documentRange.location, to: fragment.rangeInElement.location)
            fragmentStarts.append(paragraphStart)
            let first = lines.count
            for lineFragment in fragment.textLineFragments {
                let origin = CGPoint(x: fragment.layoutFragmentFrame.minX, y: fragment.layoutFragmentFrame.minY)
                let start = paragraphStart + lineFragment.characterRange.location
                guard let index = document.blockIndex(containingUTF16: start), case .table(let grid) = document.blocks[index].content,
                      let table = unplaced[document.blocks[index].id] else {
                    lines += TextKitLayout.lines(of: lineFragment, origin: origin, paragraphStart: paragraphStart, in: document)
                    continue
                }
                // A table row: its cells' lines, the table placed where TextKit put its first row.
                let id = document.blocks[index].id
                let row = grid.rows.lastIndex { ($0.cells.first?.utf16Range.lowerBound ?? Int.max) <= start } ?? 0
                let placed = tables[id] ?? table.moved(down: Double(origin.y + lineFragment.typographicBounds.minY) - table.rowBorders[row])
                tables[id] = placed
                tableRowFragments.insert(fragments.count - 1)
                for cell in placed.rows[row] {
                    for lineIndex in placed.cells[cell].lines {
                        let line = placed.lines[lineIndex]
                        lines.append(Line(line: LayoutLine(utf16Range: line.utf16Range, frame: line.frame, baseline: line.frame.y + Double(style.bodyFontSize),
                                                           element: line.cell),
                                          source: .tableCell(id, line: lineIndex)))
                    }
                }
            }
            fragmentElements.append(lines.count > first ? lines[first].line.element : nil)
        }
    }

    /// The layout line of one TextKit line: the line itself, clipped to its block's text (the
    /// line breaks between blocks belong to no line).
    private static func lines(of fragment: NSTextLineFragment, origin: CGPoint, paragraphStart: Int, in document: StyledDocument) -> [Line] {
        let local = fragment.characterRange
        let start = paragraphStart + local.location
        let bounds = fragment.typographicBounds
        // `locationForCharacter(at:)` is relative to the line fragment's origin, which is
        // `typographicBounds.origin` in the layout fragment (an indented line's is not 0).
        func x(_ offset: Int) -> Double { Double(origin.x + bounds.minX + fragment.locationForCharacter(at: offset - paragraphStart).x) }
        func make(_ range: Range<Int>, _ element: ElementID) -> Line {
            let left = x(range.lowerBound)
            let right = range.isEmpty ? left : x(range.upperBound)
            let frame = LayoutRect(x: left, y: Double(origin.y + bounds.minY), width: right - left, height: Double(bounds.height))
            let line = LayoutLine(utf16Range: range, frame: frame, baseline: Double(origin.y + bounds.minY + fragment.glyphOrigin.y), element: element)
            return Line(line: line, source: .fragment(fragment, origin: origin, paragraphStart: paragraphStart))
        }
        guard let index = document.blockIndex(containingUTF16: start) else { return [] }
        let block = document.blocks[index]
        return [make(start..<min(start + local.length, block.utf16Range.upperBound), block.id)]
    }

    // MARK: DocumentLayout

    public var lineCount: Int { lines.count }

    public func line(at index: Int) -> LayoutLine { lines[index].line }

    public func lineIndex(at point: LayoutPoint) -> Int? {
        lines.firstIndex { $0.line.frame.contains(point) }
    }

    public func utf16Offset(atX x: Double, inLine index: Int) -> Int {
        let range = lines[index].line.utf16Range
        switch lines[index].source {
        case .fragment(let fragment, let origin, let paragraphStart):
            // `characterIndex(for:)` takes a point in the line fragment's own coordinates.
            let bounds = fragment.typographicBounds
            let local = fragment.characterIndex(for: CGPoint(x: CGFloat(x) - origin.x - bounds.minX, y: bounds.height / 2))
            return min(max(paragraphStart + local, range.lowerBound), range.upperBound)
        case .tableCell(let table, let line):
            return tables[table]?.utf16Offset(atX: x, inLine: line) ?? range.lowerBound
        }
    }

    public func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double {
        switch lines[index].source {
        case .fragment(let fragment, let origin, let paragraphStart):
            return Double(origin.x + fragment.typographicBounds.minX + fragment.locationForCharacter(at: offset - paragraphStart).x)
        case .tableCell(let table, let line):
            return tables[table]?.xPosition(ofUTF16: offset, inLine: line) ?? lines[index].line.frame.x
        }
    }

    /// What is drawn for the element, and for a table cell, its box in the grid.
    public func decorationFrame(of element: ElementID) -> LayoutRect? {
        let cell = tables.values.lazy.compactMap { $0.cellFrame(of: element) }.first
        return Self.union(decorations.filter { $0.element == element }.map(\.rect) + (cell.map { [$0] } ?? []))
    }

    /// The table cell whose box holds the point (a touch in its padding lands on it).
    public func decorationElement(at point: LayoutPoint) -> ElementID? {
        tables.values.lazy.compactMap { $0.cell(at: point) }.first
    }

    // MARK: Decorations

    /// Markers before the first line of the list items and footnotes a block opens, a bar
    /// beside each quote's lines, a background behind each code block, a rule for each thematic
    /// break and a table's grid, and the boxes of the theme's block styles (``BlockBox``): for
    /// the blocks `indices` of `document`, whose lines are among `lines`. In block order, a
    /// box at the first of its blocks.
    private static func decorations(of document: StyledDocument, blocks indices: Range<Int>, lines: [LayoutLine], width: Double,
                                    style: TextKitStyle, tables: [ElementID: TableLayout]) -> [Decoration] {
        var result: [Decoration] = []
        let em = Double(style.bodyFontSize)
        var firstLine: [ElementID: LayoutRect] = [:]
        var elementFrames: [ElementID: LayoutRect] = [:]
        for line in lines {
            if firstLine[line.element] == nil { firstLine[line.element] = line.frame }
            elementFrames[line.element] = elementFrames[line.element].map { $0.union(line.frame) } ?? line.frame
        }
        for index in indices {
            let block = document.blocks[index]
            guard let frame = blockFrame(block, elementFrames: elementFrames) else { continue }
            func add(_ kind: Decoration.Kind, _ element: ElementID, _ rect: LayoutRect) {
                result.append(Decoration(kind: kind, element: element, rect: rect, block: index))
            }
            let first = firstLine[block.id] ?? frame
            for container in block.openedContainers {
                switch container.kind {
                case .listItem(let marker):
                    let markerWidth = em * style.spacing.listIndent
                    add(.marker(marker.text), container.id, LayoutRect(x: first.x - markerWidth, y: first.y, width: markerWidth, height: first.height))
                case .footnote(let number):
                    let markerWidth = em * style.spacing.listIndent
                    add(.marker(String(number) + "."), container.id, LayoutRect(x: first.x - markerWidth, y: first.y, width: markerWidth, height: first.height))
                default:
                    break
                }
            }
            // An alert's title is on a line of its own above the first line, its bar beside it.
            let titles = TextKitText.alertTitles(openedBy: block)
            let titleHeight = Double(style.lineHeight)
            var titleTops: [ElementID: Double] = [:]
            for (index, title) in titles.enumerated() {
                let top = first.y - titleHeight * Double(titles.count - index)
                titleTops[title.container] = top
                add(.alertTitle(title.title), title.container, LayoutRect(x: first.x, y: top, width: max(width - first.x, 0), height: titleHeight))
            }
            var quoteX = 0.0
            for container in block.nesting {
                switch container.kind {
                case .blockQuote:
                    let top = min(titleTops[container.id] ?? frame.y, frame.y)
                    add(.quoteBar(container.alert?.colorRole ?? .quoteBar), container.id,
                        LayoutRect(x: quoteX, y: top, width: em * 0.25, height: frame.maxY - top))
                    quoteX += em * style.spacing.quoteIndent
                case .listItem, .footnote:
                    quoteX += em * style.spacing.listIndent
                default:
                    break
                }
            }
            switch block.content {
            case .code(let code):
                let padding = em * style.spacing.codePadding
                let header = Double(TextKitText.codeHeaderHeight(style))
                let left = frame.x - padding - Double(TextKitText.lineNumberGutter(of: code, style: style))
                add(.codeBackground, block.id, LayoutRect(x: left, y: frame.y - padding - header, width: width - left,
                                                          height: frame.height + 2 * padding + header))
            case .thematicBreak:
                // A style's box is the rule instead.
                if style.theme.blockStyle(for: .thematicBreak).drawsBox { break }
                add(.rule, block.id, LayoutRect(x: frame.x, y: frame.y + frame.height / 2, width: width - frame.x, height: 1))
            case .table(let grid):
                guard let table = tables[block.id] else { break }
                let padding = Double(TextKitText.cellPadding(style))
                let rows = zip(table.rowBorders, table.rowBorders.dropFirst()).map { (top: $0 + padding / 2, bottom: $1 - padding / 2) }
                // The header rows shaded, under the rules (their text is bold in the theme's table header font).
                let headerRows = grid.rows.prefix { $0.isHeader }.count
                if let header = table.frame(ofRows: 0..<headerRows) { add(.tableHeaderBackground, block.id, header) }
                for rule in gridRules(rows: rows, headerRows: grid.rows.prefix { $0.isHeader }.count, columnBorders: table.columnBorders, padding: padding) {
                    add(.rule, block.id, rule)
                }
            default:
                break
            }
        }
        return withBoxes(result, of: document, blocks: indices, elementFrames: elementFrames, width: width, style: style)
    }

    /// `decorations` with the boxes of the theme's block styles among them, each at the first
    /// of the blocks `indices` it is drawn around, the order by block kept.
    private static func withBoxes(_ decorations: [Decoration], of document: StyledDocument, blocks indices: Range<Int>,
                                  elementFrames: [ElementID: LayoutRect], width: Double, style: TextKitStyle) -> [Decoration] {
        let boxes = style.theme.blockBoxes(of: document, blocks: indices, lineFrames: elementFrames, width: width, em: Double(style.bodyFontSize),
                                           titleHeight: Double(style.lineHeight), codeHeaderHeight: Double(TextKitText.codeHeaderHeight(style)))
        guard !boxes.isEmpty else { return decorations }
        var firstBlock: [ElementID: Int] = [:]
        for index in indices {
            let block = document.blocks[index]
            for id in block.nesting.map(\.id) + [block.id] where firstBlock[id] == nil { firstBlock[id] = index }
        }
        let added = boxes.map { Decoration(kind: .box($0), element: $0.element, rect: $0.rect, block: firstBlock[$0.element] ?? indices.lowerBound) }
        return (added + decorations).enumerated().sorted { ($0.element.block, $0.offset) < ($1.element.block, $1.offset) }.map(\.element)
    }

    /// A table's grid: a border around it, between its rows and between its columns (at
    /// `columnBorders`, from left to right, where the text's tab stops put them), and a rule twice
    /// as thick under its header rows. Rows are their cells' lines from top to bottom; the
    /// borders between rows are midway between them, the outer ones half a padding beyond the
    /// first and last.
    package static func gridRules(rows: [(top: Double, bottom: Double)], headerRows: Int, columnBorders: [Double], padding: Double) -> [LayoutRect] {
        guard let first = rows.first, let last = rows.last, let left = columnBorders.first, let right = columnBorders.last, right > left else {
            return []
        }
        let top = first.top - padding / 2
        let bottom = last.bottom + padding / 2
        var rules = [LayoutRect(x: left, y: top, width: right - left, height: 1)]
        for index in rows.indices.dropFirst() {
            let y = (rows[index - 1].bottom + rows[index].top) / 2
            rules.append(LayoutRect(x: left, y: y, width: right - left, height: index == headerRows ? 2 : 1))
        }
        rules.append(LayoutRect(x: left, y: bottom - 1, width: right - left, height: 1))
        for border in columnBorders {
            // The last border inside the right edge, so it is not cut off.
            rules.append(LayoutRect(x: min(border, right - 1), y: top, width: 1, height: bottom - top))
        }
        return rules
    }

    /// The union of a block's lines (of its cells, for a table), from the frames of each
    /// element's lines.
    private static func blockFrame(_ block: StyledBlock, elementFrames: [ElementID: LayoutRect]) -> LayoutRect? {
        var ids = [block.id]
        if case .table(let grid) = block.content { ids += grid.rows.flatMap(\.cells).map(\.id) }
        return union(ids.compactMap { elementFrames[$0] })
    }

    /// The smallest rectangle holding all of them; `nil` for none.
    private static func union(_ rects: [LayoutRect]) -> LayoutRect? {
        rects.reduce(nil as LayoutRect?) { partial, rect in partial.map { $0.union(rect) } ?? rect }
    }

    // MARK: Drawing

    /// Draws the part of the document inside `rect` (the layout's coordinates, with `origin` the
    /// document's top left in the context): backgrounds, bars and rules, the text, markers,
    /// formulas and images. A code block scrolled sideways (`codeOffsets`, by element) is drawn
    /// moved left by its offset, inside its box.
    public func draw(in context: CGContext, rect: CGRect, origin: CGPoint, painter: TextKitPainter, codeOffsets: [ElementID: Double] = [:]) {
        drawing(in: context) { drawContent(in: context, rect: rect, origin: origin, painter: painter, codeOffsets: codeOffsets) }
    }

    /// Runs `body` with `context` as the platform's current one: attributed strings and images
    /// draw into the current context, not into a context given to them, so a caller drawing into
    /// a bitmap or a printing context (not a view's own) got half the document (uikit B16)
    /// ([UIGraphicsPushContext(_:)](https://developer.apple.com/documentation/uikit/uigraphicspushcontext(_:)),
    /// [current](https://developer.apple.com/documentation/appkit/nsgraphicscontext/current)).
    private func drawing(in context: CGContext, _ body: () -> Void) {
        #if canImport(UIKit)
        UIGraphicsPushContext(context)
        body()
        UIGraphicsPopContext()
        #else
        NSGraphicsContext.saveGraphicsState()
        // Flipped: y grows downwards, as in the views (AppKit's is `isFlipped`).
        NSGraphicsContext.current = NSGraphicsContext(cgContext: context, flipped: true)
        body()
        NSGraphicsContext.restoreGraphicsState()
        #endif
    }

    /// Draws the images that are loaded (`painter.drawImage` says which, and draws them) inside
    /// `rect`, and nothing else: for a view of their own over the text, which Smart Invert leaves
    /// as they are while it inverts the text around them (`accessibilityIgnoresInvertColors`).
    public func drawImages(in context: CGContext, rect: CGRect, origin: CGPoint, painter: TextKitPainter) {
        let visible = rect.offsetBy(dx: origin.x, dy: origin.y)
        drawing(in: context) {
            for (attachment, offset, _) in attachments {
                guard case .image(let image) = attachment, let box = imageBox(image, atUTF16: offset)?.placed(at: origin), box.intersects(visible) else {
                    continue
                }
                _ = painter.drawImage(image, box)
            }
        }
    }

    /// Where an image whose U+FFFC is at `offset` is drawn: from the character's left on its
    /// line's top, at the size the style gives it.
    private func imageBox(_ image: ImageAttachment, atUTF16 offset: Int) -> LayoutRect? {
        guard let index = caretLineIndex(atUTF16: offset) else { return nil }
        let size = style.imageSize(image)
        return LayoutRect(x: xPosition(ofUTF16: offset, inLine: index), y: line(at: index).frame.y, width: Double(size.width), height: Double(size.height))
    }

    private func drawContent(in context: CGContext, rect: CGRect, origin: CGPoint, painter: TextKitPainter, codeOffsets: [ElementID: Double]) {
        func place(_ rect: LayoutRect) -> CGRect { rect.placed(at: origin) }
        let visible = rect.offsetBy(dx: origin.x, dy: origin.y)
        context.saveGState()
        for case (.box(let box), let rect) in decorations.lazy.map({ ($0.kind, place($0.rect)) }) where rect.intersects(visible) {
            BlockBoxDrawing.draw(box, in: rect, context: context, painter: painter)
        }
        // A code block whose style draws a box has that box as its background.
        let styledCode = style.theme.blockStyle(for: .codeBlock).drawsBox
        for decoration in decorations {
            let shown = place(shownRect(of: decoration, codeOffsets: codeOffsets))
            guard shown.intersects(visible) else { continue }
            switch decoration.kind {
            case .codeBackground:
                if styledCode { continue }
                context.setFillColor(painter.color(.codeBackground))
            case .tableHeaderBackground: context.setFillColor(painter.color(.codeBackground))
            case .quoteBar(let role): context.setFillColor(painter.color(role))
            case .rule: context.setFillColor(painter.color(.rule))
            case .marker, .alertTitle, .box: continue
            }
            context.fill(shown)
        }
        context.restoreGState()
        for (index, (fragment, element)) in zip(fragments, fragmentElements).enumerated()
        where !tableRowFragments.contains(index) && fragment.layoutFragmentFrame.offsetBy(dx: origin.x, dy: origin.y).intersects(visible) {
            let point = CGPoint(x: fragment.layoutFragmentFrame.minX + origin.x, y: fragment.layoutFragmentFrame.minY + origin.y)
            guard let element, let offset = codeOffsets[element], let box = decorationFrame(of: element) else {
                fragment.draw(at: point, in: context)
                continue
            }
            context.saveGState()
            context.clip(to: place(codeClip(of: element, box: box)))
            fragment.draw(at: CGPoint(x: point.x - CGFloat(offset), y: point.y), in: context)
            context.restoreGState()
        }
        for line in lines where !line.line.utf16Range.isEmpty {
            guard case .tableCell(let table, _) = line.source else { continue }
            // A table scrolled sideways: its cells moved left, cut to where the table shows.
            let offset = codeOffsets[table], clip = offset == nil ? nil : tableClip(of: table)
            let frame = place(line.line.frame).offsetBy(dx: -CGFloat(clip == nil ? 0 : offset ?? 0), dy: 0)
            // Only a cell line that shows is made into a string (a band of a long answer draws
            // a few of its table's lines, not all).
            guard frame.intersects(visible), clip.map({ frame.intersects(place($0)) }) ?? true else { continue }
            let range = line.line.utf16Range
            let cell = TextKitText.drawnCellLine(text.attributedSubstring(from: NSRange(location: range.lowerBound, length: range.count)))
            guard let clip else {
                cell.draw(at: frame.origin)
                continue
            }
            context.saveGState()
            context.clip(to: place(clip))
            cell.draw(at: frame.origin)
            context.restoreGState()
        }
        drawCodeHeaders(in: context, visible: visible, place: place, painter: painter)
        drawLineNumbers(visible: visible, place: place)
        let markerAttributes = style.runAttributes(TextAttributes(role: .body))
        let titleAttributes = style.runAttributes(TextAttributes(role: .body, inline: .strong))
        for decoration in decorations where place(decoration.rect).intersects(visible) {
            switch decoration.kind {
            case .marker(let text): NSAttributedString(string: text, attributes: markerAttributes).draw(at: place(decoration.rect).origin)
            case .alertTitle(let text): NSAttributedString(string: text, attributes: titleAttributes).draw(at: place(decoration.rect).origin)
            default: continue
            }
        }
        for (attachment, offset, attributes) in attachments {
            guard let index = caretLineIndex(atUTF16: offset) else { continue }
            let line = line(at: index)
            // An attachment is drawn within its line's height (TextKit makes the line as high as
            // it): one on a line out of sight is not typeset or measured.
            let lineFrame = place(line.frame)
            guard lineFrame.maxY >= visible.minY, lineFrame.minY <= visible.maxY else { continue }
            let x = xPosition(ofUTF16: offset, inLine: index)
            switch attachment {
            case .math(let math):
                let formula = TextKitText.formula(math, in: attributes, style: style)
                let placed = placedFormula(math, geometry: formula.geometry, x: x, line: line, scrollOffset: codeOffsets[math.element] ?? 0)
                guard place(placed.visibleFrame).intersects(visible) else { continue }
                let drawn = place(placed.drawnFrame)
                let baseline = CGPoint(x: drawn.minX, y: drawn.minY + CGFloat(formula.geometry.height))
                context.saveGState()
                context.clip(to: place(placed.visibleFrame))
                switch formula.drawing {
                case .displayList(let list):
                    if let typesetter = formula.typesetter {
                        // In the color of the text around it, unless the theme sets formulas apart.
                        FormulaDrawing.draw(list, typesetter: typesetter, at: baseline, in: context,
                                            color: painter.color(style.theme.foregroundRole(for: attributes)), errorColor: painter.color(.alertCaution))
                    }
                case .linear(let linear):
                    TextKitText.linearString(linear, of: math, style: style).draw(at: drawn.origin)
                }
                context.restoreGState()
            case .image(let image):
                guard let box = imageBox(image, atUTF16: offset).map(place), box.intersects(visible) else { continue }
                if !painter.drawImage(image, box) {
                    context.saveGState()
                    context.setFillColor(painter.color(.codeBackground))
                    context.fill(box)
                    context.restoreGState()
                    NSAttributedString(string: image.placeholder, attributes: style.runAttributes(TextAttributes(role: .body))).draw(at: box.origin)
                }
            }
        }
    }

    // MARK: Code block headers

    /// The header of each code block whose box is in the visible rectangle: the language's name
    /// on the left, the Copy button (its title in a frame of the rule color) on the right,
    /// filled while pressed and titled as confirming a copy as `painter` says.
    private func drawCodeHeaders(in context: CGContext, visible: CGRect, place: (LayoutRect) -> CGRect, painter: TextKitPainter) {
        guard let title = style.copyCodeTitle else { return }
        let attributes = style.runAttributes(TextAttributes(role: .body))
        for decoration in decorations where place(decoration.rect).intersects(visible) {
            guard case .codeBackground = decoration.kind, let header = codeBlockHeader(of: decoration.element) else { continue }
            let label = place(header.labelFrame)
            if let language = header.language {
                let text = NSAttributedString(string: language, attributes: attributes)
                text.draw(at: CGPoint(x: label.minX, y: label.midY - text.size().height / 2))
            }
            let look = painter.copyButtonLook(header.element)
            let button = place(header.copyButtonFrame).insetBy(dx: CGFloat(style.bodyFontSize) / 4, dy: 2)
            context.saveGState()
            context.setFillColor(painter.color(.rule))
            if look == .pressed {
                context.fill(button)
            } else {
                for edge in [CGRect(x: button.minX, y: button.minY, width: button.width, height: 1),
                             CGRect(x: button.minX, y: button.maxY - 1, width: button.width, height: 1),
                             CGRect(x: button.minX, y: button.minY, width: 1, height: button.height),
                             CGRect(x: button.maxX - 1, y: button.minY, width: 1, height: button.height)] {
                    context.fill(edge)
                }
            }
            context.restoreGState()
            let text = NSAttributedString(string: look == .copied ? style.copiedCodeTitle ?? title : title, attributes: attributes)
            let size = text.size()
            text.draw(at: CGPoint(x: button.midX - size.width / 2, y: button.midY - size.height / 2))
        }
    }

    /// The header of a code block, its Copy button as wide as the wider of its titles and an
    /// em; `nil` when the style draws no headers or the element is no code block.
    public func codeBlockHeader(of element: ElementID) -> CodeBlockHeader? {
        guard let title = style.copyCodeTitle else { return nil }
        let width = ([title] + (style.copiedCodeTitle.map { [$0] } ?? [])).map { title in
            NSAttributedString(string: title, attributes: style.runAttributes(TextAttributes(role: .body))).size().width
        }.max() ?? 0
        return CodeBlockHeader(of: element, in: self, buttonWidth: Double(width + style.bodyFontSize * 1.5))
    }

    // MARK: Tables scrolled sideways

    /// Where a table shows in the view: from its left edge to the view's, its rows' height;
    /// `nil` for an element that is no table laid out here.
    private func tableClip(of element: ElementID) -> LayoutRect? {
        guard let frame = tables[element]?.frame else { return nil }
        return LayoutRect(x: frame.x, y: frame.y, width: max(size.width - frame.x, 0), height: frame.height)
    }

    /// Where a decoration is drawn: a scrolled table's rules and shading moved left by its
    /// offset and cut to where the table shows; anything else where it was laid out.
    private func shownRect(of decoration: Decoration, codeOffsets: [ElementID: Double]) -> LayoutRect {
        guard let offset = codeOffsets[decoration.element], let clip = tableClip(of: decoration.element) else { return decoration.rect }
        let left = max(decoration.rect.x - offset, clip.x)
        let right = min(decoration.rect.maxX - offset, clip.maxX)
        return LayoutRect(x: left, y: decoration.rect.y, width: max(right - left, 0), height: decoration.rect.height)
    }

    // MARK: Line numbers

    /// The number of each line of each code block whose box is in the visible rectangle, in
    /// its gutter, right-aligned, in the code font and the comment color (as editors draw them).
    /// They stay put while the code scrolls sideways: they are placed from the lines as laid out.
    private func drawLineNumbers(visible: CGRect, place: (LayoutRect) -> CGRect) {
        guard style.codeLineNumbers else { return }
        let attributes = style.runAttributes(TextAttributes(role: .codeBlock)).merging(style.tokenAttributes(.comment)) { $1 }
        let spacing = Double(TextKitText.lineNumberSpacing(style))
        for decoration in decorations where place(decoration.rect).intersects(visible) {
            guard case .codeBackground = decoration.kind, let index = document.blockIndex(of: decoration.element),
                  case .code(let code) = document.blocks[index].content else { continue }
            let gutter = Double(TextKitText.lineNumberGutter(of: code, style: style))
            for number in CodeLineNumber.numbers(of: decoration.element, in: self, gutterWidth: gutter, spacing: spacing) {
                let frame = place(number.frame)
                guard frame.intersects(visible) else { continue }
                let text = NSAttributedString(string: String(number.number), attributes: attributes)
                let size = text.size()
                text.draw(at: CGPoint(x: frame.maxX - size.width, y: frame.midY - size.height / 2))
            }
        }
    }

    /// Where a code block scrolled sideways is drawn: its box, but right of its line numbers
    /// when it has them, so that the code scrolls under nothing but its own box.
    private func codeClip(of element: ElementID, box: LayoutRect) -> LayoutRect {
        guard style.codeLineNumbers, let index = document.blockIndex(of: element), case .code(let code) = document.blocks[index].content else {
            return box
        }
        let left = box.x + Double(style.bodyFontSize * style.spacing.codePadding + TextKitText.lineNumberGutter(of: code, style: style))
        return LayoutRect(x: left, y: box.y, width: max(box.maxX - left, 0), height: box.height)
    }

    /// What a tap or click at `point` does when it is on a code block's Copy button: copies the
    /// code; `nil` anywhere else.
    public func copyButtonTarget(at point: LayoutPoint) -> TapTarget? {
        for decoration in decorations where decoration.rect.contains(point) {
            guard case .codeBackground = decoration.kind, let header = codeBlockHeader(of: decoration.element),
                  header.copyButtonFrame.contains(point), let range = document.utf16Range(of: header.element) else { continue }
            return TapTarget(element: header.element, utf16Range: range, action: .copyCode(header.copyText))
        }
        return nil
    }

    /// Where a formula is drawn: a display formula that is a block of its own centred in the
    /// width right of its indent (where its paragraph style has TextKit put it), or scrolled by
    /// `scrollOffset` when wider (as a code block is, by the same offsets); any other on the
    /// line's baseline at `x`.
    private func placedFormula(_ math: MathAttachment, geometry: FormulaGeometry, x: Double, line: LayoutLine, scrollOffset: Double) -> PlacedFormula {
        guard math.isDisplay, line.element == math.element, let block = document.blockIndex(containingUTF16: line.utf16Range.lowerBound) else {
            return PlacedFormula(inline: math.element, geometry: geometry, origin: LayoutPoint(x: x, y: line.baseline))
        }
        let indent = TextKitText.indent(of: document.blocks[block], style: style)
        let width = LayoutRect(x: indent, y: line.frame.y, width: max(size.width - indent, 0), height: line.frame.height)
        var placed = PlacedFormula(display: math.element, geometry: geometry, line: width, baseline: line.baseline)
        _ = placed.scroll(to: scrollOffset)
        return placed
    }
}
extension LayoutRect {
    /// The rectangle in a context where the document's top left is at `origin`.
    func placed(at origin: CGPoint) -> CGRect {
        CGRect(x: CGFloat(x) + origin.x, y: CGFloat(y) + origin.y, width: CGFloat(width), height: CGFloat(height))
    }
}
#endif
