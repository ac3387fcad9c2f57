@_spi(Testing) import AppKit
import Foundation
import LegibleAccessibility
import LegibleAppKit
import LegibleRendering
import Testing

/// Clicks on links, the pressed state and the pointer, with the cell layout at a point a cell,
/// so that a click at (x, y) lands on column x of row y.
@MainActor
@Suite("AppKit: clicks and the pointer")
struct ClickTests {
    /// A view of `markdown` laid out in cells, 40 wide, in a window, its opened links recorded.
    func view(_ markdown: String) -> (MarkdownTextView, opened: () -> [String]) {
        let view = MarkdownTextView(markdown: markdown)
        view.core.layoutEngine = { document, width in CellLayout(document: document, options: CellLayoutOptions(width: Int(width))) }
        view.stubWindow = NSWindow()
        view.frame = NSRect(x: 0, y: 0, width: 40, height: 24)
        view.layout()
        var opened: [String] = []
        view.openLink = { opened.append($0.absoluteString) }
        return (view, { opened })
    }

    func event(_ x: CGFloat, _ y: CGFloat, clicks: Int = 1) -> NSEvent { NSEvent(locationInWindow: NSPoint(x: x, y: y), clickCount: clicks) }

    static let guide = "Read the [manual](https://example.com/m) today.\n"

    @Test("a click on a link draws it pressed while the button is down, then opens it")
    func clickOpens() {
        let (view, opened) = view(Self.guide)
        view.mouseDown(with: event(11, 0))
        #expect(view.core.isPressShown)
        #expect(opened() == [])
        view.mouseUp(with: event(11, 0))
        #expect(!view.core.isPressShown)
        #expect(opened() == ["https://example.com/m"])
    }

    @Test("a click on a footnote reference scrolls to the footnote")
    func footnote() throws {
        let (view, opened) = view("Claim.[^n]\n\n[^n]: The source.\n")
        view.mouseDown(with: event(6, 0))
        view.mouseUp(with: event(6, 0))
        #expect(opened() == [])
        let footnote = try #require(view.readingModel.elements(.footnote).first)
        let frame = try #require(view.documentLayout.frame(of: footnote.id))
        #expect(view.scrolledToVisible == [CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)])
    }

    @Test("the pointer is a pointing hand over each line of each link, and the rectangles are redone when the layout changes")
    func cursorRects() {
        let (view, _) = view("Some words before [a link that wraps](https://example.com) after [b](c).\n")
        view.frame = NSRect(x: 0, y: 0, width: 20, height: 24)
        view.layout()
        view.resetCursorRects()
        #expect(view.cursorRects.map(\.cursor.name) == ["pointingHand", "pointingHand", "pointingHand"])
        #expect(view.cursorRects.map(\.rect) == [CGRect(x: 18, y: 0, width: 2, height: 1), CGRect(x: 0, y: 1, width: 15, height: 1),
                                                 CGRect(x: 6, y: 2, width: 1, height: 1)])
        #expect(view.window?.invalidatedCursorRects.last == ObjectIdentifier(view))
    }
}
