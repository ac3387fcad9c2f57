#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
#if !os(visionOS)
import LegibleRendering
import UIKit

/// The pointer of a trackpad or mouse on iPadOS: over a link it becomes a highlight around the
/// link's text on that line, as over a button, so the reader sees what a click opens. Where a
/// link is, is the layout's answer (`DocumentLayout.pointerRegion(at:)`), the same a tap's is.
/// (visionOS looks with the eyes, and its hover effects are the system's.)
extension MarkdownTextView: UIPointerInteractionDelegate {
    /// The region of the link under the pointer, told apart by its target so the highlight
    /// moves when the pointer reaches another link (or another line of the same one); `nil`
    /// off links, for the system's text pointer.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        guard let region = documentLayout.pointerRegion(at: LayoutPoint(request.location)) else { return nil }
        return UIPointerRegion(rect: CGRect(region.rect), identifier: AnyHashable([region.rect.x, region.rect.y, Double(region.target.utf16Range.lowerBound)]))
    }

    /// The link's highlight: the pointer takes the shape of the link's text on that line and
    /// highlights it, as over a button (`.highlight`, with the link's line lifted from the view
    /// as its preview; the system makes the shape from the preview). A shape without an effect
    /// floats with the pointer, its origin an offset
    /// ([roundedRect(_:radius:)](https://developer.apple.com/documentation/uikit/uipointershape-swift.enum/roundedrect(_:radius:));
    /// uikit B12).
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let preview = UITargetedPreview(view: self, parameters: UIPreviewParameters(textLineRects: [NSValue(cgRect: region.rect)]))
        return UIPointerStyle(effect: .highlight(preview))
    }
}
#endif
#endif
