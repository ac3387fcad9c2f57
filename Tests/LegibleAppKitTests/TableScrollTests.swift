@_spi(Testing) import AppKit
@_spi(Testing) import CoreGraphics
import LegibleAppKit
import LegibleRendering
import LegibleTestSupport
import Testing

@MainActor
@Suite("AppKit: a table wider than the view scrolls sideways with the trackpad or a tilted wheel")
struct AppKitTableScrollTests {
    @Test("a sideways swipe over a cell, or over a cell's padding, scrolls the table; a vertical one does not")
    func sideways() throws {
        let view = MarkdownTextView(markdown: "| \(String(repeating: "w", count: 60)) | b |\n|---|---|\n| 1 | 2 |\n")
        view.core.layoutEngine = { document, width in RowLayout(document: document, tableWidth: Double(width), scrolledColumnLimit: 200) }
        view.frame = NSRect(x: 0, y: 0, width: 300, height: 600)
        view.layout()
        let table = try #require(view.styledDocument.blocks.first?.id)
        // The second row is 25 to 50 down, its text from 27.5: at 25 the cells' padding.
        view.scrollWheel(with: NSEvent(locationInWindow: NSPoint(x: 100, y: 30), scrollingDeltaX: -120, scrollingDeltaY: 0))
        #expect(view.core.codeScrolls[table]?.offset == 120)
        view.scrollWheel(with: NSEvent(locationInWindow: NSPoint(x: 100, y: 25), scrollingDeltaX: -50, scrollingDeltaY: 0))
        #expect(view.core.codeScrolls[table]?.offset == 170)
        view.scrollWheel(with: NSEvent(locationInWindow: NSPoint(x: 100, y: 30), scrollingDeltaX: -10, scrollingDeltaY: -40))
        #expect(view.core.codeScrolls[table]?.offset == 170)
    }
}
