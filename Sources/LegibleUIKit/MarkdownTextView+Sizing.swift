#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import UIKit

/// Sizing for cells and bubbles: the size at a width, laid out once per width
/// (`DocumentSizing`); the content's own width for a bubble that hugs a short message; and a
/// callback when the height changes while an answer streams in, once a frame.
extension MarkdownTextView {
    /// The size the document needs at a width: as high as it is laid out, and as wide as the
    /// width, or with ``hugsContentWidth`` as wide as its widest line. Laid out once per width
    /// until the content, theme or text size changes, so a table or collection view may ask as
    /// often as it likes.
    ///
    /// ```swift
    /// let height = answerView.fittingSize(forWidth: tableView.bounds.width).height
    /// ```
    public func fittingSize(forWidth width: CGFloat) -> CGSize {
        guard width.isFinite, width > 0 else { return .zero }
        let size = sizing.size(forWidth: Double(width)) { [unowned self] width in
            CGFloat(width) == laidOutWidth && laidOut != nil ? drawnLayout : makeLayout(styledDocument, width: CGFloat(width))
        }
        return CGSize(width: hugsContentWidth ? CGFloat(size.width) + textOrigin.x * 2 : width, height: CGFloat(size.height) + textOrigin.y * 2)
    }

    /// After a layout at the view's width: remembers its size and, when its height changed,
    /// schedules one report for the run loop's next turn (the next frame), however many appends
    /// come before it.
    /// Nothing is reported while the view has no width (`PendingLayout`).
    func layoutDidChange() {
        guard !(drawnLayout is PendingLayout), sizing.viewDidLayOut(drawnLayout, width: Double(laidOutWidth)) else { return }
        Task { @MainActor [weak self] in self?.reportHeight() }
    }

    /// Tells ``onHeightChange`` the height the last frame ended with, if it changed.
    private func reportHeight() {
        guard let height = sizing.takeReport() else { return }
        onHeightChange?(CGFloat(height) + textOrigin.y * 2)
    }
}
#endif
