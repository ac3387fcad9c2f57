import LegibleAccessibility
import LegibleHighlight

/// A styled document laid out in the character cells of a terminal: one cell a column, one
/// row a line. East Asian wide characters and emoji take two cells; grapheme clusters are never
/// split; words wrap where Unicode's line breaking allows; code is clipped or scrolled, never
/// wrapped; tables are grids when they fit and row by row when they do not.
///
/// Coordinates are cells: `x` the column, `y` the row, both from 0. A line's frame is the
/// width of its area (the text column, or a table cell), its baseline the bottom of its row.
///
/// ```swift
/// let layout = CellLayout(document: styled, options: CellLayoutOptions(width: 40))
/// layout.lineCount                         // lines in reading order
/// layout.element(at: LayoutPoint(x: 3, y: 0))   // what is under column 3 of the first row
/// layout.pages(height: 24)                 // pages of a 24-row terminal
/// ```
public struct CellLayout: DocumentLayout, Sendable {
    /// The document laid out.
    public private(set) var document: StyledDocument
    /// How it was laid out.
    public let options: CellLayoutOptions
    /// One laid-out block for each of the document's blocks (in chunks, as the layout before a
    /// streamed append still holds them: cutting the last blocks copies only their chunk).
    private(set) var blocks: ChunkedArray<CellBlock> = []
    /// The top row of each block.
    private(set) var tops: ChunkedArray<Int> = []
    /// The number of the first line of each block.
    private(set) var firstLines: ChunkedArray<Int> = []
    private var totalLines = 0
    private var totalRows = 0
    private var widest = 0
    /// The numbered references of the links, when ``CellLayoutOptions/linkReferences`` is on.
    public private(set) var linkReferences = LinkReferences()
    private var marks = TextMarks()
    /// How many lines the last layout or update laid out, those it kept or only moved aside:
    /// what an update cost (for benchmarks and tests).
    public private(set) var laidOutLineCount = 0
    /// When the last update kept the first lines of a block that grew, the first line it laid
    /// out again; else `nil`.
    public private(set) var firstLineLaidOutAgain: Int?

    var measure: ClusterMeasure { ClusterMeasure(text: document.text, options: options, marks: marks) }

    /// Lays a document out.
    public init(document: StyledDocument, options: CellLayoutOptions) {
        self.document = document
        self.options = options
        relayout(from: 0)
    }

    /// A table or code block that grew in place at the end of a stream
    /// (``StyledDocumentChange/keptRows``): its block, and how many of its rows or lines are as
    /// they were.
    struct GrownBlock {
        let block: Int
        let keptRows: Int
    }

    /// Lays out the blocks from `first` on again, keeping the ones before (and of a block that
    /// grew, the rows or lines kept, when it can).
    mutating func relayout(from first: Int, grown: GrownBlock? = nil) {
        let keep = min(first, blocks.count)
        if keep == 0 { widest = 0 }
        // Numbers follow first appearance, so the blocks kept keep theirs.
        if options.linkReferences { linkReferences.update(from: keep, document: document) }
        if options.linkReferences || options.textMarks || options.codeMarks {
            marks.update(from: keep, document: document, styles: options.textMarks, code: options.codeMarks, links: linkReferences)
        }
        relayout(from: keep, to: document.blocks.count, grown: grown)
    }

