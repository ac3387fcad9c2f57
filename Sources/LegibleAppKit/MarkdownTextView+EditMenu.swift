#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The Edit menu's Copy and Select All (and Copy in a right click's menu) are enabled only when
/// they would do something: Copy while text is selected, Select All while there is text. AppKit
/// asks the item's target, here the view as the first responder that takes `copy:` and
/// `selectAll:`, through `validateMenuItem(_:)`, and tells the item by its action
/// ([validateMenuItem(_:)](https://developer.apple.com/documentation/appkit/nsmenuitemvalidation/validatemenuitem(_:))).
/// Without it every item the view takes stays enabled, whatever is selected.
extension MarkdownTextView: NSMenuItemValidation {
    /// Whether a menu item whose action the view takes is enabled; items of its own menus
    /// (a link's Open) always are.
    public func validateMenuItem(_ menuItem: NSMenuItem) -> Bool {
        // By the selector's name: comparing with `#selector` needs the Objective-C runtime,
        // which Linux, where this is tested, lacks.
        switch menuItem.action.map(NSStringFromSelector) {
        case "copy:": !(core.selection?.isEmpty ?? true)
        case "selectAll:": styledDocument.utf16Count > 0
        default: true
        }
    }
}
#endif
