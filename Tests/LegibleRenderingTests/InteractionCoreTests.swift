import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleViewSupport
import Testing

/// What every view asks the core when the reader points, right-clicks or opens a link: the
/// pointer's region, the menu's items, the handler of a link's scheme.
@Suite("Pointer regions, context menus and link scheme handlers")
struct InteractionCoreTests {
    let model = ReadingModel(document: MarkdownDocument(parsing: "Read [the long manual page](https://example.com/m) now.\n\n```sh\nls\n```\n",
                                                        options: .gitHub))
    var layout: CellLayout { CellLayout(document: StyledDocument(model: model), options: CellLayoutOptions(width: 16)) }

    @Test("the pointer's region is the line of the link under it; a link that wraps has one a line; off links, none")
    func pointerRegions() throws {
        // "Read the long " / "manual page now." at 16 cells: the link wraps after its space.
        let first = try #require(layout.pointerRegion(at: LayoutPoint(x: 6, y: 0)))
        #expect(first.rect == LayoutRect(x: 5, y: 0, width: 9, height: 1))
        #expect(first.target.action == .openLink("https://example.com/m"))
        let second = try #require(layout.pointerRegion(at: LayoutPoint(x: 2, y: 1)))
        #expect(second.rect == LayoutRect(x: 0, y: 1, width: 11, height: 1))
        #expect(second.target == first.target)
        #expect(layout.pointerRegion(at: LayoutPoint(x: 1, y: 0)) == nil)
    }

    @Test("the menu is the element's items; Share only when the app can share; none over plain text")
    func menus() {
        let link = ContextMenu.items(at: LayoutPoint(x: 6, y: 0), in: layout, model: model, canShare: false)
        #expect(link.map(\.kind) == [.open, .copyLink])
        #expect(ContextMenu.items(at: LayoutPoint(x: 6, y: 0), in: layout, model: model, canShare: true).map(\.kind) == [.open, .copyLink, .share])
        #expect(ContextMenu.items(at: LayoutPoint(x: 1, y: 0), in: layout, model: model, canShare: true) == [])
        let codeLine = (0..<layout.lineCount).first { layout.line(at: $0).element.role == .codeBlock }
        let code = codeLine.map { ContextMenu.items(at: LayoutPoint(x: 0.5, y: layout.line(at: $0).frame.y), in: layout, model: model, canShare: true) }
        #expect(code?.map(\.kind) == [.copyCode])
        #expect(code?.first?.payload == "ls")
    }

    @Test("a link goes to the handler of its scheme, whatever its case; others are left to openLink")
    @MainActor
    func schemeHandlers() throws {
        var handlers = LinkSchemeHandlers()
        var handled: [String] = []
        handlers["myapp"] = { handled.append($0.absoluteString) }
        #expect(handlers.route(try #require(URL(string: "MYAPP://x/y"))) == .handled)
        #expect(handlers.route(try #require(URL(string: "https://example.com"))) == .unhandled)
        #expect(handlers.route(try #require(URL(string: "relative/path"))) == .unhandled)
        #expect(handled == ["MYAPP://x/y"])
        handlers["MyApp"] = nil
        #expect(handlers.schemes.isEmpty)
    }

    @Test("the keyboard's menu opens at the selection's first character; with nothing selected there is none (appkit C5)")
    func keyboardAnchor() {
        let cells = LegibleRenderingTests.layout("Read the [manual](https://example.com/m) today.", width: 40)
        #expect(ContextMenu.keyboardAnchor(selection: 9..<15, in: cells) == LayoutPoint(x: 9.5, y: 0.5))
        #expect(ContextMenu.keyboardAnchor(selection: nil, in: cells) == nil)
        #expect(ContextMenu.keyboardAnchor(selection: 4..<4, in: cells) == nil)
    }

}
