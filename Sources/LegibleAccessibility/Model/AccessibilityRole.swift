/// What an element is, in the terms a screen reader announces.
public struct AccessibilityRole: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Every value this version of Legible knows, for the library's own exhaustive switches.
    /// Clients compare with the static values instead, so a value added later breaks no
    /// client's `switch`.
    package enum Kind: String, CaseIterable, Sendable {
        case document, text, heading, link, image, list, listItem, blockQuote, codeBlock, table, tableRow,
            tableCell, math, footnoteReference, footnotes, footnote, separator, details, endOfDetails
    }

    /// Which of the known values this is.
    package let kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// The value's stable key.
    public var rawValue: String { kind.rawValue }

    /// The value whose ``rawValue`` is `rawValue`, if this version knows one.
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.kind = kind
    }

    /// The value's name as Swift writes it: `keyword`, `listItem`.
    public var description: String { String(describing: kind) }

    /// Every value this version knows, in declaration order.
    public static var allCases: [AccessibilityRole] { Kind.allCases.map(AccessibilityRole.init) }

    /// The whole document.
    public static let document = AccessibilityRole(.document)
    /// A paragraph, or text read out of a raw HTML block.
    public static let text = AccessibilityRole(.text)
    /// A heading; see ``AccessibilityElement/headingLevel``.
    public static let heading = AccessibilityRole(.heading)
    /// A link inside a text element.
    public static let link = AccessibilityRole(.link)
    /// An image inside a text element.
    public static let image = AccessibilityRole(.image)
    /// A bullet, ordered or task list.
    public static let list = AccessibilityRole(.list)
    /// An item of a list.
    public static let listItem = AccessibilityRole(.listItem)
    /// A block quote.
    public static let blockQuote = AccessibilityRole(.blockQuote)
    /// A code block: one element, its value the code.
    public static let codeBlock = AccessibilityRole(.codeBlock)
    /// A table.
    public static let table = AccessibilityRole(.table)
    /// A row of a table.
    public static let tableRow = AccessibilityRole(.tableRow)
    /// A cell of a table row.
    public static let tableCell = AccessibilityRole(.tableCell)
    /// A formula: display math as its own element, or inline math inside a text element.
    public static let math = AccessibilityRole(.math)
    /// A reference to a footnote, inside a text element.
    public static let footnoteReference = AccessibilityRole(.footnoteReference)
    /// The footnotes gathered at the end of the document.
    public static let footnotes = AccessibilityRole(.footnotes)
    /// One footnote.
    public static let footnote = AccessibilityRole(.footnote)
    /// A thematic break.
    public static let separator = AccessibilityRole(.separator)
    /// The start of an HTML disclosure group (`<details>`), its text the group's name (its
    /// `<summary>`, empty without one). The blocks after it, up to its ``endOfDetails``, are the
    /// group's content: a streamed document builds each top-level block on its own, and
    /// `<details>`, the Markdown in it and `</details>` are separate blocks (an HTML block ends
    /// at a blank line), so the group is marked where it starts and ends rather than holding them.
    public static let details = AccessibilityRole(.details)
    /// Where an HTML disclosure group ends (`</details>`): no text, a place a reader is told
    /// the group ended, as screen readers say "end of group".
    public static let endOfDetails = AccessibilityRole(.endOfDetails)
}
