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
        // leaves comes out black: https://developer.apple.com/documentation/uikit/uiview/isopaque).
        isOpaque = false
        backgroundColor = nil
        // A band's drawing is pinned to its top left and never stretched while its size animates
        // (a growing answer's last band, a rotation); `place(at:)` draws it again at its new size
        // (https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topleft).
        contentMode = .topLeft
        isUserInteractionEnabled = false
        isAccessibilityElement = false
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

    /// Whether a loaded image is in the band: only then has it a view for images over its text,
    /// a second surface as large as the band.
    var showsImages: Bool {
        get { imageOverlay != nil }
        set {
            guard newValue != showsImages else { return }
            if newValue, let owner {
                let overlay = ImageOverlayView(owner: owner)
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
