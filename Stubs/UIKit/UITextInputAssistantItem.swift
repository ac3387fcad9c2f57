/// https://developer.apple.com/documentation/uikit/uitextinputassistantitem
/// decl: @MainActor class UITextInputAssistantItem
/// Stub: keeps its groups.
@MainActor open class UITextInputAssistantItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitextinputassistantitem/leadingbarbuttongroups
    /// decl: var leadingBarButtonGroups: [UIBarButtonItemGroup] { get set }
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []

    /// https://developer.apple.com/documentation/uikit/uitextinputassistantitem/trailingbarbuttongroups
    /// decl: var trailingBarButtonGroups: [UIBarButtonItemGroup] { get set }
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitemgroup
/// decl: @MainActor class UIBarButtonItemGroup
/// Stub: holds nothing (the glue only empties the assistant item's lists of them).
@MainActor open class UIBarButtonItemGroup: NSObject {}
