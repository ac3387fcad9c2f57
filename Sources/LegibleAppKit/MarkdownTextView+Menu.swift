#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleViewSupport

/// The menu a right or Control click shows over an element: the items the reading model gives
/// it, as iOS's long press shows them (``ContextMenu``): a link's Open, Copy Link and Share
/// (with ``MarkdownTextView/shareLink``), a code block's Copy, a formula's Copy TeX and Copy
/// MathML, a footnote reference's Go to Footnote. AppKit asks `menu(for:)` for it
/// ([menu(for:)](https://developer.apple.com/documentation/appkit/nsview/menu(for:))).
extension MarkdownTextView {
    /// The element's menu at a point of the view; `nil` over plain text.
    func contextMenu(at point: NSPoint) -> NSMenu? {
        let items = ContextMenu.items(at: layoutPoint(point), in: documentLayout, model: readingModel, canShare: shareLink != nil)
        guard !items.isEmpty else { return nil }
        let menu = NSMenu(title: "")
        for item in items {
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
    /// A context menu item was chosen: it does what its item says.
    @objc func performContextMenuItem(_ sender: Any?) { perform(chosen: (sender as? NSMenuItem)?.representedObject as? MenuItem) }
    #endif

    /// Does what a chosen menu item says.
    package func perform(chosen item: MenuItem?) {
        guard let item else { return }
        switch item.kind {
        case .open:
            if let url = URL(string: item.payload) { follow(url) }
        case .copyLink:
            NSPasteboard.general.clearContents()
            // As a URL (apps that paste links get one), with its text beside it.
            NSPasteboard.general.setString(item.payload, forType: .URL)
            NSPasteboard.general.setString(item.payload, forType: .string)
        case .share:
            if let url = URL(string: item.payload) { shareLink?(url) }
        case .copyCode, .copyTeX, .copyMathML:
            NSPasteboard.general.clearContents()
            NSPasteboard.general.setString(item.payload, forType: .string)
        case .goToFootnote:
            if let target = item.target { show(target) }
        }
    }
}
#endif
