@_spi(Testing) import CoreGraphics
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

    @Test("the views that draw (the bands) are transparent, pinned to their top left while a size animates, and drawn again at a new size (uikit B1, B9)")
    func redrawn() throws {
        let view = laidOutView("Text")
        view.frame.size.height = 100
        view.layoutSubviews()
        let band = try #require(view.bands[0])
        #expect(band.contentMode == .topLeft)
        #expect(!band.isOpaque && band.backgroundColor == nil)
        #expect(!band.isUserInteractionEnabled && !band.isAccessibilityElement)
        band.stubDisplayRequests = []
        // The same size again draws nothing again; a new size draws the band again.
        view.layoutSubviews()
        #expect(band.stubDisplayRequests.isEmpty)
        view.frame.size.height += 40
        view.layoutSubviews()
        #expect(band.stubDisplayRequests == [nil])
    }

    @Test("the view asks for no Shortcuts Bar above an iPad's keyboard (uikit B11)")
    func noShortcutsBar() {
        let view = MarkdownTextView(markdown: "Text")
        #expect(view.inputAssistantItem.leadingBarButtonGroups.isEmpty)
        #expect(view.inputAssistantItem.trailingBarButtonGroups.isEmpty)
    }

    /// A view laid out in rows, 800 wide, as high as its document.
    func tallView(_ markdown: String) -> MarkdownTextView {
        let view = laidOutView(markdown)
        view.frame.size.height = view.fittingSize(forWidth: 800).height
        view.layoutSubviews()
        return view
    }

    @Test("the loaded images are drawn by a view of their own over their band's text, which Smart Invert leaves as it is")
    func imageOverlay() async throws {
        let view = tallView("An ![owl](owl.png).")
        view.loadImage = { _ in UIImage(size: CGSize(width: 60, height: 40)) }
        for _ in 0..<10 where view.images.isEmpty { await Task.yield() }
        view.layoutSubviews()
        let band = try #require(view.bands[0])
        let overlay = try #require(band.imageOverlay)
        #expect(overlay.superview === band && overlay.frame == band.bounds)
        #expect(overlay.accessibilityIgnoresInvertColors)
        #expect(!overlay.isOpaque && overlay.backgroundColor == nil)
        #expect(!overlay.isUserInteractionEnabled && !overlay.isAccessibilityElement)
        // The text is inverted with the rest of the screen.
        #expect(!band.accessibilityIgnoresInvertColors && !view.accessibilityIgnoresInvertColors)
    }

    @Test("a band has an image overlay only while a loaded image is in it: each is a second surface as large as its band")
    func imageOverlayOnlyWhereImages() async throws {
        let view = tallView("An ![owl](owl.png).\n\n" + (1...200).map { "Paragraph \($0)." }.joined(separator: "\n\n"))
        #expect(view.bands.count > 3)
        #expect(view.bands.values.allSatisfy { $0.imageOverlay == nil })
        view.loadImage = { _ in UIImage(size: CGSize(width: 60, height: 40)) }
        #expect(view.bands.values.allSatisfy { $0.imageOverlay == nil })
        for _ in 0..<10 where view.images.isEmpty { await Task.yield() }
        #expect(view.images.keys.sorted() == ["owl.png"])
        #expect(view.bands[0]?.imageOverlay != nil)
        #expect(view.bands.filter { $0.key != 0 }.allSatisfy { $0.value.imageOverlay == nil })
        // Shown whole again without the image: no overlay is left.
        view.markdown = (1...200).map { "Paragraph \($0)." }.joined(separator: "\n\n")
        view.layoutSubviews()
        #expect(view.bands.values.allSatisfy { $0.imageOverlay == nil })
    }

    @Test("printed through its print formatter, the view draws its document itself, with its images (it draws nothing on screen itself)")
    func printed() throws {
        let view = laidOutView("See [the guide](https://example.com).")
        let link = try #require(view.documentLayout.tapTargets.first)
        let rect = try #require(view.documentLayout.pressedRects(of: link).first)
        view.touchesBegan([UITouch(location: CGPoint(x: rect.x + 1, y: rect.y + 1))], with: nil)
        let context = CGContext()
        UIGraphicsPushContext(context)
        view.draw(view.bounds, for: view.viewPrintFormatter())
        UIGraphicsPopContext()
        #expect(context.filled.map(\.rect) == [CGRect(rect)])
    }

    @Test("showing another document forgets what was visible of the last: drawn whole, not blank where the old one reached")
    func newDocumentForgetsVisibleBounds() {
        let view = laidOutView((1...300).map { "Paragraph \($0)." }.joined(separator: "\n\n"))
        view.frame.size.height = view.fittingSize(forWidth: view.bounds.width).height
        view.layoutSubviews()
        view.visibleBounds = CGRect(x: 0, y: 6_000, width: 800, height: 600)
        view.markdown = "Short."
        view.frame.size.height = view.fittingSize(forWidth: view.bounds.width).height
        view.layoutSubviews()
        #expect(view.visibleBounds == nil)
        #expect(view.bands.count == 1)
    }

    @Test("a code block's scroll view leaves the status-bar tap to the chat's scroll view and takes no safe-area insets (uikit B6)")
    func codeScrollViews() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\n```\n")
        let scrollView = try #require(view.codeScrollViews.values.first)
        #expect(!scrollView.scrollsToTop)
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
    }
}
