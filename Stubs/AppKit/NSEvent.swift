// Stub of Apple's AppKit for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md.
import Foundation

/// https://developer.apple.com/documentation/appkit/nsevent
/// decl: class NSEvent
/// Stub: holds what tests give it.
open class NSEvent: NSObject {
    /// Not an Apple declaration: an event with what the glue reads, for tests.
    @_spi(Testing) public init(locationInWindow: NSPoint = .zero, modifierFlags: ModifierFlags = [], charactersIgnoringModifiers: String? = nil,
                               clickCount: Int = 1, scrollingDeltaX: CGFloat = 0, scrollingDeltaY: CGFloat = 0) {
        self.locationInWindow = locationInWindow
        self.scrollingDeltaX = scrollingDeltaX
        self.scrollingDeltaY = scrollingDeltaY
        self.clickCount = clickCount
        self.modifierFlags = modifierFlags
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsevent/locationinwindow
    /// decl: var locationInWindow: NSPoint { get }
    /// (derived: page not fetched; named on the NSEvent page's topics.)
    public let locationInWindow: NSPoint

    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.property
    /// decl: var modifierFlags: NSEvent.ModifierFlags { get }
    /// (derived: page not fetched; named on the NSEvent page's topics.)
    public let modifierFlags: ModifierFlags

    /// https://developer.apple.com/documentation/appkit/nsevent/scrollingdeltax
    /// decl: var scrollingDeltaX: CGFloat { get }
    public let scrollingDeltaX: CGFloat

    /// https://developer.apple.com/documentation/appkit/nsevent/scrollingdeltay
    /// decl: var scrollingDeltaY: CGFloat { get }
    public let scrollingDeltaY: CGFloat

    /// https://developer.apple.com/documentation/appkit/nsevent/clickcount
    /// decl: var clickCount: Int { get }
    public let clickCount: Int

    /// https://developer.apple.com/documentation/appkit/nsevent/charactersignoringmodifiers
    /// decl: var charactersIgnoringModifiers: String? { get }
    public let charactersIgnoringModifiers: String?

    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct
    /// decl: struct ModifierFlags
    /// (derived: page not fetched; named on the NSEvent page's topics.)
    public struct ModifierFlags: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: UInt)
        /// (derived: OptionSet's requirement.)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/rawvalue
        /// decl: let rawValue: UInt
        /// (derived: OptionSet's requirement.)
        public let rawValue: UInt

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/command
        /// decl: static var command: NSEvent.ModifierFlags { get }
        /// (derived: page not fetched.)
        public static var command: NSEvent.ModifierFlags { NSEvent.ModifierFlags(rawValue: 1 << 20) }

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/control
        /// decl: static var control: NSEvent.ModifierFlags { get }
        public static var control: NSEvent.ModifierFlags { NSEvent.ModifierFlags(rawValue: 1 << 18) }
    }
}

extension NSEvent {
    /// https://developer.apple.com/documentation/appkit/nsevent/gestureaxis
    /// decl: enum NSEvent.GestureAxis
    public enum GestureAxis: Int, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsevent/gestureaxis/none
        /// decl: case none
        case none = 0
        /// https://developer.apple.com/documentation/appkit/nsevent/gestureaxis/horizontal
        /// decl: case horizontal
        case horizontal = 1
        /// https://developer.apple.com/documentation/appkit/nsevent/gestureaxis/vertical
        /// decl: case vertical
        case vertical = 2
    }
}