    /// Lays out again the blocks a change of the document inserted (at `inserted`, in place of
    /// the old blocks at `removed`) and the one after them, whose gap depends on the block
    /// before it; the blocks after that only moved, with the text, and keep their layout.
    /// Link references and text marks are numbered and placed across the document, so with
    /// either, everything from the change on is laid out again.
    mutating func relayout(replacing removed: Range<Int>, with inserted: Range<Int>, keptRows: Int = 0) {
        // A grown block is the first block of the change (what follows it may have changed too).
        let grown = keptRows > 0 && !removed.isEmpty && !inserted.isEmpty && removed.lowerBound == inserted.lowerBound
            ? GrownBlock(block: inserted.lowerBound, keptRows: keptRows) : nil
        guard !options.linkReferences && !options.textMarks && !options.codeMarks else {
            relayout(from: inserted.lowerBound, grown: grown)
            return
        }
        let laidOutEnd = min(inserted.upperBound + 1, document.blocks.count)
        let keptOld = min(removed.upperBound + (laidOutEnd - inserted.upperBound), blocks.count)
        // Copied out, so that no view of the old blocks is held while they are cut (which
        // would copy them all).
        let kept = Array(blocks[keptOld...])
        relayout(from: inserted.lowerBound, to: laidOutEnd, grown: grown)
        for (offset, block) in kept.enumerated() {
            let styled = document.blocks[laidOutEnd + offset]
            append(block.moved(toUTF8: styled.utf8Range.lowerBound, utf16: styled.utf16Range.lowerBound))
        }
    }

    /// Lays out the blocks from `first` to `end`, dropping those laid out from `first` on.
    private mutating func relayout(from first: Int, to end: Int, grown: GrownBlock?) {
        // The grown block's old drawing, taken out before the blocks are cut so that only this
        // copy holds it and its rows are cut and added to in place.
        var continued = CellBlock()
        if let grown, grown.block >= first, grown.block < min(end, blocks.count) { continued = blocks[grown.block] }
        blocks.removeSubrange(first...)
        tops.removeSubrange(first...)
        firstLines.removeSubrange(first...)
        totalRows = first > 0 ? tops[first - 1] + blocks[first - 1].height : 0
        totalLines = first > 0 ? firstLines[first - 1] + blocks[first - 1].lines.count : 0
        let measure = self.measure
        laidOutLineCount = 0
        firstLineLaidOutAgain = nil
        for index in first..<end {
            var old: CellBlock?
            if let grown, index == grown.block, continued.table != nil || continued.code != nil {
                // Moved out, so that the layouter holds the only copy and grows it in place.
                var taken = CellBlock()
                swap(&taken, &continued)
                old = taken
            }
            let (block, kept) = layOut(index, measure: measure, continuing: consume old, keptRows: grown?.keptRows ?? 0)
            laidOutLineCount += block.lines.count - kept
            if kept > 0 { firstLineLaidOutAgain = totalLines + kept }
            append(block)
        }
    }

    /// The document's block at `index`, laid out.
    private func layOut(_ index: Int, measure: ClusterMeasure, continuing old: consuming CellBlock? = nil, keptRows: Int = 0) -> (CellBlock, kept: Int) {
        let styled = document.blocks[index]
        var layouter = if let old { CellBlockLayouter(measure: measure, block: styled, continuing: old, keptRows: keptRows) }
            else { CellBlockLayouter(measure: measure, block: styled) }
        var block = layouter.layout(after: index > 0 ? document.blocks[index - 1] : nil)
        (block.utf8Start, block.utf16Start) = (styled.utf8Range.lowerBound, styled.utf16Range.lowerBound)
        return (block, layouter.keptLineCount)
    }

    /// Puts a laid-out block after the others.
    private mutating func append(_ block: CellBlock) {
        tops.append(totalRows)
        firstLines.append(totalLines)
        blocks.append(block)
        totalRows += block.height
        totalLines += block.lines.count
        widest = max(widest, block.width)
    }

    // MARK: DocumentLayout

    /// The widest line (at least the layout's width) and all the rows.
    public var size: LayoutSize { LayoutSize(width: Double(max(widest, options.width)), height: Double(totalRows)) }

    /// How many lines there are.
    public var lineCount: Int { totalLines }

