/// https://developer.apple.com/documentation/uikit/uiscrollview
/// decl: @MainActor class UIScrollView
/// Stub: scrolling a rectangle into view moves `contentOffset` so the rectangle's top is at the
/// top, without animation or bounds checks; a change of `contentOffset` tells the delegate, as
/// a scroll does. Tests play a drag by setting `contentOffset`.
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// decl: var contentOffset: CGPoint { get set }
    open var contentOffset: CGPoint = .zero {
        didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    /// decl: var contentSize: CGSize { get set }
    open var contentSize: CGSize = .zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    /// decl: weak var delegate: (any UIScrollViewDelegate)? { get set }
    open weak var delegate: (any UIScrollViewDelegate)?

    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    /// decl: func scrollRectToVisible(_ rect: CGRect, animated: Bool)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        contentOffset = CGPoint(x: contentOffset.x, y: rect.minY)
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
/// decl: @MainActor protocol UIScrollViewDelegate : NSObjectProtocol
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    /// decl: optional func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Not an Apple declaration: stands for the requirement being optional.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
