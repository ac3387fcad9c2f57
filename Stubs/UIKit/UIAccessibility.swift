/// https://developer.apple.com/documentation/uikit/uiaccessibility
/// decl: struct UIAccessibility
/// Stub: posting records what was posted, for tests (read through `@_spi(Testing)`); the Reduce
/// Motion setting is settable by tests the same way.
public struct UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    /// decl: struct Notification
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/init(rawvalue:)
        /// decl: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/rawvalue
        /// decl: let rawValue: UInt32
        public let rawValue: UInt32

        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
        /// decl: nonisolated static let announcement: UIAccessibility.Notification
        public static let announcement = Notification(rawValue: 1)
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
        /// decl: nonisolated static let layoutChanged: UIAccessibility.Notification
        public static let layoutChanged = Notification(rawValue: 2)
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/pagescrolled
        /// decl: nonisolated static let pageScrolled: UIAccessibility.Notification
        public static let pageScrolled = Notification(rawValue: 3)
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    /// decl: @MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        posted.append((notification, argument))
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-9ziiu
    /// decl: @MainActor static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect
    /// Stub: no screen exists; offsets the rectangle by the frames of the view and its superviews.
    @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        var result = rect
        var current: UIView? = view
        while let next = current {
            result = result.offsetBy(dx: next.frame.minX, dy: next.frame.minY)
            current = next.superview
        }
        return result
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-6dx4a
    /// decl: @MainActor static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath
    /// Stub: offsets each of the path's rectangles as a rectangle is offset.
    @MainActor public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let result = UIBezierPath()
        for rect in path.rects { result.append(UIBezierPath(rect: convertToScreenCoordinates(rect, in: view))) }
        return result
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    /// decl: @MainActor static var isReduceMotionEnabled: Bool { get }
    @MainActor public static var isReduceMotionEnabled: Bool { reduceMotionSetting }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/boldtextstatusdidchangenotification
    /// decl: nonisolated static let boldTextStatusDidChangeNotification: NSNotification.Name
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")

    /// Not an Apple declaration: the notifications posted so far, with their arguments, for tests.
    @_spi(Testing) @MainActor public static var posted: [(notification: Notification, argument: Any?)] = []

    /// Not an Apple declaration: the Reduce Motion setting `isReduceMotionEnabled` reports, for tests.
    @_spi(Testing) @MainActor public static var reduceMotionSetting = false
}
