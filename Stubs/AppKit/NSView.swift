/// https://developer.apple.com/documentation/appkit/nsresponder
/// decl: @MainActor class NSResponder
@MainActor open class NSResponder: _NSStandardKeyBindingHost {
    /// https://developer.apple.com/documentation/appkit/nsresponder/init()
    /// decl: init()
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsresponder/init(coder:)
    /// decl: init?(coder: NSCoder)
    /// Stub: decodes nothing.
    public required init?(coder: NSCoder) { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsresponder/mousedown(with:)
    /// decl: func mouseDown(with event: NSEvent)
    /// (derived: the page's shape from its neighbour mouseMoved(with:), whose page was fetched.)
    open func mouseDown(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/scrollwheel(with:)
    /// decl: func scrollWheel(with event: NSEvent)
    open func scrollWheel(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/mousedragged(with:)
    /// decl: func mouseDragged(with event: NSEvent)
    /// (derived: the page's shape from its neighbours rightMouseDragged(with:) and otherMouseDragged(with:), whose pages were fetched.)
    open func mouseDragged(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/acceptsfirstresponder
    /// decl: var acceptsFirstResponder: Bool { get }
    /// (derived: page not fetched.)
    open var acceptsFirstResponder: Bool { false }

    // The rest of NSResponder's members, as its documentation page lists them, but those naming
    // Objective-C selectors or Foundation types Linux lacks (see Stubs/README.md).

    /// https://developer.apple.com/documentation/appkit/nsresponder/becomefirstresponder()
    /// decl: func becomeFirstResponder() -> Bool
    /// (parameter names as the SDK imports them; the page lists the types.)
    @discardableResult open func becomeFirstResponder() -> Bool { acceptsFirstResponder }

    /// https://developer.apple.com/documentation/appkit/nsresponder/resignfirstresponder()
    /// decl: func resignFirstResponder() -> Bool
    /// (parameter names as the SDK imports them; the page lists the types.)
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// https://developer.apple.com/documentation/appkit/nsresponder/validateproposedfirstresponder(_:for:)
    /// decl: func validateProposedFirstResponder(_ responder: NSResponder, for event: NSEvent?) -> Bool
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func validateProposedFirstResponder(_ responder: NSResponder, for event: NSEvent?) -> Bool { true }

    /// https://developer.apple.com/documentation/appkit/nsresponder/nextresponder
    /// decl: var nextResponder: NSResponder? { get set }
    /// (parameter names as the SDK imports them; the page lists the types.)
    open var nextResponder: NSResponder?

    /// https://developer.apple.com/documentation/appkit/nsresponder/trytoperform(_:with:)
    /// decl: func tryToPerform(_ action: Selector, with object: Any?) -> Bool
    /// Stub: the responder performs no action itself, so it passes the request to its next
    /// responder, as the page says a responder that does not respond to `action` does; false at
    /// the chain's end.
    open func tryToPerform(_ action: Selector, with object: Any?) -> Bool {
        nextResponder?.tryToPerform(action, with: object) ?? false
    }

    /// https://developer.apple.com/documentation/appkit/nsresponder/mouseup(with:)
    /// decl: func mouseUp(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func mouseUp(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/mousemoved(with:)
    /// decl: func mouseMoved(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func mouseMoved(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/mouseentered(with:)
    /// decl: func mouseEntered(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func mouseEntered(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/mouseexited(with:)
    /// decl: func mouseExited(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func mouseExited(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/rightmousedown(with:)
    /// decl: func rightMouseDown(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func rightMouseDown(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/rightmousedragged(with:)
    /// decl: func rightMouseDragged(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func rightMouseDragged(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/rightmouseup(with:)
    /// decl: func rightMouseUp(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func rightMouseUp(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/othermousedown(with:)
    /// decl: func otherMouseDown(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func otherMouseDown(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/othermousedragged(with:)
    /// decl: func otherMouseDragged(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func otherMouseDragged(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/othermouseup(with:)
    /// decl: func otherMouseUp(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func otherMouseUp(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/keydown(with:)
    /// decl: func keyDown(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func keyDown(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/keyup(with:)
    /// decl: func keyUp(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func keyUp(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/pressurechange(with:)
    /// decl: func pressureChange(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func pressureChange(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/cursorupdate(with:)
    /// decl: func cursorUpdate(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func cursorUpdate(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/flagschanged(with:)
    /// decl: func flagsChanged(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func flagsChanged(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/tabletpoint(with:)
    /// decl: func tabletPoint(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func tabletPoint(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/tabletproximity(with:)
    /// decl: func tabletProximity(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func tabletProximity(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/quicklook(with:)
    /// decl: func quickLook(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func quickLook(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/changemode(with:)
    /// decl: func changeMode(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func changeMode(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/begingesture(with:)
    /// decl: func beginGesture(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func beginGesture(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/endgesture(with:)
    /// decl: func endGesture(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func endGesture(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/magnify(with:)
    /// decl: func magnify(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func magnify(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/rotate(with:)
    /// decl: func rotate(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func rotate(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/swipe(with:)
    /// decl: func swipe(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func swipe(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/touchesbegan(with:)
    /// decl: func touchesBegan(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func touchesBegan(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/touchesmoved(with:)
    /// decl: func touchesMoved(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func touchesMoved(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/touchescancelled(with:)
    /// decl: func touchesCancelled(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func touchesCancelled(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/touchesended(with:)
    /// decl: func touchesEnded(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func touchesEnded(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/smartmagnify(with:)
    /// decl: func smartMagnify(with event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func smartMagnify(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/interpretkeyevents(_:)
    /// decl: func interpretKeyEvents(_ eventArray: [NSEvent])
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func interpretKeyEvents(_ eventArray: [NSEvent]) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/performkeyequivalent(with:)
    /// decl: func performKeyEquivalent(with event: NSEvent) -> Bool
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func performKeyEquivalent(with event: NSEvent) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsresponder/flushbufferedkeyevents()
    /// decl: func flushBufferedKeyEvents()
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func flushBufferedKeyEvents() {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/helprequested(_:)
    /// decl: func helpRequested(_ eventPtr: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func helpRequested(_ eventPtr: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/encoderestorablestate(with:)
    /// decl: func encodeRestorableState(with coder: NSCoder)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func encodeRestorableState(with coder: NSCoder) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/restorestate(with:)
    /// decl: func restoreState(with coder: NSCoder)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func restoreState(with coder: NSCoder) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/allowedclasses(forrestorablestatekeypath:)
    /// decl: class func allowedClasses(forRestorableStateKeyPath keyPath: String) -> [AnyClass]
    /// (parameter names as the SDK imports them; the page lists the types.)
    open class func allowedClasses(forRestorableStateKeyPath keyPath: String) -> [AnyClass] { [] }

    /// https://developer.apple.com/documentation/appkit/nsresponder/restorablestatekeypaths
    /// decl: class var restorableStateKeyPaths: [String] { get }
    /// (parameter names as the SDK imports them; the page lists the types.)
    open class var restorableStateKeyPaths: [String] { [] }

    /// https://developer.apple.com/documentation/appkit/nsresponder/invalidaterestorablestate()
    /// decl: func invalidateRestorableState()
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func invalidateRestorableState() {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/presenterror(_:)
    /// decl: func presentError(_ error: any Error) -> Bool
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func presentError(_ error: any Error) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsresponder/willpresenterror(_:)
    /// decl: func willPresentError(_ error: any Error) -> any Error
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func willPresentError(_ error: any Error) -> any Error { error }

    /// https://developer.apple.com/documentation/appkit/nsresponder/menu
    /// decl: var menu: NSMenu? { get set }
    /// (parameter names as the SDK imports them; the page lists the types.)
    open var menu: NSMenu?

    /// https://developer.apple.com/documentation/appkit/nsresponder/shouldbetreatedasinkevent(_:)
    /// decl: func shouldBeTreatedAsInkEvent(_ event: NSEvent) -> Bool
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func shouldBeTreatedAsInkEvent(_ event: NSEvent) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsresponder/wantsforwardedscrollevents(for:)
    /// decl: func wantsForwardedScrollEvents(for axis: NSEvent.GestureAxis) -> Bool
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func wantsForwardedScrollEvents(for axis: NSEvent.GestureAxis) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsresponder/wantsscrolleventsforswipetracking(on:)
    /// decl: func wantsScrollEventsForSwipeTracking(on axis: NSEvent.GestureAxis) -> Bool
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func wantsScrollEventsForSwipeTracking(on axis: NSEvent.GestureAxis) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsresponder/touchbar
    /// decl: var touchBar: NSTouchBar? { get set }
    /// (parameter names as the SDK imports them; the page lists the types.)
    open var touchBar: NSTouchBar?

    /// https://developer.apple.com/documentation/appkit/nsresponder/maketouchbar()
    /// decl: func makeTouchBar() -> NSTouchBar?
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func makeTouchBar() -> NSTouchBar? { nil }

    /// https://developer.apple.com/documentation/appkit/nsresponder/performtextfinderaction(_:)
    /// decl: func performTextFinderAction(_ sender: Any?)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func performTextFinderAction(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/newwindowfortab(_:)
    /// decl: func newWindowForTab(_ sender: Any?)
    /// (parameter names as the SDK imports them; the page lists the types.)
    open func newWindowForTab(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/contextmenukeydown(_:)
    /// decl: func contextMenuKeyDown(_ event: NSEvent)
    /// (parameter names as the SDK imports them; the page lists the types.)
    @available(macOS 15.0, *)
    open func contextMenuKeyDown(_ event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/showwritingtools(_:)
    /// decl: func showWritingTools(_ sender: Any?)
    /// (parameter names as the SDK imports them; the page lists the types.)
    @available(macOS 15.2, *)
    open func showWritingTools(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/mousecancelled(with:)
    /// decl: func mouseCancelled(with event: NSEvent)
    /// (derived: `- (void)mouseCancelled:(NSEvent *)event API_AVAILABLE(macos(26.0)) NS_SWIFT_NAME(mouseCancelled(with:))`
    /// in NSResponder.h of the macOS 26 SDK.)
    /// sdk: new in the macOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    @available(macOS 26.0, *)
    open func mouseCancelled(with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/showcontexthelp(_:)
    /// decl: func showContextHelp(_ sender: Any?)
    /// (derived: `- (void)showContextHelp:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func showContextHelp(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsresponder/supplementaltarget(foraction:sender:)
    /// decl: func supplementalTarget(forAction action: Selector, sender: Any?) -> Any?
    /// (`- (nullable id)supplementalTargetForAction:(SEL)action sender:(nullable id)sender
    /// API_AVAILABLE(macos(10.7))` in NSResponder.h, macOS 26 SDK.) Stub: `nil`, as the page says
    /// NSResponder's implementation returns.
    open func supplementalTarget(forAction action: Selector, sender: Any?) -> Any? { nil }
}

/// https://developer.apple.com/documentation/appkit/nsview
/// decl: @MainActor class NSView
/// Stub: keeps its frame and subviews; draws and lays out nothing by itself.
@MainActor open class NSView: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// decl: init(frame frameRect: NSRect)
    public init(frame frameRect: NSRect) {
        frame = frameRect
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
    /// decl: init?(coder: NSCoder)
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsview/frame
    /// decl: var frame: NSRect { get set }
    open var frame: NSRect

    /// https://developer.apple.com/documentation/appkit/nsview/bounds
    /// decl: var bounds: NSRect { get set }
    /// Stub: the frame's size at the origin.
    open var bounds: NSRect {
        get { NSRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// https://developer.apple.com/documentation/appkit/nsview/isflipped
    /// decl: var isFlipped: Bool { get }
    open var isFlipped: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/needsdisplay
    /// decl: var needsDisplay: Bool { get set }
    open var needsDisplay = false

    /// https://developer.apple.com/documentation/appkit/nsview/intrinsiccontentsize
    /// decl: var intrinsicContentSize: NSSize { get }
    open var intrinsicContentSize: NSSize { NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric) }

    /// https://developer.apple.com/documentation/appkit/nsview/nointrinsicmetric
    /// decl: class let noIntrinsicMetric: CGFloat
    public class var noIntrinsicMetric: CGFloat { -1 }

    /// https://developer.apple.com/documentation/appkit/nsview/invalidateintrinsiccontentsize()
    /// decl: func invalidateIntrinsicContentSize()
    open func invalidateIntrinsicContentSize() {}

    /// https://developer.apple.com/documentation/appkit/nsview/layout()
    /// decl: func layout()
    open func layout() {}

    /// https://developer.apple.com/documentation/appkit/nsview/draw(_:)
    /// decl: func draw(_ dirtyRect: NSRect)
    open func draw(_ dirtyRect: NSRect) {}

    /// https://developer.apple.com/documentation/appkit/nsview/performkeyequivalent(with:)
    /// decl: func performKeyEquivalent(with event: NSEvent) -> Bool
    /// Stub: no subviews handle it.
    override open func performKeyEquivalent(with event: NSEvent) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/convert(_:from:)-6ayt6
    /// decl: func convert(_ point: NSPoint, from view: NSView?) -> NSPoint
    /// (derived: page not fetched; the declaration as AppKit's headers import it.) Stub: the
    /// window is the view's superview, so a window point moves by the view's origin.
    open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint {
        NSPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/viewdidchangeeffectiveappearance()
    /// decl: func viewDidChangeEffectiveAppearance()
    open func viewDidChangeEffectiveAppearance() {}

    /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/effectiveappearance
    /// decl: var effectiveAppearance: NSAppearance { get }
    /// Stub: the appearance a test gives the view, Aqua by default.
    open var effectiveAppearance: NSAppearance { stubAppearance }

    /// Not an Apple declaration: the appearance `effectiveAppearance` reports, for tests.
    @_spi(Testing) public var stubAppearance = NSAppearance(named: .aqua)!

    // Members not used by the glue, declared so a member of a subclass named like one collides
    // here as it would on macOS.

    /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/appearance
    /// decl: var appearance: NSAppearance? { get set }
    open var appearance: NSAppearance?

    /// https://developer.apple.com/documentation/appkit/nsview/window
    /// decl: var window: NSWindow? { get }
    open var window: NSWindow? { stubWindow }

    /// https://developer.apple.com/documentation/appkit/nsview/superview
    /// decl: var superview: NSView? { get }
    open private(set) weak var superview: NSView?

    /// https://developer.apple.com/documentation/appkit/nsview/subviews
    /// decl: var subviews: [NSView] { get set }
    /// Stub: setting it sets the superview of the views it gains and clears that of those it loses.
    open var subviews: [NSView] = [] {
        didSet {
            for view in oldValue where !subviews.contains(where: { $0 === view }) { view.superview = nil }
            for view in subviews { view.superview = self }
        }
    }

    /// https://developer.apple.com/documentation/appkit/nsview/visiblerect
    /// decl: var visibleRect: NSRect { get }
    open var visibleRect: NSRect { bounds }

    /// https://developer.apple.com/documentation/appkit/nsview/setframesize(_:)
    /// decl: func setFrameSize(_ newSize: NSSize)
    open func setFrameSize(_ newSize: NSSize) { frame.size = newSize }

    /// https://developer.apple.com/documentation/appkit/nsview/needslayout
    /// decl: var needsLayout: Bool { get set }
    open var needsLayout = false

    /// https://developer.apple.com/documentation/appkit/nsview/isopaque
    /// decl: var isOpaque: Bool { get }
    open var isOpaque: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/ishidden
    /// decl: var isHidden: Bool { get set }
    open var isHidden = false

    /// https://developer.apple.com/documentation/appkit/nsview/alphavalue
    /// decl: var alphaValue: CGFloat { get set }
    open var alphaValue: CGFloat = 1

    /// https://developer.apple.com/documentation/appkit/nsview/tag
    /// decl: var tag: Int { get }
    open var tag: Int { -1 }

    /// https://developer.apple.com/documentation/appkit/nsview/tooltip
    /// decl: var toolTip: String? { get set }
    open var toolTip: String?

    /// https://developer.apple.com/documentation/appkit/nsview/wantslayer
    /// decl: var wantsLayer: Bool { get set }
    open var wantsLayer = false

    /// https://developer.apple.com/documentation/appkit/nsview/updatelayer()
    /// decl: func updateLayer()
    open func updateLayer() {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewdidmovetowindow()
    /// decl: func viewDidMoveToWindow()
    open func viewDidMoveToWindow() {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewdidmovetosuperview()
    /// decl: func viewDidMoveToSuperview()
    open func viewDidMoveToSuperview() {}

    /// https://developer.apple.com/documentation/appkit/nsview/hittest(_:)
    /// decl: func hitTest(_ point: NSPoint) -> NSView?
    open func hitTest(_ point: NSPoint) -> NSView? { nil }

    /// https://developer.apple.com/documentation/appkit/nsview/fittingsize
    /// decl: var fittingSize: NSSize { get }
    open var fittingSize: NSSize { intrinsicContentSize }

    /// https://developer.apple.com/documentation/appkit/nsview/updateconstraints()
    /// decl: func updateConstraints()
    open func updateConstraints() {}

    /// https://developer.apple.com/documentation/appkit/nsview/setneedsdisplay(_:)
    /// decl: func setNeedsDisplay(_ invalidRect: NSRect)
    open func setNeedsDisplay(_ invalidRect: NSRect) { needsDisplay = true }

    /// Not an Apple declaration: the window `window` reports, for tests.
    @_spi(Testing) public var stubWindow: NSWindow?

    // The rest of NSView's members, as its topic pages list them (the pages of the topic groups
    // were not at hand: names and types as the SDK imports them; see Stubs/README.md for what
    // is left out).

    /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
    /// decl: func addSubview(_ view: NSView)
    /// Stub: appends it to `subviews`, which sets its superview.
    /// (derived: page not fetched.)
    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:positioned:relativeto:)
    /// decl: func addSubview(_ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?)
    /// Stub: appends it, as `addSubview(_:)`: the stub keeps no drawing order.
    /// (derived: page not fetched.)
    open func addSubview(_ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?) { addSubview(view) }

    /// https://developer.apple.com/documentation/appkit/nsview/removefromsuperview()
    /// decl: func removeFromSuperview()
    /// (derived: page not fetched.)
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
    }

    /// https://developer.apple.com/documentation/appkit/nsview/replacesubview(_:with:)
    /// decl: func replaceSubview(_ oldView: NSView, with newView: NSView)
    /// (derived: page not fetched.)
    open func replaceSubview(_ oldView: NSView, with newView: NSView) {
        guard let index = subviews.firstIndex(where: { $0 === oldView }) else { return }
        subviews[index] = newView
    }

    /// https://developer.apple.com/documentation/appkit/nsview/isdescendant(of:)
    /// decl: func isDescendant(of view: NSView) -> Bool
    /// (derived: page not fetched.)
    open func isDescendant(of view: NSView) -> Bool {
        var current: NSView? = self
        while let next = current, next !== view { current = next.superview }
        return current != nil
    }

    /// https://developer.apple.com/documentation/appkit/nsview/opaqueancestor
    /// decl: var opaqueAncestor: NSView? { get }
    /// (derived: page not fetched.)
    open var opaqueAncestor: NSView? {
        var current: NSView? = self
        while let next = current, !next.isOpaque { current = next.superview }
        return current
    }

    /// https://developer.apple.com/documentation/appkit/nsview/ancestorshared(with:)
    /// decl: func ancestorShared(with view: NSView) -> NSView?
    /// (derived: page not fetched.)
    open func ancestorShared(with view: NSView) -> NSView? {
        var current: NSView? = self
        while let next = current, !view.isDescendant(of: next) { current = next.superview }
        return current
    }

    /// https://developer.apple.com/documentation/appkit/nsview/didaddsubview(_:)
    /// decl: func didAddSubview(_ subview: NSView)
    /// (derived: page not fetched.)
    open func didAddSubview(_ subview: NSView) {}

    /// https://developer.apple.com/documentation/appkit/nsview/willremovesubview(_:)
    /// decl: func willRemoveSubview(_ subview: NSView)
    /// (derived: page not fetched.)
    open func willRemoveSubview(_ subview: NSView) {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewwillmove(tosuperview:)
    /// decl: func viewWillMove(toSuperview newSuperview: NSView?)
    /// (derived: page not fetched.)
    open func viewWillMove(toSuperview newSuperview: NSView?) {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewwillmove(towindow:)
    /// decl: func viewWillMove(toWindow newWindow: NSWindow?)
    /// (derived: page not fetched.)
    open func viewWillMove(toWindow newWindow: NSWindow?) {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewdidhide()
    /// decl: func viewDidHide()
    /// (derived: page not fetched.)
    open func viewDidHide() {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewdidunhide()
    /// decl: func viewDidUnhide()
    /// (derived: page not fetched.)
    open func viewDidUnhide() {}

    /// https://developer.apple.com/documentation/appkit/nsview/enclosingscrollview
    /// decl: var enclosingScrollView: NSScrollView? { get }
    /// (derived: page not fetched.)
    open var enclosingScrollView: NSScrollView? {
        var current = superview
        while let next = current, !(next is NSScrollView) { current = next.superview }
        return current as? NSScrollView
    }

    /// https://developer.apple.com/documentation/appkit/nsview/enclosingmenuitem
    /// decl: var enclosingMenuItem: NSMenuItem? { get }
    /// (derived: page not fetched.)
    open var enclosingMenuItem: NSMenuItem? { nil }

    /// https://developer.apple.com/documentation/appkit/nsview/setframeorigin(_:)
    /// decl: func setFrameOrigin(_ newOrigin: NSPoint)
    /// (derived: page not fetched.)
    open func setFrameOrigin(_ newOrigin: NSPoint) { frame.origin = newOrigin }

    /// https://developer.apple.com/documentation/appkit/nsview/framerotation
    /// decl: var frameRotation: CGFloat { get set }
    /// (derived: page not fetched.)
    open var frameRotation: CGFloat = 0

    /// https://developer.apple.com/documentation/appkit/nsview/framecenterrotation
    /// decl: var frameCenterRotation: CGFloat { get set }
    /// (derived: page not fetched.)
    open var frameCenterRotation: CGFloat = 0

    /// https://developer.apple.com/documentation/appkit/nsview/setboundsorigin(_:)
    /// decl: func setBoundsOrigin(_ newOrigin: NSPoint)
    /// (derived: page not fetched.)
    open func setBoundsOrigin(_ newOrigin: NSPoint) { bounds.origin = newOrigin }

    /// https://developer.apple.com/documentation/appkit/nsview/setboundssize(_:)
    /// decl: func setBoundsSize(_ newSize: NSSize)
    /// (derived: page not fetched.)
    open func setBoundsSize(_ newSize: NSSize) { bounds.size = newSize }

    /// https://developer.apple.com/documentation/appkit/nsview/boundsrotation
    /// decl: var boundsRotation: CGFloat { get set }
    /// (derived: page not fetched.)
    open var boundsRotation: CGFloat = 0

    /// https://developer.apple.com/documentation/appkit/nsview/translateorigin(to:)
    /// decl: func translateOrigin(to translation: NSPoint)
    /// (derived: page not fetched.)
    open func translateOrigin(to translation: NSPoint) {}

    /// https://developer.apple.com/documentation/appkit/nsview/scaleunitsquare(to:)
    /// decl: func scaleUnitSquare(to newUnitSize: NSSize)
    /// (derived: page not fetched.)
    open func scaleUnitSquare(to newUnitSize: NSSize) {}

    /// https://developer.apple.com/documentation/appkit/nsview/rotate(bydegrees:)
    /// decl: func rotate(byDegrees angle: CGFloat)
    /// (derived: page not fetched.)
    open func rotate(byDegrees angle: CGFloat) {}

    /// https://developer.apple.com/documentation/appkit/nsview/isrotatedfrombase
    /// decl: var isRotatedFromBase: Bool { get }
    /// (derived: page not fetched.)
    open var isRotatedFromBase: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/isrotatedorscaledfrombase
    /// decl: var isRotatedOrScaledFromBase: Bool { get }
    /// (derived: page not fetched.)
    open var isRotatedOrScaledFromBase: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/convert(_:to:)-6gb8u
    /// decl: func convert(_ point: NSPoint, to view: NSView?) -> NSPoint
    /// Stub: as `convert(_:from:)`, the window is the view's superview.
    /// (derived: page not fetched.)
    open func convert(_ point: NSPoint, to view: NSView?) -> NSPoint {
        NSPoint(x: point.x + frame.minX, y: point.y + frame.minY)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/convert(_:from:)-5dk9v
    /// decl: func convert(_ rect: NSRect, from view: NSView?) -> NSRect
    /// (derived: page not fetched.)
    open func convert(_ rect: NSRect, from view: NSView?) -> NSRect {
        NSRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/convert(_:to:)-5ctk6
    /// decl: func convert(_ rect: NSRect, to view: NSView?) -> NSRect
    /// Stub: as `convert(_:from:)` for points, the window is the view's superview.
    /// (derived: page not fetched.)
    open func convert(_ rect: NSRect, to view: NSView?) -> NSRect {
        NSRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/convert(_:from:)-7b6xv
    /// decl: func convert(_ size: NSSize, from view: NSView?) -> NSSize
    /// (derived: page not fetched.)
    open func convert(_ size: NSSize, from view: NSView?) -> NSSize { size }

    /// https://developer.apple.com/documentation/appkit/nsview/convert(_:to:)-1ev1g
    /// decl: func convert(_ size: NSSize, to view: NSView?) -> NSSize
    /// (derived: page not fetched.)
    open func convert(_ size: NSSize, to view: NSView?) -> NSSize { size }

    /// https://developer.apple.com/documentation/appkit/nsview/centerscanrect(_:)
    /// decl: func centerScanRect(_ rect: NSRect) -> NSRect
    /// (derived: page not fetched.)
    open func centerScanRect(_ rect: NSRect) -> NSRect { rect.integral }

    /// https://developer.apple.com/documentation/appkit/nsview/convertpoint(tobacking:)
    /// decl: func convertPoint(toBacking aPoint: NSPoint) -> NSPoint
    /// Stub: a backing scale of 1.
    /// (derived: page not fetched.)
    open func convertPoint(toBacking aPoint: NSPoint) -> NSPoint { aPoint }

    /// https://developer.apple.com/documentation/appkit/nsview/convertpoint(frombacking:)
    /// decl: func convertPoint(fromBacking aPoint: NSPoint) -> NSPoint
    /// Stub: a backing scale of 1.
    /// (derived: page not fetched.)
    open func convertPoint(fromBacking aPoint: NSPoint) -> NSPoint { aPoint }

    /// https://developer.apple.com/documentation/appkit/nsview/convertsize(tobacking:)
    /// decl: func convertSize(toBacking aSize: NSSize) -> NSSize
    /// Stub: a backing scale of 1.
    /// (derived: page not fetched.)
    open func convertSize(toBacking aSize: NSSize) -> NSSize { aSize }

    /// https://developer.apple.com/documentation/appkit/nsview/convertsize(frombacking:)
    /// decl: func convertSize(fromBacking aSize: NSSize) -> NSSize
    /// Stub: a backing scale of 1.
    /// (derived: page not fetched.)
    open func convertSize(fromBacking aSize: NSSize) -> NSSize { aSize }

    /// https://developer.apple.com/documentation/appkit/nsview/convertrect(tobacking:)
    /// decl: func convertRect(toBacking rect: NSRect) -> NSRect
    /// Stub: a backing scale of 1.
    /// (derived: page not fetched.)
    open func convertRect(toBacking rect: NSRect) -> NSRect { rect }

    /// https://developer.apple.com/documentation/appkit/nsview/convertrect(frombacking:)
    /// decl: func convertRect(fromBacking rect: NSRect) -> NSRect
    /// Stub: a backing scale of 1.
    /// (derived: page not fetched.)
    open func convertRect(fromBacking rect: NSRect) -> NSRect { rect }

    /// https://developer.apple.com/documentation/appkit/nsview/postsframechangednotifications
    /// decl: var postsFrameChangedNotifications: Bool { get set }
    /// (derived: page not fetched.)
    open var postsFrameChangedNotifications = true

    /// https://developer.apple.com/documentation/appkit/nsview/postsboundschangednotifications
    /// decl: var postsBoundsChangedNotifications: Bool { get set }
    /// (derived: page not fetched.)
    open var postsBoundsChangedNotifications = true

    /// https://developer.apple.com/documentation/appkit/nsview/resizesubviews(witholdsize:)
    /// decl: func resizeSubviews(withOldSize oldSize: NSSize)
    /// (derived: page not fetched.)
    open func resizeSubviews(withOldSize oldSize: NSSize) {}

    /// https://developer.apple.com/documentation/appkit/nsview/resize(witholdsuperviewsize:)
    /// decl: func resize(withOldSuperviewSize oldSize: NSSize)
    /// (derived: page not fetched.)
    open func resize(withOldSuperviewSize oldSize: NSSize) {}

    /// https://developer.apple.com/documentation/appkit/nsview/autoresizessubviews
    /// decl: var autoresizesSubviews: Bool { get set }
    /// (derived: page not fetched.)
    open var autoresizesSubviews = true

    /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.property
    /// decl: var autoresizingMask: NSView.AutoresizingMask { get set }
    /// (derived: page not fetched.)
    open var autoresizingMask: NSView.AutoresizingMask = []

    /// https://developer.apple.com/documentation/appkit/nsview/ishiddenorhashiddenancestor
    /// decl: var isHiddenOrHasHiddenAncestor: Bool { get }
    /// (derived: page not fetched.)
    open var isHiddenOrHasHiddenAncestor: Bool { isHidden || (superview?.isHiddenOrHasHiddenAncestor ?? false) }

    /// https://developer.apple.com/documentation/appkit/nsview/focusringtype
    /// decl: var focusRingType: NSFocusRingType { get set }
    /// (derived: page not fetched.)
    open var focusRingType: NSFocusRingType = .default

    /// https://developer.apple.com/documentation/appkit/nsview/focusringmaskbounds
    /// decl: var focusRingMaskBounds: NSRect { get }
    /// (derived: page not fetched.)
    open var focusRingMaskBounds: NSRect { .zero }

    /// https://developer.apple.com/documentation/appkit/nsview/drawfocusringmask()
    /// decl: func drawFocusRingMask()
    /// (derived: page not fetched.)
    open func drawFocusRingMask() {}

    /// https://developer.apple.com/documentation/appkit/nsview/notefocusringmaskchanged()
    /// decl: func noteFocusRingMaskChanged()
    /// (derived: page not fetched.)
    open func noteFocusRingMaskChanged() {}

    /// https://developer.apple.com/documentation/appkit/nsview/allowsvibrancy
    /// decl: var allowsVibrancy: Bool { get }
    /// (derived: page not fetched.)
    open var allowsVibrancy: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/layer
    /// decl: var layer: CALayer? { get set }
    /// (derived: page not fetched.)
    open var layer: CALayer?

    /// https://developer.apple.com/documentation/appkit/nsview/makebackinglayer()
    /// decl: func makeBackingLayer() -> CALayer
    /// (derived: page not fetched.)
    open func makeBackingLayer() -> CALayer { CALayer() }

    /// https://developer.apple.com/documentation/appkit/nsview/wantsupdatelayer
    /// decl: var wantsUpdateLayer: Bool { get }
    /// (derived: page not fetched.)
    open var wantsUpdateLayer: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/candrawsubviewsintolayer
    /// decl: var canDrawSubviewsIntoLayer: Bool { get set }
    /// (derived: page not fetched.)
    open var canDrawSubviewsIntoLayer = false

    /// https://developer.apple.com/documentation/appkit/nsview/layercontentsredrawpolicy-swift.property
    /// decl: var layerContentsRedrawPolicy: NSView.LayerContentsRedrawPolicy { get set }
    /// (derived: page not fetched.)
    open var layerContentsRedrawPolicy: NSView.LayerContentsRedrawPolicy = .onSetNeedsDisplay

    /// https://developer.apple.com/documentation/appkit/nsview/candrawconcurrently
    /// decl: var canDrawConcurrently: Bool { get set }
    /// (derived: page not fetched.)
    open var canDrawConcurrently = false

    /// https://developer.apple.com/documentation/appkit/nsview/clipstobounds
    /// decl: var clipsToBounds: Bool { get set }
    /// (derived: page not fetched.)
    @available(macOS 14.0, *)
    open var clipsToBounds = false

    /// https://developer.apple.com/documentation/appkit/nsview/display()
    /// decl: func display()
    /// (derived: page not fetched.)
    open func display() {}

    /// https://developer.apple.com/documentation/appkit/nsview/display(_:)
    /// decl: func display(_ rect: NSRect)
    /// (derived: page not fetched.)
    open func display(_ rect: NSRect) {}

    /// https://developer.apple.com/documentation/appkit/nsview/displayifneeded()
    /// decl: func displayIfNeeded()
    /// (derived: page not fetched.)
    open func displayIfNeeded() {}

    /// https://developer.apple.com/documentation/appkit/nsview/displayifneeded(in:)
    /// decl: func displayIfNeeded(in rect: NSRect)
    /// (derived: page not fetched.)
    open func displayIfNeeded(in rect: NSRect) {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewwilldraw()
    /// decl: func viewWillDraw()
    /// (derived: page not fetched.)
    open func viewWillDraw() {}

    /// https://developer.apple.com/documentation/appkit/nsview/needstodraw(_:)
    /// decl: func needsToDraw(_ rect: NSRect) -> Bool
    /// (derived: page not fetched.)
    open func needsToDraw(_ rect: NSRect) -> Bool { needsDisplay }

    /// https://developer.apple.com/documentation/appkit/nsview/wantsdefaultclipping
    /// decl: var wantsDefaultClipping: Bool { get }
    /// (derived: page not fetched.)
    open var wantsDefaultClipping: Bool { true }

    /// https://developer.apple.com/documentation/appkit/nsview/inliveresize
    /// decl: var inLiveResize: Bool { get }
    /// (derived: page not fetched.)
    open var inLiveResize: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/preservescontentduringliveresize
    /// decl: var preservesContentDuringLiveResize: Bool { get }
    /// (derived: page not fetched.)
    open var preservesContentDuringLiveResize: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/viewwillstartliveresize()
    /// decl: func viewWillStartLiveResize()
    /// (derived: page not fetched.)
    open func viewWillStartLiveResize() {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewdidendliveresize()
    /// decl: func viewDidEndLiveResize()
    /// (derived: page not fetched.)
    open func viewDidEndLiveResize() {}

    /// https://developer.apple.com/documentation/appkit/nsview/viewdidchangebackingproperties()
    /// decl: func viewDidChangeBackingProperties()
    /// (derived: page not fetched.)
    open func viewDidChangeBackingProperties() {}

    /// https://developer.apple.com/documentation/appkit/nsview/constraints
    /// decl: var constraints: [NSLayoutConstraint] { get }
    /// (derived: page not fetched.)
    open private(set) var constraints: [NSLayoutConstraint] = []

    /// https://developer.apple.com/documentation/appkit/nsview/addconstraint(_:)
    /// decl: func addConstraint(_ constraint: NSLayoutConstraint)
    /// (derived: page not fetched.)
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }

    /// https://developer.apple.com/documentation/appkit/nsview/addconstraints(_:)
    /// decl: func addConstraints(_ constraints: [NSLayoutConstraint])
    /// (derived: page not fetched.)
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }

    /// https://developer.apple.com/documentation/appkit/nsview/removeconstraint(_:)
    /// decl: func removeConstraint(_ constraint: NSLayoutConstraint)
    /// (derived: page not fetched.)
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }

    /// https://developer.apple.com/documentation/appkit/nsview/removeconstraints(_:)
    /// decl: func removeConstraints(_ constraints: [NSLayoutConstraint])
    /// (derived: page not fetched.)
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints.removeAll { constraint in constraints.contains { $0 === constraint } } }

    /// https://developer.apple.com/documentation/appkit/nsview/bottomanchor
    /// decl: var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// (derived: page not fetched.)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/centerxanchor
    /// decl: var centerXAnchor: NSLayoutXAxisAnchor { get }
    /// (derived: page not fetched.)
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/centeryanchor
    /// decl: var centerYAnchor: NSLayoutYAxisAnchor { get }
    /// (derived: page not fetched.)
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/firstbaselineanchor
    /// decl: var firstBaselineAnchor: NSLayoutYAxisAnchor { get }
    /// (derived: page not fetched.)
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/heightanchor
    /// decl: var heightAnchor: NSLayoutDimension { get }
    /// (derived: page not fetched.)
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }

    /// https://developer.apple.com/documentation/appkit/nsview/lastbaselineanchor
    /// decl: var lastBaselineAnchor: NSLayoutYAxisAnchor { get }
    /// (derived: page not fetched.)
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/leadinganchor
    /// decl: var leadingAnchor: NSLayoutXAxisAnchor { get }
    /// (derived: page not fetched.)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/leftanchor
    /// decl: var leftAnchor: NSLayoutXAxisAnchor { get }
    /// (derived: page not fetched.)
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/rightanchor
    /// decl: var rightAnchor: NSLayoutXAxisAnchor { get }
    /// (derived: page not fetched.)
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/topanchor
    /// decl: var topAnchor: NSLayoutYAxisAnchor { get }
    /// (derived: page not fetched.)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/trailinganchor
    /// decl: var trailingAnchor: NSLayoutXAxisAnchor { get }
    /// (derived: page not fetched.)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

    /// https://developer.apple.com/documentation/appkit/nsview/widthanchor
    /// decl: var widthAnchor: NSLayoutDimension { get }
    /// (derived: page not fetched.)
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }

    /// https://developer.apple.com/documentation/appkit/nsview/translatesautoresizingmaskintoconstraints
    /// decl: var translatesAutoresizingMaskIntoConstraints: Bool { get set }
    /// (derived: page not fetched.)
    open var translatesAutoresizingMaskIntoConstraints = true

    /// https://developer.apple.com/documentation/appkit/nsview/needsupdateconstraints
    /// decl: var needsUpdateConstraints: Bool { get set }
    /// (derived: page not fetched.)
    open var needsUpdateConstraints = false

    /// https://developer.apple.com/documentation/appkit/nsview/updateconstraintsforsubtreeifneeded()
    /// decl: func updateConstraintsForSubtreeIfNeeded()
    /// (derived: page not fetched.)
    open func updateConstraintsForSubtreeIfNeeded() {}

    /// https://developer.apple.com/documentation/appkit/nsview/layoutsubtreeifneeded()
    /// decl: func layoutSubtreeIfNeeded()
    /// (derived: page not fetched.)
    open func layoutSubtreeIfNeeded() { layout() }

    /// https://developer.apple.com/documentation/appkit/nsview/contenthuggingpriority(for:)
    /// decl: func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority
    /// (derived: page not fetched.)
    open func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority { .defaultLow }

    /// https://developer.apple.com/documentation/appkit/nsview/setcontenthuggingpriority(_:for:)
    /// decl: func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation)
    /// (derived: page not fetched.)
    open func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {}

    /// https://developer.apple.com/documentation/appkit/nsview/contentcompressionresistancepriority(for:)
    /// decl: func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority
    /// (derived: page not fetched.)
    open func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority { .defaultHigh }

    /// https://developer.apple.com/documentation/appkit/nsview/setcontentcompressionresistancepriority(_:for:)
    /// decl: func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation)
    /// (derived: page not fetched.)
    open func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {}

    /// https://developer.apple.com/documentation/appkit/nsview/alignmentrectinsets
    /// decl: var alignmentRectInsets: NSEdgeInsets { get }
    /// (derived: page not fetched.)
    open var alignmentRectInsets: NSEdgeInsets { NSEdgeInsets() }

    /// https://developer.apple.com/documentation/appkit/nsview/alignmentrect(forframe:)
    /// decl: func alignmentRect(forFrame frame: NSRect) -> NSRect
    /// (derived: page not fetched.)
    open func alignmentRect(forFrame frame: NSRect) -> NSRect { frame }

    /// https://developer.apple.com/documentation/appkit/nsview/frame(foralignmentrect:)
    /// decl: func frame(forAlignmentRect alignmentRect: NSRect) -> NSRect
    /// (derived: page not fetched.)
    open func frame(forAlignmentRect alignmentRect: NSRect) -> NSRect { alignmentRect }

    /// https://developer.apple.com/documentation/appkit/nsview/baselineoffsetfrombottom
    /// decl: var baselineOffsetFromBottom: CGFloat { get }
    /// (derived: page not fetched.)
    open var baselineOffsetFromBottom: CGFloat { 0 }

    /// https://developer.apple.com/documentation/appkit/nsview/firstbaselineoffsetfromtop
    /// decl: var firstBaselineOffsetFromTop: CGFloat { get }
    /// (derived: page not fetched.)
    open var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// https://developer.apple.com/documentation/appkit/nsview/lastbaselineoffsetfrombottom
    /// decl: var lastBaselineOffsetFromBottom: CGFloat { get }
    /// (derived: page not fetched.)
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// https://developer.apple.com/documentation/appkit/nsview/layoutguides
    /// decl: var layoutGuides: [NSLayoutGuide] { get }
    /// (derived: page not fetched.)
    open private(set) var layoutGuides: [NSLayoutGuide] = []

    /// https://developer.apple.com/documentation/appkit/nsview/addlayoutguide(_:)
    /// decl: func addLayoutGuide(_ guide: NSLayoutGuide)
    /// (derived: page not fetched.)
    open func addLayoutGuide(_ guide: NSLayoutGuide) { layoutGuides.append(guide) }

    /// https://developer.apple.com/documentation/appkit/nsview/removelayoutguide(_:)
    /// decl: func removeLayoutGuide(_ guide: NSLayoutGuide)
    /// (derived: page not fetched.)
    open func removeLayoutGuide(_ guide: NSLayoutGuide) { layoutGuides.removeAll { $0 === guide } }

    /// https://developer.apple.com/documentation/appkit/nsview/safeareainsets
    /// decl: var safeAreaInsets: NSEdgeInsets { get }
    /// (derived: page not fetched.)
    open var safeAreaInsets: NSEdgeInsets { NSEdgeInsets() }

    /// https://developer.apple.com/documentation/appkit/nsview/additionalsafeareainsets
    /// decl: var additionalSafeAreaInsets: NSEdgeInsets { get set }
    /// (derived: page not fetched.)
    open var additionalSafeAreaInsets = NSEdgeInsets()

    /// https://developer.apple.com/documentation/appkit/nsview/safearealayoutguide
    /// decl: var safeAreaLayoutGuide: NSLayoutGuide { get }
    /// (derived: page not fetched.)
    open var safeAreaLayoutGuide: NSLayoutGuide { stubSafeAreaLayoutGuide }

    /// https://developer.apple.com/documentation/appkit/nsview/safearearect
    /// decl: var safeAreaRect: NSRect { get }
    /// (derived: page not fetched.)
    open var safeAreaRect: NSRect { bounds }

    /// https://developer.apple.com/documentation/appkit/nsview/layoutmarginsguide
    /// decl: var layoutMarginsGuide: NSLayoutGuide { get }
    /// (derived: page not fetched.)
    open var layoutMarginsGuide: NSLayoutGuide { stubLayoutMarginsGuide }

    /// https://developer.apple.com/documentation/appkit/nsview/userinterfacelayoutdirection
    /// decl: var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection { get set }
    /// (derived: page not fetched.)
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight

    /// https://developer.apple.com/documentation/appkit/nsview/hasambiguouslayout
    /// decl: var hasAmbiguousLayout: Bool { get }
    /// (derived: page not fetched.)
    open var hasAmbiguousLayout: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/exerciseambiguityinlayout()
    /// decl: func exerciseAmbiguityInLayout()
    /// (derived: page not fetched.)
    open func exerciseAmbiguityInLayout() {}

    /// https://developer.apple.com/documentation/appkit/nsview/constraintsaffectinglayout(for:)
    /// decl: func constraintsAffectingLayout(for orientation: NSLayoutConstraint.Orientation) -> [NSLayoutConstraint]
    /// (derived: page not fetched.)
    open func constraintsAffectingLayout(for orientation: NSLayoutConstraint.Orientation) -> [NSLayoutConstraint] { constraints }

    /// https://developer.apple.com/documentation/appkit/nsview/requiresconstraintbasedlayout
    /// decl: class var requiresConstraintBasedLayout: Bool { get }
    /// (derived: page not fetched.)
    open class var requiresConstraintBasedLayout: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/prepareforreuse()
    /// decl: func prepareForReuse()
    /// (derived: page not fetched.)
    @available(macOS 14.0, *)
    open func prepareForReuse() {}

    /// https://developer.apple.com/documentation/appkit/nsview/acceptsfirstmouse(for:)
    /// decl: func acceptsFirstMouse(for event: NSEvent?) -> Bool
    /// (derived: page not fetched.)
    open func acceptsFirstMouse(for event: NSEvent?) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/ismousepoint(_:in:)
    /// decl: func isMousePoint(_ point: NSPoint, in rect: NSRect) -> Bool
    /// (derived: page not fetched.)
    open func isMousePoint(_ point: NSPoint, in rect: NSRect) -> Bool { rect.contains(point) }

    /// https://developer.apple.com/documentation/appkit/nsview/mousedowncanmovewindow
    /// decl: var mouseDownCanMoveWindow: Bool { get }
    /// (derived: page not fetched.)
    open var mouseDownCanMoveWindow: Bool { !isOpaque }

    /// https://developer.apple.com/documentation/appkit/nsview/performmnemonic(_:)
    /// decl: func performMnemonic(_ string: String) -> Bool
    /// (derived: page not fetched.)
    open func performMnemonic(_ string: String) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/nextkeyview
    /// decl: var nextKeyView: NSView? { get set }
    /// (derived: page not fetched.)
    open weak var nextKeyView: NSView?

    /// https://developer.apple.com/documentation/appkit/nsview/previouskeyview
    /// decl: var previousKeyView: NSView? { get }
    /// (derived: page not fetched.)
    open var previousKeyView: NSView? { nil }

    /// https://developer.apple.com/documentation/appkit/nsview/nextvalidkeyview
    /// decl: var nextValidKeyView: NSView? { get }
    /// (derived: page not fetched.)
    open var nextValidKeyView: NSView? { nextKeyView }

    /// https://developer.apple.com/documentation/appkit/nsview/previousvalidkeyview
    /// decl: var previousValidKeyView: NSView? { get }
    /// (derived: page not fetched.)
    open var previousValidKeyView: NSView? { nil }

    /// https://developer.apple.com/documentation/appkit/nsview/canbecomekeyview
    /// decl: var canBecomeKeyView: Bool { get }
    /// (derived: page not fetched.)
    open var canBecomeKeyView: Bool { acceptsFirstResponder && !isHiddenOrHasHiddenAncestor }

    /// https://developer.apple.com/documentation/appkit/nsview/needspaneltobecomekey
    /// decl: var needsPanelToBecomeKey: Bool { get }
    /// (derived: page not fetched.)
    open var needsPanelToBecomeKey: Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/updatetrackingareas()
    /// decl: func updateTrackingAreas()
    /// (derived: page not fetched.)
    open func updateTrackingAreas() {}

    /// https://developer.apple.com/documentation/appkit/nsview/discardcursorrects()
    /// decl: func discardCursorRects()
    /// (derived: page not fetched.)
    open func discardCursorRects() {}

    /// https://developer.apple.com/documentation/appkit/nsview/removealltooltips()
    /// decl: func removeAllToolTips()
    /// (derived: page not fetched.)
    open func removeAllToolTips() {}

    /// https://developer.apple.com/documentation/appkit/nsview/menu(for:)
    /// decl: func menu(for event: NSEvent) -> NSMenu?
    /// (derived: page not fetched.)
    open func menu(for event: NSEvent) -> NSMenu? { menu }

    /// https://developer.apple.com/documentation/appkit/nsview/defaultmenu
    /// decl: class var defaultMenu: NSMenu? { get }
    /// (derived: page not fetched.)
    open class var defaultMenu: NSMenu? { nil }

    /// https://developer.apple.com/documentation/appkit/nsview/willopenmenu(_:with:)
    /// decl: func willOpenMenu(_ menu: NSMenu, with event: NSEvent)
    /// (derived: page not fetched.)
    open func willOpenMenu(_ menu: NSMenu, with event: NSEvent) {}

    /// https://developer.apple.com/documentation/appkit/nsview/didclosemenu(_:with:)
    /// decl: func didCloseMenu(_ menu: NSMenu, with event: NSEvent?)
    /// (derived: page not fetched.)
    open func didCloseMenu(_ menu: NSMenu, with event: NSEvent?) {}

    /// https://developer.apple.com/documentation/appkit/nsview/scroll(_:)
    /// decl: func scroll(_ point: NSPoint)
    /// (derived: page not fetched.)
    open func scroll(_ point: NSPoint) {}

    /// https://developer.apple.com/documentation/appkit/nsview/autoscroll(with:)
    /// decl: func autoscroll(with event: NSEvent) -> Bool
    /// (derived: page not fetched.)
    open func autoscroll(with event: NSEvent) -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsview/adjustscroll(_:)
    /// decl: func adjustScroll(_ newVisible: NSRect) -> NSRect
    /// (derived: page not fetched.)
    open func adjustScroll(_ newVisible: NSRect) -> NSRect { newVisible }

    /// https://developer.apple.com/documentation/appkit/nsview/preparecontent(in:)
    /// decl: func prepareContent(in rect: NSRect)
    /// (derived: page not fetched.)
    open func prepareContent(in rect: NSRect) { preparedContentRect = rect }

    /// https://developer.apple.com/documentation/appkit/nsview/preparedcontentrect
    /// decl: var preparedContentRect: NSRect { get set }
    /// (derived: page not fetched.)
    open var preparedContentRect: NSRect = .zero

    /// https://developer.apple.com/documentation/appkit/nsview/unregisterdraggedtypes()
    /// decl: func unregisterDraggedTypes()
    /// (derived: page not fetched.)
    open func unregisterDraggedTypes() {}

    /// https://developer.apple.com/documentation/appkit/nsview/wantsrestingtouches
    /// decl: var wantsRestingTouches: Bool { get set }
    /// (derived: page not fetched.)
    open var wantsRestingTouches = false

    /// https://developer.apple.com/documentation/appkit/nsview/gesturerecognizers
    /// decl: var gestureRecognizers: [NSGestureRecognizer] { get set }
    /// (derived: page not fetched.)
    open var gestureRecognizers: [NSGestureRecognizer] = []

    /// https://developer.apple.com/documentation/appkit/nsview/addgesturerecognizer(_:)
    /// decl: func addGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer)
    /// (derived: page not fetched.)
    open func addGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer) { gestureRecognizers.append(gestureRecognizer) }

    /// https://developer.apple.com/documentation/appkit/nsview/removegesturerecognizer(_:)
    /// decl: func removeGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer)
    /// (derived: page not fetched.)
    open func removeGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer) { gestureRecognizers.removeAll { $0 === gestureRecognizer } }

    /// https://developer.apple.com/documentation/appkit/nsview/print(_:)
    /// decl: func print(_ sender: Any?)
    /// (derived: page not fetched.)
    open func print(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsview/preferscompactcontrolsizemetrics
    /// decl: var prefersCompactControlSizeMetrics: Bool { get set }
    /// sdk: new in the macOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    /// (derived: page not fetched.)
    @available(macOS 26.0, *)
    open var prefersCompactControlSizeMetrics = false

    private lazy var stubSafeAreaLayoutGuide = NSLayoutGuide()
    private lazy var stubLayoutMarginsGuide = NSLayoutGuide()

    /// https://developer.apple.com/documentation/appkit/nsview/resetcursorrects()
    /// decl: func resetCursorRects()
    /// Stub: the default does nothing, as the page says.
    open func resetCursorRects() {}

    /// https://developer.apple.com/documentation/appkit/nsview/addcursorrect(_:cursor:)
    /// decl: func addCursorRect(_ rect: NSRect, cursor object: NSCursor)
    /// Stub: records the rectangle and cursor.
    open func addCursorRect(_ rect: NSRect, cursor object: NSCursor) { cursorRects.append((rect, object)) }

    /// https://developer.apple.com/documentation/appkit/nsview/scrolltovisible(_:)
    /// decl: func scrollToVisible(_ rect: NSRect) -> Bool
    /// Stub: records the rectangle; nothing scrolls.
    @discardableResult open func scrollToVisible(_ rect: NSRect) -> Bool {
        scrolledToVisible.append(rect)
        return false
    }

    /// Not an Apple declaration: the rectangles asked to be made visible, for tests.
    @_spi(Testing) public var scrolledToVisible: [NSRect] = []

    /// Not an Apple declaration: the cursor rectangles added, for tests.
    @_spi(Testing) public var cursorRects: [(rect: NSRect, cursor: NSCursor)] = []
}
