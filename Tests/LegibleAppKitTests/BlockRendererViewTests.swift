@_spi(Testing) import AppKit
import LegibleAppKit
import LegibleRendering
import Testing

/// A block an app's renderer draws, in the AppKit view: read as the renderer names it, the
/// app's view placed over it.
@MainActor
@Suite("AppKit: custom block renderers")
struct AppKitBlockRendererViewTests {
    struct Diagram: BlockRenderer {
        func accessibleText(for block: CustomBlock) -> String { "Flow chart: A leads to B" }
        func height(for block: CustomBlock, width: Double) -> Double { 240 }
    }

    @Test("the block is an image named by the renderer, and the app's view is over it")
    func rendered() throws {
        let view = MarkdownTextView(markdown: "Intro\n\n```mermaid\ngraph TD\nA --> B\n```\n")
        view.core.layoutEngine = { document, width in CellLayout(document: document, options: CellLayoutOptions(width: Int(width))) }
        view.frame = NSRect(x: 0, y: 0, width: 40, height: 24)
        view.layout()
        let drawn = NSView(frame: .zero)
        view.makeBlockView = { _ in drawn }
        view.blockRenderers[language: "mermaid"] = Diagram()
        let diagram = try #require(view.accessibilityChildren()?.compactMap { $0 as? MarkdownAccessibilityElement }.first { $0.id.role == .codeBlock })
        #expect(diagram.accessibilityLabel() == "Flow chart: A leads to B")
        #expect(diagram.accessibilityRole() == .image)
        #expect(diagram.accessibilityValue() == nil)
        #expect(drawn.superview === view)
    }
}
