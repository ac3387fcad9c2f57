public import Foundation
public import LegibleAccessibility
public import LegibleRendering

/// What links, menus and accessibility actions do, decided once for every front end: a link to
/// a heading of the document moves there, any other goes to the app's handler of its scheme or
/// out as ``ViewCommand/open(_:)``; a menu item and an element's action do what the reading
/// model says they do.
extension MarkdownViewCore {
    /// Follows a link destination as written: a heading or other anchor of this document
    /// (`#install`) is shown (`focusOnly`: the screen reader moves there and scrolls itself),
    /// `#` or `#top` shows the top; any other destination, resolved against ``baseURL``, goes
    /// to the app's handler of its scheme, else out to be opened. `false` for an anchor the
    /// document does not have, or what is no URL: nothing happens.
    @discardableResult
    public func follow(_ destination: String, focusOnly: Bool) -> Bool {
        switch readingModel.anchorTargets().target(ofDestination: destination) {
        case .element(let anchor):
            if focusOnly { perform(.moveFocus(anchor.id)) } else { reveal(anchor.id) }
            return true
        case .top:
            guard let first = readingModel.root.children.first else { return false }
            if focusOnly { perform(.moveFocus(first.id)) } else { reveal(first.id) }
            return true
        case .missing:
            return false
        case .elsewhere:
            guard let url = url(of: destination) else { return false }
            if linkHandlers.route(url) == .unhandled { perform(.open(url)) }
            return true
        }
    }

    /// A destination as a URL, relative ones resolved against ``baseURL``.
    public func url(of destination: String) -> URL? {
        URL(string: destination, relativeTo: baseURL)?.absoluteURL
    }

    /// Scrolls an element into view and moves the screen reader to it (a footnote a reference
    /// was tapped for, a heading a link names), so that every reader lands in the same place.
    public func reveal(_ id: ElementID) {
        if let frame = documentLayout.frame(of: id) { perform(.reveal(frame)) }
        perform(.moveFocus(id))
    }

    /// The items of the menu at a point (a long press, a right or Control click): those the
    /// reading model gives the element there, Share only when the app can share; none over
    /// plain text.
    public func menuItems(at point: LayoutPoint) -> [MenuItem] {
        pressCancelled()
        return ContextMenu.items(at: point, in: documentLayout, model: readingModel, canShare: canShare)
    }

    /// The items of an element's menu (a keyboard's or VoiceOver's Show Menu on it).
    public func menuItems(of id: ElementID) -> [MenuItem] {
        (readingModel.element(id)?.menuItems ?? []).filter { canShare || $0.kind != .share }
    }

    /// Does what a chosen menu item says.
    public func choose(_ item: MenuItem) {
        switch item.kind {
        case .open:
            follow(item.payload, focusOnly: false)
        case .copyLink:
            let url = url(of: item.payload)
            perform(.copy(PasteboardContent(text: url?.absoluteString ?? item.payload, url: url)))
        case .share:
            if let url = url(of: item.payload) { perform(.share(url)) }
        case .copyCode, .copyTeX, .copyMathML:
            perform(.copy(PasteboardContent(text: item.payload)))
        case .goToFootnote:
            if let target = item.target { reveal(target) }
        }
    }

    /// Does what an element's accessibility action says (VoiceOver's actions rotor, Voice
    /// Control, Switch Control): copies code, opens a link (or moves to the heading it names),
    /// speaks a formula's TeX with its punctuation, moves to a footnote or back to its
    /// reference, loads a remote image the view's policy left to the reader. `element` is the one the action was performed on. `false` when it did nothing.
    @discardableResult
    public func perform(_ action: ElementAction, on element: ElementID?) -> Bool {
        switch action.kind {
        case .copyCode:
            copyCode(action.payload ?? "", of: element)
            return true
        case .openLink:
            return action.payload.map { follow($0, focusOnly: true) } ?? false
        case .showTeXSource:
            guard let tex = action.payload else { return false }
            // TeX is read with its punctuation, or a backslash or brace would go unheard.
            // At once, but not at the priority that cannot be interrupted: a long formula's TeX read
            // character by character must be stoppable (UIAccessibilityConstants.h, "High").
            perform(.announce(ViewAnnouncement(text: tex, priority: .default, language: phrases.languageCode, speaksPunctuation: true)))
            return true
        case .goToFootnote, .backToReference:
            guard let target = action.target else { return false }
            perform(.moveFocus(target))
            return true
        case .loadImage:
            guard let source = action.payload else { return false }
            perform(.loadImage(source))
            return true
        }
    }

    /// Copies a code block's code, shows "Copied" on its button (when `element` is known) and
    /// announces the copy, so that a reader who does not see the button hears it worked.
    public func copyCode(_ code: String, of element: ElementID?) {
        perform(.copy(PasteboardContent(text: code)))
        let said = element.map { copyFeedback.didCopy($0, phrases: phrases) } ?? phrases.text(.codeCopiedAnnouncement)
        perform(.announce(ViewAnnouncement(text: said, priority: .default, language: phrases.languageCode)))
        perform(.redraw(nil))
    }

    /// Copies the code of the code block `id`, as its button does; `false` for no code block.
    @discardableResult
    public func copyCode(of id: ElementID) -> Bool {
        guard let code = CodeCopyFeedback.code(of: id, in: readingModel) else { return false }
        copyCode(code, of: id)
        return true
    }
}
