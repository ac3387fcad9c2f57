import LegibleAccessibility
import LegibleHighlight

/// A code block growing at the end of a streamed answer, styled at the cost of what arrived.
///
/// A model writes code a token at a time; built again whole at each append, the block would be
/// cut into lines and highlighted whole, so streaming it would cost the square of its length.
/// The lines before the first one the update changed are kept, and the code is highlighted
/// again from the start of that line (``CodeHighlightProgress`` kept each line's state).
struct GrowingCode {
    /// The code block, as the update has it.
    let code: AccessibilityElement
    /// Its block.
    let block: Int
    /// The first UTF-8 offset of the document's text the update changed.
    let changedFrom: Int
    /// How many of its first lines are kept: those that end before the change, and before
    /// the code's last byte (the change may have shortened it: a fence's first backticks read
    /// as code until the fence closes).
    let keptLines: Int

    /// The code block growing in `update`, when the first top-level element it builds again is
    /// a top-level code block with a block of its own, in the same language, and nothing before
    /// its first text edit changed; else `nil`.
    init?(_ update: ReadingModelUpdate, rebuilding units: [AccessibilityElement], in document: StyledDocument) {
        guard let code = units.first, code.role == .codeBlock, let extent = document.extents[code.id], extent.blocks.count == 1,
              case let block = extent.blocks.lowerBound, block < document.blocks.count, document.blocks[block].id == code.id,
              document.blocks[block].nesting.isEmpty, case .code(let old) = document.blocks[block].content,
              code.code?.languageIdentifier == old.languageIdentifier, code.code?.language == old.language,
              old.languageIdentifier.flatMap(CodeLanguage.init(named:))?.isHighlighted != true || old.highlighting != nil,
              let changedFrom = update.textEdits.map(\.utf8Range.lowerBound).min(), changedFrom > document.blocks[block].utf8Range.lowerBound,
              !(update.added + update.changed).contains(where: { $0.id != code.id && $0.utf8Range.lowerBound < changedFrom }),
              !update.removed.contains(where: { (document.extents[$0]?.blocks.lowerBound ?? 0) <= block }) else { return nil }
        self.code = code
        self.block = block
        self.changedFrom = changedFrom
        let keptEnd = min(changedFrom, code.utf8Range.upperBound - 1)
        keptLines = firstIndex(in: 0..<old.lines.count) { old.lines[$0].utf8Range.upperBound >= keptEnd }
    }
}

extension StyledDocument {
    /// Grows the code block in place, its text edited already: its lines from the one the
    /// update changed are cut again, and it is highlighted again from there. Returns the
    /// bytes highlighted.
    @discardableResult
    mutating func grow(_ growing: GrowingCode) -> Int {
        let index = growing.block
        // The attachment is taken out of the block, so that it holds the only copy of its
        // lines and tokens and they are cut and added to in place.
        let (id, utf8Start, utf16Start) = (blocks[index].id, blocks[index].utf8Range.lowerBound, blocks[index].utf16Range.lowerBound)
        let content = blocks[index].content
        blocks[index] = StyledBlock(id: id, content: .thematicBreak, utf8Range: utf8Start..<utf8Start, utf16Range: utf16Start..<utf16Start,
                                    nesting: [], openedContainerCount: 0, runs: [])
        guard case .code(var attachment) = consume content else { return 0 }
        let code = growing.code
        // The kept lines stay; the rest are cut again.
        let keptLines = growing.keptLines
        let from = keptLines > 0
            ? (attachment.lines[keptLines - 1].utf8Range.upperBound + 1, attachment.lines[keptLines - 1].utf16Range.upperBound + 1)
            : (code.utf8Range.lowerBound, code.utf16Range.lowerBound)
        attachment.lines.removeSubrange(keptLines...)
        StyledDocumentBuilder.addCodeLines(of: from.0..<code.utf8Range.upperBound, utf16Start: from.1, in: text, to: &attachment.lines)
        var highlighted = 0
        if attachment.highlighting != nil {
            highlighted = StyledDocumentBuilder.highlight(&attachment.highlighting!, code, in: text, changedFrom: growing.changedFrom,
                                                          tokens: &attachment.tokens)
        }
        blocks[index] = StyledBlock(id: id, content: .code(attachment), utf8Range: code.utf8Range, utf16Range: code.utf16Range,
                                    nesting: [], openedContainerCount: 0, runs: StyledDocumentBuilder.codeRuns(of: code))
        if let extent = extents[code.id] {
            extents[code.id] = ElementExtent(utf8Range: code.utf8Range, utf16Range: code.utf16Range, blocks: extent.blocks, textOrder: extent.textOrder)
        }
        return highlighted
    }
}