    /// The line at `index`.
    public func line(at index: Int) -> LayoutLine {
        let (block, line) = cellLine(at: index)
        let top = Double(tops[block] + line.row)
        return LayoutLine(utf16Range: line.utf16Range,
                          frame: LayoutRect(x: Double(line.frameColumn ?? line.column), y: top, width: Double(min(line.frameWidth, line.visibleWidth)),
                                            height: Double(line.height)),
                          baseline: top + Double(line.height), element: line.element)
    }

    /// The index of the line whose frame holds the point.
    public func lineIndex(at point: LayoutPoint) -> Int? {
        guard point.y >= 0, point.x >= 0 else { return nil }
        let row = Int(point.y)
        let column = Int(point.x)
        guard let blockIndex = block(atRow: row) else { return nil }
        let block = blocks[blockIndex]
        let relative = row - tops[blockIndex]
        func holds(_ line: CellLine) -> Bool {
            relative >= line.row && relative < line.row + line.height
                && column >= (line.frameColumn ?? line.column) && column < (line.frameColumn ?? line.column) + min(line.frameWidth, line.visibleWidth)
        }
        if block.rowsAreOrdered {
            let low = firstIndex(in: 0..<block.lines.count) { middle in block.lines[middle].row + block.lines[middle].height > relative }
            var index = low
            while index < block.lines.count, block.lines[index].row <= relative {
                if holds(block.lines[index]) { return firstLines[blockIndex] + index }
                index += 1
            }
            return nil
        }
        return block.lines.firstIndex(where: holds).map { firstLines[blockIndex] + $0 }
    }

    /// The UTF-16 offset of the character drawn at `x` in a line.
    public func utf16Offset(atX x: Double, inLine index: Int) -> Int {
        let (block, line) = cellLine(at: index)
        if line.box != nil || line.utf16Range.isEmpty {
            return x < Double((line.frameColumn ?? line.column) + line.frameWidth) ? line.utf16Range.lowerBound : line.utf16Range.upperBound
        }
        let clusters = self.clusters(of: line, inBlock: block)
        var column = line.column
        for cluster in clusters {
            if x < Double(column + cluster.width) && cluster.kind != .lineBreak { return cluster.utf16 }
            column += cluster.width
        }
        // Past the end: before the line break, if the line ends with one.
        if let last = clusters.last, last.kind == .lineBreak { return last.utf16 }
        return line.utf16Range.upperBound
    }

    /// The column of the leading edge of the character at a UTF-16 offset of a line.
    public func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double {
        let (block, line) = cellLine(at: index)
        if line.box != nil { return Double(offset > line.utf16Range.lowerBound ? line.column + line.frameWidth : line.column) }
        var column = line.column
        for cluster in clusters(of: line, inBlock: block) {
            if cluster.utf16 >= offset { return Double(column) }
            column += cluster.width
        }
        return Double(column)
    }

    /// Where the markers, bars, rules and frames drawn for an element are: for a container,
    /// also those of the containers inside it.
    public func decorationFrame(of element: ElementID) -> LayoutRect? {
        guard let range = document.blockIndices(of: element) else { return nil }
        // A block's own decorations (a code block's frame, a table's rules) were measured as
        // they were drawn.
        if let block = ownBlock(of: element, in: range) { return blocks[block].ownDecorations?.layoutRect(top: tops[block]) }
        var frame: LayoutRect?
        for index in range where index < blocks.count {
            // A container's frame takes in what is drawn for it and for everything inside it;
            // any other element's, what is drawn for it.
            let nesting = document.blocks[index].nesting
            let containers = Set(nesting.map(\.id))
            let depth = nesting.firstIndex { $0.id == element }
            let inside = depth.map { Set(nesting[$0...].map(\.id)) } ?? [element]
            for decoration in blocks[index].decorations {
                guard let owner = decoration.element, inside.contains(owner) || (depth != nil && !containers.contains(owner)) else { continue }
                let rect = LayoutRect(x: Double(decoration.column), y: Double(tops[index] + decoration.row), width: Double(decoration.width), height: 1)
                frame = frame.map { $0.union(rect) } ?? rect
            }
        }
        return frame
    }

