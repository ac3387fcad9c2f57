import Foundation
import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// Taps, the pressed state and long-press menus, with the cell layout at a point a cell, so
/// that a touch at (x, y) lands on column x of row y.
@MainActor
@Suite("UIKit: taps and menus")
struct TapAndMenuTests {
    /// A view of `markdown` laid out in cells, 40 wide, its opened links recorded.
    func view(_ markdown: String) -> (MarkdownTextView, opened: () -> [String]) {
        let view = MarkdownTextView(markdown: markdown)
        view.core.layoutEngine = { document, width in CellLayout(document: document, options: CellLayoutOptions(width: Int(width))) }
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 24)
        view.layoutSubviews()
        var opened: [String] = []
        view.openLink = { opened.append($0.absoluteString) }
        return (view, { opened })
    }

    func touch(_ x: CGFloat, _ y: CGFloat) -> Set<UITouch> { [UITouch(location: CGPoint(x: x, y: y))] }

    /// The menu a long press at a point shows: its items' titles, and the items.
    func menu(_ view: MarkdownTextView, at point: CGPoint) -> [UIAction]? {
        let interaction = view.interactions.compactMap { $0 as? UIContextMenuInteraction }.first
        guard let interaction, let configuration = view.contextMenuInteraction(interaction, configurationForMenuAtLocation: point) else { return nil }
        return configuration.actionProvider?([])?.children.compactMap { $0 as? UIAction }
    }

    static let guide = "Read the [manual](https://example.com/m) today.\n"

    @Test("a tap on a link draws it pressed while the finger is down, then opens it")
    func tapOpens() {
        let (view, opened) = view(Self.guide)
        view.touchesBegan(touch(11, 0), with: nil)
        #expect(view.core.isPressShown)
        #expect(view.core.pressedTarget?.action == .openLink("https://example.com/m"))
        #expect(opened() == [])
        view.touchesEnded(touch(12, 0), with: nil)
        #expect(!view.core.isPressShown)
        #expect(opened() == ["https://example.com/m"])
    }

    @Test("a tap on a link opens it while text selected before stays selected (the text interaction keeps it until it clears it)")
    func tapOpensWithSelection() {
        let (view, opened) = view(Self.guide)
        view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.position(from: view.beginningOfDocument, offset: 4)!)
        view.touchesBegan(touch(11, 0), with: nil)
        view.touchesEnded(touch(12, 0), with: nil)
        #expect(opened() == ["https://example.com/m"])
    }

    @Test("a long press lifts the link pressed, not the whole view, and it shrinks back into the link (uikit B4)")
    func menuPreview() throws {
        let (view, _) = view(Self.guide)
        let interaction = try #require(view.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
        let configuration = try #require(view.contextMenuInteraction(interaction, configurationForMenuAtLocation: CGPoint(x: 11, y: 0)))
        let identifier = NSString(string: "legible.menu")
        let lifted = try #require(view.contextMenuInteraction(interaction, configuration: configuration, highlightPreviewForItemWithIdentifier: identifier))
        #expect(lifted.view === view)
        // "manual" is columns 9 to 14 of row 0.
        #expect(lifted.parameters.stubTextLineRects == [CGRect(x: 9, y: 0, width: 6, height: 1)])
        let dismissed = view.contextMenuInteraction(interaction, configuration: configuration, dismissalPreviewForItemWithIdentifier: identifier)
        #expect(dismissed?.parameters.stubTextLineRects == lifted.parameters.stubTextLineRects)
    }

    @Test("a tap on a link in a table wider than the view, on the table's scroll view, opens the link (uikit B5)")
    func tapInWideTable() throws {
        // A 300-wide view, a first column 60 characters wide: the table scrolls, under a scroll view.
        let view = MarkdownTextView(markdown: "| \(String(repeating: "w", count: 60)) | [b](https://example.com/b) |\n|---|---|\n| 1 | 2 |\n")
        view.core.layoutEngine = { document, width in RowLayout(document: document, tableWidth: Double(width), scrolledColumnLimit: 200) }
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        view.layoutSubviews()
        var opened: [String] = []
        view.openLink = { opened.append($0.absoluteString) }
        let scrollView = try #require(view.codeScrollViews.values.first)
        let link = try #require(view.documentLayout.tapTargets.first)
        // Scrolled to its end, so that the link shows.
        scrollView.contentOffset = CGPoint(x: 330, y: 0)
        scrollView.scrollViewDidScroll(scrollView)
        let rect = try #require(view.documentLayout.pressedRects(of: link).first)
        let touch: Set<UITouch> = [UITouch(location: CGPoint(x: rect.x + 1, y: rect.y + 1))]
        scrollView.touchesBegan(touch, with: nil)
        #expect(view.core.isPressShown)
        scrollView.touchesEnded(touch, with: nil)
        #expect(opened == ["https://example.com/b"])
    }

    @Test("sliding off the link unpresses it, and lifting there opens nothing; sliding back presses it again")
    func slideOff() {
        let (view, opened) = view(Self.guide)
        view.touchesBegan(touch(11, 0), with: nil)
        view.touchesMoved(touch(2, 0), with: nil)
        #expect(!view.core.isPressShown)
        view.touchesMoved(touch(13, 0), with: nil)
        #expect(view.core.isPressShown)
        view.touchesMoved(touch(20, 0), with: nil)
        view.touchesEnded(touch(20, 0), with: nil)
        #expect(opened() == [])
        #expect(view.core.pressedTarget == nil)
    }

    @Test("a touch the system cancels (a scroll, a long press) opens nothing")
    func cancelled() {
        let (view, opened) = view(Self.guide)
        view.touchesBegan(touch(11, 0), with: nil)
        view.touchesCancelled(touch(11, 0), with: nil)
        #expect(view.core.pressedTarget == nil && !view.core.isPressShown)
        view.touchesEnded(touch(11, 0), with: nil)
        #expect(opened() == [])
    }

    @Test("a tap on plain text presses and opens nothing")
    func plainText() {
        let (view, opened) = view(Self.guide)
        view.touchesBegan(touch(2, 0), with: nil)
        #expect(view.core.pressedTarget == nil)
        view.touchesEnded(touch(2, 0), with: nil)
        #expect(opened() == [])
    }

    @Test("a tap on a footnote reference moves VoiceOver to the footnote")
    func footnote() throws {
        let (view, opened) = view("Claim.[^n]\n\n[^n]: The source.\n")
        _ = takePosted()
        view.touchesBegan(touch(6, 0), with: nil)
        view.touchesEnded(touch(6, 0), with: nil)
        #expect(opened() == [])
        let posted = takePosted()
        #expect(posted.map(\.notification) == [.layoutChanged])
        let target = try #require(posted.first?.argument as? MarkdownAccessibilityElement)
        #expect(target.id.role == .footnote)
    }

    @Test("a tap on a link to a heading of the document moves VoiceOver (and the scroll) there instead of opening it")
    func inDocumentLink() throws {
        let (view, opened) = view("[Go](#usage)\n\n# Usage\n")
        _ = takePosted()
        view.touchesBegan(touch(1, 0), with: nil)
        view.touchesEnded(touch(1, 0), with: nil)
        #expect(opened() == [])
        let target = try #require(takePosted().first?.argument as? MarkdownAccessibilityElement)
        #expect(target.id.role == .heading)
    }

    @Test("a long press on a link offers Open and Copy Link, and Share once the app can share")
    func linkMenu() throws {
        let (view, opened) = view(Self.guide)
        #expect(menu(view, at: CGPoint(x: 11, y: 0))?.map(\.title) == ["Open", "Copy Link"])
        var shared: [URL] = []
        view.shareLink = { shared.append($0) }
        let items = try #require(menu(view, at: CGPoint(x: 11, y: 0)))
        #expect(items.map(\.title) == ["Open", "Copy Link", "Share…"])
        items[0].perform()
        #expect(opened() == ["https://example.com/m"])
        items[1].perform()
        #expect(UIPasteboard.general.url == URL(string: "https://example.com/m"))
        items[2].perform()
        #expect(shared == [URL(string: "https://example.com/m")])
    }

    @Test("a long press on code offers Copy; on a formula, Copy TeX and Copy MathML; on plain text, no menu")
    func otherMenus() throws {
        let (code, _) = view("```swift\nlet x = 1\n```\n")
        let copy = try #require(menu(code, at: CGPoint(x: 3, y: 1)))
        #expect(copy.map(\.title) == ["Copy"])
        copy[0].perform()
        #expect(UIPasteboard.general.string == "let x = 1")

        let (formula, _) = view("So $x^2$ grows.\n")
        let math = try #require(menu(formula, at: CGPoint(x: 4, y: 0)))
        #expect(math.map(\.title) == ["Copy TeX", "Copy MathML"])
        math[1].perform()
        #expect(UIPasteboard.general.string?.hasPrefix("<math") == true)

        #expect(menu(formula, at: CGPoint(x: 0, y: 0)) == nil)
    }
}

/// Select All.
@MainActor
@Suite("UIKit: Select All")
struct SelectAllTests {
    @Test("Select All selects the whole document, which Copy then copies, formulas as their TeX")
    func selectAll() {
        let view = MarkdownTextView(markdown: "# Title\n\nArea $x^2$ here.\n")
        view.selectAll(nil)
        #expect(view.selectedTextRange.flatMap { view.text(in: $0) } == "Title\nArea \u{FFFC} here.")
        view.copy(nil)
        #expect(UIPasteboard.general.string == "Title\nArea x^2 here.")
    }
}
