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

    /// Not an Apple declaration: the traits `traitCollection` reports, for tests. Giving new
    /// ones calls `traitCollectionDidChange(_:)` with the old, as UIKit does once it has
    /// changed a view's traits.
    @_spi(Testing) public var stubTraits = UITraitCollection() {
        didSet {
            traitCollectionDidChange(oldValue)
            for handler in stubTraitChangeHandlers { handler(self, oldValue) }
        }
    }

    /// The handlers given to `registerForTraitChanges(_:handler:)`, each called with the old
    /// traits when a test gives new ones that differ in a trait it registered for.
    private var stubTraitChangeHandlers: [(UIView, UITraitCollection) -> Void] = []

    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    /// decl: @discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment
    /// Stub: `Self.TraitChangeHandler<TraitEnvironment>` written out
    /// (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler),
    /// `TraitEnvironment` a view (the stub has no `UITraitEnvironment`); the handler is called when
    /// `stubTraits` changes in a registered trait.
    @available(iOS 17.0, visionOS 1.0, *)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UIView>(_ traits: [UITrait],
                                                                  handler: @escaping (TraitEnvironment, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        // The traits the stub keeps, told apart by type; any other registered trait never changes here.
        let watched = Set(traits.map { ObjectIdentifier($0) })
        stubTraitChangeHandlers.append { view, previous in
            let now = view.traitCollection
            let changed = (watched.contains(ObjectIdentifier(UITraitPreferredContentSizeCategory.self))
                && previous.preferredContentSizeCategory != now.preferredContentSizeCategory)
                || (watched.contains(ObjectIdentifier(UITraitLegibilityWeight.self)) && previous.legibilityWeight != now.legibilityWeight)
            if changed, let view = view as? TraitEnvironment { handler(view, previous) }
        }
        return StubTraitChangeRegistration()
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    /// decl: func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
    /// Stub: empty, as the page says the default implementation is.
    @available(iOS, deprecated: 17.0)
    @available(visionOS, deprecated: 1.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

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
    /// Stub: remembers the request (the whole bounds, as `nil`).
    open func setNeedsDisplay() { stubDisplayRequests.append(nil) }

    /// Not an Apple declaration: what was asked to be drawn again since the view was made
    /// (`nil`: all of it), in its order.
    @_spi(Testing) public var stubDisplayRequests: [CGRect?] = []

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
    /// Stub: remembers the request, which `layoutIfNeeded()` (a test's layout pass) honours.
    open func setNeedsLayout() { stubNeedsLayout = true }

    /// Not an Apple declaration: whether a layout pass was asked for and has not run.
    @_spi(Testing) public private(set) var stubNeedsLayout = false

    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    /// decl: func layoutIfNeeded()
    /// Stub: runs `layoutSubviews()` when a layout was asked for, as the next layout pass would.
    open func layoutIfNeeded() {
        guard stubNeedsLayout else { return }
        stubNeedsLayout = false
        layoutSubviews()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay(_:)
    /// decl: func setNeedsDisplay(_ rect: CGRect)
    /// Stub: remembers the request.
    open func setNeedsDisplay(_ rect: CGRect) { stubDisplayRequests.append(rect) }

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

    // The rest of UIView's members, as its documentation page lists them (animation class
    // methods aside: see Stubs/README.md).

    /// https://developer.apple.com/documentation/uikit/uiview/init()
    /// decl: convenience init()
    public override convenience init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.property
    /// decl: var tintAdjustmentMode: UIView.TintAdjustmentMode { get set }
    open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic

    /// https://developer.apple.com/documentation/uikit/uiview/clearscontextbeforedrawing
    /// decl: var clearsContextBeforeDrawing: Bool { get set }
    open var clearsContextBeforeDrawing = true

    /// https://developer.apple.com/documentation/uikit/uiview/mask
    /// decl: var mask: UIView? { get set }
    open var mask: UIView?

    /// https://developer.apple.com/documentation/uikit/uiview/layerclass
    /// decl: class var layerClass: AnyClass { get }
    open class var layerClass: AnyClass { CALayer.self }

    /// https://developer.apple.com/documentation/uikit/uiview/layer
    /// decl: var layer: CALayer { get }
    open var layer: CALayer { stubLayer }

    /// https://developer.apple.com/documentation/uikit/uiview/cornerconfiguration-7l0ja
    /// decl: var cornerConfiguration: UICornerConfiguration { get set }
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(iOS 26.0, visionOS 26.0, *)
    open var cornerConfiguration = UICornerConfiguration()

    /// https://developer.apple.com/documentation/uikit/uiview/effectiveradius(corner:)
    /// decl: func effectiveRadius(corner: UIRectCorner) -> CGFloat
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(iOS 26.0, visionOS 26.0, *)
    open func effectiveRadius(corner: UIRectCorner) -> CGFloat { 0 }

    /// https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
    /// decl: var isMultipleTouchEnabled: Bool { get set }
    open var isMultipleTouchEnabled = false

    /// https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch
    /// decl: var isExclusiveTouch: Bool { get set }
    open var isExclusiveTouch = false

    /// https://developer.apple.com/documentation/uikit/uiview/transform
    /// decl: var transform: CGAffineTransform { get set }
    open var transform = CGAffineTransform.identity

    /// https://developer.apple.com/documentation/uikit/uiview/transform3d
    /// decl: var transform3D: CATransform3D { get set }
    open var transform3D = CATransform3DIdentity

    /// https://developer.apple.com/documentation/uikit/uiview/anchorpoint
    /// decl: var anchorPoint: CGPoint { get set }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)
    /// decl: func sendSubviewToBack(_ view: UIView)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func sendSubviewToBack(_ view: UIView) {}

    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    /// decl: func insertSubview(_ view: UIView, at index: Int)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// Stub: puts it at `index` in `subviews` (the drawing order, back to front), or last past the end.
    open func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
    }

    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)
    /// decl: func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// Stub: adds it last, as `addSubview(_:)`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { addSubview(view) }

    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    /// decl: func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// Stub: adds it last, as `addSubview(_:)`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { addSubview(view) }

    /// https://developer.apple.com/documentation/uikit/uiview/exchangesubview(at:withsubviewat:)
    /// decl: func exchangeSubview(at index1: Int, withSubviewAt index2: Int)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { subviews.swapAt(index1, index2) }

    /// https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
    /// decl: func isDescendant(of view: UIView) -> Bool
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let next = current, next !== view { current = next.superview }
        return current != nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:)
    /// decl: func didAddSubview(_ subview: UIView)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func didAddSubview(_ subview: UIView) {}

    /// https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:)
    /// decl: func willRemoveSubview(_ subview: UIView)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func willRemoveSubview(_ subview: UIView) {}

    /// https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:)
    /// decl: func willMove(toSuperview newSuperview: UIView?)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded()
    /// decl: func updateTraitsIfNeeded()
    @available(iOS 17.0, visionOS 1.0, *)
    open func updateTraitsIfNeeded() {}

    /// https://developer.apple.com/documentation/uikit/uiview/traitoverrides-fd9z
    /// decl: var traitOverrides: UITraitOverrides { get set }
    @available(iOS 17.0, visionOS 1.0, *)
    open var traitOverrides = UITraitOverrides()

    /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    /// decl: var directionalLayoutMargins: NSDirectionalEdgeInsets { get set }
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
    /// decl: var layoutMargins: UIEdgeInsets { get set }
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
    /// decl: var preservesSuperviewLayoutMargins: Bool { get set }
    open var preservesSuperviewLayoutMargins = false

    /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange()
    /// decl: func layoutMarginsDidChange()
    open func layoutMarginsDidChange() {}

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    /// decl: var safeAreaInsets: UIEdgeInsets { get }
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    /// decl: var safeAreaLayoutGuide: UILayoutGuide { get }
    open var safeAreaLayoutGuide: UILayoutGuide { stubSafeAreaLayoutGuide }

    /// https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
    /// decl: var insetsLayoutMarginsFromSafeArea: Bool { get set }
    open var insetsLayoutMarginsFromSafeArea = true

    /// https://developer.apple.com/documentation/uikit/uiview/constraints
    /// decl: var constraints: [NSLayoutConstraint] { get }
    open private(set) var constraints: [NSLayoutConstraint] = []

    /// https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)
    /// decl: func addConstraint(_ constraint: NSLayoutConstraint)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }

    /// https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:)
    /// decl: func addConstraints(_ constraints: [NSLayoutConstraint])
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }

    /// https://developer.apple.com/documentation/uikit/uiview/removeconstraint(_:)
    /// decl: func removeConstraint(_ constraint: NSLayoutConstraint)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }

    /// https://developer.apple.com/documentation/uikit/uiview/removeconstraints(_:)
    /// decl: func removeConstraints(_ constraints: [NSLayoutConstraint])
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints.removeAll { constraint in constraints.contains { $0 === constraint } } }

    /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    /// decl: var bottomAnchor: NSLayoutYAxisAnchor { get }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    /// decl: var centerXAnchor: NSLayoutXAxisAnchor { get }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    /// decl: var centerYAnchor: NSLayoutYAxisAnchor { get }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor
    /// decl: var firstBaselineAnchor: NSLayoutYAxisAnchor { get }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    /// decl: var heightAnchor: NSLayoutDimension { get }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }

    /// https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor
    /// decl: var lastBaselineAnchor: NSLayoutYAxisAnchor { get }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    /// decl: var leadingAnchor: NSLayoutXAxisAnchor { get }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/leftanchor
    /// decl: var leftAnchor: NSLayoutXAxisAnchor { get }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/rightanchor
    /// decl: var rightAnchor: NSLayoutXAxisAnchor { get }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/topanchor
    /// decl: var topAnchor: NSLayoutYAxisAnchor { get }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    /// decl: var trailingAnchor: NSLayoutXAxisAnchor { get }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    /// decl: var widthAnchor: NSLayoutDimension { get }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }

    /// https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:)
    /// decl: func addLayoutGuide(_ layoutGuide: UILayoutGuide)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuides.append(layoutGuide) }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutguides
    /// decl: var layoutGuides: [UILayoutGuide] { get }
    open private(set) var layoutGuides: [UILayoutGuide] = []

    /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    /// decl: var layoutMarginsGuide: UILayoutGuide { get }
    open var layoutMarginsGuide: UILayoutGuide { stubLayoutMarginsGuide }

    /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    /// decl: var readableContentGuide: UILayoutGuide { get }
    open var readableContentGuide: UILayoutGuide { stubReadableContentGuide }

    /// https://developer.apple.com/documentation/uikit/uiview/removelayoutguide(_:)
    /// decl: func removeLayoutGuide(_ layoutGuide: UILayoutGuide)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuides.removeAll { $0 === layoutGuide } }

    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)
    /// decl: func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// Stub: `sizeThatFits(_:)`, as no constraints are solved here.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    /// decl: func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// Stub: `sizeThatFits(_:)`, as no constraints are solved here.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { sizeThatFits(targetSize) }

    /// https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
    /// decl: func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    /// https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    /// decl: func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    /// https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
    /// decl: func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }

    /// https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    /// decl: func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    /// https://developer.apple.com/documentation/uikit/uiview/alignmentrect(forframe:)
    /// decl: func alignmentRect(forFrame frame: CGRect) -> CGRect
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }

    /// https://developer.apple.com/documentation/uikit/uiview/frame(foralignmentrect:)
    /// decl: func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }

    /// https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets
    /// decl: var alignmentRectInsets: UIEdgeInsets { get }
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// https://developer.apple.com/documentation/uikit/uiview/forfirstbaselinelayout
    /// decl: var forFirstBaselineLayout: UIView { get }
    open var forFirstBaselineLayout: UIView { self }

    /// https://developer.apple.com/documentation/uikit/uiview/forlastbaselinelayout
    /// decl: var forLastBaselineLayout: UIView { get }
    open var forLastBaselineLayout: UIView { self }

    /// https://developer.apple.com/documentation/uikit/uiview/needsupdateconstraints()
    /// decl: func needsUpdateConstraints() -> Bool
    open func needsUpdateConstraints() -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedsupdateconstraints()
    /// decl: func setNeedsUpdateConstraints()
    open func setNeedsUpdateConstraints() {}

    /// https://developer.apple.com/documentation/uikit/uiview/updateconstraints()
    /// decl: func updateConstraints()
    open func updateConstraints() {}

    /// https://developer.apple.com/documentation/uikit/uiview/updateconstraintsifneeded()
    /// decl: func updateConstraintsIfNeeded()
    open func updateConstraintsIfNeeded() {}

    /// https://developer.apple.com/documentation/uikit/uiview/constraintsaffectinglayout(for:)
    /// decl: func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { constraints }

    /// https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout
    /// decl: var hasAmbiguousLayout: Bool { get }
    open var hasAmbiguousLayout: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiview/exerciseambiguityinlayout()
    /// decl: func exerciseAmbiguityInLayout()
    open func exerciseAmbiguityInLayout() {}

    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    /// decl: var contentMode: UIView.ContentMode { get set }
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews
    /// decl: var autoresizesSubviews: Bool { get set }
    open var autoresizesSubviews = true

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    /// decl: var autoresizingMask: UIView.AutoresizingMask { get set }
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// https://developer.apple.com/documentation/uikit/uiview/requiresconstraintbasedlayout
    /// decl: class var requiresConstraintBasedLayout: Bool { get }
    open class var requiresConstraintBasedLayout: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiview/directionaledgeinsets(for:)
    /// decl: func directionalEdgeInsets(for region: UIView.LayoutRegion) -> NSDirectionalEdgeInsets
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(iOS 26.0, visionOS 26.0, *)
    open func directionalEdgeInsets(for region: UIView.LayoutRegion) -> NSDirectionalEdgeInsets { .zero }

    /// https://developer.apple.com/documentation/uikit/uiview/edgeinsets(for:)
    /// decl: func edgeInsets(for region: UIView.LayoutRegion) -> UIEdgeInsets
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(iOS 26.0, visionOS 26.0, *)
    open func edgeInsets(for region: UIView.LayoutRegion) -> UIEdgeInsets { .zero }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutguide(for:)
    /// decl: func layoutGuide(for region: UIView.LayoutRegion) -> UILayoutGuide
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(iOS 26.0, visionOS 26.0, *)
    open func layoutGuide(for region: UIView.LayoutRegion) -> UILayoutGuide { stubSafeAreaLayoutGuide }

    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle
    /// decl: var overrideUserInterfaceStyle: UIUserInterfaceStyle { get set }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    /// decl: var semanticContentAttribute: UISemanticContentAttribute { get set }
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    /// decl: var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:)
    /// decl: class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// Stub: relative to a left-to-right app.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:relativeto:)
    /// decl: class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: layoutDirection
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    /// decl: var keyboardLayoutGuide: UIKeyboardLayoutGuide { get }
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { stubKeyboardLayoutGuide }

    /// https://developer.apple.com/documentation/uikit/uiview/viewprintformatter()
    /// decl: func viewPrintFormatter() -> UIViewPrintFormatter
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter() }

    /// https://developer.apple.com/documentation/uikit/uiview/draw(_:for:)
    /// decl: func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { draw(rect) }

    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    /// decl: func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    /// decl: func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    /// decl: var gestureRecognizers: [UIGestureRecognizer]? { get set }
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    /// decl: func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiview/canbecomefocused
    /// decl: var canBecomeFocused: Bool { get }
    open var canBecomeFocused: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration
    /// decl: class var inheritedAnimationDuration: TimeInterval { get }
    open class var inheritedAnimationDuration: TimeInterval { 0 }

    /// https://developer.apple.com/documentation/uikit/uiview/isfocused
    /// decl: var isFocused: Bool { get }
    open var isFocused: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiview/focusgroupidentifier
    /// decl: var focusGroupIdentifier: String? { get set }
    open var focusGroupIdentifier: String?

    /// https://developer.apple.com/documentation/uikit/uiview/focuseffect
    /// decl: var focusEffect: UIFocusEffect? { get set }
    open var focusEffect: UIFocusEffect?

    /// https://developer.apple.com/documentation/uikit/uiview/focusgrouppriority
    /// decl: var focusGroupPriority: UIFocusGroupPriority { get set }
    open var focusGroupPriority: UIFocusGroupPriority = .ignored

    /// https://developer.apple.com/documentation/uikit/uiview/addmotioneffect(_:)
    /// decl: func addMotionEffect(_ effect: UIMotionEffect)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func addMotionEffect(_ effect: UIMotionEffect) { motionEffects.append(effect) }

    /// https://developer.apple.com/documentation/uikit/uiview/motioneffects
    /// decl: var motionEffects: [UIMotionEffect] { get set }
    open var motionEffects: [UIMotionEffect] = []

    /// https://developer.apple.com/documentation/uikit/uiview/removemotioneffect(_:)
    /// decl: func removeMotionEffect(_ effect: UIMotionEffect)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func removeMotionEffect(_ effect: UIMotionEffect) { motionEffects.removeAll { $0 === effect } }

    /// https://developer.apple.com/documentation/uikit/uiview/hoverstyle
    /// decl: var hoverStyle: UIHoverStyle? { get set }
    @available(iOS 17.0, visionOS 1.0, *)
    open var hoverStyle: UIHoverStyle?

    /// https://developer.apple.com/documentation/uikit/uiview/minimumcontentsizecategory
    /// decl: var minimumContentSizeCategory: UIContentSizeCategory? { get set }
    open var minimumContentSizeCategory: UIContentSizeCategory?

    /// https://developer.apple.com/documentation/uikit/uiview/maximumcontentsizecategory
    /// decl: var maximumContentSizeCategory: UIContentSizeCategory? { get set }
    open var maximumContentSizeCategory: UIContentSizeCategory?

    /// https://developer.apple.com/documentation/uikit/uiview/appliedcontentsizecategorylimitsdescription
    /// decl: var appliedContentSizeCategoryLimitsDescription: String { get }
    open var appliedContentSizeCategoryLimitsDescription: String { "" }

    /// https://developer.apple.com/documentation/uikit/uiview/restorationidentifier
    /// decl: var restorationIdentifier: String? { get set }
    open var restorationIdentifier: String?

    /// https://developer.apple.com/documentation/uikit/uiview/encoderestorablestate(with:)
    /// decl: func encodeRestorableState(with coder: NSCoder)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func encodeRestorableState(with coder: NSCoder) {}

    /// https://developer.apple.com/documentation/uikit/uiview/decoderestorablestate(with:)
    /// decl: func decodeRestorableState(with coder: NSCoder)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func decodeRestorableState(with coder: NSCoder) {}

    /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
    /// decl: func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView?
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }

    /// https://developer.apple.com/documentation/uikit/uiview/resizablesnapshotview(from:afterscreenupdates:withcapinsets:)
    /// decl: func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView?
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? { nil }

    /// https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
    /// decl: func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)
    /// decl: func viewWithTag(_ tag: Int) -> UIView?
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        return subviews.lazy.compactMap { $0.viewWithTag(tag) }.first
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt
    /// decl: func convert(_ point: CGPoint, to view: UIView?) -> CGPoint
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-8neo1
    /// decl: func convert(_ point: CGPoint, from view: UIView?) -> CGPoint
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk
    /// decl: func convert(_ rect: CGRect, from view: UIView?) -> CGRect
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// Stub: the inverse of `convert(_:to:)` when this view is `view`'s ancestor.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else { return rect }
        let offset = view.convert(CGRect.zero, to: self).origin
        return rect.offsetBy(dx: offset.x, dy: offset.y)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    /// decl: func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    /// Stub: the last subview containing the point, deepest first, else this view if it contains it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    /// decl: func point(inside point: CGPoint, with event: UIEvent?) -> Bool
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
    /// decl: func endEditing(_ force: Bool) -> Bool
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiview/accessibilityignoresinvertcolors
    /// decl: var accessibilityIgnoresInvertColors: Bool { get set }
    open var accessibilityIgnoresInvertColors = false

    /// https://developer.apple.com/documentation/uikit/uiview/largecontentimage
    /// decl: var largeContentImage: UIImage? { get set }
    open var largeContentImage: UIImage?

    /// https://developer.apple.com/documentation/uikit/uiview/largecontentimageinsets
    /// decl: var largeContentImageInsets: UIEdgeInsets { get set }
    open var largeContentImageInsets = UIEdgeInsets.zero

    /// https://developer.apple.com/documentation/uikit/uiview/largecontenttitle
    /// decl: var largeContentTitle: String? { get set }
    open var largeContentTitle: String?

    /// https://developer.apple.com/documentation/uikit/uiview/scaleslargecontentimage
    /// decl: var scalesLargeContentImage: Bool { get set }
    open var scalesLargeContentImage = false

    /// https://developer.apple.com/documentation/uikit/uiview/showslargecontentviewer
    /// decl: var showsLargeContentViewer: Bool { get set }
    open var showsLargeContentViewer = false

    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    /// decl: class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
    /// decl: class let layoutFittingCompressedSize: CGSize
    public class var layoutFittingCompressedSize: CGSize { .zero }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingexpandedsize
    /// decl: class let layoutFittingExpandedSize: CGSize
    /// Stub: a large size (the page gives no value).
    public class var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000, height: 10_000) }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedsupdateproperties()
    /// decl: func setNeedsUpdateProperties()
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(iOS 26.0, visionOS 26.0, *)
    open func setNeedsUpdateProperties() {}

    /// https://developer.apple.com/documentation/uikit/uiview/updateproperties()
    /// decl: func updateProperties()
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(iOS 26.0, visionOS 26.0, *)
    open func updateProperties() {}

    /// https://developer.apple.com/documentation/uikit/uiview/updatepropertiesifneeded()
    /// decl: func updatePropertiesIfNeeded()
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(iOS 26.0, visionOS 26.0, *)
    open func updatePropertiesIfNeeded() {}

    private lazy var stubLayer = CALayer()
    private lazy var stubSafeAreaLayoutGuide = UILayoutGuide()
    private lazy var stubLayoutMarginsGuide = UILayoutGuide()
    private lazy var stubReadableContentGuide = UILayoutGuide()
    private lazy var stubKeyboardLayoutGuide = UIKeyboardLayoutGuide()}

/// Not an Apple declaration: the registration `registerForTraitChanges(_:handler:)` returns.
@available(iOS 17.0, visionOS 1.0, *)
private final class StubTraitChangeRegistration: NSObject, UITraitChangeRegistration {
    func copy(with zone: NSZone? = nil) -> Any { self }
}
