@_spi(Testing) import AppKit
@_spi(Testing) import CoreGraphics
import LegibleAppKit
import LegibleRendering
import Testing

@MainActor
@Suite("AppKit: a code block wider than the view scrolls sideways with the trackpad or a tilted wheel")
struct AppKitCodeScrollTests {
    /// A scroll over a point of the view (its window is its superview).
    func scroll(_ dx: CGFloat, _ dy: CGFloat = 0, at y: CGFloat = 10) -> NSEvent {
        NSEvent(locationInWindow: NSPoint(x: 100, y: y), scrollingDeltaX: dx, scrollingDeltaY: dy)
    }

    @Test("a swipe left over a 200-character line in an 80-character view moves it left by the swipe, no further than its end, and back")
    func sideways() throws {
        // RowLayout: 10 wide a character, so the line is 2000 wide and shows 800 at a time.
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let code = try #require(view.styledDocument.blocks.first?.id)
        view.scrollWheel(with: scroll(-300))
        #expect(view.codeScrolls[code]?.offset == 300)
        view.scrollWheel(with: scroll(-5000))
        #expect(view.codeScrolls[code]?.offset == 1200)
        view.scrollWheel(with: scroll(500))
        #expect(view.codeScrolls[code]?.offset == 700)
    }

    @Test("a mostly vertical scroll, or one over a paragraph, leaves the code block where it is")
    func notSideways() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n\n\(String(repeating: "word ", count: 40))\n")
        let code = try #require(view.styledDocument.blocks.first?.id)
        view.scrollWheel(with: scroll(-30, -40))
        #expect(view.codeScrolls[code]?.offset == 0)
        // The paragraph is a row below the code block's row.
        view.scrollWheel(with: scroll(-300, at: 30))
        #expect(view.codeScrolls[code]?.offset == 0)
    }

    @Test("a scrolled code block's line and range frames, its frame and the character under the mouse are where its text is shown")
    func framesFollow() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock } as? TextAccessibilityElement)
        #expect(code.accessibilityFrame(for: NSRange(location: 50, length: 10)) == NSRect(x: 500, y: 0, width: 100, height: 20))
        view.scrollWheel(with: scroll(-300))
        // Moved 300 left: characters 50 to 60 are shown from 200; 0 to 10 are out of sight, at the left edge.
        #expect(code.accessibilityFrame(for: NSRange(location: 50, length: 10)) == NSRect(x: 200, y: 0, width: 100, height: 20))
        #expect(code.accessibilityFrame(for: NSRange(location: 0, length: 10)) == NSRect(x: 0, y: 0, width: 0, height: 20))
        #expect(code.accessibilityFrame() == NSRect(x: 0, y: 0, width: 800, height: 20))
        let start = try #require(view.styledDocument.utf16Range(of: code.id)?.lowerBound)
        #expect(view.documentLayout.closestUTF16Offset(to: LayoutPoint(x: 205, y: 10)) == start + 50)
    }
}

