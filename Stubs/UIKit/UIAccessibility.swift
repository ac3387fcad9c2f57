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

extension UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/directtouchoptions
    /// decl: struct DirectTouchOptions
    @available(iOS 17.0, visionOS 1.0, *)
    public struct DirectTouchOptions: OptionSet, Hashable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/directtouchoptions/init(rawvalue:)
        /// decl: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/directtouchoptions/rawvalue
        /// decl: let rawValue: UInt
        public let rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/directtouchoptions/silentontouch
        /// decl: static var silentOnTouch: UIAccessibility.DirectTouchOptions { get }
        public static let silentOnTouch = DirectTouchOptions(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/directtouchoptions/requiresactivation
        /// decl: static var requiresActivation: UIAccessibility.DirectTouchOptions { get }
        public static let requiresActivation = DirectTouchOptions(rawValue: 1 << 1)
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
    /// decl: struct AssistiveTechnologyIdentifier
    public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/notificationswitchcontrolidentifier
        /// decl: static let notificationSwitchControlIdentifier: UIAccessibility.AssistiveTechnologyIdentifier
        public static let notificationSwitchControlIdentifier = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/notificationvoiceoveridentifier
        /// decl: static let notificationVoiceOverIdentifier: UIAccessibility.AssistiveTechnologyIdentifier
        public static let notificationVoiceOverIdentifier = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitynavigationstyle
/// decl: enum UIAccessibilityNavigationStyle
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitynavigationstyle/automatic
    /// decl: case automatic
    case automatic = 0
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitynavigationstyle/separate
    /// decl: case separate
    case separate = 1
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitynavigationstyle/combined
    /// decl: case combined
    case combined = 2
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitylocationdescriptor
/// decl: @MainActor class UIAccessibilityLocationDescriptor
@MainActor open class UIAccessibilityLocationDescriptor: NSObject {}
