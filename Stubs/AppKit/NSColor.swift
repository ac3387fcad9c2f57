/// https://developer.apple.com/documentation/appkit/nscolor
/// decl: class NSColor
/// Stub: a color is its sRGB components.
open class NSColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
    /// decl: init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/cgcolor
    /// decl: var cgColor: CGColor { get }
    public let cgColor: CGColor

    /// https://developer.apple.com/documentation/appkit/nscolor/withalphacomponent(_:)
    /// decl: func withAlphaComponent(_ alpha: CGFloat) -> NSColor
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        let components = cgColor.components ?? [0, 0, 0, 1]
        return NSColor(srgbRed: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/labelcolor
    /// decl: class var labelColor: NSColor { get }
    /// Stub: one object, its light appearance's value, so tests can tell it apart.
    open class var labelColor: NSColor { _labelColor }
    private static let _labelColor = NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)

    /// https://developer.apple.com/documentation/appkit/nscolor/secondarylabelcolor
    /// decl: class var secondaryLabelColor: NSColor { get }
    /// Stub: one object, its light appearance's value, so tests can tell it apart.
    open class var secondaryLabelColor: NSColor { _secondaryLabelColor }
    private static let _secondaryLabelColor = NSColor(srgbRed: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)

    /// https://developer.apple.com/documentation/appkit/nscolor/linkcolor
    /// decl: class var linkColor: NSColor { get }
    /// Stub: one object, its light appearance's value, so tests can tell it apart.
    open class var linkColor: NSColor { _linkColor }
    private static let _linkColor = NSColor(srgbRed: 0, green: 0.41, blue: 0.85, alpha: 1)

    /// https://developer.apple.com/documentation/appkit/nscolor/separatorcolor
    /// decl: class var separatorColor: NSColor { get }
    /// Stub: one object, its light appearance's value, so tests can tell it apart.
    open class var separatorColor: NSColor { _separatorColor }
    private static let _separatorColor = NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 0.1)

    /// https://developer.apple.com/documentation/appkit/nscolor/textbackgroundcolor
    /// decl: class var textBackgroundColor: NSColor { get }
    /// Stub: one object, its light appearance's value, so tests can tell it apart.
    open class var textBackgroundColor: NSColor { _textBackgroundColor }
    private static let _textBackgroundColor = NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)

    /// https://developer.apple.com/documentation/appkit/nscolor/controlbackgroundcolor
    /// decl: class var controlBackgroundColor: NSColor { get }
    /// Stub: one object, its light appearance's value, so tests can tell it apart.
    open class var controlBackgroundColor: NSColor { _controlBackgroundColor }
    private static let _controlBackgroundColor = NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)

    /// https://developer.apple.com/documentation/appkit/nscolor/controlaccentcolor
    /// decl: class var controlAccentColor: NSColor { get }
    /// Stub: one object, its light appearance's value, so tests can tell it apart.
    open class var controlAccentColor: NSColor { _controlAccentColor }
    private static let _controlAccentColor = NSColor(srgbRed: 0, green: 0.48, blue: 1, alpha: 1)

    /// https://developer.apple.com/documentation/appkit/nscolor/selectedtextbackgroundcolor
    /// decl: class var selectedTextBackgroundColor: NSColor { get }
    /// Stub: a light blue.
    open class var selectedTextBackgroundColor: NSColor { NSColor(srgbRed: 0.7, green: 0.84, blue: 1, alpha: 1) }
}

