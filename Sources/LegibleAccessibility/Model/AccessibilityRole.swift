/// What an element is, in the terms a screen reader announces.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// The whole document.
    case document
    /// A paragraph, or text read out of a raw HTML block.
    case text
    /// A heading; see ``AccessibilityElement/headingLevel``.
    case heading
    /// A link inside a text element.
    case link
    /// An image inside a text element.
    case image
    /// A bullet, ordered or task list.
    case list
    /// An item of a list.
    case listItem
    /// A block quote.
    case blockQuote
    /// A code block: one element, its value the code.
    case codeBlock
    /// A table.
    case table
    /// A row of a table.
    case tableRow
    /// A cell of a table row.
    case tableCell
    /// A formula: display math as its own element, or inline math inside a text element.
    case math
    /// A reference to a footnote, inside a text element.
    case footnoteReference
    /// The footnotes gathered at the end of the document.
    case footnotes
    /// One footnote.
    case footnote
    /// A thematic break.
    case separator
    /// The start of an HTML disclosure group (`<details>`), its text the group's name (its
    /// `<summary>`, empty without one). The blocks after it, up to its ``endOfDetails``, are the
    /// group's content: a streamed document builds each top-level block on its own, and
    /// `<details>`, the Markdown in it and `</details>` are separate blocks (an HTML block ends
    /// at a blank line), so the group is marked where it starts and ends rather than holding them.
    case details
    /// Where an HTML disclosure group ends (`</details>`): no text, a place a reader is told
    /// the group ended, as screen readers say "end of group".
    case endOfDetails
}
