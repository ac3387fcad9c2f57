#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleRendering
import LegibleViewSupport

/// The menu a right or Control click shows over an element: the items the reading model gives
/// it, as iOS's long press shows them (``ContextMenu``): a link's Open, Copy Link and Share
/// (with ``MarkdownTextView/shareLink``), a code block's Copy, a formula's Copy TeX and Copy
/// MathML, a footnote reference's Go to Footnote; Copy first over selected text. Which menu is
/// the core's (`MarkdownViewCore.menu(at:)`); AppKit asks `menu(for:)` for it
/// ([menu(for:)](https://developer.apple.com/documentation/appkit/nsview/menu(for:))).
extension MarkdownTextView {
    /// Pops a menu up on the run loop's next turn, for an accessibility callback (VoiceOver's
    /// Show Menu); `false` when there is none. A menu pops up modally:
    /// `popUp(positioning:at:in:)` tracks it until it closes and only then answers whether an
    /// item was chosen
    /// ([popUp(positioning:at:in:)](https://developer.apple.com/documentation/appkit/nsmenu/popup(positioning:at:in:))),
    /// and inside the callback VoiceOver would wait for its answer all that time.
    func popUpLater(_ menu: ShownMenu?) -> Bool {
        guard let menu else { return false }
        Task { @MainActor [weak self] in self?.popUp(menu) }
        return true
    }

    /// Pops a menu up where it opens.
    func popUp(_ menu: ShownMenu) {
        let anchor = CGRect(LayoutRect(x: menu.anchor.x, y: menu.anchor.y, width: 0, height: 0)).origin
        makeMenu(menu).popUp(positioning: nil, at: anchor, in: self)
    }

    /// The AppKit menu of a menu the core decided on, each item sent to the view.
    func makeMenu(_ shown: ShownMenu) -> NSMenu {
        let menu = NSMenu(title: "")
        if shown.copiesSelection {
            // Copy sends the Edit menu's action (`copy:`) to the view.
            let item = NSMenuItem()
            item.title = phrases.text(.copyMenuItem)
            item.target = self
            #if canImport(ObjectiveC)
            item.action = #selector(copy(_:))
            #endif
            menu.addItem(item)
        }
        for item in shown.items {
            let menuItem = NSMenuItem()
            menuItem.title = item.title
            menuItem.representedObject = item
            menuItem.target = self
            #if canImport(ObjectiveC)
            menuItem.action = #selector(performContextMenuItem(_:))
            #endif
            menu.addItem(menuItem)
        }
        return menu
    }

    #if canImport(ObjectiveC)
    /// A context menu item was chosen: the core does what it says.
    @objc func performContextMenuItem(_ sender: Any?) { _ = ((sender as? NSMenuItem)?.representedObject as? MenuItem).map(core.choose) }
    #endif
}
#endif
