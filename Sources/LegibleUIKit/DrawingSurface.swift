#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// A view that draws part of a ``MarkdownTextView``'s document for it, the view itself drawing
/// nothing: a band's text and decorations (`DocumentBandView`), or the loaded images over a
/// band's text. Transparent but for what it draws (an opaque view must fill its bounds, and
/// what it leaves comes out black: https://developer.apple.com/documentation/uikit/uiview/isopaque),
/// pinned to its top left and never stretched while its size animates (its band draws it again
/// at the new size: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topleft);
/// it takes no touches and is no accessibility element, the text view answering both.
///
/// The images are drawn apart from the text, as Apple asks of content that inverting colors
/// would harm: Smart Invert inverts the text (and its backgrounds, as it inverts the rest of the
/// screen) and leaves the images' surface as it is
/// ([accessibilityIgnoresInvertColors](https://developer.apple.com/documentation/uikit/uiview/accessibilityignoresinvertcolors):
/// "this behavior can have a destructive impact on images and videos"), so a photo or a chart
/// is not shown as its negative. Formulas stay with the text: they are drawn in the text's
/// colors (the theme's math color), which Smart Invert must invert with the text around them.
@MainActor
package class DrawingSurface: UIView {
    /// What a surface draws of the document.
    package enum Content {
        /// The text and its decorations, the images' places left empty.
        case text
        /// The loaded images only.
        case images
    }

    private weak var owner: MarkdownTextView?
    private let content: Content

    init(owner: MarkdownTextView, content: Content) {
        self.owner = owner
        self.content = content
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .topLeft
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityIgnoresInvertColors = content == .images
    }

    required init?(coder: NSCoder) {
        nil
    }

    override package func draw(_ rect: CGRect) {
        guard let owner, let context = UIGraphicsGetCurrentContext() else { return }
        switch content {
        case .text: owner.drawText(in: context, rect: convert(rect, to: owner), from: self)
        case .images: owner.drawImages(in: context, rect: convert(rect, to: owner), from: self)
        }
    }
}
#endif
