@_spi(Testing) import AppKit
import LegibleAccessibility
import LegibleAppKit
import LegibleRendering
import Testing

@MainActor
@Suite("AppKit: hit testing finds the innermost element at a point")
struct AppKitHitTestTests {
    /// A paragraph on two rows (a hard line break), a link at the start of the second:
    /// "Some text before" / "the docs after", in a view 800 wide and 600 high.
    let markdown = "Some text before\\\nthe [docs](https://example.com) after\n\n| a | b |\n|---|---|\n| [x](y) | 2 |\n"

    /// A point of the view on screen, as macOS gives it: from the screen's bottom left, upwards.
    func screen(_ x: CGFloat, _ y: CGFloat) -> NSPoint { NSPoint(x: x, y: 600 - y) }

    @Test("on the link: the link, though the first stretch's frame covers it; on each stretch's text: that stretch; on nothing: the view")
    func innermost() throws {
        let view = laidOutView(markdown)
        let stretches = view.exposedElements.compactMap { $0 as? TextRunAccessibilityElement }
        let link = try #require(view.exposedElements.first { $0.id.role == .link && $0.accessibilityLabel() == "docs" })
        #expect(stretches.count == 2)
        #expect(stretches[0].accessibilityFrame().contains(NSPoint(x: 65, y: 30)))
        #expect(view.accessibilityHitTest(screen(65, 30)) as? MarkdownAccessibilityElement === link)
        #expect(view.accessibilityHitTest(screen(25, 30)) as? MarkdownAccessibilityElement === stretches[0])
        #expect(view.accessibilityHitTest(screen(25, 10)) as? MarkdownAccessibilityElement === stretches[0])
        #expect(view.accessibilityHitTest(screen(125, 30)) as? MarkdownAccessibilityElement === stretches[1])
        #expect(view.accessibilityHitTest(screen(700, 500)) as? MarkdownTextView === view)
    }

    @Test("a link in a table cell is read in the cell: a touch on it finds the cell")
    func linkInCell() throws {
        let view = laidOutView(markdown)
        let cell = try #require(view.exposedElements.first { $0.id.role == .tableCell && $0.accessibilityLabel() == "x" })
        let frame = cell.accessibilityFrame()
        #expect(view.accessibilityHitTest(screen(frame.midX, frame.midY)) as? MarkdownAccessibilityElement === cell)
    }
}
