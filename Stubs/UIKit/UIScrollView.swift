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

    // The rest of UIScrollView's members, as its documentation page lists them.

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    /// decl: var contentInset: UIEdgeInsets { get set }
    /// (derived: page not fetched.)
    open var contentInset = UIEdgeInsets.zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// decl: var adjustedContentInset: UIEdgeInsets { get }
    /// (derived: page not fetched.)
    /// Stub: the content inset, as no safe area is added here.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    /// decl: func adjustedContentInsetDidChange()
    /// (derived: page not fetched.)
    open func adjustedContentInsetDidChange() {}

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    /// decl: var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

    /// https://developer.apple.com/documentation/uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets
    /// decl: var automaticallyAdjustsScrollIndicatorInsets: Bool { get set }
    /// (derived: page not fetched.)
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    /// decl: var contentLayoutGuide: UILayoutGuide { get }
    /// (derived: page not fetched.)
    open var contentLayoutGuide: UILayoutGuide { stubContentLayoutGuide }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    /// decl: var frameLayoutGuide: UILayoutGuide { get }
    /// (derived: page not fetched.)
    open var frameLayoutGuide: UILayoutGuide { stubFrameLayoutGuide }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled
    /// decl: var isDirectionalLockEnabled: Bool { get set }
    /// (derived: page not fetched.)
    open var isDirectionalLockEnabled = false

    /// https://developer.apple.com/documentation/uikit/uiscrollview/bounceszoom
    /// decl: var bouncesZoom: Bool { get set }
    /// (derived: page not fetched.)
    open var bouncesZoom = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/bounceshorizontally
    /// decl: var bouncesHorizontally: Bool { get set }
    /// (derived: page not fetched.)
    @available(iOS 17.4, visionOS 1.1, *)
    open var bouncesHorizontally = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/bouncesvertically
    /// decl: var bouncesVertically: Bool { get set }
    /// (derived: page not fetched.)
    @available(iOS 17.4, visionOS 1.1, *)
    open var bouncesVertically = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/transfershorizontalscrollingtoparent
    /// decl: var transfersHorizontalScrollingToParent: Bool { get set }
    /// (derived: page not fetched.)
    @available(iOS 17.4, visionOS 1.1, *)
    open var transfersHorizontalScrollingToParent = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/transfersverticalscrollingtoparent
    /// decl: var transfersVerticalScrollingToParent: Bool { get set }
    /// (derived: page not fetched.)
    @available(iOS 17.4, visionOS 1.1, *)
    open var transfersVerticalScrollingToParent = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollanimating
    /// decl: var isScrollAnimating: Bool { get }
    /// (derived: page not fetched.)
    @available(iOS 17.4, visionOS 1.1, *)
    open var isScrollAnimating: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/iszoomanimating
    /// decl: var isZoomAnimating: Bool { get }
    /// (derived: page not fetched.)
    @available(iOS 17.4, visionOS 1.1, *)
    open var isZoomAnimating: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/stopscrollingandzooming()
    /// decl: func stopScrollingAndZooming()
    /// (derived: page not fetched.)
    @available(iOS 17.4, visionOS 1.1, *)
    open func stopScrollingAndZooming() {}

    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop
    /// decl: var scrollsToTop: Bool { get set }
    /// (derived: page not fetched.)
    open var scrollsToTop = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
    /// decl: var decelerationRate: UIScrollView.DecelerationRate { get set }
    /// (derived: page not fetched.)
    open var decelerationRate: UIScrollView.DecelerationRate = .normal

    /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.property
    /// decl: var indicatorStyle: UIScrollView.IndicatorStyle { get set }
    /// (derived: page not fetched.)
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default

    /// https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
    /// decl: var verticalScrollIndicatorInsets: UIEdgeInsets { get set }
    /// (derived: page not fetched.)
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/horizontalscrollindicatorinsets
    /// decl: var horizontalScrollIndicatorInsets: UIEdgeInsets { get set }
    /// (derived: page not fetched.)
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollindicatorinsets
    /// decl: var scrollIndicatorInsets: UIEdgeInsets { get set }
    /// (derived: page not fetched.)
    @available(iOS, deprecated: 13.0)
    @available(visionOS, deprecated: 1.0)
    open var scrollIndicatorInsets = UIEdgeInsets.zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
    /// decl: var refreshControl: UIRefreshControl? { get set }
    /// (derived: page not fetched.)
    open var refreshControl: UIRefreshControl?

    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    /// decl: var panGestureRecognizer: UIPanGestureRecognizer { get }
    /// (derived: page not fetched.)
    open var panGestureRecognizer: UIPanGestureRecognizer { stubPanGestureRecognizer }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/pinchgesturerecognizer
    /// decl: var pinchGestureRecognizer: UIPinchGestureRecognizer? { get }
    /// (derived: page not fetched.)
    /// Stub: none, as zooming is off (the maximum zoom scale is the minimum).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/directionalpressgesturerecognizer
    /// decl: var directionalPressGestureRecognizer: UIGestureRecognizer { get }
    /// (derived: page not fetched.)
    open var directionalPressGestureRecognizer: UIGestureRecognizer { stubDirectionalPressGestureRecognizer }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldbegin(_:with:in:)
    /// decl: func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool
    /// (derived: page not fetched.)
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)
    /// decl: func touchesShouldCancel(in view: UIView) -> Bool
    /// (derived: page not fetched.)
    open func touchesShouldCancel(in view: UIView) -> Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/zoom(to:animated:)
    /// decl: func zoom(to rect: CGRect, animated: Bool)
    /// (derived: page not fetched.)
    open func zoom(to rect: CGRect, animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uiscrollview/setzoomscale(_:animated:)
    /// decl: func setZoomScale(_ scale: CGFloat, animated: Bool)
    /// (derived: page not fetched.)
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/maximumzoomscale
    /// decl: var maximumZoomScale: CGFloat { get set }
    /// (derived: page not fetched.)
    open var maximumZoomScale: CGFloat = 1

    /// https://developer.apple.com/documentation/uikit/uiscrollview/minimumzoomscale
    /// decl: var minimumZoomScale: CGFloat { get set }
    /// (derived: page not fetched.)
    open var minimumZoomScale: CGFloat = 1

    /// https://developer.apple.com/documentation/uikit/uiscrollview/iszoombouncing
    /// decl: var isZoomBouncing: Bool { get }
    /// (derived: page not fetched.)
    open var isZoomBouncing: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/iszooming
    /// decl: var isZooming: Bool { get }
    /// (derived: page not fetched.)
    open var isZooming: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.property
    /// decl: var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get set }
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    /// https://developer.apple.com/documentation/uikit/uiscrollview/allowskeyboardscrolling
    /// decl: var allowsKeyboardScrolling: Bool { get set }
    /// (derived: page not fetched.)
    @available(iOS 17.0, visionOS 1.0, *)
    open var allowsKeyboardScrolling = true

    private lazy var stubContentLayoutGuide = UILayoutGuide()
    private lazy var stubFrameLayoutGuide = UILayoutGuide()
    private lazy var stubPanGestureRecognizer = UIPanGestureRecognizer()
    private lazy var stubDirectionalPressGestureRecognizer = UIGestureRecognizer()
}

