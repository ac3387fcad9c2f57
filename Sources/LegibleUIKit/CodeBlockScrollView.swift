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
        // The status-bar tap scrolls to the top only while one scroll view on screen has
        // `scrollsToTop` (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop):
        // the chat's, never a code block's.
        scrollsToTop = false
        // No insets of its own in landscape (safe areas), which would move `contentOffset` away
        // from the block's offset (`CodeBlockScroll.offset`).
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) {
        nil
    }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        owner?.codeBlockDidScroll(id, to: Double(contentOffset.x))
    }

    // A tap on a link or footnote reference of a table (or code) wider than the view lands on
    // this scroll view, the view under the finger, whose touches never reach the text view's
    // `touches*` (uikit B5): while it is not dragging, it gives them to the text view's press
    // handling (which reads their location in the text view), and keeps those on no link.

    override package func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isDragging || owner?.beginPress(touches) != true { super.touchesBegan(touches, with: event) }
    }

    override package func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isDragging || owner?.movePress(touches) != true { super.touchesMoved(touches, with: event) }
    }

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isDragging || owner?.endPress(touches) != true { super.touchesEnded(touches, with: event) }
    }

    override package func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        owner?.cancelPress()
        super.touchesCancelled(touches, with: event)
    }
}

extension MarkdownTextView {
    /// Puts a ``CodeBlockScrollView`` over each code block wider than its box, where its lines
    /// show and scrolled as far as they are, and takes away those of blocks that fit now.
    func arrangeCodeScrollViews() {
        for (id, scrollView) in codeScrollViews where core.codeScrolls[id] == nil {
            scrollView.removeFromSuperview()
            codeScrollViews[id] = nil
        }
        for (id, scroll) in core.codeScrolls {
            guard let frame = drawnLayout.frame(of: id) else { continue }
            let area = scroll.dragArea(in: frame)
            let scrollView = codeScrollViews[id] ?? CodeBlockScrollView(id: id, owner: self)
            if codeScrollViews[id] == nil {
                codeScrollViews[id] = scrollView
                addSubview(scrollView)
            }
            scrollView.frame = CGRect(area.visible)
            scrollView.contentSize = CGSize(width: CGFloat(area.contentWidth), height: CGFloat(area.visible.height))
            scrollView.contentOffset = CGPoint(x: CGFloat(scroll.offset), y: 0)
        }
    }

    /// A drag moved a code block's lines to `offset`: the core draws them there.
    func codeBlockDidScroll(_ id: ElementID, to offset: Double) {
        core.scrollSideways(id, to: offset)
    }
}
#endif
