import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// An app's renderers of blocks: which blocks they draw, what is read for them, and the space
/// the layout reserves for them.
@Suite("Block renderers")
struct BlockRendererTests {
    /// Draws a diagram 200 high, named after its first line.
    struct Diagram: BlockRenderer {
        func accessibleText(for block: CustomBlock) -> String {
            "Diagram: " + (block.text.split(separator: "\n").first.map(String.init) ?? "")
        }
        func height(for block: CustomBlock, width: Double) -> Double { 200 }
    }

    /// Names nothing and has no sensible height.
    struct Careless: BlockRenderer {
        func accessibleText(for block: CustomBlock) -> String { "  " }
        func height(for block: CustomBlock, width: Double) -> Double { .nan }
    }

    let document = StyledDocument(model: ReadingModel(document: MarkdownDocument(
        parsing: "Intro\n\n```Mermaid\ngraph TD\nA --> B\n```\n\n```swift\nlet a = 1\n```\n\n---\n", options: .gitHub)))

    @Test("a code block's language (in any case) picks its renderer before its kind's; other blocks are Legible's")
    func lookup() throws {
        var renderers = BlockRenderers()
        renderers[language: "mermaid"] = Diagram()
        renderers[.thematicBreak] = Careless()
        let mermaid = try #require(renderers.renderer(for: document.blocks[1], in: document))
        #expect(mermaid.block.language == "mermaid")
        #expect(mermaid.block.kind == .codeBlock)
        #expect(mermaid.block.text == "graph TD\nA --> B")
        #expect(renderers.renderer(for: document.blocks[2], in: document) == nil)
        #expect(renderers.renderer(for: document.blocks[0], in: document) == nil)
        #expect(renderers.renderer(for: document.blocks[3], in: document)?.block.kind == .thematicBreak)
        #expect(BlockRenderers().renderer(for: document.blocks[1], in: document) == nil)
    }

    @Test("what is read for a rendered block is the renderer's text; a blank text falls back to the block's own")
    func accessibleText() {
        var renderers = BlockRenderers()
        renderers[language: "mermaid"] = Diagram()
        renderers[.codeBlock] = Careless()
        #expect(renderers.accessibleText(of: document.blocks[1].id, in: document) == "Diagram: graph TD")
        #expect(renderers.accessibleText(of: document.blocks[2].id, in: document) == "let a = 1")
        #expect(renderers.accessibleText(of: document.blocks[0].id, in: document) == nil)
    }

    @Test("the layout reserves the renderer's height less the block's lines; nothing for a height that is no number")
    func reservation() {
        var renderers = BlockRenderers()
        renderers[language: "mermaid"] = Diagram()
        renderers[.thematicBreak] = Careless()
        #expect(renderers.reservedSpace(for: document.blocks[1], in: document, width: 300, lineHeight: 20) == 160)
        #expect(renderers.reservedSpace(for: document.blocks[1], in: document, width: 300, lineHeight: 150) == 0)
        #expect(renderers.reservedSpace(for: document.blocks[3], in: document, width: 300, lineHeight: 20) == 0)
        #expect(renderers.reservedSpace(for: document.blocks[2], in: document, width: 300, lineHeight: 20) == 0)
    }

    @Test("a rendered block is placed over its lines and the space reserved above them, to the right edge")
    func placements() throws {
        var renderers = BlockRenderers()
        renderers[language: "mermaid"] = Diagram()
        let layout = CellLayout(document: document, options: CellLayoutOptions(width: 30))
        let placed = renderers.placements(in: document, layout: layout, lineHeight: 1)
        #expect(placed.map(\.block.language) == ["mermaid"])
        let lines = try #require(layout.frame(of: document.blocks[1].id))
        // 200 high, of which its two lines take 2: 198 reserved above what the layout drew.
        #expect(placed.first?.frame == LayoutRect(x: lines.x, y: lines.y - 198, width: 30 - lines.x, height: lines.height + 198))
        #expect(BlockRenderers().placements(in: document, layout: layout, lineHeight: 1).isEmpty)
    }
}
