import LegibleMath

/// An item of the menu a long press (iOS, iPadOS, visionOS) or a right click (macOS) on an
/// element shows: its title comes from the phrase table, its payload tells the front end what to
/// open, copy or share. The reading model decides the items, so that every view offers the same
/// ones, in the reader's language, and a test can say which.
///
/// ```swift
/// model.element(link)?.menuItems.map(\.kind)      // [.open, .copyLink, .share]
/// model.element(formula)?.menuItems.map(\.title)  // ["Copy TeX", "Copy MathML"]
/// ```
public struct MenuItem: Hashable, Sendable {
    /// What the item does.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Open ``MenuItem/payload`` (a link's destination) as a tap on it does.
        case open
        /// Put ``MenuItem/payload`` (a link's destination) on the pasteboard, as a URL.
        case copyLink
        /// Offer ``MenuItem/payload`` (a link's destination) to the system's share sheet or picker.
        case share
        /// Put ``MenuItem/payload`` (a code block's code) on the pasteboard.
        case copyCode
        /// Put ``MenuItem/payload`` (a formula's TeX) on the pasteboard.
        case copyTeX
        /// Put ``MenuItem/payload`` (a formula as MathML) on the pasteboard.
        case copyMathML
        /// Show ``MenuItem/target`` (the footnote a reference refers to).
        case goToFootnote
    }

    /// What the item does.
    public let kind: Kind
    /// The localised title the menu shows.
    public let title: String
    /// The destination, code, TeX or MathML the item works with; empty when it works with a
    /// target instead.
    public let payload: String
    /// The element the item shows, if any.
    public let target: ElementID?
}

extension AccessibilityElement {
    /// What a long press or right click on the element offers: its own items, or else those of
    /// the nearest element around it that has some (an image inside a link offers the link's).
    /// Empty for plain text.
    public var menuItems: [MenuItem] {
        var element: AccessibilityElement? = self
        while let current = element {
            let items = current.ownMenuItems
            if !items.isEmpty { return items }
            element = current.parent
        }
        return []
    }

    /// The items for this element alone.
    private var ownMenuItems: [MenuItem] {
        switch role {
        case .link:
            guard let destination = link?.destination, !destination.isEmpty else { return [] }
            return [MenuItem(kind: .open, title: phrases.text(.openMenuItem), payload: destination, target: nil),
                    MenuItem(kind: .copyLink, title: phrases.text(.copyLinkMenuItem), payload: destination, target: nil),
                    MenuItem(kind: .share, title: phrases.text(.shareMenuItem), payload: destination, target: nil)]
        case .codeBlock:
            // What is shown, warnings included: a copy gives what was there, marked.
            return [MenuItem(kind: .copyCode, title: phrases.text(.copyMenuItem), payload: String(renderedText), target: nil)]
        case .math:
            guard let math else { return [] }
            return [MenuItem(kind: .copyTeX, title: phrases.text(.copyTeXMenuItem), payload: math.tex, target: nil),
                    MenuItem(kind: .copyMathML, title: phrases.text(.copyMathMLMenuItem),
                             payload: MathMLWriter().mathML(math.formula, display: math.isDisplay), target: nil)]
        case .footnoteReference:
            // The same target as the VoiceOver action, so a tap, a menu and VoiceOver agree.
            return actions.filter { $0.kind == .goToFootnote }.map {
                MenuItem(kind: .goToFootnote, title: $0.name, payload: "", target: $0.target)
            }
        default:
            return []
        }
    }
}
