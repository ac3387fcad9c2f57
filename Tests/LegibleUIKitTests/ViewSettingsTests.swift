import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// What the view sets on itself and its scroll views, which UIKit reads on a device: each is
/// the opposite of UIKit's default (the stubs model the defaults).
@MainActor
@Suite("UIKit: how the view is drawn and what it asks of the system")
struct ViewSettingsTests {
    @Test("the view is not opaque and has no background, so what is behind it shows where it draws nothing (uikit B1)")
    func transparent() {
        let view = MarkdownTextView(markdown: "Text")
        #expect(!view.isOpaque)
        #expect(view.backgroundColor == nil)
    }

    @Test("the views that draw (the bands) are transparent and drawn again at a new size, not stretched while a height animates (uikit B1, B9)")
    func redrawn() throws {
        let view = laidOutView("Text")
        let band = try #require(view.bands[0])
        #expect(band.contentMode == .redraw)
        #expect(!band.isOpaque && band.backgroundColor == nil)
        #expect(!band.isUserInteractionEnabled && !band.isAccessibilityElement)
    }

    @Test("the view asks for no Shortcuts Bar above an iPad's keyboard (uikit B11)")
    func noShortcutsBar() {
        let view = MarkdownTextView(markdown: "Text")
        #expect(view.inputAssistantItem.leadingBarButtonGroups.isEmpty)
        #expect(view.inputAssistantItem.trailingBarButtonGroups.isEmpty)
    }

    @Test("the loaded images are drawn by a view of their own over each band's text, which Smart Invert leaves as it is")
    func imageOverlay() async throws {
        let view = laidOutView("An ![owl](owl.png).")
        view.loadImage = { _ in UIImage(size: CGSize(width: 60, height: 40)) }
        for _ in 0..<10 where view.images.isEmpty { await Task.yield() }
        view.layoutSubviews()
        let band = try #require(view.bands[0])
        let overlay = try #require(band.imageOverlay)
        #expect(overlay.superview === band && overlay.frame == band.bounds)
        #expect(overlay.accessibilityIgnoresInvertColors)
        #expect(!overlay.isOpaque && overlay.backgroundColor == nil)
        #expect(!overlay.isUserInteractionEnabled && !overlay.isAccessibilityElement)
        // The text view itself is inverted with the rest of the screen.
        #expect(!view.accessibilityIgnoresInvertColors)
    }

    @Test("a band has no image overlay while no image is loaded: it would keep a second backing store as large as the band")
    func imageOverlayHiddenWithoutImages() async throws {
        let view = laidOutView("An ![owl](owl.png).")
        #expect(view.bands[0]?.imageOverlay == nil)
        view.loadImage = { _ in UIImage(size: CGSize(width: 60, height: 40)) }
        #expect(view.bands[0]?.imageOverlay == nil)
        for _ in 0..<10 where view.images.isEmpty { await Task.yield() }
        #expect(view.images.keys.sorted() == ["owl.png"])
        #expect(view.bands[0]?.imageOverlay != nil)
    }

    @Test("a code block's scroll view leaves the status-bar tap to the chat's scroll view and takes no safe-area insets (uikit B6)")
    func codeScrollViews() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let scrollView = try #require(view.codeScrollViews.values.first)
        #expect(!scrollView.scrollsToTop)
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
    }
}
