@_spi(Testing) import AppKit
@_spi(Testing) import CoreGraphics
import LegibleAppKit
import LegibleRendering
import Testing

@MainActor
@Suite("AppKit: selecting by dragging and copying with Cmd-C")
struct SelectionTests {
    /// A mouse or key event at a point of the view (its window is its superview).
    func event(_ x: CGFloat, _ y: CGFloat) -> NSEvent { NSEvent(locationInWindow: NSPoint(x: x, y: y)) }
    let commandC = NSEvent(modifierFlags: .command, charactersIgnoringModifiers: "c")

    /// The view in a window where it is the first responder, as after a click in it.
    func focused(_ view: MarkdownTextView) -> MarkdownTextView {
        let window = NSWindow()
        window.stubFirstResponder = view
        view.stubWindow = window
        return view
    }

    @Test("Cmd-C is left alone while another view of the window is the first responder, whatever the view has selected")
    func commandCOnlyWhenFirstResponder() {
        let view = laidOutView("Area here.\n")
        let field = NSView(frame: .zero)
        let window = NSWindow()
        window.stubFirstResponder = field
        view.stubWindow = window
        view.mouseDown(with: event(0, 10))
        view.mouseDragged(with: event(40, 10))
        #expect(view.core.selection == 0..<4)
        NSPasteboard.general.clearContents()
        #expect(!view.performKeyEquivalent(with: commandC))
        #expect(NSPasteboard.general.string(forType: .string) == nil)
        window.stubFirstResponder = view
        #expect(view.performKeyEquivalent(with: commandC))
        #expect(NSPasteboard.general.string(forType: .string) == "Area")
    }

    @Test("dragging over a formula's paragraph selects it, and Cmd-C copies it with the formula as TeX")
    func dragAndCopy() {
        // RowLayout: 10 wide a character; the text is "Area ￼ here.", the formula one character.
        let view = focused(laidOutView("Area $\\pi r^2$ here.\n"))
        view.mouseDown(with: event(0, 10))
        view.mouseDragged(with: event(55, 10))
        #expect(view.core.selection == 0..<5)
        view.mouseDragged(with: event(70, 10))
        #expect(view.core.selection == 0..<7)
        NSPasteboard.general.clearContents()
        #expect(view.performKeyEquivalent(with: commandC))
        #expect(NSPasteboard.general.string(forType: .string) == "Area \\pi r^2 ")
        #expect(NSPasteboard.general.string(forType: .html) == "<p>Area <span title=\"\\pi r^2\">πr²</span> </p>")
    }

    @Test("a double click selects the word under it, and Cmd-C copies it")
    func doubleClick() {
        // RowLayout: 10 wide a character; "plain" is characters 5 to 10.
        let view = focused(laidOutView("Some plain text.\n"))
        view.mouseDown(with: NSEvent(locationInWindow: NSPoint(x: 72, y: 10), clickCount: 2))
        #expect(view.core.selection == 5..<10)
        NSPasteboard.general.clearContents()
        #expect(view.performKeyEquivalent(with: commandC))
        #expect(NSPasteboard.general.string(forType: .string) == "plain")
    }

    @Test("dragging backwards selects the same text; a click clears the selection, and Cmd-C then does nothing")
    func backwardsAndClick() {
        let view = focused(laidOutView("Some plain text.\n"))
        view.mouseDown(with: event(100, 10))
        view.mouseDragged(with: event(50, 10))
        #expect(view.core.selection == 5..<10)
        // The selection is drawn behind the text, over the characters selected.
        let context = CGContext()
        view.drawHighlights(in: context)
        #expect(context.filled.map(\.rect) == [CGRect(x: 50, y: 0, width: 50, height: 20)])
        #expect(context.filled.first?.color?.components == NSColor.selectedTextBackgroundColor.cgColor.components)
        view.mouseDown(with: event(30, 10))
        #expect(view.core.selection == nil)
        #expect(!view.performKeyEquivalent(with: commandC))
        #expect(view.acceptsFirstResponder)
    }

    @Test("another key equivalent is not taken, and new content that ends before the selection clears it")
    func otherKeys() {
        let view = focused(laidOutView("Some plain text.\n"))
        view.mouseDown(with: event(0, 10))
        view.mouseDragged(with: event(100, 10))
        #expect(!view.performKeyEquivalent(with: NSEvent(modifierFlags: .command, charactersIgnoringModifiers: "v")))
        #expect(!view.performKeyEquivalent(with: NSEvent(charactersIgnoringModifiers: "c")))
        view.markdown = "Hi.\n"
        #expect(view.core.selection == nil)
    }
}

/// Select All.
@MainActor
@Suite("AppKit: Select All")
struct SelectAllTests {
    @Test("Cmd-A selects the whole document, which Cmd-C then copies, formulas as their TeX")
    func commandA() {
        let view = laidOutView("# Title\n\nArea $x^2$ here.\n")
        let window = NSWindow()
        window.stubFirstResponder = view
        view.stubWindow = window
        #expect(view.performKeyEquivalent(with: NSEvent(modifierFlags: .command, charactersIgnoringModifiers: "a")))
        #expect(view.performKeyEquivalent(with: NSEvent(modifierFlags: .command, charactersIgnoringModifiers: "c")))
        #expect(NSPasteboard.general.string(forType: .string) == "Title\nArea x^2 here.")
    }

    /// A menu item sending an action, as the Edit menu's items are.
    func item(_ action: String) -> NSMenuItem {
        let item = NSMenuItem()
        item.action = NSSelectorFromString(action)
        return item
    }

    @Test("the Edit menu's Copy is enabled only while text is selected, Select All while there is text (appkit C10)")
    func editMenuValidation() {
        let view = laidOutView("Area here.\n")
        #expect(!view.validateMenuItem(item("copy:")))
        #expect(view.validateMenuItem(item("selectAll:")))
        view.core.select(0..<4)
        #expect(view.validateMenuItem(item("copy:")))
        view.core.select(2..<2)
        #expect(!view.validateMenuItem(item("copy:")))
        #expect(!laidOutView("").validateMenuItem(item("selectAll:")))
        // An item of the view's own menus, a link's Open, is left enabled.
        #expect(view.validateMenuItem(item("performContextMenuItem:")))
    }
}
