#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleViewSupport
import UIKit

/// One band of the document (`DrawingBands`), drawn in a view of its own: a view's backing
/// store is as large as its bounds, so the text view draws nothing itself and its bands, none
/// taller than `DrawingBands.height`, draw its document; with ``MarkdownTextView/visibleBounds``
/// known, only the bands near what the scroll view shows exist (uikit B8). It takes no touches
/// and is no accessibility element: the text view answers both for the whole document.
@MainActor
package final class DocumentBandView: UIView {
    private weak var owner: MarkdownTextView?
    /// The band's loaded images, drawn over its text; made when the first image arrives.
    package private(set) var imageOverlay: ImageOverlayView?

    init(owner: MarkdownTextView) {
        self.owner = owner
        super.init(frame: .zero)
        // Transparent but for what is drawn (an opaque view must fill its bounds, and what it
        // leaves comes out black: https://developer.apple.com/documentation/uikit/uiview/isopaque),
        // drawn again at a new size rather than stretched
        // (https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw).
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Gives the band a view for the loaded images, over its text.
    func showImages() {
        guard imageOverlay == nil, let owner else { return }
        let overlay = ImageOverlayView(owner: owner)
        overlay.frame = bounds
        addSubview(overlay)
        imageOverlay = overlay
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        imageOverlay?.frame = bounds
    }

    override package func draw(_ rect: CGRect) {
        guard let owner, let context = UIGraphicsGetCurrentContext() else { return }
        owner.drawText(in: context, rect: convert(rect, to: owner), from: self)
    }

    override package func setNeedsDisplay() {
        super.setNeedsDisplay()
        imageOverlay?.setNeedsDisplay()
    }

    override package func setNeedsDisplay(_ rect: CGRect) {
        super.setNeedsDisplay(rect)
        imageOverlay?.setNeedsDisplay(rect)
    }
}
#endif