extension UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    /// decl: enum UIScrollView.ContentInsetAdjustmentBehavior
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
        /// decl: case automatic
        case automatic = 0
        /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
        /// decl: case scrollableAxes
        case scrollableAxes = 1
        /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
        /// decl: case never
        case never = 2
        /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always
        /// decl: case always
        case always = 3
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum
    /// decl: enum UIScrollView.IndicatorStyle
    public enum IndicatorStyle: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum/default
        /// decl: case `default`
        case `default` = 0
        /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum/black
        /// decl: case black
        case black = 1
        /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum/white
        /// decl: case white
        case white = 2
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum
    /// decl: enum UIScrollView.KeyboardDismissMode
    public enum KeyboardDismissMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/none
        /// decl: case none
        case none = 0
        /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondrag
        /// decl: case onDrag
        case onDrag = 1
        /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive
        /// decl: case interactive
        case interactive = 2
        /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondragwithaccessory
        /// decl: case onDragWithAccessory
        case onDragWithAccessory = 3
        /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactivewithaccessory
        /// decl: case interactiveWithAccessory
        case interactiveWithAccessory = 4
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    /// decl: struct UIScrollView.DecelerationRate
    public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: CGFloat)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/rawvalue
        /// decl: let rawValue: CGFloat
        public let rawValue: CGFloat
        /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal
        /// decl: static let normal: UIScrollView.DecelerationRate
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/fast
        /// decl: static let fast: UIScrollView.DecelerationRate
        public static let fast = DecelerationRate(rawValue: 0.99)
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
