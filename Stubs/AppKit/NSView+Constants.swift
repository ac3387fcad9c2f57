extension NSView {
    /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct
    /// decl: struct NSView.AutoresizingMask
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/rawvalue
        /// decl: let rawValue: UInt
        public let rawValue: UInt
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/none
        /// decl: static var none: NSView.AutoresizingMask { get }
        public static var none: AutoresizingMask { AutoresizingMask(rawValue: 0) }
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/minxmargin
        /// decl: static var minXMargin: NSView.AutoresizingMask { get }
        public static let minXMargin = AutoresizingMask(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/width
        /// decl: static var width: NSView.AutoresizingMask { get }
        public static let width = AutoresizingMask(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/maxxmargin
        /// decl: static var maxXMargin: NSView.AutoresizingMask { get }
        public static let maxXMargin = AutoresizingMask(rawValue: 1 << 2)
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/minymargin
        /// decl: static var minYMargin: NSView.AutoresizingMask { get }
        public static let minYMargin = AutoresizingMask(rawValue: 1 << 3)
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/height
        /// decl: static var height: NSView.AutoresizingMask { get }
        public static let height = AutoresizingMask(rawValue: 1 << 4)
        /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/maxymargin
        /// decl: static var maxYMargin: NSView.AutoresizingMask { get }
        public static let maxYMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/layercontentsredrawpolicy-swift.enum
    /// decl: enum NSView.LayerContentsRedrawPolicy
    public enum LayerContentsRedrawPolicy: Int, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsview/layercontentsredrawpolicy-swift.enum/never
        /// decl: case never
        case never = 0
        /// https://developer.apple.com/documentation/appkit/nsview/layercontentsredrawpolicy-swift.enum/onsetneedsdisplay
        /// decl: case onSetNeedsDisplay
        case onSetNeedsDisplay = 1
        /// https://developer.apple.com/documentation/appkit/nsview/layercontentsredrawpolicy-swift.enum/duringviewresize
        /// decl: case duringViewResize
        case duringViewResize = 2
        /// https://developer.apple.com/documentation/appkit/nsview/layercontentsredrawpolicy-swift.enum/beforeviewresize
        /// decl: case beforeViewResize
        case beforeViewResize = 3
        /// https://developer.apple.com/documentation/appkit/nsview/layercontentsredrawpolicy-swift.enum/crossfade
        /// decl: case crossfade
        case crossfade = 4
    }
}

/// https://developer.apple.com/documentation/appkit/nsfocusringtype
/// decl: enum NSFocusRingType
public enum NSFocusRingType: UInt, Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfocusringtype/default
    /// decl: case `default`
    case `default` = 0
    /// https://developer.apple.com/documentation/appkit/nsfocusringtype/none
    /// decl: case none
    case none = 1
    /// https://developer.apple.com/documentation/appkit/nsfocusringtype/exterior
    /// decl: case exterior
    case exterior = 2
}

/// https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection
/// decl: enum NSUserInterfaceLayoutDirection
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection/lefttoright
    /// decl: case leftToRight
    case leftToRight = 0
    /// https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection/righttoleft
    /// decl: case rightToLeft
    case rightToLeft = 1
}
