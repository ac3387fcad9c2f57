import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// Per-block styles: which style a kind of block gets, the space and padding they put between
/// blocks, and the boxes they draw, from the frames of the laid-out lines.
@Suite("Block styles")
struct BlockStyleTests {
    /// A theme with some block styles.
    func theme(_ styles: [BlockKind: BlockStyle]) -> Theme {
        var theme = Theme.standard
        theme.blockStyles = styles
        return theme
    }

    /// The styled document of Markdown read as the views read it (GitHub's alerts too).
    func styled(_ markdown: String) -> StyledDocument {
        StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: markdown, options: .documents)))
    }

    /// Frames for a document's blocks, one line of 20 points each, 30 apart, indented by 10
    /// per quote: what a layout would give.
    func frames(_ document: StyledDocument) -> [ElementID: LayoutRect] {
        var result: [ElementID: LayoutRect] = [:]
        for (index, block) in document.blocks.enumerated() {
            result[block.id] = LayoutRect(x: 10 * Double(block.quoteDepth), y: 30 * Double(index), width: 100, height: 20)
        }
        return result
    }

    /// The gap before a block, as `1.5 lines, 1 ems` (`nil lines` for the theme's spacing).
    func gap(_ theme: Theme, _ index: Int, _ document: StyledDocument) -> String {
        let gap = theme.blockGap(before: index, in: document)
        return "\(gap.lines.map { String(format: "%g", $0) } ?? "nil") lines, \(String(format: "%g", gap.ems)) ems"
    }

    @Test("a heading level falls back to every heading, an alert kind to every alert, then to quotes")
    func lookup() {
        let theme = theme([
            .heading(nil): BlockStyle(spaceBefore: 2, cornerRadius: 4),
            .heading(1): BlockStyle(spaceBefore: 3),
            .blockQuote: BlockStyle(background: .role(.codeBackground), padding: 1),
            .alert(nil): BlockStyle(padding: 0.5),
            .alert(.warning): BlockStyle(border: .role(.alertWarning)),
        ])
        #expect(theme.blockStyle(for: .heading(1)) == BlockStyle(spaceBefore: 3, cornerRadius: 4))
        #expect(theme.blockStyle(for: .heading(2)) == BlockStyle(spaceBefore: 2, cornerRadius: 4))
        #expect(theme.blockStyle(for: .alert(.warning))
            == BlockStyle(background: .role(.codeBackground), border: .role(.alertWarning), padding: 0.5))
        #expect(theme.blockStyle(for: .alert(.note)) == BlockStyle(background: .role(.codeBackground), padding: 0.5))
        #expect(theme.blockStyle(for: .paragraph) == BlockStyle())
        #expect(Theme.standard.blockStyle(for: .codeBlock) == BlockStyle())
    }

    @Test("blocks are styled by what they are; quotes and alerts by their container")
    func kinds() {
        let document = styled("# Title\n\nText\n\n```\ncode\n```\n\n---\n\n> [!TIP]\n> Quoted\n\n| a |\n|---|\n| b |\n")
        #expect(document.blocks.map(\.styleKind) == [.heading(1), .paragraph, .codeBlock, .thematicBreak, .paragraph, .table])
        #expect(document.blocks[4].nesting.map(\.styleKind) == [.alert(.tip)])
    }

    @Test("the space between blocks is the larger of the one's after and the next's before, plus the padding of boxes between them")
    func gaps() {
        let document = styled("# Title\n\nText\n\n> Quoted\n\nAfter\n")
        let theme = theme([
            .heading(nil): BlockStyle(spaceAfter: 0.5),
            .paragraph: BlockStyle(spaceBefore: 1.5),
            .blockQuote: BlockStyle(spaceAfter: 3, background: .role(.codeBackground), padding: 1),
        ])
        #expect(gap(theme, 1, document) == "1.5 lines, 0 ems")
        // Into the quote: the quoted paragraph's space before, and the quote's top padding.
        #expect(gap(theme, 2, document) == "1.5 lines, 1 ems")
        // Out of it: the quote's space after wins, and its bottom padding is kept clear.
        #expect(gap(theme, 3, document) == "3 lines, 1 ems")
        #expect(gap(Theme.standard, 1, document) == "nil lines, 0 ems")
        #expect(theme.blockInset(of: document.blocks[2]) == 1)
    }

    @Test("a box is the block's lines and its padding on every side, to the right edge; a quote's holds all its blocks")
    func boxes() {
        let document = styled("Intro\n\n> One\n>\n> Two\n\n# Title\n")
        let theme = theme([
            .blockQuote: BlockStyle(background: .role(.codeBackground), cornerRadius: 8, padding: 0.5),
            .heading(1): BlockStyle(border: .role(.rule), borderWidth: 2, padding: 1),
            .paragraph: BlockStyle(spaceBefore: 2),   // no box: nothing drawn
        ])
        let boxes = theme.blockBoxes(of: document, blocks: 0..<document.blocks.count, lineFrames: frames(document), width: 320, em: 10)
        #expect(boxes.map(\.kind) == [.blockQuote, .heading(1)])
        // The quote's two paragraphs (y 30…80, x 10) grown by 5 (half an em).
        #expect(boxes[0].rect == LayoutRect(x: 5, y: 25, width: 315, height: 60))
        #expect(boxes[0].element == document.blocks[1].nesting[0].id)
        // The heading (y 90…110) grown by 10.
        #expect(boxes[1].rect == LayoutRect(x: 0, y: 80, width: 320, height: 40))
    }

    @Test("a code block's box takes in its header and padding; a thematic break's is its rule; an alert's its title")
    func specialBoxes() {
        let document = styled("```\ncode\n```\n\n---\n\n> [!NOTE]\n> Careful\n")
        let theme = theme([
            .codeBlock: BlockStyle(background: .color(ThemeColor(hex: 0x000000, alpha: 0.05)), cornerRadius: 6),
            .thematicBreak: BlockStyle(border: .role(.link), borderWidth: 3),
            .alert(nil): BlockStyle(border: .role(.alertNote), padding: 0),
        ])
        let boxes = theme.blockBoxes(of: document, blocks: 0..<document.blocks.count, lineFrames: frames(document), width: 200, em: 10,
                                     titleHeight: 24, codeHeaderHeight: 22)
        #expect(boxes.map(\.kind) == [.alert(.note), .codeBlock, .thematicBreak])
        // The alert's line (y 60…80, x 10) and its title line above.
        #expect(boxes[0].rect == LayoutRect(x: 10, y: 36, width: 190, height: 44))
        // The code (y 0…20) with the theme's code padding (1 em) and the header.
        #expect(boxes[1].rect == LayoutRect(x: 0, y: -32, width: 200, height: 62))
        // The rule: 3 thick, across the middle of its line (y 30…50).
        #expect(boxes[2].rect == LayoutRect(x: 0, y: 38.5, width: 200, height: 3))
    }

    @Test("a style with nonsense numbers draws nothing broken")
    func nonsense() {
        let document = styled("Text\n")
        let theme = theme([.paragraph: BlockStyle(spaceBefore: .nan, background: .role(.codeBackground), padding: -.infinity)])
        let boxes = theme.blockBoxes(of: document, blocks: 0..<1, lineFrames: frames(document), width: 100, em: 10)
        #expect(boxes.map(\.rect) == [LayoutRect(x: 0, y: 0, width: 100, height: 20)])
        #expect(gap(theme, 0, document) == "0 lines, 0 ems")
    }

    @Test("a theme that draws in the accent color says so")
    func usesAccent() {
        #expect(!Theme.standard.usesAccentColor)
        #expect(theme([.table: BlockStyle(border: .color(.accent))]).usesAccentColor)
        var palette = Theme.standard
        palette.palettes[.dark]?.colors[.link] = .accent
        #expect(palette.usesAccentColor)
    }
}
