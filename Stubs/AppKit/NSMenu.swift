/// https://developer.apple.com/documentation/appkit/nsmenu
/// decl: @MainActor class NSMenu
@MainActor open class NSMenu: NSObject {}

/// https://developer.apple.com/documentation/appkit/nsmenuitem
/// decl: @MainActor class NSMenuItem
@MainActor open class NSMenuItem: NSObject {}
