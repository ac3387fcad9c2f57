/// https://developer.apple.com/documentation/appkit/nsresponder
/// decl: @MainActor class NSResponder
@MainActor open class NSResponder: _NSViewAccessibilityHost {
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

    /// https://developer.apple.com/documentation/appkit/nsresponder/mouseup(with:)
    /// decl: func mouseUp(with event: NSEvent)
    /// (derived: the page's shape from its neighbour mouseDown(with:).)
    open func mouseUp(with event: NSEvent) {}
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
    open func performKeyEquivalent(with event: NSEvent) -> Bool { false }

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
    open var superview: NSView? { nil }

    /// https://developer.apple.com/documentation/appkit/nsview/subviews
    /// decl: var subviews: [NSView] { get set }
    open var subviews: [NSView] = []

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
