#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleViewSupport
import UIKit

/// One band of the document (`DrawingBands`), drawn in a view of its own: a view's backing
/// store is as large as its bounds, so the text view draws nothing itself and its bands, none
/// taller than `DrawingBands.height`, draw its document; with ``MarkdownTextView/visibleBounds``
/// known, only the bands near what the scroll view shows exist (uikit B8). Where a loaded image
/// is in the band, a second surface over its text draws the images (`DrawingSurface`).
@MainActor
package final class DocumentBandView: DrawingSurface {
    private weak var owner: MarkdownTextView?
    /// The band's loaded images, drawn over its text; only while an image is in the band.
    package private(set) var imageOverlay: DrawingSurface?

    init(owner: MarkdownTextView) {
        self.owner = owner
        super.init(owner: owner, content: .text)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Moves the band to `frame`, drawn again when its size changes.
    func place(at frame: CGRect) {
        guard frame != self.frame else { return }
        let resized = frame.size != self.frame.size
        self.frame = frame
        imageOverlay?.frame = bounds
        if resized { setNeedsDisplay() }
    }

    /// Whether a loaded image is in the band: only then has it a surface for images over its
    /// text, a second backing store as large as the band.
    var showsImages: Bool {
        get { imageOverlay != nil }
        set {
            guard newValue != showsImages else { return }
            if newValue, let owner {
                let overlay = DrawingSurface(owner: owner, content: .images)
                overlay.frame = bounds
                addSubview(overlay)
                imageOverlay = overlay
            } else {
                imageOverlay?.removeFromSuperview()
                imageOverlay = nil
            }
        }
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        imageOverlay?.frame = bounds
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
