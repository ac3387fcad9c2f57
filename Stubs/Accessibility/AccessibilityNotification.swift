// Stub of Apple's Accessibility framework for Linux: signatures transcribed from Apple's public
// documentation; not Apple code. See Stubs/README.md.
import Foundation

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
/// decl: enum AccessibilityNotification
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
public enum AccessibilityNotification {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    /// decl: struct Announcement
    /// Stub: keeps its announcement; posting records it, for tests (read through `@_spi(Testing)`).
    public struct Announcement {
        /// Not an Apple declaration: what the announcement says, as it was given.
        @_spi(Testing) public let value: Any

        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)-46byj
        /// decl: init(_ announcement: NSAttributedString)
        public init(_ announcement: NSAttributedString) { value = announcement }

        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
        /// decl: init(_ announcement: AttributedString)
        /// (derived: the page's URL suffix was not found; the declaration is the one the
        /// Announcement page's topics list with an AttributedString value.)
        public init(_ announcement: AttributedString) { value = announcement }

        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
        /// decl: func post()
        public func post() {
            AccessibilityNotification.postedLock.withLock { AccessibilityNotification.storedPosted.append(value) }
        }
    }

    /// Not an Apple declaration: the announcements posted so far, oldest first, for tests.
    @_spi(Testing) public static var posted: [Any] {
        get { postedLock.withLock { storedPosted } }
        set { postedLock.withLock { storedPosted = newValue } }
    }

    // `post()` is not main-actor isolated, so what it records is guarded by a lock.
    nonisolated(unsafe) private static var storedPosted: [Any] = []
    private static let postedLock = NSLock()
}

extension AttributeScopes {
    /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes
    /// decl: struct AccessibilityAttributes
    /// Stub: holds only the announcement priority attribute.
    public struct AccessibilityAttributes {
        /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute
        /// decl: @frozen enum AnnouncementPriorityAttribute
        @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
        public enum AnnouncementPriorityAttribute: AttributedStringKey {
            /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute/announcementpriority
            /// decl: enum AnnouncementPriority
            public enum AnnouncementPriority: String, Hashable, Sendable {
                /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute/announcementpriority/default
                /// decl: case `default`
                case `default`
                /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute/announcementpriority/high
                /// decl: case high
                case high
                /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute/announcementpriority/low
                /// decl: case low
                case low
            }

            /// https://developer.apple.com/documentation/foundation/attributedstringkey/value
            /// decl: associatedtype Value : Hashable
            /// (derived: AttributedStringKey's requirement, bound to the page's AnnouncementPriority.)
            public typealias Value = AnnouncementPriority

            /// https://developer.apple.com/documentation/foundation/attributedstringkey/name
            /// decl: static var name: String { get }
            /// (derived: AttributedStringKey's requirement; the raw name is not documented.)
            public static let name = "AXAnnouncementPriority"
        }
    }
}
