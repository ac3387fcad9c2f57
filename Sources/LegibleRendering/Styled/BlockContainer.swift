import LegibleAccessibility
import LegibleMarkdown

/// A container a block sits in: a block quote, a list and one of its items, the footnotes
/// section and one of its footnotes.
public struct BlockContainer: Hashable, Sendable {
    /// What the container is.
    public enum Kind: Hashable, Sendable {
        /// A block quote (drawn with a bar before its lines).
        case blockQuote
        /// A list: its kind, nesting depth (1 at the top) and whether it is tight (no blank
        /// lines between its items).
        case list(ListFacts.Kind, depth: Int, isTight: Bool)
        /// An item of a list, with the marker drawn before its first line.
        case listItem(ListMarker)
        /// The footnotes gathered at the end of the document.
        case footnotes
        /// One footnote and its number, drawn before its first line.
        case footnote(number: Int)
    }

    /// The container's element in the reading model.
    public let id: ElementID
    /// What the container is.
    public let kind: Kind
    /// For a block quote that is a GitHub alert, which kind, and for an MkDocs admonition the
    /// alert it is drawn as: its bar and symbol are drawn in the theme's color for it
    /// (`ColorRole.alert(_:)`).
    public let alert: MarkdownNode.Alert?
    /// For an alert, its title in the document's language, as the reading model names it
    /// ("Warning"), for an admonition the author's title: drawn on a line of its own above the alert's text, as GitHub shows it.
    public let title: String?

    /// Creates a container from its parts.
    public init(id: ElementID, kind: Kind, alert: MarkdownNode.Alert? = nil, title: String? = nil) {
        self.id = id
        self.kind = kind
        self.alert = alert
        self.title = title
    }
}

/// The marker of a list item: a bullet, a number, or a checkbox.
public struct ListMarker: Hashable, Sendable {
    /// What the marker shows.
    public enum Kind: Hashable, Sendable {
        /// A bullet; the symbol depends on the list's depth.
        case bullet
        /// The item's number in an ordered list.
        case number(Int)
        /// A task item's checkbox.
        case task(TaskState)
    }

    /// What the marker shows.
    public let kind: Kind
    /// The marker as text: `•`, `◦` or `▪` by depth, `3.` or `3)`, `☐` or `☑`.
    public let text: String
    /// The depth of the item's list, 1 at the top.
    public let depth: Int

    /// Creates a marker from its parts.
    public init(kind: Kind, text: String, depth: Int) {
        self.kind = kind
        self.text = text
        self.depth = depth
    }

    /// The bullets of lists at depth 1, 2 and 3; deeper lists repeat them.
    static let bullets = ["•", "◦", "▪"]
}
