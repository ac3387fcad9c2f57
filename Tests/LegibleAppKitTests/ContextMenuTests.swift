@_spi(Testing) import AppKit
import Foundation
import LegibleAccessibility
import LegibleAppKit
import LegibleRendering
import Testing

/// The menu of a right or Control click, the same items as iOS's long press, with the cell
/// layout at a point a cell, so that a click at (x, y) lands on column x of row y.
/// Serialized: the stub records popped-up menus in one list, which a test awaiting a menu reads.
@MainActor
@Suite("AppKit: context menus", .serialized)
struct ContextMenuTests {
    func view(_ markdown: String) -> MarkdownTextView {
        let view = MarkdownTextView(markdown: markdown)
        view.core.layoutEngine = { document, width in CellLayout(document: document, options: CellLayoutOptions(width: Int(width))) }
        view.stubWindow = NSWindow()
        view.frame = NSRect(x: 0, y: 0, width: 40, height: 24)
        view.layout()
        return view
    }

    func titles(_ menu: NSMenu?) -> [String]? { menu?.items.map(\.title) }

    @Test("a right click on a link offers Open and Copy Link (and Share once the app can share); each item targets the view")
    func linkMenu() throws {
        let view = view("Read the [manual](https://example.com/m) today.\n")
        let event = NSEvent(locationInWindow: NSPoint(x: 11, y: 0))
        #expect(titles(view.menu(for: event)) == ["Open", "Copy Link"])
        view.shareLink = { _ in }
        let menu = try #require(view.menu(for: event))
        #expect(titles(menu) == ["Open", "Copy Link", "Share…"])
        #expect(menu.items.allSatisfy { $0.target === view })
        var opened: [URL] = []
        view.openLink = { opened.append($0) }
        view.core.choose(try #require(menu.items[0].representedObject as? MenuItem))
        #expect(opened == [URL(string: "https://example.com/m")])
        view.core.choose(try #require(menu.items[1].representedObject as? MenuItem))
        #expect(NSPasteboard.general.string(forType: .URL) == "https://example.com/m")
    }

    @Test("code offers Copy, a formula Copy TeX and Copy MathML; plain text has the view's own menu (none)")
    func otherMenus() throws {
        let code = view("```swift\nlet x = 1\n```\n")
        let copy = try #require(code.menu(for: NSEvent(locationInWindow: NSPoint(x: 3, y: 1))))
        #expect(titles(copy) == ["Copy"])
        code.core.choose(try #require(copy.items[0].representedObject as? MenuItem))
        #expect(NSPasteboard.general.string(forType: .string) == "let x = 1")
        let math = view("Euler: $e^{i\\pi} + 1 = 0$\n")
        #expect(titles(math.menu(for: NSEvent(locationInWindow: NSPoint(x: 8, y: 0)))) == ["Copy TeX", "Copy MathML"])
        #expect(math.menu(for: NSEvent(locationInWindow: NSPoint(x: 1, y: 0))) == nil)
    }

    @Test("a right click on selected text offers Copy, for the view, before the element's items; off the selection it does not (appkit C10)")
    func selectionMenu() throws {
        let view = view("Read the [manual](https://example.com/m) today.\n")
        view.core.select(0..<8)
        let menu = try #require(view.menu(for: NSEvent(locationInWindow: NSPoint(x: 2, y: 0))))
        #expect(titles(menu) == ["Copy"])
        #expect(menu.items.first?.target === view)
        view.core.select(0..<15)
        #expect(titles(view.menu(for: NSEvent(locationInWindow: NSPoint(x: 11, y: 0)))) == ["Copy", "Open", "Copy Link"])
        #expect(view.menu(for: NSEvent(locationInWindow: NSPoint(x: 18, y: 0))) == nil)
    }

    @Test("the keyboard's Show Menu opens the menu at the selection's start (appkit C5)")
    func keyboardMenu() {
        let view = view("Read the [manual](https://example.com/m) today.\n")
        NSMenu.poppedUp = []
        view.core.select(9..<15)
        view.showContextMenuForSelection(nil)
        #expect(NSMenu.poppedUp.map { $0.items.map(\.title) } == [["Copy", "Open", "Copy Link"]])
    }

    /// A responder that records the actions it is asked to try.
    final class Recorder: NSResponder {
        var tried: [String] = []
        override func tryToPerform(_ action: Selector, with object: Any?) -> Bool {
            tried.append(NSStringFromSelector(action))
            return true
        }
    }

    @Test("with nothing selected the keyboard's Show Menu pops nothing up and goes on to the next responder")
    func keyboardMenuPassedOn() {
        let view = view("Read the [manual](https://example.com/m) today.\n")
        let next = Recorder()
        view.nextResponder = next
        NSMenu.poppedUp = []
        view.showContextMenuForSelection(nil)
        #expect(NSMenu.poppedUp.isEmpty)
        #expect(next.tried == ["showContextMenuForSelection:"])
        view.core.select(9..<15)
        view.showContextMenuForSelection(nil)
        #expect(next.tried.count == 1)
    }

    @Test("VoiceOver's Show Menu answers at once and pops the element's menu up after the callback, not inside it (appkit C5)")
    func voiceOverMenu() async throws {
        let view = view("Read the [manual](https://example.com/m) today.\n")
        NSMenu.poppedUp = []
        let link = try #require(view.exposedElements.first { $0.id.role == .link })
        #expect(link.accessibilityPerformShowMenu())
        #expect(NSMenu.poppedUp.isEmpty)
        for _ in 0..<10 where NSMenu.poppedUp.isEmpty { await Task.yield() }
        #expect(NSMenu.poppedUp.map { $0.items.map(\.title) } == [["Open", "Copy Link"]])
        let text = try #require(view.exposedElements.first { $0.id.role == .text })
        #expect(!text.accessibilityPerformShowMenu())
    }

    @Test("a Control-click pops the element's menu up instead of pressing the link")
    func controlClick() {
        let view = view("Read the [manual](https://example.com/m) today.\n")
        NSMenu.poppedUp = []
        view.mouseDown(with: NSEvent(locationInWindow: NSPoint(x: 11, y: 0), modifierFlags: .control))
        #expect(NSMenu.poppedUp.map { $0.items.map(\.title) } == [["Open", "Copy Link"]])
        #expect(!view.core.isPressShown)
    }
}
