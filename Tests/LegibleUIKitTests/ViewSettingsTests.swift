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

    @Test("the view is drawn again at a new size, not stretched while its height animates (uikit B9)")
    func redrawn() {
        #expect(MarkdownTextView(markdown: "Text").contentMode == .redraw)
    }

    @Test("the view asks for no Shortcuts Bar above an iPad's keyboard (uikit B11)")
    func noShortcutsBar() {
        let view = MarkdownTextView(markdown: "Text")
        #expect(view.inputAssistantItem.leadingBarButtonGroups.isEmpty)
        #expect(view.inputAssistantItem.trailingBarButtonGroups.isEmpty)
    }

    @Test("the loaded images are drawn by a view of their own over the text, which Smart Invert leaves as it is")
    func imageOverlay() {
        let view = laidOutView("An ![owl](owl.png).")
        view.layoutSubviews()
        let overlay = view.imageOverlay
        #expect(overlay.superview === view && overlay.frame == view.bounds)
        #expect(overlay.accessibilityIgnoresInvertColors)
        #expect(!overlay.isOpaque && overlay.backgroundColor == nil)
        #expect(!overlay.isUserInteractionEnabled && !overlay.isAccessibilityElement)
        // The text view itself is inverted with the rest of the screen.
        #expect(!view.accessibilityIgnoresInvertColors)
    }

    @Test("the image overlay is hidden while no image is loaded: it would keep a second backing store as large as the view")
    func imageOverlayHiddenWithoutImages() async {
        let view = laidOutView("An ![owl](owl.png).")
        #expect(view.imageOverlay.isHidden)
        view.loadImage = { _ in UIImage(size: CGSize(width: 60, height: 40)) }
        #expect(view.imageOverlay.isHidden)
        for _ in 0..<10 where view.images.isEmpty { await Task.yield() }
        #expect(view.images.keys.sorted() == ["owl.png"])
        #expect(!view.imageOverlay.isHidden)
    }

    @Test("a code block's scroll view leaves the status-bar tap to the chat's scroll view and takes no safe-area insets (uikit B6)")
    func codeScrollViews() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let scrollView = try #require(view.codeScrollViews.values.first)
        #expect(!scrollView.scrollsToTop)
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
    }
}
