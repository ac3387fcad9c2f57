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
    public static let noIntrinsicMetric: CGFloat = -1

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
}
