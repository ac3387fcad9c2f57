/// https://developer.apple.com/documentation/appkit/nsmenu
/// decl: @MainActor class NSMenu
/// Stub: keeps its title and items.
@MainActor open class NSMenu: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsmenu/init(title:)
    /// decl: init(title: String)
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsmenu/title
    /// decl: var title: String { get set }
    open var title: String

    /// https://developer.apple.com/documentation/appkit/nsmenu/items
    /// decl: var items: [NSMenuItem] { get set }
    open var items: [NSMenuItem] = []

    /// https://developer.apple.com/documentation/appkit/nsmenu/additem(_:)
    /// decl: func addItem(_ newItem: NSMenuItem)
    open func addItem(_ newItem: NSMenuItem) { items.append(newItem) }

    /// https://developer.apple.com/documentation/appkit/nsmenu/popupcontextmenu(_:with:for:)
    /// decl: class func popUpContextMenu(_ menu: NSMenu, with event: NSEvent, for view: NSView)
    /// Stub: records the menu, for tests.
    open class func popUpContextMenu(_ menu: NSMenu, with event: NSEvent, for view: NSView) { poppedUp.append(menu) }

    /// https://developer.apple.com/documentation/appkit/nsmenu/popup(positioning:at:in:)
    /// decl: func popUp(positioning item: NSMenuItem?, at location: NSPoint, in view: NSView?) -> Bool
    /// Stub: records the menu, for tests; as if the reader chose nothing.
    @discardableResult
    open func popUp(positioning item: NSMenuItem?, at location: NSPoint, in view: NSView?) -> Bool {
        NSMenu.poppedUp.append(self)
        return false
    }

    /// Not an Apple declaration: the menus popped up, for tests.
    @_spi(Testing) public static var poppedUp: [NSMenu] = []
}

/// https://developer.apple.com/documentation/appkit/nsmenuitem
/// decl: @MainActor class NSMenuItem
/// Stub: keeps its title, represented object, target and action.
@MainActor open class NSMenuItem: NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    /// decl: init()
    /// (NSObject's, which NSMenuItem inherits: an item titled "", with no action.)
    override public init() { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsmenuitem/title
    /// decl: var title: String { get set }
    open var title = ""

    /// https://developer.apple.com/documentation/appkit/nsmenuitem/representedobject
    /// decl: var representedObject: Any? { get set }
    open var representedObject: Any?

    /// https://developer.apple.com/documentation/appkit/nsmenuitem/target
    /// decl: weak var target: AnyObject? { get set }
    open weak var target: AnyObject?

    /// https://developer.apple.com/documentation/appkit/nsmenuitem/action
    /// decl: var action: Selector? { get set }
    open var action: Selector?
}

/// https://developer.apple.com/documentation/appkit/nsmenuitemvalidation
/// decl: protocol NSMenuItemValidation : NSObjectProtocol
public protocol NSMenuItemValidation: NSObjectProtocol {
    /// https://developer.apple.com/documentation/appkit/nsmenuitemvalidation/validatemenuitem(_:)
    /// decl: @MainActor func validateMenuItem(_ menuItem: NSMenuItem) -> Bool
    @MainActor func validateMenuItem(_ menuItem: NSMenuItem) -> Bool
}
