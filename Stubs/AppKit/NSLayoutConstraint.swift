/// https://developer.apple.com/documentation/appkit/nslayoutconstraint
/// decl: @MainActor class NSLayoutConstraint
/// Stub: holds nothing; no constraint is solved on Linux.
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/orientation-swift.enum
    /// decl: enum NSLayoutConstraint.Orientation
    public enum Orientation: Int, Sendable {
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/orientation-swift.enum/horizontal
        /// decl: case horizontal
        case horizontal = 0
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/orientation-swift.enum/vertical
        /// decl: case vertical
        case vertical = 1
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct
    /// decl: struct NSLayoutConstraint.Priority
    public struct Priority: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: Float)
        public init(rawValue: Float) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/rawvalue
        /// decl: let rawValue: Float
        public let rawValue: Float
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/required
        /// decl: static let required: NSLayoutConstraint.Priority
        public static let required = Priority(rawValue: 1000)
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/defaulthigh
        /// decl: static let defaultHigh: NSLayoutConstraint.Priority
        public static let defaultHigh = Priority(rawValue: 750)
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/dragthatcanresizewindow
        /// decl: static let dragThatCanResizeWindow: NSLayoutConstraint.Priority
        public static let dragThatCanResizeWindow = Priority(rawValue: 510)
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/windowsizestayput
        /// decl: static let windowSizeStayPut: NSLayoutConstraint.Priority
        public static let windowSizeStayPut = Priority(rawValue: 500)
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/dragthatcannotresizewindow
        /// decl: static let dragThatCannotResizeWindow: NSLayoutConstraint.Priority
        public static let dragThatCannotResizeWindow = Priority(rawValue: 490)
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/defaultlow
        /// decl: static let defaultLow: NSLayoutConstraint.Priority
        public static let defaultLow = Priority(rawValue: 250)
        /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/fittingsizecompression
        /// decl: static let fittingSizeCompression: NSLayoutConstraint.Priority
        public static let fittingSizeCompression = Priority(rawValue: 50)
    }
}

/// https://developer.apple.com/documentation/appkit/nslayoutanchor
/// decl: @MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {}

/// https://developer.apple.com/documentation/appkit/nslayoutxaxisanchor
/// decl: @MainActor class NSLayoutXAxisAnchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/appkit/nslayoutyaxisanchor
/// decl: @MainActor class NSLayoutYAxisAnchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/appkit/nslayoutdimension
/// decl: @MainActor class NSLayoutDimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

/// https://developer.apple.com/documentation/appkit/nslayoutguide
/// decl: @MainActor class NSLayoutGuide
@MainActor open class NSLayoutGuide: NSObject {}
