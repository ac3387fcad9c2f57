extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum
    /// decl: enum UIView.TintAdjustmentMode
    public enum TintAdjustmentMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum/automatic
        /// decl: case automatic
        case automatic = 0
        /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum/normal
        /// decl: case normal
        case normal = 1
        /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum/dimmed
        /// decl: case dimmed
        case dimmed = 2
    }

    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    /// decl: enum UIView.ContentMode
    public enum ContentMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill
        /// decl: case scaleToFill
        case scaleToFill = 0
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit
        /// decl: case scaleAspectFit
        case scaleAspectFit = 1
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
        /// decl: case scaleAspectFill
        case scaleAspectFill = 2
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw
        /// decl: case redraw
        case redraw = 3
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/center
        /// decl: case center
        case center = 4
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/top
        /// decl: case top
        case top = 5
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottom
        /// decl: case bottom
        case bottom = 6
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/left
        /// decl: case left
        case left = 7
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/right
        /// decl: case right
        case right = 8
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topleft
        /// decl: case topLeft
        case topLeft = 9
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topright
        /// decl: case topRight
        case topRight = 10
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomleft
        /// decl: case bottomLeft
        case bottomLeft = 11
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomright
        /// decl: case bottomRight
        case bottomRight = 12
    }

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    /// decl: struct UIView.AutoresizingMask
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue
        /// decl: let rawValue: UInt
        public let rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
        /// decl: static var flexibleLeftMargin: UIView.AutoresizingMask { get }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        /// decl: static var flexibleWidth: UIView.AutoresizingMask { get }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin
        /// decl: static var flexibleRightMargin: UIView.AutoresizingMask { get }
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin
        /// decl: static var flexibleTopMargin: UIView.AutoresizingMask { get }
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        /// decl: static var flexibleHeight: UIView.AutoresizingMask { get }
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin
        /// decl: static var flexibleBottomMargin: UIView.AutoresizingMask { get }
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutregion
    /// decl: struct UIView.LayoutRegion
    /// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
    /// Stub: an opaque value; the regions themselves are not stubbed.
    @available(iOS 26.0, visionOS 26.0, *)
    public struct LayoutRegion: Sendable {}
}
