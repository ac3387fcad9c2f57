/// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct
/// decl: struct NSAccessibility
/// Stub: posting records what was posted, for tests (read through `@_spi(Testing)`).
public struct NSAccessibility {
    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role
    /// decl: struct Role
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/statictext
        /// decl: static let staticText: NSAccessibility.Role
        public static let staticText = Role(rawValue: "AXStaticText")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/link
        /// decl: static let link: NSAccessibility.Role
        public static let link = Role(rawValue: "AXLink")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/image
        /// decl: static let image: NSAccessibility.Role
        public static let image = Role(rawValue: "AXImage")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/list
        /// decl: static let list: NSAccessibility.Role
        public static let list = Role(rawValue: "AXList")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/group
        /// decl: static let group: NSAccessibility.Role
        public static let group = Role(rawValue: "AXGroup")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/table
        /// decl: static let table: NSAccessibility.Role
        public static let table = Role(rawValue: "AXTable")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/row
        /// decl: static let row: NSAccessibility.Role
        public static let row = Role(rawValue: "AXRow")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/cell
        /// decl: static let cell: NSAccessibility.Role
        public static let cell = Role(rawValue: "AXCell")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/button
        /// decl: static let button: NSAccessibility.Role
        public static let button = Role(rawValue: "AXButton")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/headingrole
        /// decl: static let headingRole: NSAccessibility.Role
        /// sdk: new in the macOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
        @available(macOS 26.0, *)
        public static let headingRole = Role(rawValue: "AXHeading")
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/subrole
    /// decl: struct Subrole
    public struct Subrole: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/subrole/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/subrole/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification
    /// decl: struct Notification
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/announcementrequested
        /// decl: static let announcementRequested: NSAccessibility.Notification
        public static let announcementRequested = Notification(rawValue: "AXAnnouncementRequested")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/layoutchanged
        /// decl: static let layoutChanged: NSAccessibility.Notification
        public static let layoutChanged = Notification(rawValue: "AXLayoutChanged")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/focuseduielementchanged
        /// decl: static let focusedUIElementChanged: NSAccessibility.Notification
        public static let focusedUIElementChanged = Notification(rawValue: "AXFocusedUIElementChanged")
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey
    /// decl: struct NotificationUserInfoKey
    public struct NotificationUserInfoKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey/announcement
        /// decl: static let announcement: NSAccessibility.NotificationUserInfoKey
        public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey/priority
        /// decl: static let priority: NSAccessibility.NotificationUserInfoKey
        public static let priority = NotificationUserInfoKey(rawValue: "AXPriorityKey")
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey/uielements
        /// decl: static let uiElements: NSAccessibility.NotificationUserInfoKey
        public static let uiElements = NotificationUserInfoKey(rawValue: "AXUIElementsKey")
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/post(element:notification:userinfo:)
    /// decl: static func post(element: Any, notification: NSAccessibility.Notification, userInfo: [NSAccessibility.NotificationUserInfoKey : Any]?)
    public static func post(element: Any, notification: NSAccessibility.Notification, userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?) {
        postedLock.withLock { storedPosts.append((element, notification, userInfo)) }
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/screenrect(fromview:rect:)
    /// decl: static func screenRect(fromView parentView: NSView, rect frame: NSRect) -> NSRect
    /// Stub: no screen exists; offsets the rectangle by the view's frame.
    public static func screenRect(fromView parentView: NSView, rect frame: NSRect) -> NSRect {
        MainActor.assumeIsolated { frame.offsetBy(dx: parentView.frame.minX, dy: parentView.frame.minY) }
    }

    nonisolated(unsafe) private static var storedPosts: [(element: Any, notification: Notification, userInfo: [NotificationUserInfoKey: Any]?)] = []
    private static let postedLock = NSLock()

    /// Not an Apple declaration: the notifications posted so far, emptied, for tests.
    @_spi(Testing) public static func takePosted() -> [(element: Any, notification: Notification, userInfo: [NotificationUserInfoKey: Any]?)] {
        postedLock.withLock {
            defer { storedPosts = [] }
            return storedPosts
        }
    }
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilityprioritylevel
/// decl: enum NSAccessibilityPriorityLevel
public enum NSAccessibilityPriorityLevel: Int, Sendable {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprioritylevel/low
    /// decl: case low
    case low = 10
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprioritylevel/medium
    /// decl: case medium
    case medium = 50
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprioritylevel/high
    /// decl: case high
    case high = 90
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomaction
/// decl: class NSAccessibilityCustomAction
/// Stub: keeps its name and handler; tests call the handler as VoiceOver would.
open class NSAccessibilityCustomAction: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomaction/init(name:handler:)
    /// decl: init(name: String, handler: (() -> Bool)? = nil)
    public init(name: String, handler: (() -> Bool)? = nil) {
        self.name = name
        self.handler = handler
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomaction/name
    /// decl: var name: String { get set }
    open var name: String

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomaction/handler
    /// decl: var handler: (() -> Bool)? { get set }
    open var handler: (() -> Bool)?
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilityorientation
/// decl: enum NSAccessibilityOrientation
public enum NSAccessibilityOrientation: Int, Sendable {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityorientation/unknown
    /// decl: case unknown
    case unknown = 0
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityorientation/vertical
    /// decl: case vertical
    case vertical = 1
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityorientation/horizontal
    /// decl: case horizontal
    case horizontal = 2
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilitysortdirection
/// decl: enum NSAccessibilitySortDirection
public enum NSAccessibilitySortDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilitysortdirection/unknown
    /// decl: case unknown
    case unknown = 0
    /// https://developer.apple.com/documentation/appkit/nsaccessibilitysortdirection/ascending
    /// decl: case ascending
    case ascending = 1
    /// https://developer.apple.com/documentation/appkit/nsaccessibilitysortdirection/descending
    /// decl: case descending
    case descending = 2
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilityunits
/// decl: enum NSAccessibilityUnits
public enum NSAccessibilityUnits: Int, Sendable {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityunits/unknown
    /// decl: case unknown
    case unknown = 0
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityunits/inches
    /// decl: case inches
    case inches = 1
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityunits/centimeters
    /// decl: case centimeters
    case centimeters = 2
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityunits/points
    /// decl: case points
    case points = 3
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityunits/picas
    /// decl: case picas
    case picas = 4
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype
/// decl: enum NSAccessibilityRulerMarkerType
public enum NSAccessibilityRulerMarkerType: Int, Sendable {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype/unknown
    /// decl: case unknown
    case unknown = 0
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype/tabstopleft
    /// decl: case tabStopLeft
    case tabStopLeft = 1
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype/tabstopright
    /// decl: case tabStopRight
    case tabStopRight = 2
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype/tabstopcenter
    /// decl: case tabStopCenter
    case tabStopCenter = 3
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype/tabstopdecimal
    /// decl: case tabStopDecimal
    case tabStopDecimal = 4
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype/indenthead
    /// decl: case indentHead
    case indentHead = 5
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype/indenttail
    /// decl: case indentTail
    case indentTail = 6
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityrulermarkertype/indentfirstline
    /// decl: case indentFirstLine
    case indentFirstLine = 7
}
