import LegibleAccessibility

/// One block of a ``StyledDocument`` as it is drawn: a paragraph, heading, code block, table,
/// formula, image or thematic break, with the containers it sits in (quotes, lists, footnotes)
/// and the style runs of its text.
///
/// A block draws one element of the reading model, ``id``; a table block draws the table and
/// its cells. Blocks follow each other in reading order and their text ranges do not overlap;
/// the characters between them (a line break, or a tab between table cells) belong to none.
public struct StyledBlock: Hashable, Sendable, Identifiable {
    /// The element the block draws: the paragraph, heading, code block, formula, table,
    /// separator, or (for ``BlockContent/emptyContainer``) the empty list item or quote.
    public let id: ElementID
    /// What the block is.
    public let content: BlockContent
    /// The block's text in UTF-8 bytes.
    public let utf8Range: Range<Int>
    /// The block's text in UTF-16 code units.
    public let utf16Range: Range<Int>
    /// The containers the block sits in, outermost first.
    public let nesting: [BlockContainer]
    /// How many of the innermost ``nesting`` containers begin with this block: their markers
    /// (a list item's bullet, a footnote's number) are drawn on its first line.
    public let openedContainerCount: Int
    /// The style runs over ``utf8Range``, in order, covering it without gaps.
    public let runs: [StyledRun]

    /// Creates a block from its parts.
    public init(id: ElementID, content: BlockContent, utf8Range: Range<Int>, utf16Range: Range<Int>,
                nesting: [BlockContainer], openedContainerCount: Int, runs: [StyledRun]) {
        self.id = id
        self.content = content
        self.utf8Range = utf8Range
        self.utf16Range = utf16Range
        self.nesting = nesting
        self.openedContainerCount = openedContainerCount
        self.runs = runs
    }

    /// The containers that begin with this block, outermost first.
    public var openedContainers: ArraySlice<BlockContainer> { nesting.suffix(openedContainerCount) }

    /// How many block quotes the block is in.
    public var quoteDepth: Int { nesting.reduce(0) { $0 + ($1.kind == .blockQuote ? 1 : 0) } }

    /// How many lists the block is in.
    public var listDepth: Int {
        nesting.reduce(0) { count, container in
            if case .list = container.kind { return count + 1 }
            return count
        }
    }

    /// The runs over part of the block's text (a table cell's, a code line's), clipped to it;
    /// `utf8Range` and `utf16Range` are the same text in the two counts.
    public func runs(in utf8Range: Range<Int>, utf16Range: Range<Int>) -> [StyledRun] {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].utf8Range.upperBound <= utf8Range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [StyledRun] = []
        var index = low
        while index < runs.count, runs[index].utf8Range.lowerBound < utf8Range.upperBound {
            var run = runs[index]
            if run.utf8Range.lowerBound < utf8Range.lowerBound {
                run.utf8Range = utf8Range.lowerBound..<run.utf8Range.upperBound
                run.utf16Range = utf16Range.lowerBound..<run.utf16Range.upperBound
            }
            if run.utf8Range.upperBound > utf8Range.upperBound {
                run.utf8Range = run.utf8Range.lowerBound..<utf8Range.upperBound
                run.utf16Range = run.utf16Range.lowerBound..<utf16Range.upperBound
            }
            result.append(run)
            index += 1
        }
        return result
    }
}

/// What a block is, with what a front end needs to draw it.
public enum BlockContent: Hashable, Sendable {
    /// A paragraph, or the text of a raw HTML block.
    case paragraph
    /// A heading of a level from 1 to 6.
    case heading(level: Int)
    /// A code block: its language, lines and highlighting.
    case code(CodeBlockAttachment)
    /// A table as a grid of cells.
    case table(TableGrid)
    /// Display math standing as its own block.
    case math(MathAttachment)
    /// A paragraph that holds nothing but one image, drawn as a block image.
    case image(ImageAttachment)
    /// A thematic break; its text range is empty.
    case thematicBreak
    /// A list item or block quote with nothing in it (`- ` or `>` alone); its text range is
    /// empty and its element is the container.
    case emptyContainer
}
