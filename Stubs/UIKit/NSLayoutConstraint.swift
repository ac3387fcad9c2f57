/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// decl: @MainActor class NSLayoutConstraint
/// Stub: holds nothing; no constraint is solved on Linux.
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    /// decl: enum NSLayoutConstraint.Axis
    public enum Axis: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
        /// decl: case horizontal
        case horizontal = 0
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        /// decl: case vertical
        case vertical = 1
    }
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
/// decl: struct UILayoutPriority
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    /// decl: init(rawValue: Float)
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    /// decl: let rawValue: Float
    public let rawValue: Float
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    /// decl: static let required: UILayoutPriority
    public static let required = UILayoutPriority(rawValue: 1000)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    /// decl: static let defaultHigh: UILayoutPriority
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    /// decl: static let defaultLow: UILayoutPriority
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    /// decl: static let fittingSizeLevel: UILayoutPriority
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
/// decl: @MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
/// decl: @MainActor class NSLayoutXAxisAnchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
/// decl: @MainActor class NSLayoutYAxisAnchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
/// decl: @MainActor class NSLayoutDimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
/// decl: @MainActor class UILayoutGuide
@MainActor open class UILayoutGuide: NSObject {}

/// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
/// decl: @MainActor class UIKeyboardLayoutGuide
/// Stub: a layout guide (the SDK's `UITrackingLayoutGuide` between them is not stubbed).
@MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {}
