import LegibleAccessibility
import LegibleHighlight

/// Blocks moved in the text by edits before them (a streamed document's text growing or
/// shrinking earlier on), their content unchanged.
extension StyledBlock {
    /// The block with every offset in it moved by `utf8` bytes and `utf16` code units.
    func shifted(utf8: Int, utf16: Int) -> StyledBlock {
        guard utf8 != 0 || utf16 != 0 else { return self }
        func move8(_ range: Range<Int>) -> Range<Int> { range.lowerBound + utf8..<range.upperBound + utf8 }
        func move16(_ range: Range<Int>) -> Range<Int> { range.lowerBound + utf16..<range.upperBound + utf16 }
        let content: BlockContent
        switch self.content {
        case .code(let code):
            content = .code(CodeBlockAttachment(
                language: code.language, languageIdentifier: code.languageIdentifier,
                lines: ChunkedArray(code.lines.lazy.map { CodeBlockAttachment.Line(utf8Range: move8($0.utf8Range), utf16Range: move16($0.utf16Range)) }),
                tokens: ChunkedArray(code.tokens.lazy.map { TokenRun(tokenClass: $0.tokenClass, utf8Range: move8($0.utf8Range), utf16Range: move16($0.utf16Range)) }),
                highlighting: code.highlighting))
        case .table(let grid):
            content = .table(TableGrid(rows: grid.rows.map { row in
                TableGrid.Row(id: row.id, isHeader: row.isHeader, cells: row.cells.map { cell in
                    TableGrid.Cell(id: cell.id, utf8Range: move8(cell.utf8Range), utf16Range: move16(cell.utf16Range), alignment: cell.alignment)
                })
            }, columnCount: grid.columnCount))
        default:
            content = self.content
        }
        return StyledBlock(id: id, content: content, utf8Range: move8(utf8Range), utf16Range: move16(utf16Range), nesting: nesting,
                           openedContainerCount: openedContainerCount,
                           runs: runs.map { StyledRun(utf8Range: move8($0.utf8Range), utf16Range: move16($0.utf16Range), attributes: $0.attributes) })
    }

    /// The text elements the block holds, in reading order: itself for text, its cells for a
    /// table, none for a thematic break or an empty container.
    var textElementIDs: [ElementID] {
        switch content {
        case .paragraph, .heading, .code, .math, .image: [id]
        case .table(let grid): grid.rows.flatMap { $0.cells.map(\.id) }
        case .thematicBreak, .emptyContainer: []
        }
    }
}
