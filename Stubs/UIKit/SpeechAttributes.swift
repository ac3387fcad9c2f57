// The accessibility text and speech attributes UIKit declares on NSAttributedString.Key. Their
// string values are not documented; the stub's are its own, and tests compare keys, not strings.
extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement
    /// decl: nonisolated static let accessibilitySpeechQueueAnnouncement: NSAttributedString.Key
    /// (UIAccessibilityConstants.h, iOS 18 SDK: deprecated in iOS 17 for the announcement
    /// priority, `API_DEPRECATED_WITH_REPLACEMENT(…, ios(11.0, 17.0), visionos(1.0, 1.0))`: on
    /// visionOS from its first version, so any use compiled for visionOS warns.)
    @available(iOS, deprecated: 17.0, renamed: "accessibilitySpeechAnnouncementPriority")
    @available(visionOS, deprecated: 1.0, renamed: "accessibilitySpeechAnnouncementPriority")
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")

    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechpunctuation
    /// decl: nonisolated static let accessibilitySpeechPunctuation: NSAttributedString.Key
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")

    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechlanguage
    /// decl: nonisolated static let accessibilitySpeechLanguage: NSAttributedString.Key
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")

    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilitytextheadinglevel
    /// decl: nonisolated static let accessibilityTextHeadingLevel: NSAttributedString.Key
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key("UIAccessibilityTextAttributeHeadingLevel")

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityspeechattributeannouncementpriority
    /// decl: nonisolated static let accessibilitySpeechAnnouncementPriority: NSAttributedString.Key
    /// (the page prints the Objective-C constant; the Swift name is from the example on
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority)
    @available(iOS 17.0, visionOS 1.0, *)
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority
/// decl: struct UIAccessibilityPriority
@available(iOS 17.0, visionOS 1.0, *)
public struct UIAccessibilityPriority: Hashable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/init(rawvalue:)
    /// decl: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/rawvalue
    /// decl: let rawValue: String
    public let rawValue: String

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/low
    /// decl: nonisolated static let low: UIAccessibilityPriority
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/default
    /// decl: nonisolated static let `default`: UIAccessibilityPriority
    public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/high
    /// decl: nonisolated static let high: UIAccessibilityPriority
    public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
}