    /// Where the lines of `element` itself are: for a block, measured as they were laid out.
    public func ownLinesFrame(of element: ElementID) -> LayoutRect? {
        if let range = document.blockIndices(of: element), let block = ownBlock(of: element, in: range) {
            return blocks[block].ownLines?.layoutRect(top: tops[block])
        }
        return ownLinesFrameFromLines(of: element)
    }

    /// The block `element` is, when it is one block's own element and none of its containers
    /// (an empty container's block is its container's): what that block measured of itself
    /// is then what is drawn for it.
    private func ownBlock(of element: ElementID, in range: Range<Int>) -> Int? {
        guard range.count == 1, range.lowerBound < blocks.count, blocks[range.lowerBound].element == element,
              !document.blocks[range.lowerBound].nesting.contains(where: { $0.id == element }) else { return nil }
        return range.lowerBound
    }

    /// The element of the marker, bar, rule or frame drawn at a point.
    public func decorationElement(at point: LayoutPoint) -> ElementID? {
        guard point.x >= 0, let blockIndex = block(atRow: Int(point.y)) else { return nil }
        let row = Int(point.y) - tops[blockIndex]
        let column = Int(point.x)
        return blocks[blockIndex].decorations.first { $0.row == row && column >= $0.column && column < $0.column + $0.width }?.element
    }

    // MARK: Finding lines

    /// The block and the line of a line number.
    func cellLine(at index: Int) -> (block: Int, line: CellLine) {
        let low = firstIndex(in: 0..<firstLines.count) { middle in firstLines[middle] > index }
        // Blocks without lines share their first line number with the next; take the last.
        let block = low - 1
        return (block, blocks[block].lines[index - firstLines[block]])
    }

    /// The block drawn at a row.
    func block(atRow row: Int) -> Int? {
        guard row >= 0, row < totalRows else { return nil }
        let low = firstIndex(in: 0..<tops.count) { middle in tops[middle] > row }
        return low - 1
    }

    /// The top row of a block (the spacing above it included): what is drawn above it does
    /// not depend on it.
    public func top(ofBlock index: Int) -> Int { tops[index] }

    /// The number of a block's first line; ``lineCount`` for the index past the last block.
    public func firstLine(ofBlock index: Int) -> Int { index < firstLines.count ? firstLines[index] : totalLines }

    /// The clusters of a line, measured as when it was laid out.
    func clusters(of line: CellLine, inBlock block: Int) -> [Cluster] {
        measure.clusters(utf8Range: line.utf8Range, utf16Start: line.utf16Range.lowerBound, runs: document.blocks[block].runs,
                         expandsTabs: line.expandsTabs)
    }
}

extension CellLayout {
    /// Applies an update of a streamed answer's reading model to the document and lays out
    /// again only the changed blocks and the one after them (in a streamed answer, the end);
    /// the blocks after those only move.
    @discardableResult
    public mutating func apply(_ update: ReadingModelUpdate) -> StyledDocumentChange {
        let change = document.apply(update)
        if change.isEmpty {
            relayout(from: document.blocks.count)
        } else {
            relayout(replacing: change.removedBlocks, with: change.insertedBlocks, keptRows: change.keptRows)
        }
        return change
    }

    /// Takes the document as its owner changed it (`MarkdownContent` keeps one for a view) and
    /// lays out again what `plan` names: the blocks it inserted and the one after them (in a
    /// streamed answer, the end). The blocks before are kept, those after moved.
    public mutating func apply(_ plan: LayoutInvalidation, to document: StyledDocument) {
        self.document = document
        if plan.isWhole {
            relayout(from: 0)
        } else if plan.isEmpty {
            relayout(from: document.blocks.count)
        } else {
            relayout(replacing: plan.removedBlocks, with: plan.insertedBlocks, keptRows: plan.keptRows)
        }
    }
}
