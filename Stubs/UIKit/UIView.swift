/// https://developer.apple.com/documentation/uikit/uiview
/// decl: @MainActor class UIView
/// Stub: keeps its frame, subviews and interactions; draws and lays out nothing by itself.
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// decl: init(frame: CGRect)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// decl: init?(coder: NSCoder)
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    /// decl: var frame: CGRect { get set }
    open var frame: CGRect

    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    /// decl: var bounds: CGRect { get set }
    /// Stub: the frame's size at the origin; setting it sets the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/superview
    /// decl: var superview: UIView? { get }
    open private(set) weak var superview: UIView?

    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    /// decl: var subviews: [UIView] { get }
    open private(set) var subviews: [UIView] = []

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// decl: func addSubview(_ view: UIView)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// decl: func removeFromSuperview()
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d
    /// decl: func convert(_ rect: CGRect, to view: UIView?) -> CGRect
    /// Stub: offsets by the frames between this view and `view`, an ancestor (else unchanged).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        var result = rect
        var current: UIView? = self
        while let next = current, next !== view {
            result = result.offsetBy(dx: next.frame.minX, dy: next.frame.minY)
            current = next.superview
        }
        return current == nil ? rect : result
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:)
    /// decl: func addInteraction(_ interaction: any UIInteraction)
    open func addInteraction(_ interaction: any UIInteraction) {
        interactions.append(interaction)
        (interaction as? UITextInteraction)?.view = self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/interactions
    /// decl: var interactions: [any UIInteraction] { get set }
    open var interactions: [any UIInteraction] = []

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// decl: var traitCollection: UITraitCollection { get }
    /// Stub: the default traits, or those a test gives the view.
    open var traitCollection: UITraitCollection { stubTraits }

    /// Not an Apple declaration: the traits `traitCollection` reports, for tests.
    @_spi(Testing) public var stubTraits = UITraitCollection()

    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    /// decl: func sizeThatFits(_ size: CGSize) -> CGSize
    /// Stub: the current size, as UIView's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    /// decl: var intrinsicContentSize: CGSize { get }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    /// decl: class let noIntrinsicMetric: CGFloat
    public class var noIntrinsicMetric: CGFloat { -1 }

    /// https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    /// decl: func invalidateIntrinsicContentSize()
    open func invalidateIntrinsicContentSize() {}

    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    /// decl: func layoutSubviews()
    open func layoutSubviews() {}

    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
    /// decl: func setNeedsDisplay()
    open func setNeedsDisplay() {}

    /// https://developer.apple.com/documentation/uikit/uiview/draw(_:)
    /// decl: func draw(_ rect: CGRect)
    open func draw(_ rect: CGRect) {}

    // Members not used by the glue, declared so a member of a subclass named like one collides
    // here as it would on iOS.

    /// https://developer.apple.com/documentation/uikit/uiview/window
    /// decl: var window: UIWindow? { get }
    open var window: UIWindow? { stubWindow }

    /// Not an Apple declaration: the window `window` reports, for tests.
    @_spi(Testing) public var stubWindow: UIWindow?

    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    /// decl: @NSCopying var backgroundColor: UIColor? { get set }
    open var backgroundColor: UIColor?

    /// https://developer.apple.com/documentation/uikit/uiview/isopaque
    /// decl: var isOpaque: Bool { get set }
    open var isOpaque = true

    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    /// decl: var isHidden: Bool { get set }
    open var isHidden = false

    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    /// decl: var alpha: CGFloat { get set }
    open var alpha: CGFloat = 1

    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    /// decl: var clipsToBounds: Bool { get set }
    open var clipsToBounds = false

    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    /// decl: var tintColor: UIColor! { get set }
    open var tintColor: UIColor!

    /// https://developer.apple.com/documentation/uikit/uiview/tag
    /// decl: var tag: Int { get set }
    open var tag = 0

    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    /// decl: var isUserInteractionEnabled: Bool { get set }
    open var isUserInteractionEnabled = true

    /// https://developer.apple.com/documentation/uikit/uiview/center
    /// decl: var center: CGPoint { get set }
    open var center: CGPoint { get { CGPoint(x: frame.midX, y: frame.midY) } set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) } }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    /// decl: func setNeedsLayout()
    open func setNeedsLayout() {}

    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    /// decl: func layoutIfNeeded()
    open func layoutIfNeeded() {}

    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay(_:)
    /// decl: func setNeedsDisplay(_ rect: CGRect)
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
    /// decl: func sizeToFit()
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    /// decl: func didMoveToWindow()
    open func didMoveToWindow() {}

    /// https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
    /// decl: func didMoveToSuperview()
    open func didMoveToSuperview() {}

    /// https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
    /// decl: func willMove(toWindow newWindow: UIWindow?)
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()
    /// decl: func tintColorDidChange()
    open func tintColorDidChange() {}

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    /// decl: func safeAreaInsetsDidChange()
    open func safeAreaInsetsDidChange() {}

    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    /// decl: var translatesAutoresizingMaskIntoConstraints: Bool { get set }
    open var translatesAutoresizingMaskIntoConstraints = true

    /// https://developer.apple.com/documentation/uikit/uiview/removeinteraction(_:)
    /// decl: func removeInteraction(_ interaction: any UIInteraction)
    open func removeInteraction(_ interaction: any UIInteraction) { interactions.removeAll { $0 === interaction } }

    /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    /// decl: func bringSubviewToFront(_ view: UIView)
    open func bringSubviewToFront(_ view: UIView) {}

    /// https://developer.apple.com/documentation/uikit/uiview/contentscalefactor
    /// decl: var contentScaleFactor: CGFloat { get set }
    open var contentScaleFactor: CGFloat = 1
}
