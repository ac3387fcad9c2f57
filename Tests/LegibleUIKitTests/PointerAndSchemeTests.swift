import Foundation
import LegibleAccessibility
import LegibleRendering
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// The iPadOS pointer over links, and the app's handlers of link schemes, consulted before
/// `openLink` however the link is opened. The cell layout puts a point a cell, so (x, y) is
/// column x of row y.
@MainActor
@Suite("UIKit: the pointer over links, and link scheme handlers")
struct PointerAndSchemeTests {
    func view(_ markdown: String) -> MarkdownTextView {
        let view = MarkdownTextView(markdown: markdown)
        view.core.layoutEngine = { document, width in CellLayout(document: document, options: CellLayoutOptions(width: Int(width))) }
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 24)
        view.layoutSubviews()
        return view
    }

    var pointer: (MarkdownTextView) -> UIPointerInteraction? {
        { $0.interactions.compactMap { $0 as? UIPointerInteraction }.first }
    }

    @Test("over a link the pointer's region is the link's text on that line, which it highlights; off links, none")
    func pointerRegion() throws {
        let view = view("Read the [manual](https://example.com/m) today.\n")
        let interaction = try #require(pointer(view))
        let everywhere = UIPointerRegion(rect: view.bounds)
        let region = try #require(view.pointerInteraction(interaction, regionFor: UIPointerRegionRequest(location: CGPoint(x: 11, y: 0)),
                                                          defaultRegion: everywhere))
        #expect(region.rect == CGRect(x: 9, y: 0, width: 6, height: 1))
        // The link's line highlighted in place, not a shape floating with the pointer (uikit B12).
        let style = try #require(view.pointerInteraction(interaction, styleFor: region))
        guard case .highlight(let preview)? = style.stubEffect else { Issue.record("no highlight"); return }
        #expect(preview.view === view)
        #expect(preview.parameters.stubTextLineRects == [CGRect(x: 9, y: 0, width: 6, height: 1)])
        #expect(style.stubShape == nil)
        #expect(view.pointerInteraction(interaction, regionFor: UIPointerRegionRequest(location: CGPoint(x: 2, y: 0)), defaultRegion: everywhere) == nil)
    }

    @Test("a tap, the menu's Open and VoiceOver's action give a link of a handled scheme to its handler, not to openLink")
    func schemeHandler() throws {
        let view = view("[Settings](myapp://settings) and [web](https://example.com)\n")
        var handled: [String] = [], opened: [String] = []
        view.openLink = { opened.append($0.absoluteString) }
        view.linkHandlers["MyApp"] = { handled.append($0.absoluteString) }
        view.touchesBegan([UITouch(location: CGPoint(x: 2, y: 0))], with: nil)
        view.touchesEnded([UITouch(location: CGPoint(x: 2, y: 0))], with: nil)
        let interaction = try #require(view.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
        let menu = view.contextMenuInteraction(interaction, configurationForMenuAtLocation: CGPoint(x: 2, y: 0))
        let open = try #require(menu?.actionProvider?([])?.children.compactMap { $0 as? UIAction }.first)
        open.perform()
        let web = try #require(view.exposedElements.first { $0.id.role == .link && $0.accessibilityLabel == "web" })
        #expect(web.accessibilityActivate())
        #expect(handled == ["myapp://settings", "myapp://settings"])
        #expect(opened == ["https://example.com"])
    }
}
