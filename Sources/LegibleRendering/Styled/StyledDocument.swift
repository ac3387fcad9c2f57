import LegibleAccessibility
import LegibleMarkdown

/// A document as it is drawn: the reading model's text, cut into blocks in reading order, each
/// with the containers it sits in and the style runs of its text.
///
/// The text is exactly `ReadingModel.text`, so an element's range and a style run index the
/// same string: one text, two views of it, styles for drawing and elements for accessibility.
/// A front end reads this, never the Markdown, to know what to draw where.
///
/// ```swift
/// let model = ReadingModel(document: MarkdownDocument(parsing: "# Hi\n\nSee *this*.", options: .gitHub))
/// let styled = StyledDocument(model: model)
/// styled.text                      // "Hi\nSee this."
/// styled.blocks.map(\.content)     // [.heading(level: 1), .paragraph]
/// styled.blocks[1].runs.map(\.attributes.inline)   // [[], [.emphasis], []]
/// ```
public struct StyledDocument: Hashable, Sendable {
    /// The document's text: `ReadingModel.text`.
    public internal(set) var text: String
    /// The blocks in reading order.
    public internal(set) var blocks: [StyledBlock]
    /// The length of ``text`` in UTF-16 code units.
    public internal(set) var utf16Count: Int
    /// Where each element of the reading model is, by identity.
    var extents: [ElementID: ElementExtent]
    /// The text elements in reading order: what reading by line moves through.
    public internal(set) var textElements: [ElementID]
    /// For each block, the elements recorded with it (see ``StyledDocumentBuilder/Parts``).
    var blockElements: [[ElementID]]

    /// The styled document of a reading model.
    public init(model: ReadingModel) {
        var builder = StyledDocumentBuilder(model: model)
        let parts = builder.build()
        text = model.text
        blocks = parts.blocks
        utf16Count = parts.utf16Count
        extents = parts.extents
        textElements = parts.textElements
        blockElements = parts.blockElements
    }

    public static func == (lhs: StyledDocument, rhs: StyledDocument) -> Bool {
        lhs.text == rhs.text && lhs.blocks == rhs.blocks
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(blocks)
    }

    /// Style runs over the whole text, in order, without gaps: the blocks' runs, and body runs
    /// for the line breaks between blocks.
    public var runs: [StyledRun] { runs(fromBlock: 0) }

    /// The style runs from the start of the block at `first` to the end of the text, as
    /// ``runs`` has them: what a view lays out again after a streamed append, without the runs
    /// of the blocks before.
    public func runs(fromBlock first: Int) -> [StyledRun] {
        var result: [StyledRun] = []
        var utf8 = first > 0 && first < blocks.count ? blocks[first].utf8Range.lowerBound : 0
        var utf16 = first > 0 && first < blocks.count ? blocks[first].utf16Range.lowerBound : 0
        func fill(to run: StyledRun) {
            if run.utf8Range.lowerBound > utf8 {
                result.append(StyledRun(utf8Range: utf8..<run.utf8Range.lowerBound, utf16Range: utf16..<run.utf16Range.lowerBound,
                                        attributes: TextAttributes(role: .body)))
            }
        }
        guard first <= blocks.count else { return [] }
        for block in blocks[first...] {
            for run in block.runs {
                fill(to: run)
                result.append(run)
                utf8 = run.utf8Range.upperBound
                utf16 = run.utf16Range.upperBound
            }
        }
        fill(to: StyledRun(utf8Range: text.utf8.count..<text.utf8.count, utf16Range: utf16Count..<utf16Count,
                           attributes: TextAttributes(role: .body)))
        return result
    }

    // MARK: Finding things

    /// The index of the block whose text holds the UTF-16 offset (or, for a block with empty
    /// text, that starts at it); `nil` for an offset between blocks.
    public func blockIndex(containingUTF16 offset: Int) -> Int? {
        let low = firstIndex(in: 0..<blocks.count) { middle in
            let range = blocks[middle].utf16Range
            return range.upperBound > offset || (range.isEmpty && range.lowerBound == offset)
        }
        guard low < blocks.count else { return nil }
        let range = blocks[low].utf16Range
        return range.contains(offset) || (range.isEmpty && range.lowerBound == offset) ? low : nil
    }

    /// The index of the block that draws an element, or holds it (a table cell, a link), or the
    /// first block inside it (a list, a quote).
    public func blockIndex(of element: ElementID) -> Int? {
        extents[element].map { $0.blocks.lowerBound }
    }

    /// The blocks an element spans: the one that draws it or holds it, or all the blocks
    /// inside a container.
    public func blockIndices(of element: ElementID) -> Range<Int>? {
        extents[element]?.blocks
    }

    /// An element's text in UTF-16 code units (empty for a thematic break or an empty container).
    public func utf16Range(of element: ElementID) -> Range<Int>? {
        extents[element]?.utf16Range
    }

    /// An element's text in UTF-8 bytes.
    public func utf8Range(of element: ElementID) -> Range<Int>? {
        extents[element]?.utf8Range
    }

    /// The run holding the UTF-16 offset in a block.
    public func run(atUTF16 offset: Int, inBlock index: Int) -> StyledRun? {
        let runs = blocks[index].runs
        let low = firstIndex(in: 0..<runs.count) { middle in runs[middle].utf16Range.upperBound > offset }
        return low < runs.count && runs[low].utf16Range.contains(offset) ? runs[low] : nil
    }

    /// The text element whose text holds the UTF-16 offset: a paragraph, heading, code block,
    /// formula, or (in a table) the cell.
    public func textElement(atUTF16 offset: Int) -> ElementID? {
        guard let index = blockIndex(containingUTF16: offset) else { return nil }
        let block = blocks[index]
        if case .table(let grid) = block.content {
            for row in grid.rows {
                for cell in row.cells where cell.utf16Range.contains(offset) || (cell.utf16Range.isEmpty && cell.utf16Range.lowerBound == offset) {
                    return cell.id
                }
            }
            return nil
        }
        return block.id
    }

    /// The innermost element at the UTF-16 offset: a link, image, formula or footnote reference
    /// if one is there, else the text element.
    public func element(atUTF16 offset: Int) -> ElementID? {
        guard let index = blockIndex(containingUTF16: offset) else { return nil }
        if let inline = run(atUTF16: offset, inBlock: index)?.attributes.inlineElement { return inline }
        return textElement(atUTF16: offset)
    }

    /// Where a text element stands in reading order, if it is one.
    public func textOrder(of element: ElementID) -> Int? {
        extents[element].flatMap { $0.textOrder >= 0 ? $0.textOrder : nil }
    }
}

/// Where an element is in a styled document.
struct ElementExtent: Hashable, Sendable {
    var utf8Range: Range<Int>
    var utf16Range: Range<Int>
    /// The blocks that draw or hold it.
    var blocks: Range<Int>
    /// Its position among the text elements, or -1.
    var textOrder: Int
}
