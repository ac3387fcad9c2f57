public import Foundation
public import LegibleAccessibility
public import LegibleRendering

/// What a front end must do after an event reached a ``MarkdownViewCore``: the core decides,
/// once for every platform, what a tap, a click, a key, a menu item or an accessibility action
/// means; the UIKit, AppKit and terminal front ends only carry it out with their own calls.
///
/// ```swift
/// let core = MarkdownViewCore(layout: engine) { command in
///     switch command {
///     case .redraw(let rect): view.setNeedsDisplay(rect.map(view.viewRect) ?? view.bounds)
///     case .open(let url): view.openLink(url)
///     case .copy(let content): UIPasteboard.general.items = [content.pasteboardItem]
///     …
///     }
/// }
/// ```
public enum ViewCommand: Sendable {
    /// Draw again the part of the document in the rectangle (layout coordinates); `nil`: all.
    case redraw(LayoutRect?)
    /// The layout changed (the content, the width or the fonts): the view's size, the views
    /// it places over blocks (code scrolled by a finger, an app's block views) and its pointer
    /// areas follow.
    case layoutChanged
    /// The accessibility elements changed: rebuild them all (`nil`) or apply a streamed update.
    case elementsChanged(ReadingModelUpdate?)
    /// Call ``MarkdownViewCore/displayFrame()`` once, at the next frame the display draws
    /// (a display link's tick, or the main queue's next turn): the appends that arrived before
    /// it are laid out together, and the document's new height is reported then.
    case scheduleFrame
    /// Say something to the reader (VoiceOver, Orca, a terminal's status line).
    case announce(ViewAnnouncement)
    /// Move the screen reader's focus to an element (and scroll it into view).
    case moveFocus(ElementID)
    /// The core is about to change the selection on its own (a document shown anew, or the
    /// text it covered gone), and has changed it: UIKit's text input delegate is told both.
    case selectionWillChange
    case selectionDidChange
    /// Scroll the view so that the rectangle (layout coordinates) is visible.
    case reveal(LayoutRect)
    /// A page was turned: say which, as a scroll status ("page 2 of 5").
    case pageTurned(String)
    /// Hand a link to the app or the system (no app handler of its scheme took it).
    case open(URL)
    /// Offer a link to share (the app presents its share sheet or picker).
    case share(URL)
    /// Put something on the pasteboard.
    case copy(PasteboardContent)
    /// Load an image the reader asked for (by its source, as written): one the view's image
    /// policy left to the reader, tapped or chosen with the "Load image" action. The Apple views
    /// load it with `readerAsked`; the terminal loads no image, ever.
    case loadImage(String)
}

/// Something to say to the reader, with how urgently and in which language.
public struct ViewAnnouncement: Equatable, Sendable {
    /// How an announcement takes its turn with speech going on.
    public enum Priority: Equatable, Sendable {
        /// Queued behind what is being said: a streamed answer's sentences.
        case low
        /// Said at once: the confirmation of what the reader just did.
        case `default`
        /// Said at once and not to be interrupted: what the reader asked to hear (a formula's TeX).
        case high
    }

    /// The words.
    public let text: String
    /// How urgently.
    public let priority: Priority
    /// The language of the words (BCP 47).
    public let language: String
    /// Whether punctuation is spoken (TeX, where a brace or backslash matters).
    public let speaksPunctuation: Bool

    /// An announcement from its parts.
    public init(text: String, priority: Priority, language: String, speaksPunctuation: Bool = false) {
        self.text = text
        self.priority = priority
        self.language = language
        self.speaksPunctuation = speaksPunctuation
    }
}

/// What a copy puts on the pasteboard, in the forms apps that paste take: plain text always,
/// HTML for rich text (the selection's headings, lists, links and tables), and a URL for a link.
public struct PasteboardContent: Equatable, Sendable {
    /// The text.
    public let text: String
    /// The same as HTML, for apps that paste rich text; `nil` for plain text alone.
    public let html: String?
    /// The link, when what is copied is one.
    public let url: URL?

    /// Content from its forms.
    public init(text: String, html: String? = nil, url: URL? = nil) {
        self.text = text
        self.html = html
        self.url = url
    }
}
