#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleRendering
import UIKit

/// A clear scroll view over a code block wider than its box, so that a finger drags the block's
/// lines sideways (with the system's momentum and bounce, and winning over the vertical scroll
/// view around for a sideways drag): it draws nothing, and tells the view how far it is
/// scrolled, which draws the lines moved by that much (``CodeBlockScroll``).
@MainActor
package final class CodeBlockScrollView: UIScrollView, UIScrollViewDelegate {
    /// The code block it scrolls.
    let id: ElementID
    private weak var owner: MarkdownTextView?

    init(id: ElementID, owner: MarkdownTextView) {
        self.id = id
        self.owner = owner
        super.init(frame: .zero)
        delegate = self
    }

    required init?(coder: NSCoder) {
        nil
    }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        owner?.codeBlockDidScroll(id, to: Double(contentOffset.x))
    }
}

extension MarkdownTextView {
    /// Puts a ``CodeBlockScrollView`` over each code block wider than its box, where its lines
    /// show and scrolled as far as they are, and takes away those of blocks that fit now.
    func arrangeCodeScrollViews() {
        for (id, scrollView) in codeScrollViews where codeScrolls[id] == nil {
            scrollView.removeFromSuperview()
            codeScrollViews[id] = nil
        }
        for (id, scroll) in codeScrolls {
            guard let frame = drawnLayout.frame(of: id) else { continue }
            let area = scroll.dragArea(in: frame)
            let scrollView = codeScrollViews[id] ?? CodeBlockScrollView(id: id, owner: self)
            if codeScrollViews[id] == nil {
                codeScrollViews[id] = scrollView
                addSubview(scrollView)
            }
            scrollView.frame = viewRect(area.visible)
            scrollView.contentSize = CGSize(width: CGFloat(area.contentWidth), height: CGFloat(area.visible.height))
            scrollView.contentOffset = CGPoint(x: CGFloat(scroll.offset), y: 0)
        }
    }

    /// A drag moved a code block's lines to `offset`: draws them there.
    func codeBlockDidScroll(_ id: ElementID, to offset: Double) {
        guard var scroll = codeScrolls[id], scroll.scroll(to: offset) else { return }
        codeScrolls[id] = scroll
        setNeedsDisplay()
    }
}
#endif
