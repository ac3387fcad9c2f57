#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// A band's loaded images, drawn in a view of their own over the band's text, as Apple asks of
/// content that inverting colors would harm: Smart Invert inverts the text (its backgrounds,
/// as it inverts the rest of the screen) and leaves this view as it is
/// ([accessibilityIgnoresInvertColors](https://developer.apple.com/documentation/uikit/uiview/accessibilityignoresinvertcolors):
/// "this behavior can have a destructive impact on images and videos"), so a photo or a chart
/// is not shown as its negative. Formulas stay with the text: they are drawn in the text's
/// colors (the theme's math color), which Smart Invert must invert with the text around them.
/// It draws nothing else, takes no touches and is no accessibility element.
@MainActor
package final class ImageOverlayView: UIView {
    private weak var owner: MarkdownTextView?

    init(owner: MarkdownTextView) {
        self.owner = owner
        super.init(frame: .zero)
        accessibilityIgnoresInvertColors = true
        // Transparent but for the images (an opaque view must fill its bounds); drawn again with
        // its band (`DocumentBandView.place(at:)`), never stretched.
        isOpaque = false
        backgroundColor = nil
        contentMode = .topLeft
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) {
        nil
    }

    override package func draw(_ rect: CGRect) {
        guard let owner, let context = UIGraphicsGetCurrentContext() else { return }
        owner.drawImages(in: context, rect: convert(rect, to: owner), from: self)
    }
}
#endif
