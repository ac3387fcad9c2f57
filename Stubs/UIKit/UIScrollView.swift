/// https://developer.apple.com/documentation/uikit/uiscrollview
/// decl: @MainActor class UIScrollView
/// Stub: scrolling a rectangle into view moves `contentOffset` so the rectangle's top is at the
/// top, without animation or bounds checks.
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// decl: var contentOffset: CGPoint { get set }
    open var contentOffset: CGPoint = .zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    /// decl: func scrollRectToVisible(_ rect: CGRect, animated: Bool)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        contentOffset = CGPoint(x: contentOffset.x, y: rect.minY)
    }
}
