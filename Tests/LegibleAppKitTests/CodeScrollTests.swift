@_spi(Testing) import AppKit
@_spi(Testing) import CoreGraphics
import LegibleAppKit
import LegibleRendering
import LegibleTestSupport
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
        #expect(view.core.codeScrolls[code]?.offset == 300)
        view.scrollWheel(with: scroll(-5000))
        #expect(view.core.codeScrolls[code]?.offset == 1200)
        view.scrollWheel(with: scroll(500))
        #expect(view.core.codeScrolls[code]?.offset == 700)
    }

    @Test("a mouse wheel's notch moves the line a line's height; a trackpad swipe begun sideways stays the block's (appkit C3)")
    func wheelAndGesture() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let code = try #require(view.styledDocument.blocks.first?.id)
        view.scrollWheel(with: NSEvent(locationInWindow: NSPoint(x: 100, y: 10), scrollingDeltaX: -2, hasPreciseScrollingDeltas: false))
        #expect(view.bodyLineHeight > 1)
        #expect(view.core.codeScrolls[code]?.offset == 2 * Double(view.bodyLineHeight))
        let start = view.core.codeScrolls[code]?.offset ?? 0
        view.scrollWheel(with: NSEvent(locationInWindow: NSPoint(x: 100, y: 10), scrollingDeltaX: -10, scrollingDeltaY: 1, phase: .began))
        view.scrollWheel(with: NSEvent(locationInWindow: NSPoint(x: 100, y: 10), scrollingDeltaX: -2, scrollingDeltaY: 5, phase: .changed))
        #expect(view.core.codeScrolls[code]?.offset == start + 12)
    }

    /// A trackpad event over the code block: a gesture's own (`phase`) or its momentum's after
    /// the fingers lift (`momentumPhase`, with an empty `phase`).
    func swipe(_ dx: CGFloat, _ dy: CGFloat, phase: NSEvent.Phase = [], momentum: NSEvent.Phase = []) -> NSEvent {
        NSEvent(locationInWindow: NSPoint(x: 100, y: 10), scrollingDeltaX: dx, scrollingDeltaY: dy, phase: phase, momentumPhase: momentum)
    }

    @Test("a vertical flick's momentum, jittering sideways after the fingers lift, leaves the code block where it is (R47-9)")
    func verticalMomentum() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let code = try #require(view.styledDocument.blocks.first?.id)
        view.scrollWheel(with: swipe(0, -12, phase: .began))
        view.scrollWheel(with: swipe(-1, -20, phase: .changed))
        view.scrollWheel(with: swipe(0, 0, phase: .ended))
        view.scrollWheel(with: swipe(-3, -2, momentum: .began))
        view.scrollWheel(with: swipe(-6, 1, momentum: .changed))
        view.scrollWheel(with: swipe(-2, 0, momentum: .ended))
        #expect(view.core.codeScrolls[code]?.offset ?? 0 == 0)
    }

    @Test("a sideways flick's momentum stays the block's where it leans vertical, and a wheel after it is judged alone (R47-9)")
    func sidewaysMomentum() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let code = try #require(view.styledDocument.blocks.first?.id)
        view.scrollWheel(with: swipe(-10, 1, phase: .began))
        view.scrollWheel(with: swipe(0, 0, phase: .ended))
        view.scrollWheel(with: swipe(-4, 6, momentum: .began))
        view.scrollWheel(with: swipe(-2, 3, momentum: .ended))
        #expect(view.core.codeScrolls[code]?.offset == 16)
        view.scrollWheel(with: NSEvent(locationInWindow: NSPoint(x: 100, y: 10), scrollingDeltaX: -1, scrollingDeltaY: -3, hasPreciseScrollingDeltas: false))
        #expect(view.core.codeScrolls[code]?.offset == 16)
    }

    @Test("a mostly vertical scroll, or one over a paragraph, leaves the code block where it is")
    func notSideways() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n\n\(String(repeating: "word ", count: 40))\n")
        let code = try #require(view.styledDocument.blocks.first?.id)
        view.scrollWheel(with: scroll(-30, -40))
        #expect(view.core.codeScrolls[code]?.offset == 0)
        // The paragraph is a row below the code block's row.
        view.scrollWheel(with: scroll(-300, at: 30))
        #expect(view.core.codeScrolls[code]?.offset == 0)
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

    /// A press of an arrow key, with the flags macOS sets on every arrow key's event.
    func arrow(_ key: NSEvent.SpecialKey, with modifiers: NSEvent.ModifierFlags = []) -> NSEvent {
        NSEvent(modifierFlags: modifiers.union([.numericPad, .function]), specialKey: key)
    }

    @Test("Right and Left arrows scroll the wide block showing a page of columns at a time and say which page shows (appkit C8)")
    func arrowKeys() throws {
        // 2000 wide, 800 showing: three pages.
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let code = try #require(view.styledDocument.blocks.first?.id)
        _ = takeAnnouncements()
        view.keyDown(with: arrow(.rightArrow))
        #expect(view.core.codeScrolls[code]?.offset == 800)
        #expect(takeAnnouncements().map(\.text) == ["Page 2 of 3"])
        view.keyDown(with: arrow(.rightArrow))
        view.keyDown(with: arrow(.rightArrow))
        #expect(view.core.codeScrolls[code]?.offset == 1200)
        view.keyDown(with: arrow(.leftArrow))
        #expect(view.core.codeScrolls[code]?.offset == 800)
    }

    @Test("VoiceOver alone scrolls a block wider than its box: Scroll right and Scroll left are its actions while they would move it, and a wide table's cells have them (appkit C8)")
    func scrollActions() throws {
        // 2000 wide, 800 showing: three pages.
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n\nA paragraph.\n")
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock })
        func names(_ element: MarkdownAccessibilityElement) -> [String] { element.accessibilityCustomActions()?.map(\.name) ?? [] }
        #expect(names(code) == ["Copy code", "Scroll right"])
        _ = takeAnnouncements()
        let right = try #require(code.accessibilityCustomActions()?.first { $0.name == "Scroll right" })
        #expect(right.handler?() == true)
        #expect(view.core.codeScrolls[code.id]?.offset == 800)
        #expect(takeAnnouncements().map(\.text) == ["Page 2 of 3"])
        #expect(names(code) == ["Copy code", "Scroll right", "Scroll left"])
        _ = code.accessibilityCustomActions()?.first { $0.name == "Scroll right" }?.handler?()
        #expect(names(code) == ["Copy code", "Scroll left"])
        // What does not scroll has neither.
        let paragraph = try #require(view.exposedElements.first { $0.id.role == .text })
        #expect(!names(paragraph).contains("Scroll right") && !names(paragraph).contains("Scroll left"))
        // A table wider than the view: each cell scrolls its table.
        let table = MarkdownTextView(markdown: "| \(String(repeating: "w", count: 60)) | \(String(repeating: "v", count: 60)) |\n|---|---|\n| 1 | 2 |\n")
        table.core.layoutEngine = { document, width in RowLayout(document: document, tableWidth: Double(width), scrolledColumnLimit: 200) }
        table.frame = NSRect(x: 0, y: 0, width: 300, height: 600)
        table.layout()
        func descendants(_ element: MarkdownAccessibilityElement) -> [MarkdownAccessibilityElement] {
            [element] + (element.accessibilityChildren() ?? []).compactMap { $0 as? MarkdownAccessibilityElement }.flatMap(descendants)
        }
        let everything: [MarkdownAccessibilityElement] = table.exposedElements.flatMap(descendants)
        let cell = try #require(everything.first { $0.id.role == .tableCell })
        #expect(names(cell).contains("Scroll right"))
    }

    @Test("Shift, Option, Control and Command arrows go on to the responder chain; Caps Lock does not stop the arrows")
    func arrowKeysWithModifiers() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let code = try #require(view.styledDocument.blocks.first?.id)
        for modifier: NSEvent.ModifierFlags in [.shift, .option, .control, .command] {
            view.keyDown(with: arrow(.rightArrow, with: modifier))
            #expect(view.core.codeScrolls[code]?.offset ?? 0 == 0)
        }
        view.keyDown(with: arrow(.rightArrow, with: .capsLock))
        #expect(view.core.codeScrolls[code]?.offset == 800)
    }
}