/// https://developer.apple.com/documentation/appkit/nsappearance
/// decl: class NSAppearance
/// Stub: an appearance is its name.
open class NSAppearance: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsappearance/init(named:)
    /// decl: init?(named name: NSAppearance.Name)
    /// Stub: `nil` for the high-contrast names (the two vibrant ones are not stubbed), as
    /// NSAppearance.h says ("Passing any of them to appearanceNamed: will return NULL"; they are
    /// for `bestMatch(from:)` only).
    public init?(named name: NSAppearance.Name) {
        guard name != .accessibilityHighContrastAqua, name != .accessibilityHighContrastDarkAqua else { return nil }
        self.name = name
        super.init()
    }

    /// Not an Apple declaration: an appearance whose best match is `name`, high-contrast ones
    /// included, as a view's effective appearance is with Increase Contrast on; for tests.
    @_spi(Testing) public init(matching name: NSAppearance.Name) {
        self.name = name
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property
    /// decl: var name: NSAppearance.Name { get }
    public let name: NSAppearance.Name

    /// https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:)
    /// decl: func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?
    /// Stub: its own name when listed, else the first.
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        appearances.contains(name) ? name : appearances.first
    }

    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct
    /// decl: struct Name
    public struct Name: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua
        /// decl: static let aqua: NSAppearance.Name
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua
        /// decl: static let darkAqua: NSAppearance.Name
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua
        /// decl: static let accessibilityHighContrastAqua: NSAppearance.Name
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityHighContrastAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua
        /// decl: static let accessibilityHighContrastDarkAqua: NSAppearance.Name
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }
}

/// https://developer.apple.com/documentation/appkit/nsimage
/// decl: class NSImage
/// Stub: an image is its size; drawing records where it was drawn, for tests.
open class NSImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsimage/init(size:)
    /// decl: init(size: NSSize)
    public init(size: NSSize) {
        self.size = size
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsimage/init(data:)
    /// decl: init?(data: Data)
    /// Stub: reads no image format: no bytes are no image, any others a 1 × 1 image.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(size: NSSize(width: 1, height: 1))
    }

    /// https://developer.apple.com/documentation/appkit/nsimage/size
    /// decl: var size: NSSize { get set }
    open var size: NSSize

    /// https://developer.apple.com/documentation/appkit/nsimage/draw(in:)
    /// decl: func draw(in rect: NSRect)
    open func draw(in rect: NSRect) { drawnRects.append(rect) }

    /// Not an Apple declaration: where the image was drawn, for tests.
    @_spi(Testing) public private(set) var drawnRects: [NSRect] = []
}

/// https://developer.apple.com/documentation/appkit/nsgraphicscontext
/// decl: class NSGraphicsContext
/// Stub: a context is the Core Graphics context it was made with; the current one is kept on a
/// stack (drawing happens on the main thread), empty while no view draws.
open class NSGraphicsContext: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsgraphicscontext/init(cgcontext:flipped:)-9cbad
    /// decl: init(cgContext graphicsPort: CGContext, flipped initialFlippedState: Bool)
    /// (derived: the class factory `graphicsContextWithCGContext:flipped:` of NSGraphicsContext.h
    /// as Swift imports it; the page's sibling, init(CGContext:flipped:)-4txqw, prints the
    /// spelling Swift marks unavailable.)
    public init(cgContext graphicsPort: CGContext, flipped initialFlippedState: Bool) {
        cgContext = graphicsPort
        isFlipped = initialFlippedState
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsgraphicscontext/current
    /// decl: class var current: NSGraphicsContext? { get set }
    /// Stub: the top of the stack, which setting replaces.
    open class var current: NSGraphicsContext? {
        get { graphicsContexts.last ?? nil }
        set {
            if graphicsContexts.isEmpty { graphicsContexts.append(newValue) } else { graphicsContexts[graphicsContexts.count - 1] = newValue }
        }
    }

    /// https://developer.apple.com/documentation/appkit/nsgraphicscontext/savegraphicsstate()-swift.type.method
    /// decl: class func saveGraphicsState()
    /// Stub: pushes the current context, so that setting ``current`` lasts until the restore.
    open class func saveGraphicsState() { graphicsContexts.append(current) }

    /// https://developer.apple.com/documentation/appkit/nsgraphicscontext/restoregraphicsstate()-swift.type.method
    /// decl: class func restoreGraphicsState()
    open class func restoreGraphicsState() { _ = graphicsContexts.popLast() }

    /// https://developer.apple.com/documentation/appkit/nsgraphicscontext/cgcontext
    /// decl: var cgContext: CGContext { get }
    public let cgContext: CGContext

    /// https://developer.apple.com/documentation/appkit/nsgraphicscontext/isflipped
    /// decl: var isFlipped: Bool { get }
    public let isFlipped: Bool
}

/// The stub's stack of current graphics contexts; drawing happens on the main thread.
nonisolated(unsafe) private var graphicsContexts: [NSGraphicsContext?] = []
