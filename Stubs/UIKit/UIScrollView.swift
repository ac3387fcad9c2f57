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

    // Members not used by the glue, declared so a member of a subclass named like one collides
    // here as it would on iOS.

    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    /// decl: var isScrollEnabled: Bool { get set }
    open var isScrollEnabled = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
    /// decl: var isPagingEnabled: Bool { get set }
    open var isPagingEnabled = false

    /// https://developer.apple.com/documentation/uikit/uiscrollview/bounces
    /// decl: var bounces: Bool { get set }
    open var bounces = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
    /// decl: var alwaysBounceHorizontal: Bool { get set }
    open var alwaysBounceHorizontal = false

    /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    /// decl: var alwaysBounceVertical: Bool { get set }
    open var alwaysBounceVertical = false

    /// https://developer.apple.com/documentation/uikit/uiscrollview/showshorizontalscrollindicator
    /// decl: var showsHorizontalScrollIndicator: Bool { get set }
    open var showsHorizontalScrollIndicator = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator
    /// decl: var showsVerticalScrollIndicator: Bool { get set }
    open var showsVerticalScrollIndicator = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
    /// decl: var isDragging: Bool { get }
    open var isDragging: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    /// decl: var isDecelerating: Bool { get }
    open var isDecelerating: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    /// decl: var isTracking: Bool { get }
    open var isTracking: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches
    /// decl: var delaysContentTouches: Bool { get set }
    open var delaysContentTouches = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches
    /// decl: var canCancelContentTouches: Bool { get set }
    open var canCancelContentTouches = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    /// decl: func setContentOffset(_ contentOffset: CGPoint, animated: Bool)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale
    /// decl: var zoomScale: CGFloat { get set }
    open var zoomScale: CGFloat = 1

    /// https://developer.apple.com/documentation/uikit/uiscrollview/flashscrollindicators()
    /// decl: func flashScrollIndicators()
    open func flashScrollIndicators() {}
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
