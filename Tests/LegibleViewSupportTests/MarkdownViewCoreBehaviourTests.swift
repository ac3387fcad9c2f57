import Foundation
import LegibleAccessibility
import LegibleRendering
import LegibleViewSupport
import Testing

/// What clicks, keys, menus and rotors mean, decided by the core for the AppKit and UIKit views
/// alike (the views only hand events in and carry commands out), in character cells: a click at
/// (x, y) lands on column x of row y.
@Suite("The view core: clicks, keys, menus and rotors")
@MainActor
struct MarkdownViewCoreBehaviourTests {
    static let guide = "Read the [manual](https://example.com/m) today.\n"

    @Test("dragging from a link selects text, shows the link pressed only while back on it, and opens nothing")
    func dragFromLink() {
        let front = RecordingFront(Self.guide, width: 40)
        front.core.selectionBegan(at: LayoutPoint(x: 11.5, y: 0.5), clickCount: 1)
        #expect(front.core.isPressShown)
        front.core.selectionMoved(to: LayoutPoint(x: 2.5, y: 0.5))
        #expect(!front.core.isPressShown)
        #expect(front.core.selection == 2..<11)
        front.core.selectionMoved(to: LayoutPoint(x: 12.5, y: 0.5))
        #expect(front.core.isPressShown)
        front.core.pressEnded(at: LayoutPoint(x: 12.5, y: 0.5))
        #expect(!front.core.isPressShown)
        #expect(!front.take().map(\.name).contains { $0.hasPrefix("open") })
    }

    @Test("a click on plain text, or a double click on a link, opens nothing; a click on the link opens it")
    func clicks() {
        let front = RecordingFront(Self.guide, width: 40)
        for (x, count) in [(2.5, 1), (11.5, 2)] {
            front.core.selectionBegan(at: LayoutPoint(x: x, y: 0.5), clickCount: count)
            front.core.pressEnded(at: LayoutPoint(x: x, y: 0.5))
        }
        #expect(!front.take().map(\.name).contains { $0.hasPrefix("open") })
        front.core.selectionBegan(at: LayoutPoint(x: 11.5, y: 0.5), clickCount: 1)
        front.core.pressEnded(at: LayoutPoint(x: 11.5, y: 0.5))
        #expect(front.take().map(\.name).contains("open https://example.com/m"))
    }

    @Test("the arrow keys scroll the wide block the selection starts in, else the first on screen, and say the page; with none, nothing moves")
    func keysChooseTheBlock() throws {
        let line = String(repeating: "x", count: 100)
        let front = RecordingFront("```\n\(line)\n```\n\n```\n\(line)\n```\n", width: 40, codeOverflow: .scroll)
        let blocks = front.core.styledDocument.blocks.map(\.id)
        try #require(blocks.count == 2)
        let screen = LayoutRect(x: 0, y: 0, width: 40, height: 24)
        let pages = try #require(front.core.codeScrolls[blocks[0]]).pageCount
        #expect(front.core.scrollSideways(forward: true, visible: screen))
        #expect(front.take().map(\.name).last == "pageTurned Page 2 of \(pages)")
        #expect(front.core.codeScrolls[blocks[0]]?.page == 1)
        front.core.select(front.core.styledDocument.utf16Range(of: blocks[1]))
        #expect(front.core.scrollSideways(forward: true, visible: screen))
        #expect(front.core.codeScrolls[blocks[1]]?.page == 1)
        #expect(front.core.codeScrolls[blocks[0]]?.page == 1)
        let narrow = RecordingFront("Short.\n", width: 40)
        #expect(!narrow.core.scrollSideways(forward: true, visible: screen))
        #expect(narrow.core.codeScrolls.isEmpty)
    }

    @Test("a menu over selected text starts with Copy, before the element's items; off the selection, plain text has none (appkit C10)")
    func selectionMenu() {
        let front = RecordingFront(Self.guide, width: 40)
        front.core.select(0..<8)
        let onText = front.core.menu(at: LayoutPoint(x: 2.5, y: 0.5))
        #expect(onText?.copiesSelection == true)
        #expect(onText?.items == [])
        front.core.select(0..<15)
        let onLink = front.core.menu(at: LayoutPoint(x: 11.5, y: 0.5))
        #expect(onLink?.copiesSelection == true)
        #expect(onLink?.items.map(\.kind) == [.open, .copyLink])
        #expect(front.core.menu(at: LayoutPoint(x: 18.5, y: 0.5)) == nil)
    }

    @Test("the keyboard's menu opens at the selection's first character, with its element's items; with nothing selected, none (appkit C5)")
    func keyboardMenu() {
        let front = RecordingFront(Self.guide, width: 40)
        #expect(front.core.menuForSelection() == nil)
        front.core.select(9..<15)
        let menu = front.core.menuForSelection()
        #expect(menu?.anchor == LayoutPoint(x: 9.5, y: 0.5))
        #expect(menu?.copiesSelection == true)
        #expect(menu?.items.map(\.kind) == [.open, .copyLink])
    }

    @Test("a screen reader's Show Menu on a link gives the link's menu at its text; on a stretch of plain text, none (appkit C5)")
    func elementMenu() throws {
        let front = RecordingFront(Self.guide, width: 40)
        let link = try front.id(of: .link)
        let menu = front.core.menu(of: link)
        #expect(menu?.items.map(\.kind) == [.open, .copyLink])
        #expect(menu?.anchor == LayoutPoint(x: 12, y: 0.5))
        #expect(front.core.menu(of: try front.id(of: .text), stretch: 0..<9) == nil)
    }

    @Test("a rotor finds the next and previous place of its kind, from an element or from a stretch of a paragraph")
    func rotors() throws {
        let front = RecordingFront("# One\n\nSee [a](https://a.example) and [b](https://b.example).\n\n# Two\n", width: 60)
        let headings = [try front.id(of: .heading, 0), try front.id(of: .heading, 1)]
        let links = [try front.id(of: .link, 0), try front.id(of: .link, 1)]
        #expect(front.core.rotorTarget(.headings, from: nil, forward: true) == headings[0])
        #expect(front.core.rotorTarget(.headings, from: headings[0], forward: true) == headings[1])
        #expect(front.core.rotorTarget(.headings, from: headings[1], forward: false) == headings[0])
        #expect(front.core.rotorTarget(.headings, from: headings[1], forward: true) == nil)
        // From the stretch " and " between the links, the next link is the second.
        let paragraph = try front.id(of: .text)
        let between = try #require(front.core.styledDocument.utf16Range(of: links[0])).upperBound
        #expect(front.core.rotorTarget(.links, from: paragraph, stretch: between..<between + 5, forward: true) == links[1])
        #expect(front.core.rotorTarget(.links, from: paragraph, stretch: between..<between + 5, forward: false) == links[0])
    }
}
