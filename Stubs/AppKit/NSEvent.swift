// Stub of Apple's AppKit for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md.
import Foundation

/// https://developer.apple.com/documentation/appkit/nsevent
/// decl: class NSEvent
/// Stub: holds what tests give it.
open class NSEvent: NSObject {
    /// Not an Apple declaration: an event with what the glue reads, for tests.
    @_spi(Testing) public init(locationInWindow: NSPoint = .zero, modifierFlags: ModifierFlags = [], charactersIgnoringModifiers: String? = nil,
                               clickCount: Int = 1, scrollingDeltaX: CGFloat = 0, scrollingDeltaY: CGFloat = 0,
                               hasPreciseScrollingDeltas: Bool = true, phase: Phase = [], momentumPhase: Phase = [],
                               specialKey: SpecialKey? = nil) {
        self.locationInWindow = locationInWindow
        self.momentumPhase = momentumPhase
        self.specialKey = specialKey
        self.hasPreciseScrollingDeltas = hasPreciseScrollingDeltas
        self.phase = phase
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

    /// https://developer.apple.com/documentation/appkit/nsevent/hasprecisescrollingdeltas
    /// decl: var hasPreciseScrollingDeltas: Bool { get }
    /// (derived: page not fetched; macOS 10.7.)
    public let hasPreciseScrollingDeltas: Bool

    /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.property
    /// decl: var phase: NSEvent.Phase { get }
    /// (derived: page not fetched; macOS 10.7.)
    public let phase: Phase

    /// https://developer.apple.com/documentation/appkit/nsevent/momentumphase
    /// decl: var momentumPhase: NSEvent.Phase { get }
    /// (macOS 10.7. Empty for a gesture's own events and a wheel's; a flick's momentum, after the
    /// fingers lift, has an empty `phase` and this one.)
    public let momentumPhase: Phase

    /// https://developer.apple.com/documentation/appkit/nsevent/clickcount
    /// decl: var clickCount: Int { get }
    public let clickCount: Int

    /// https://developer.apple.com/documentation/appkit/nsevent/charactersignoringmodifiers
    /// decl: var charactersIgnoringModifiers: String? { get }
    public let charactersIgnoringModifiers: String?

    /// https://developer.apple.com/documentation/appkit/nsevent/specialkey-swift.property
    /// decl: var specialKey: NSEvent.SpecialKey? { get }
    public let specialKey: SpecialKey?

    /// https://developer.apple.com/documentation/appkit/nsevent/specialkey-swift.struct
    /// decl: struct SpecialKey
    /// (Its values are the function keys' characters, 0xF700-0xF8FF, as the page says.)
    public struct SpecialKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsevent/specialkey-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: Int)
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/appkit/nsevent/specialkey-swift.struct/rawvalue
        /// decl: let rawValue: Int
        public let rawValue: Int

        /// https://developer.apple.com/documentation/appkit/nsevent/specialkey-swift.struct/leftarrow
        /// decl: static let leftArrow: NSEvent.SpecialKey
        public static let leftArrow = SpecialKey(rawValue: 0xF702)

        /// https://developer.apple.com/documentation/appkit/nsevent/specialkey-swift.struct/rightarrow
        /// decl: static let rightArrow: NSEvent.SpecialKey
        public static let rightArrow = SpecialKey(rawValue: 0xF703)
    }

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

        // The values below are NSEvent.h's `NSEventModifierFlags` (1 << 16 to 1 << 23, the mask
        // 0xffff0000), which the Swift names import.

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/capslock
        /// decl: static var capsLock: NSEvent.ModifierFlags { get }
        public static var capsLock: NSEvent.ModifierFlags { NSEvent.ModifierFlags(rawValue: 1 << 16) }

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/shift
        /// decl: static var shift: NSEvent.ModifierFlags { get }
        public static var shift: NSEvent.ModifierFlags { NSEvent.ModifierFlags(rawValue: 1 << 17) }

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/option
        /// decl: static var option: NSEvent.ModifierFlags { get }
        public static var option: NSEvent.ModifierFlags { NSEvent.ModifierFlags(rawValue: 1 << 19) }

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/numericpad
        /// decl: static var numericPad: NSEvent.ModifierFlags { get }
        /// (set for a key on the numeric keypad, and for the arrow keys.)
        public static var numericPad: NSEvent.ModifierFlags { NSEvent.ModifierFlags(rawValue: 1 << 21) }

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/function
        /// decl: static var function: NSEvent.ModifierFlags { get }
        /// (set for a function key: the arrows, Home, End, Page Up and Down, F1 to F35.)
        public static var function: NSEvent.ModifierFlags { NSEvent.ModifierFlags(rawValue: 1 << 23) }

        /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/deviceindependentflagsmask
        /// decl: static var deviceIndependentFlagsMask: NSEvent.ModifierFlags { get }
        public static var deviceIndependentFlagsMask: NSEvent.ModifierFlags { NSEvent.ModifierFlags(rawValue: 0xffff_0000) }
    }

    /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct
    /// decl: struct Phase
    /// (derived: page not fetched; `NSEventPhase` in NSEvent.h, an `NS_OPTIONS`.)
    public struct Phase: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: UInt)
        /// (derived: OptionSet's requirement.)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/rawvalue
        /// decl: let rawValue: UInt
        /// (derived: OptionSet's requirement.)
        public let rawValue: UInt

        /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/began
        /// decl: static var began: NSEvent.Phase { get }
        public static var began: NSEvent.Phase { NSEvent.Phase(rawValue: 0x1 << 0) }

        /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/stationary
        /// decl: static var stationary: NSEvent.Phase { get }
        public static var stationary: NSEvent.Phase { NSEvent.Phase(rawValue: 0x1 << 1) }

        /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/changed
        /// decl: static var changed: NSEvent.Phase { get }
        public static var changed: NSEvent.Phase { NSEvent.Phase(rawValue: 0x1 << 2) }

        /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/ended
        /// decl: static var ended: NSEvent.Phase { get }
        public static var ended: NSEvent.Phase { NSEvent.Phase(rawValue: 0x1 << 3) }

        /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/cancelled
        /// decl: static var cancelled: NSEvent.Phase { get }
        public static var cancelled: NSEvent.Phase { NSEvent.Phase(rawValue: 0x1 << 4) }
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
