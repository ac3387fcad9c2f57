/// https://developer.apple.com/documentation/uikit/uifocuseffect
/// decl: @MainActor class UIFocusEffect
@MainActor open class UIFocusEffect: NSObject {}

/// https://developer.apple.com/documentation/uikit/uifocusgrouppriority
/// decl: struct UIFocusGroupPriority
public struct UIFocusGroupPriority: Hashable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uifocusgrouppriority/init(rawvalue:)
    /// decl: init(rawValue: Int)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifocusgrouppriority/rawvalue
    /// decl: let rawValue: Int
    public let rawValue: Int
    /// https://developer.apple.com/documentation/uikit/uifocusgrouppriority/ignored
    /// decl: static let ignored: UIFocusGroupPriority
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// https://developer.apple.com/documentation/uikit/uifocusgrouppriority/previouslyfocused
    /// decl: static let previouslyFocused: UIFocusGroupPriority
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// https://developer.apple.com/documentation/uikit/uifocusgrouppriority/prioritized
    /// decl: static let prioritized: UIFocusGroupPriority
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// https://developer.apple.com/documentation/uikit/uifocusgrouppriority/currentlyfocused
    /// decl: static let currentlyFocused: UIFocusGroupPriority
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)
}
