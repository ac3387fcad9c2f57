#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleRendering
import LegibleViewSupport

/// The menu a right or Control click shows over an element: the items the reading model gives
/// it, as iOS's long press shows them (``ContextMenu``): a link's Open, Copy Link and Share
/// (with ``MarkdownTextView/shareLink``), a code block's Copy, a formula's Copy TeX and Copy
/// MathML, a footnote reference's Go to Footnote. AppKit asks `menu(for:)` for it
/// ([menu(for:)](https://developer.apple.com/documentation/appkit/nsview/menu(for:))).
extension MarkdownTextView {
    /// The element's menu at a point of the view, after Copy when the point is on selected text
    /// (as over a text view's selection); `nil` over plain text that is not selected.
    func contextMenu(at point: NSPoint) -> NSMenu? {
        let items = ContextMenu.items(at: layoutPoint(point), in: documentLayout, model: readingModel, canShare: shareLink != nil)
        let isOnSelection = selection.map { range in
            !range.isEmpty && documentLayout.selectionRects(forUTF16: range).contains { $0.contains(layoutPoint(point)) }
        } ?? false
        guard !items.isEmpty || isOnSelection else { return nil }
        let menu = NSMenu(title: "")
        if isOnSelection { menu.addItem(copySelectionItem()) }
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

    /// Pops the menu of what is at a point of the layout up there; `false` when there is none.
    @discardableResult
    func popUpMenu(at anchor: LayoutPoint) -> Bool {
        guard let menu = contextMenu(at: viewPoint(anchor)) else { return false }
        menu.popUp(positioning: nil, at: viewPoint(anchor), in: self)
        return true
    }

    /// Pops the menu of what is at a point of the layout up on the run loop's next turn, for an
    /// accessibility callback (VoiceOver's Show Menu); `false` when there is none. A menu pops
    /// up modally: `popUp(positioning:at:in:)` tracks it until it closes and only then answers
    /// whether an item was chosen
    /// ([popUp(positioning:at:in:)](https://developer.apple.com/documentation/appkit/nsmenu/popup(positioning:at:in:))),
    /// and inside the callback VoiceOver would wait for its answer all that time.
    func popUpMenuLater(at anchor: LayoutPoint) -> Bool {
        guard contextMenu(at: viewPoint(anchor)) != nil else { return false }
        Task { @MainActor [weak self] in self?.popUpMenu(at: anchor) }
        return true
    }

    /// A point of the layout in the view's coordinates.
    private func viewPoint(_ point: LayoutPoint) -> NSPoint {
        viewRect(LayoutRect(x: point.x, y: point.y, width: 0, height: 0)).origin
    }

    /// Copy, sending the Edit menu's action (`copy:`) to the view.
    private func copySelectionItem() -> NSMenuItem {
        let item = NSMenuItem()
        item.title = phrases.text(.copyMenuItem)
        item.target = self
        #if canImport(ObjectiveC)
        item.action = #selector(copy(_:))
        #endif
        return item
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
            if let url = linkURL(item.payload) { follow(url) }
        case .copyLink:
            NSPasteboard.general.clearContents()
            // As a URL (apps that paste links get one), with its text beside it.
            let link = linkURL(item.payload)?.absoluteString ?? item.payload
            NSPasteboard.general.setString(link, forType: .URL)
            NSPasteboard.general.setString(link, forType: .string)
        case .share:
            if let url = linkURL(item.payload) { shareLink?(url) }
        case .copyCode, .copyTeX, .copyMathML:
            NSPasteboard.general.clearContents()
            NSPasteboard.general.setString(item.payload, forType: .string)
        case .goToFootnote:
            if let target = item.target { show(target) }
        }
    }
}
#endif
