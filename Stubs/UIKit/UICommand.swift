/// https://developer.apple.com/documentation/uikit/uicommand
/// decl: @MainActor class UICommand
@MainActor open class UICommand: UIMenuElement {}

/// https://developer.apple.com/documentation/uikit/uikeycommand
/// decl: @MainActor class UIKeyCommand
@MainActor open class UIKeyCommand: UICommand {}

/// https://developer.apple.com/documentation/uikit/uimenubuilder
/// decl: @MainActor protocol UIMenuBuilder
/// Stub: its requirements are not stubbed; nothing builds menus on Linux.
@MainActor public protocol UIMenuBuilder {}

/// https://developer.apple.com/documentation/uikit/uieditinginteractionconfiguration
/// decl: enum UIEditingInteractionConfiguration
public enum UIEditingInteractionConfiguration: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uieditinginteractionconfiguration/none
    /// decl: case none
    case none = 0
    /// https://developer.apple.com/documentation/uikit/uieditinginteractionconfiguration/default
    /// decl: case `default`
    case `default` = 1
}
