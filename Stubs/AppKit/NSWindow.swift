/// https://developer.apple.com/documentation/appkit/nswindow
/// decl: @MainActor class NSWindow
/// Stub: holds the first responder a test gives it.
@MainActor open class NSWindow: NSResponder {
    /// Not an Apple declaration: the stub's initializer.
    @_spi(Testing) public override init() { super.init() }

    /// https://developer.apple.com/documentation/appkit/nswindow/init(coder:)
    /// decl: init?(coder: NSCoder)
    /// Stub: decodes nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/appkit/nswindow/firstresponder
    /// decl: weak var firstResponder: NSResponder? { get }
    open var firstResponder: NSResponder? { stubFirstResponder }

    /// Not an Apple declaration: the responder `firstResponder` reports, for tests.
    @_spi(Testing) public weak var stubFirstResponder: NSResponder?

    /// https://developer.apple.com/documentation/appkit/nswindow/invalidatecursorrects(for:)
    /// decl: func invalidateCursorRects(for view: NSView)
    /// Stub: records the view's identity (not the view: a view holds its window, so holding the
    /// view would make a cycle that leaks both).
    open func invalidateCursorRects(for view: NSView) { invalidatedCursorRects.append(ObjectIdentifier(view)) }

    /// Not an Apple declaration: the views whose cursor rectangles were invalidated, for tests.
    @_spi(Testing) public var invalidatedCursorRects: [ObjectIdentifier] = []
}

/// https://developer.apple.com/documentation/appkit/nsapplication
/// decl: @MainActor class NSApplication
@MainActor open class NSApplication: NSResponder {
    /// Not an Apple declaration: the stub's initializer.
    @_spi(Testing) public override init() { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsapplication/init(coder:)
    /// decl: init?(coder: NSCoder)
    /// Stub: decodes nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/appkit/nsapplication/mainwindow
    /// decl: var mainWindow: NSWindow? { get }
    open var mainWindow: NSWindow? { stubMainWindow }

    /// Not an Apple declaration: the window `mainWindow` reports, for tests.
    @_spi(Testing) public var stubMainWindow: NSWindow?
}

/// https://developer.apple.com/documentation/appkit/nsapp
/// decl: @MainActor var NSApp: NSApplication!
@MainActor public var NSApp: NSApplication! = NSApplication()

extension NSWindow {
    /// https://developer.apple.com/documentation/appkit/nswindow/orderingmode
    /// decl: enum NSWindow.OrderingMode
    public enum OrderingMode: Int, Sendable {
        /// https://developer.apple.com/documentation/appkit/nswindow/orderingmode/below
        /// decl: case below
        case below = -1
        /// https://developer.apple.com/documentation/appkit/nswindow/orderingmode/out
        /// decl: case out
        case out = 0
        /// https://developer.apple.com/documentation/appkit/nswindow/orderingmode/above
        /// decl: case above
        case above = 1
    }
}
