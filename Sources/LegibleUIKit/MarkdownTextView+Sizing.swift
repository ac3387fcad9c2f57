#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import LegibleTextKit
import LegibleViewSupport
import UIKit

/// Sizing for cells, bubbles and SwiftUI: the size at a width, laid out once per width and
/// brought up to the appends while it is asked for between them (`DocumentSizing`), and the
/// content's own width for a bubble that hugs a short message, rounded up to a whole point so
/// that its last line is not clipped.
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
        CGSize(core.fittingSize(forWidth: Double(width), hugging: hugsContentWidth))
    }

    /// The size for a width SwiftUI proposes, `nil` when unspecified: the minimum, ideal and
    /// maximum sizes in ems of the body text (see `ProposedWidth`). The body font is looked up
    /// only when the core keeps no em: a new theme, Dynamic Type size, Bold Text or
    /// ``adjustsFontForContentSizeCategory`` lays the document out again (whole, or at a new
    /// width when one comes with it), which forgets it.
    package func fittingSize(proposedWidth width: CGFloat?) -> CGSize {
        CGSize(core.fittingSize(proposedWidth: width.map(Double.init), em: Double(font(for: theme.body).pointSize), hugging: hugsContentWidth))
    }
}
#endif
